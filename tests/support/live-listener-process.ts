/**
 * A second process for the live-updates test on PostgreSQL (tests/integration/platform/live-processes.test.ts):
 * it opens the configured database (DATABASE_URL) and starts the live bus as a server does, opens
 * one partner stream and one customer stream, and writes each message it is told as a JSON line
 * on stdout ({ "ready": true } first). It stops when its stdin closes.
 *
 *   node --import tsx tests/support/live-listener-process.ts <companyId> <quoteRequestId>
 */
import { closeDb } from "~/server/db.server";
import { getLiveBus, startLiveEvents, stopLiveEvents } from "~/server/live/live-bus.server";

const [companyId = "", requestId = ""] = process.argv.slice(2);
const say = (line: unknown) => process.stdout.write(`${JSON.stringify(line)}\n`);

await startLiveEvents();
const bus = getLiveBus();
await bus.subscribe({
  audience: { type: "partner", companyId },
  send: (message) => say({ stream: "partner", ...message }),
  close: () => undefined,
});
await bus.subscribe({
  audience: { type: "customer", requestId },
  send: (message) => say({ stream: "customer", ...message }),
  close: () => undefined,
});
say({ ready: true, pid: process.pid });

process.stdin.resume();
process.stdin.on("end", async () => {
  await stopLiveEvents();
  await closeDb();
  process.exit(0);
});
