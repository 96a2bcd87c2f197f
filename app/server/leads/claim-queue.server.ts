import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { getDb } from "../db.server";
import { leadFull } from "./claim-rules.server";
import { type Claimant, type ClaimResult, claimInTransaction } from "./claim-transaction.server";
import { isKnownFullFor, rememberIfFull } from "./full-requests.server";

/** A claim waiting its turn: who claims, and how to answer them. */
interface ClaimAsk extends Claimant {
  /** Given by tests; otherwise the claim's moment is when its batch runs. */
  now?: Date;
  resolve: (result: ClaimResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Claims of one request in this process wait here and run in batches, one batch at a time: the
 * claims that arrived while a batch ran are decided together in one transaction (group commit),
 * in order of arrival, so six partners clicking at once cost one transaction's statements rather
 * than six in a row. The database lock keeps batches of several processes apart, as it kept
 * single claims; queueing here keeps waiting claims from holding a connection (or, on PGlite,
 * the one transaction), and lets those behind a full request be refused from `fullRequests`.
 */
const waitingClaims = new Map<string, ClaimAsk[]>();

export function queueClaim(requestId: string, ask: ClaimAsk): void {
  const queue = waitingClaims.get(requestId);
  if (queue) {
    queue.push(ask);
    return;
  }
  waitingClaims.set(requestId, [ask]);
  void runClaims(requestId);
}

async function runClaims(requestId: string): Promise<void> {
  // Claims sent in the same tick as the first one join its batch.
  await Promise.resolve();
  for (;;) {
    const queue = (waitingClaims.get(requestId) ?? []).filter((ask) => {
      if (!isKnownFullFor(requestId, ask.scope.companyId)) return true;
      ask.reject(leadFull());
      return false;
    });
    if (queue.length === 0) {
      waitingClaims.delete(requestId);
      return;
    }
    const { batch, rest } = nextBatch(queue);
    waitingClaims.set(requestId, rest);
    await claimBatch(requestId, batch);
  }
}

/**
 * The next batch: the first claim and those after it with the same moment, one per company (a
 * second click of the same company waits for the next batch, where it finds the first claim),
 * and no more than a request has slots: the rest wait, and are refused from `fullRequests` once
 * the slots are gone, without locking or reading their companies.
 */
function nextBatch(queue: ClaimAsk[]): { batch: ClaimAsk[]; rest: ClaimAsk[] } {
  const moment = (ask: ClaimAsk) => ask.now?.getTime() ?? null;
  const first = queue[0];
  const batch: ClaimAsk[] = [];
  const rest: ClaimAsk[] = [];
  for (const ask of queue) {
    const joins =
      first !== undefined &&
      batch.length < MAX_MATCHED_COMPANIES &&
      moment(ask) === moment(first) &&
      !batch.some((taken) => taken.scope.companyId === ask.scope.companyId);
    (joins ? batch : rest).push(ask);
  }
  return { batch, rest };
}

/** Decides and writes a batch in one transaction, then answers each claim. */
async function claimBatch(requestId: string, batch: ClaimAsk[]): Promise<void> {
  const now = batch[0]?.now ?? new Date();
  try {
    const db = await getDb();
    const { outcomes, claimers } = await db.transaction((tx) => claimInTransaction(tx, requestId, batch, now));
    rememberIfFull(requestId, claimers);
    batch.forEach((ask, index) => {
      const outcome = outcomes[index];
      if (outcome && "result" in outcome) ask.resolve(outcome.result);
      else ask.reject(outcome?.error ?? new Error("claimLead: a claim of the batch was not decided"));
    });
  } catch (error) {
    for (const ask of batch) ask.reject(error);
  }
}
