/**
 * The simulation's randomness: a seeded generator (sfc32, seeded through splitmix32) and the
 * few distributions the scenarios name. The same seed gives the same run; each purpose (arrivals,
 * partners, customers) takes a stream of its own, so a change to one does not shift the others.
 */

export type Random = () => number;

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Uniform in [0, 1), from a 32-bit seed and a stream name. */
export function createRandom(seed: number, stream = ""): Random {
  let mixed = seed >>> 0;
  for (const char of stream) mixed = Math.imul(mixed ^ char.charCodeAt(0), 0x01000193) >>> 0;
  const seeds = splitmix32(mixed);
  let a = seeds();
  let b = seeds();
  let c = seeds();
  let d = seeds();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let warm = 0; warm < 12; warm++) next();
  return next;
}

/** Standard normal (Box-Muller). */
export function normal(random: Random, mean = 0, sd = 1): number {
  const u = 1 - random();
  const v = random();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The z-score of the 90th percentile of a normal distribution. */
const Z90 = 1.2815515655446004;

/** Lognormal given by its median and 90th percentile (p90 ≥ median > 0). */
export function lognormal(random: Random, median: number, p90: number): number {
  const sigma = Math.max(0, Math.log(p90) - Math.log(median)) / Z90;
  return Math.exp(normal(random, Math.log(median), sigma));
}

/** Poisson-distributed count (Knuth for small means, a rounded normal for large ones). */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 60) return Math.max(0, Math.round(normal(random, mean, Math.sqrt(mean))));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count++;
  return count;
}

/** An index chosen with probability proportional to its weight (weights ≥ 0, at least one > 0). */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let left = random() * total;
  for (const [index, weight] of weights.entries()) {
    left -= weight;
    if (left < 0) return index;
  }
  return weights.length - 1;
}

/** One key of a weight table, chosen in proportion to its weight. */
export function weightedKey<K extends string>(random: Random, table: Partial<Record<K, number>>): K {
  const entries = Object.entries(table) as [K, number][];
  const chosen =
    entries[
      weightedIndex(
        random,
        entries.map(([, weight]) => weight),
      )
    ];
  if (!chosen) throw new Error("weightedKey: empty table");
  return chosen[0];
}

const MILES_PER_DEGREE_LAT = 69.09;

/** A point uniformly distributed in a disc of `radiusMiles` around the centre. */
export function pointInDisc(
  random: Random,
  centre: { lat: number; lng: number },
  radiusMiles: number,
): { lat: number; lng: number } {
  const distance = radiusMiles * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  const dLat = (distance * Math.cos(bearing)) / MILES_PER_DEGREE_LAT;
  const dLng = (distance * Math.sin(bearing)) / (MILES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: centre.lat + dLat, lng: centre.lng + dLng };
}

/** A version-4-shaped UUID from the generator: rows get the same ids on every run of a seed. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
