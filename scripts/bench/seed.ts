/**
 * `npm run bench:seed [-- --scale=0.01]`: writes the large dataset (app/server/seed/large-data.server.ts)
 * into the configured database: PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set.
 * Prints each step's time and the total.
 */
import { closeDb, getDatabaseHandle } from "~/server/db.server";
import { seedLargeData } from "~/server/seed/large-data.server";

const scaleArgument = process.argv.find((argument) => argument.startsWith("--scale="));
const scale = scaleArgument ? Number(scaleArgument.slice("--scale=".length)) : 1;

const handle = await getDatabaseHandle();
try {
  const started = performance.now();
  const counts = await seedLargeData(handle.db, {
    scale,
    onStep: (step, ms) => console.log(`${step.padEnd(16)} ${(ms / 1000).toFixed(1).padStart(7)} s`),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Large dataset at scale ${scale} on ${handle.kind} in ${seconds.toFixed(1)} s`, counts);
} finally {
  await closeDb();
}
