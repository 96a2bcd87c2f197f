import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteDirectory } from "~/db/client.server";
import {
  type Outcome,
  PORTS,
  type Running,
  startApp,
  startMailSink,
  stop,
  submitContact,
  waitForMail,
} from "./support";

/**
 * Crash and outage drills on the embedded database: the production server is signalled or
 * killed while it serves contact-form submissions (each stores a contact and queues an email in
 * one transaction), then restarted on the same data directory. What the app acknowledged must
 * be stored exactly once and mailed exactly once.
 */
const work = mkdtempSync(path.join(tmpdir(), "movematch-drill-"));
let sink: Running;

beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(async () => {
  await stop(sink, "SIGTERM");
  rmSync(work, { recursive: true, force: true });
});

/** Contacts per address in a stopped server's data directory (opening it also proves it closed cleanly). */
async function storedContacts(dataDir: string): Promise<Map<string, number>> {
  const handle = await openPgliteDirectory(dataDir);
  try {
    const { rows } = await handle.db.execute<{ email: string; n: number }>(
      sql`select email, count(*)::int as n from contacts group by email`,
    );
    return new Map(rows.map((row) => [row.email, row.n]));
  } finally {
    await handle.close();
  }
}

function mailCounts(messages: { to: string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** Sends `count` submissions at once; `afterStored(n)` runs once, when the n-th is acknowledged. */
async function submitMany(label: string, count: number, afterStored?: { n: number; run: () => void }) {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${i}@example.com`);
  let stored = 0;
  const outcomes = await Promise.all(
    emails.map(async (email, i) => {
      const outcome = await submitContact(PORTS.app, i, email);
      if (outcome === "stored" && ++stored === afterStored?.n) afterStored.run();
      return outcome;
    }),
  );
  return emails.map((email, i) => ({ email, outcome: outcomes[i] as Outcome }));
}

describe("drills on the embedded database", () => {
  it("SIGTERM: requests in flight finish, the database closes cleanly, a restart finds every acknowledged write", async () => {
    const dataDir = path.join(work, "sigterm");
    let app = await startApp({ dataDir });
    // Signalled once the first answers are out, while the others are being served.
    let stopped: Promise<number | null> | undefined;
    const results = await submitMany("sigterm", 30, { n: 3, run: () => (stopped = stop(app, "SIGTERM")) });
    expect(await stopped).toBe(0);

    const stored = results.filter((result) => result.outcome === "stored");
    expect(stored.length).toBeGreaterThanOrEqual(3);
    // In flight means answered: a request the server accepted is never cut off.
    expect(results.filter((result) => result.outcome === "refused")).toEqual([]);
    const contacts = await storedContacts(dataDir);
    for (const { email } of stored) expect(contacts.get(email)).toBe(1);

    app = await startApp({ dataDir });
    const mail = await waitForMail((messages) => stored.every(({ email }) => mailCounts(messages).has(email)), 60_000);
    await stop(app, "SIGTERM");
    const counts = mailCounts(mail);
    for (const { email } of stored) expect(counts.get(email)).toBe(1);
    console.info(`SIGTERM drill: ${stored.length}/30 acknowledged, all stored once and mailed once`);
  });

  it("SIGKILL during 50 concurrent submissions: every acknowledged one is stored once and mailed once after a restart", async () => {
    const dataDir = path.join(work, "sigkill");
    let app = await startApp({ dataDir });
    // Killed once 10 have been acknowledged, with the rest in flight.
    let killed: Promise<number | null> | undefined;
    const results = await submitMany("sigkill", 50, { n: 10, run: () => (killed = stop(app, "SIGKILL")) });
    await killed;

    app = await startApp({ dataDir });
    const stored = results.filter((result) => result.outcome === "stored");
    expect(stored.length).toBeGreaterThanOrEqual(10);
    const mail = await waitForMail((messages) => stored.every(({ email }) => mailCounts(messages).has(email)), 90_000);
    await stop(app, "SIGTERM");

    const contacts = await storedContacts(dataDir);
    const counts = mailCounts(mail);
    for (const { email } of stored) {
      expect(contacts.get(email)).toBe(1);
      expect(counts.get(email)).toBe(1);
    }
    // Nothing is stored or mailed twice, acknowledged or not.
    expect([...contacts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.entries()].filter(([to, n]) => to.startsWith("sigkill-") && n > 1)).toEqual([]);
    const lost = results.filter((result) => result.outcome === "lost").length;
    console.info(
      `SIGKILL drill: ${stored.length}/50 acknowledged before the kill, ${lost} cut off; ` +
        `${contacts.size} stored, 0 duplicates, 0 acknowledged lost, ${stored.length} mailed once`,
    );
  });

  it("SMTP down for 15 s, then up: every email arrives, none twice", async () => {
    const dataDir = path.join(work, "smtp");
    const app = await startApp({ dataDir });
    await stop(sink, "SIGTERM");
    const downAt = Date.now();
    const results = await submitMany("smtp", 10);
    expect(results.every((result) => result.outcome === "stored")).toBe(true);
    // The outage: long enough for every first attempt to fail (they retry after 30 s).
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    sink = await startMailSink();
    const upAfterMs = Date.now() - downAt;
    const mail = await waitForMail((messages) => mailCounts(messages).size >= 10, 120_000);
    await stop(app, "SIGTERM");
    const counts = mailCounts(mail);
    for (const { email } of results) expect(counts.get(email)).toBe(1);
    console.info(`SMTP drill: down ${Math.round(upAfterMs / 1000)} s, 10/10 delivered after it came back, 0 twice`);
  });
});
