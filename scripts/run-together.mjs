import { spawn } from "node:child_process";

/**
 * `node scripts/run-together.mjs typecheck lint build`: runs those npm scripts at the same time
 * (most of them keep one core busy, `npm test` runs on two) and prints each one's output whole
 * when it ends, so the log reads as if they had run one after another. Exits non-zero when any
 * of them failed, after all have ended.
 */
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/run-together.mjs <npm script>...");
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`npm run ${name}: ${outcome} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
