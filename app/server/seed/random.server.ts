/** A seeded source of randomness: the same seed always gives the same demo data. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Normally distributed (Box-Muller). */
  normal(mean: number, deviation: number): number;
  /** A version-4-shaped UUID, so reseeding gives rows the same ids. */
  uuid(): string;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = int(0, i);
      const held = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = held;
    }
    return pool.slice(0, count);
  };
  return {
    next,
    int,
    pick,
    sample,
    chance: (probability) => next() < probability,
    normal(mean, deviation) {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uuid() {
      // Written for speed (the demo seed makes tens of thousands): one string, no arrays.
      let text = "";
      for (let index = 0; index < 16; index++) {
        let byte = int(0, 255);
        if (index === 6) byte = (byte & 0x0f) | 0x40;
        if (index === 8) byte = (byte & 0x3f) | 0x80;
        if (index === 4 || index === 6 || index === 8 || index === 10) text += "-";
        text += HEX_BYTES[byte];
      }
      return text;
    },
  };
}
