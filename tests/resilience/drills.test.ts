import path from "node:path";
import { eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPgliteDirectory } from "~/db/client.server";
import { leads, ledgerEntries, quoteRequests } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { installDatabaseHandle } from "~/server/db.server";
import { createOpenRequest } from "../factories/leads";
import { validQuoteForm } from "../factories/quote-form";
import { outboxEmails } from "../support/outbox";
import {
  type Answer,
  type Claimer,
  claim,
  createClaimers,
  drillSetting,
  mailCounts,
  PORTS,
  post,
  type SinkMessage,
  signIn,
  sinkMessages,
  startApp,
  stop,
  waitForMail,
} from "./support";

/**
 * Crash and outage drills on the embedded database. The lead work: 25 customers send verified
 * quote requests (each stores the request and its leads and queues the customer's confirmation
 * and the partners' alerts in one transaction) while 25 partners claim invitations to 3 open
 * requests (each claim charges the partner and queues the customer's email in one transaction;
 * 9, 8 and 8 partners race for 6 slots each), all at once. The server is signalled or killed
 * in the middle and restarted on the same data directory, and what was cut off is sent again:
 * what the app acknowledged must be stored exactly once and every queued email delivered, once
 * (a kill may repeat the one email being sent at that moment).
 */
const { scratch } = drillSetting("movematch-drill-");

const SUBMISSIONS = 25;
const CLAIMS = 25;
const OPEN_REQUESTS = 3;

interface LeadWork {
  dataDir: string;
  /** The open requests the partners are invited to, with their customers' addresses. */
  requests: { id: string; email: string }[];
  claimers: Claimer[];
}

/** A fresh data directory with the open requests and the partners invited to them. */
async function prepareLeadWork(label: string): Promise<LeadWork> {
  const dataDir = path.join(scratch, label);
  const handle = await openPgliteDirectory(dataDir);
  try {
    await handle.migrate();
    // The partners' accounts are made as the app makes them (better-auth), in this directory.
    installDatabaseHandle(handle);
    const requests = [];
    for (let i = 0; i < OPEN_REQUESTS; i++) requests.push(await createOpenRequest(handle.db));
    const quoteRequestIds = requests.map((request) => request.id);
    const claimers = await createClaimers(handle.db, { quoteRequestIds, count: CLAIMS, network: "10.51" });
    return { dataDir, requests: requests.map(({ id, email }) => ({ id, email })), claimers };
  } finally {
    await handle.close();
  }
}

interface Submission {
  email: string;
  idempotencyKey: string;
  code: string;
  forwardedFor: string;
}

/** The 6-digit code in the verification email to `email`, if it has arrived (subjects never carry it). */
function codeSentTo(messages: SinkMessage[], email: string): string | undefined {
  for (const message of messages) {
    const code = message.to.includes(email) ? message.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
  }
  return undefined;
}

/**
 * What comes before the load: the partners sign in, and each customer asks for a code
 * and reads it from their email, as the quote wizard has them do.
 */
async function readyLeadWork(label: string, { claimers }: LeadWork) {
  const signedIn = await Promise.all(
    claimers.map(async (claimer) => ({
      ...claimer,
      cookie: await signIn(PORTS.app, claimer.email, claimer.password, claimer.forwardedFor),
    })),
  );
  const customers = Array.from({ length: SUBMISSIONS }, (_, i) => ({
    email: `${label}-${i}@example.com`,
    idempotencyKey: `${label}-submission-${i}`,
    forwardedFor: `10.50.${i}.1`,
  }));
  for (const { email, forwardedFor } of customers) {
    const answer = await post(
      PORTS.app,
      "/quote",
      { intent: "send-code", personalDetails: { email } },
      { forwardedFor },
    );
    expect(answer.status).toBe(200);
  }
  const mail = await waitForMail((messages) => customers.every(({ email }) => codeSentTo(messages, email)), 60_000);
  const submissions: Submission[] = customers.map((customer) => {
    const code = codeSentTo(mail, customer.email);
    if (!code) throw new Error(`no code reached ${customer.email}`);
    return { ...customer, code };
  });
  return { claimers: signedIn, submissions };
}

type Ready = Awaited<ReturnType<typeof readyLeadWork>>;

interface Sent {
  submissions: (Submission & Answer)[];
  claims: (Ready["claimers"][number] & Answer)[];
}

/**
 * Sends every submission and claim at once, one kind after the other in turn; `whenAcknowledged`
 * runs once every request has been written to its connection (so the server holds them all) and
 * `each` submissions and `each` claims have been answered with success.
 */
async function sendAtOnce(ready: Ready, whenAcknowledged?: { each: number; run: () => void }): Promise<Sent> {
  const successes = { submission: 0, claim: 0 };
  let unsent = ready.submissions.length + ready.claimers.length;
  let ran = false;
  const runWhenDue = () => {
    if (
      whenAcknowledged &&
      !ran &&
      unsent === 0 &&
      Math.min(successes.submission, successes.claim) >= whenAcknowledged.each
    ) {
      ran = true;
      whenAcknowledged.run();
    }
  };
  const sent = () => {
    unsent--;
    runWhenDue();
  };
  const answered = (kind: keyof typeof successes, answer: Answer) => {
    if (answer.outcome === "stored") successes[kind]++;
    runWhenDue();
    return answer;
  };
  const submit = async (submission: Submission) => {
    const { email, code, idempotencyKey, forwardedFor } = submission;
    const body = { ...validQuoteForm(email), intent: "submit", code, idempotencyKey };
    const answer = await post(PORTS.app, "/quote", body, { forwardedFor, onSent: sent });
    return { ...submission, ...answered("submission", answer) };
  };
  const claimLead = async (claimer: Ready["claimers"][number]) => ({
    ...claimer,
    ...answered("claim", await claim(PORTS.app, claimer, sent)),
  });
  const submissions = [];
  const claims = [];
  for (let i = 0; i < Math.max(ready.submissions.length, ready.claimers.length); i++) {
    const submission = ready.submissions[i];
    const claimer = ready.claimers[i];
    if (submission) submissions.push(submit(submission));
    if (claimer) claims.push(claimLead(claimer));
  }
  return { submissions: await Promise.all(submissions), claims: await Promise.all(claims) };
}

const acknowledged = <T extends Answer>(answers: T[]) => answers.filter((answer) => answer.outcome === "stored");
const cutOff = <T extends Answer>(answers: T[]) => answers.filter((answer) => answer.outcome === "lost");
const answeredAtAll = <T extends Answer>(answers: T[]) => answers.filter((answer) => answer.outcome !== "lost");

/**
 * After the restart, what was cut off is sent again, as the quote wizard does (same idempotency
 * key) and a partner clicking Claim again would; the new answers replace the lost ones.
 */
async function resendCutOff(sent: Sent): Promise<Sent> {
  const resent = await sendAtOnce({ submissions: cutOff(sent.submissions), claimers: cutOff(sent.claims) });
  return {
    submissions: [...answeredAtAll(sent.submissions), ...resent.submissions],
    claims: [...answeredAtAll(sent.claims), ...resent.claims],
  };
}

/** What a stopped server's data directory holds (opening it also proves it was left consistent). */
async function readLeadWork(dataDir: string) {
  const handle = await openPgliteDirectory(dataDir);
  try {
    const { db } = handle;
    const requests = await db
      .select({ key: quoteRequests.idempotencyKey, createdAt: quoteRequests.createdAt })
      .from(quoteRequests);
    const claimed = await db
      .select({ id: leads.id, quoteRequestId: leads.quoteRequestId, claimedAt: leads.claimedAt })
      .from(leads)
      .where(isNotNull(leads.claimedAt));
    const charges = await db
      .select({ leadId: ledgerEntries.leadId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, "lead_charge"));
    const outbox = await outboxEmails(db);
    return {
      requests,
      requestsPerKey: tally(requests.map((request) => request.key)),
      claimed,
      charges: tally(charges.map((charge) => charge.leadId ?? "")),
      outbox,
    };
  } finally {
    await handle.close();
  }
}

type Stored = Awaited<ReturnType<typeof readLeadWork>>;

/** How many times each value occurs. */
function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * Every acknowledged submission stored once (by its idempotency key) and every acknowledged
 * claim stored with one charge; no request holds more than 6 claims, no lead is charged twice
 * and no claim goes uncharged.
 */
function expectStoredOnce(sent: Sent, stored: Stored) {
  for (const { idempotencyKey } of acknowledged(sent.submissions))
    expect(stored.requestsPerKey.get(idempotencyKey), idempotencyKey).toBe(1);
  const claimedIds = new Set(stored.claimed.map((lead) => lead.id));
  for (const { leadId } of acknowledged(sent.claims)) {
    expect(claimedIds.has(leadId), leadId).toBe(true);
    expect(stored.charges.get(leadId), leadId).toBe(1);
  }
  expect([...stored.charges.keys()].sort()).toEqual([...claimedIds].sort());
  expect([...stored.charges.values()].filter((n) => n !== 1)).toEqual([]);
  const claimsPerRequest = tally(stored.claimed.map((lead) => lead.quoteRequestId));
  expect([...claimsPerRequest.values()].filter((held) => held > MAX_MATCHED_COMPANIES)).toEqual([]);
}

/**
 * Every email in the outbox was sent, and the mail sink received each once (counted by
 * recipient and subject), the acknowledged work's emails among them. `mayRepeat`: how many
 * extra copies are allowed (see the SIGKILL drill); answers how many arrived.
 */
function expectMailedOnce(
  work: LeadWork,
  sent: Sent,
  stored: Stored,
  mail: SinkMessage[],
  { mayRepeat }: { mayRepeat: number },
): number {
  expect(stored.outbox.filter((row) => row.status !== "sent")).toEqual([]);
  // Counted by recipient and subject: a partner may be alerted to several requests.
  const mailKey = (to: string, subject: string) => `${to}\n${subject}`;
  const queued = tally(stored.outbox.map((row) => mailKey(row.to, row.subject)));
  const recipients = new Set(stored.outbox.map((row) => row.to));
  const received = tally(
    mail.flatMap((message) => message.to.filter((to) => recipients.has(to)).map((to) => mailKey(to, message.subject))),
  );
  // None lost, none the app did not queue.
  expect([...queued].filter(([key, n]) => (received.get(key) ?? 0) < n)).toEqual([]);
  expect([...received.keys()].filter((key) => !queued.has(key))).toEqual([]);
  const repeats = [...received].reduce((sum, [key, n]) => sum + n - (queued.get(key) ?? 0), 0);
  expect(repeats).toBeLessThanOrEqual(mayRepeat);

  const confirmed = new Set(
    stored.outbox.filter((row) => row.template === "quote-request-confirmation").map((row) => row.to),
  );
  for (const { email } of acknowledged(sent.submissions)) expect(confirmed.has(email), email).toBe(true);
  // A claim's email goes to the request's customer: one per claim held.
  const claimEmails = tally(
    stored.outbox.filter((row) => row.template === "customer-lead-claimed").map((row) => row.to),
  );
  for (const request of work.requests) {
    const held = stored.claimed.filter((lead) => lead.quoteRequestId === request.id).length;
    expect(claimEmails.get(request.email) ?? 0, request.email).toBe(held);
  }
  return repeats;
}

/** Waits for the acknowledged work's mail (a confirmation per submission, an email per claim) and then for a quiet sink. */
function waitForLeadMail(work: LeadWork, sent: Sent) {
  return waitForMail(
    (messages) => {
      const received = mailCounts(messages);
      // Each customer received their code before: the confirmation is the second message.
      const submissionsMailed = acknowledged(sent.submissions).every(({ email }) => (received.get(email) ?? 0) >= 2);
      const claimsMailed = work.requests.every(
        (request) =>
          (received.get(request.email) ?? 0) >=
          acknowledged(sent.claims).filter((answer) => answer.quoteRequestId === request.id).length,
      );
      return submissionsMailed && claimsMailed;
    },
    120_000,
    6_000,
  );
}

/**
 * Every request was answered in the end (no 5xx): all 25 submissions stored, and 6 claims per
 * open request, the other partners told it is full.
 */
function expectAllAnswered(final: Sent) {
  const answers = [...final.submissions, ...final.claims];
  expect(answers.filter((answer) => answer.outcome === "lost" || answer.status >= 500)).toEqual([]);
  expect(acknowledged(final.submissions)).toHaveLength(SUBMISSIONS);
  expect(acknowledged(final.claims)).toHaveLength(OPEN_REQUESTS * MAX_MATCHED_COMPANIES);
}

/** Cut-off requests whose work was committed before `until` (the kill or the signal), though never answered. */
function committedUnanswered(sent: Sent, stored: Stored, until: number) {
  const keys = new Set(stored.requests.filter((request) => request.createdAt.getTime() <= until).map((r) => r.key));
  const leadIds = new Set(stored.claimed.filter((lead) => (lead.claimedAt?.getTime() ?? 0) <= until).map((l) => l.id));
  return (
    cutOff(sent.submissions).filter((submission) => keys.has(submission.idempotencyKey)).length +
    cutOff(sent.claims).filter((claimer) => leadIds.has(claimer.leadId)).length
  );
}

function summary(sent: Sent, stored: Stored, { committed, repeats }: { committed: number; repeats: number }) {
  return (
    `${acknowledged(sent.submissions).length}/${SUBMISSIONS} submissions and ${acknowledged(sent.claims).length}/${CLAIMS} claims acknowledged, ` +
    `${sent.claims.filter((claimer) => claimer.outcome === "refused").length} claims refused (full), ` +
    `${cutOff([...sent.submissions, ...sent.claims]).length} cut off (${committed} of them committed); ` +
    `in the end (the cut-off ones sent again): ${stored.requestsPerKey.size - OPEN_REQUESTS} requests, ` +
    `${stored.claimed.length} claims, ${stored.charges.size} charges stored, 0 twice; ` +
    `${stored.outbox.length} emails queued, all delivered, ${repeats} twice`
  );
}

describe("drills on the embedded database", () => {
  it("SIGTERM during the lead work: requests being served finish, the database closes cleanly, a restart finds and mails every acknowledged write", async () => {
    const work = await prepareLeadWork("sigterm");
    // The backlog gets a minute to be answered: on a loaded two-core machine it can outlast the
    // 10 s default, and what is checked here is that it is answered, not how fast.
    let app = await startApp({ dataDir: work.dataDir, env: { SHUTDOWN_GRACE_SECONDS: "60" } });
    const ready = await readyLeadWork("sigterm", work);
    // Signalled once the first answers of each kind are out, while the others are being served.
    let stopped: Promise<number | null> | undefined;
    let signalledAt = 0;
    const sent = await sendAtOnce(ready, {
      each: 2,
      run: () => {
        signalledAt = Date.now();
        stopped = stop(app, "SIGTERM");
      },
    });
    expect(await stopped).toBe(0);
    const drainSeconds = ((Date.now() - signalledAt) / 1000).toFixed(1);
    // Every request sent before the signal is answered, the ones not yet read included.
    const serverSaid = `signalled at ${new Date(signalledAt).toISOString()}; the server said:\n${app.output.join("")}`;
    expect(cutOff([...sent.submissions, ...sent.claims]), serverSaid).toEqual([]);
    expectAllAnswered(sent);
    // Opened before the restart: the data directory was closed cleanly, with every answered write in it.
    expectStoredOnce(sent, await readLeadWork(work.dataDir));

    app = await startApp({ dataDir: work.dataDir });
    await waitForLeadMail(work, sent);
    await stop(app, "SIGTERM");
    // Read after the stop: an email the worker sent after the wait is marked sent in the outbox.
    const mail = await sinkMessages();
    const stored = await readLeadWork(work.dataDir);
    expectStoredOnce(sent, stored);
    const repeats = expectMailedOnce(work, sent, stored, mail, { mayRepeat: 0 });
    console.info(
      `SIGTERM drill: exit 0, ${drainSeconds} s after the signal; ${summary(sent, stored, { committed: 0, repeats })}`,
    );
  });

  it("SIGKILL during the lead work: after a restart every acknowledged submission and claim is stored once, no slot is taken twice, every queued email is delivered", async () => {
    const work = await prepareLeadWork("sigkill");
    let app = await startApp({ dataDir: work.dataDir });
    const ready = await readyLeadWork("sigkill", work);
    // Killed once 5 submissions and 5 claims have been answered, with the rest in flight.
    let killed: Promise<number | null> | undefined;
    const sent = await sendAtOnce(ready, { each: 5, run: () => (killed = stop(app, "SIGKILL")) });
    await killed;
    const restartedAt = Date.now();

    app = await startApp({ dataDir: work.dataDir });
    const final = await resendCutOff(sent);
    expectAllAnswered(final);
    await waitForLeadMail(work, final);
    await stop(app, "SIGTERM");
    const mail = await sinkMessages();
    const stored = await readLeadWork(work.dataDir);
    expect(Math.min(acknowledged(sent.submissions).length, acknowledged(sent.claims).length)).toBeGreaterThanOrEqual(5);
    expectStoredOnce(final, stored);
    // The worker sends one email at a time and records it as sent after the mail server took it:
    // a kill between the two leaves that one email "sending", and the restart sends it again.
    // No more than that one may arrive twice, and only when the restart released mail.
    const released = app.output.join("").includes("Released mail left sending by a stopped process");
    const repeats = expectMailedOnce(work, final, stored, mail, { mayRepeat: released ? 1 : 0 });
    const committed = committedUnanswered(sent, stored, restartedAt);
    console.info(`SIGKILL drill: ${summary(sent, stored, { committed, repeats })}`);
  });
});
