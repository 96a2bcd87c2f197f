import type { DatabaseHandle } from "~/db/client.server";
import type { LiveMessage } from "~/lib/live-updates";
import { getDatabaseHandle, getDb } from "../db.server";
import { logger } from "../logger.server";
import { type CompanyReach, loadCompanyReach, reaches } from "./company-reach.server";
import { LIVE_CHANNEL, type LiveChange, parseLiveChange } from "./live-changes.server";

/**
 * The one place in a process where the database's change announcements (LIVE_CHANNEL) arrive and
 * are fanned out to the open live streams (decision 020). Each stream is a subscriber with an
 * audience the server fixed when it opened: a partner company (partnerContext) or one customer's
 * request (the private link). Who hears of a change is decided here, from the change and the
 * company's reach held in memory (company-reach.server.ts); a subscriber is sent only a kind and
 * ids it may already see, never the change itself.
 */

export type Audience = { type: "partner"; companyId: string } | { type: "customer"; requestId: string };

export interface Subscriber {
  audience: Audience;
  send(message: LiveMessage): void;
  /** Ends the stream (the browser connects again by itself). */
  close(): void;
}

/** A company's reach is read again after this long, in case a change passed unannounced (jobs). */
export const REACH_TTL_MS = 5 * 60_000;
/** Streams one company (or one customer's request) may hold open in a process; the oldest give way. */
export const STREAMS_PER_AUDIENCE = 8;
/**
 * Changes kept for a stream's first connection, which asks for those since its page's data was
 * read (the page is rendered, then the app starts and connects: a change in between is not lost).
 * A page read longer ago than this is told to load again.
 */
export const RECENT_CHANGES_MS = 60_000;
const RECENT_CHANGES_KEPT = 2_000;

interface ReachEntry {
  reach: CompanyReach | null;
  loadedAt: number;
  loading: Promise<void> | null;
}

const audienceKey = (audience: Audience) =>
  audience.type === "partner" ? `partner:${audience.companyId}` : `customer:${audience.requestId}`;

/** What a change means to one audience, or null when it is none of its business. */
export function messageFor(audience: Audience, change: LiveChange, reach: CompanyReach | null): LiveMessage | null {
  if (audience.type === "customer") {
    return change.requestId === audience.requestId && change.kind !== "company.changed" ? { kind: "request" } : null;
  }
  const { companyId } = audience;
  if (change.kind === "company.changed") return change.companyId === companyId ? { kind: "work" } : null;
  const request = change.requestId;
  if (!request) return null;
  // Its own invitation, lead or quote.
  if (change.companyId === companyId) return { kind: change.kind === "lead.offered" ? "invitation" : "lead", request };
  // Another company's lead or quote is never told; its effect on the request (a slot) is.
  if (change.kind !== "request.new" && change.kind !== "request.changed") return null;
  if (change.companies.includes(companyId)) return { kind: "lead", request };
  return reach && reaches(reach, change) ? { kind: "work", request } : null;
}

export class LiveBus {
  private readonly subscribers = new Set<Subscriber>();
  private readonly reachOf = new Map<string, ReachEntry>();
  private readonly recent: { at: number; change: LiveChange }[] = [];
  /** Since when this bus has heard every change (its start, or its last lost connection). */
  private heardAllSince: number;
  private stopListening: (() => Promise<void>) | undefined;
  /** Set when the process shuts down: no stream is held open from then on. */
  closed = false;

  constructor(
    private readonly loadReach: (companyId: string) => Promise<CompanyReach | null>,
    private readonly now: () => number = Date.now,
  ) {
    this.heardAllSince = now();
  }

  /** Listens on the process's LISTEN connection (PGlite's in-process listener on the embedded database). */
  async start(handle: DatabaseHandle): Promise<void> {
    this.stopListening ??= await handle.listen(LIVE_CHANNEL, (payload) => this.receive(payload));
  }

  /** A notification's payload, or none when notifications may have been missed (connected again). */
  receive(payload?: string): void {
    if (payload === undefined) {
      this.resync();
      return;
    }
    const change = parseLiveChange(payload);
    if (change) this.deliver(change);
  }

  deliver(change: LiveChange): void {
    this.remember(change);
    // A company's new area, or a booking (a job whose end is a place of Return loads).
    if ((change.kind === "company.changed" || change.kind === "quote.changed") && change.companyId) {
      this.refreshReach(change.companyId);
    }
    for (const subscriber of this.subscribers) {
      const { audience } = subscriber;
      const entry = audience.type === "partner" ? this.reachOf.get(audience.companyId) : undefined;
      if (entry && this.now() - entry.loadedAt > REACH_TTL_MS && audience.type === "partner") {
        this.refreshReach(audience.companyId);
      }
      const message = messageFor(audience, change, entry?.reach ?? null);
      if (message) subscriber.send(message);
    }
  }

  private remember(change: LiveChange): void {
    const now = this.now();
    this.recent.push({ at: now, change });
    while (
      this.recent.length > RECENT_CHANGES_KEPT ||
      (this.recent[0] && this.recent[0].at < now - RECENT_CHANGES_MS)
    ) {
      this.recent.shift();
    }
  }

  /** Everyone may have missed something: every page reloads its data once. */
  private resync(): void {
    this.recent.length = 0;
    this.heardAllSince = this.now();
    for (const companyId of this.reachOf.keys()) this.refreshReach(companyId);
    for (const subscriber of this.subscribers) subscriber.send({ kind: "resync" });
  }

  /**
   * Adds a stream once its company's reach is known; resolves to its removal. Given `since` (when
   * its page's data was read, ms), it is first told of what it missed since then.
   */
  async subscribe(subscriber: Subscriber, { since }: { since?: number } = {}): Promise<() => void> {
    const { audience } = subscriber;
    if (audience.type === "partner") await this.ensureReach(audience.companyId);
    if (this.closed) {
      subscriber.close();
      return () => undefined;
    }
    const key = audienceKey(audience);
    const same = [...this.subscribers].filter((other) => audienceKey(other.audience) === key);
    for (const oldest of same.slice(0, Math.max(0, same.length - STREAMS_PER_AUDIENCE + 1))) oldest.close();
    this.subscribers.add(subscriber);
    // The company's last other stream may have gone (and its reach with it) while this one waited.
    if (audience.type === "partner" && !this.reachOf.has(audience.companyId)) void this.ensureReach(audience.companyId);
    if (since !== undefined) this.replay(subscriber, since);
    return () => this.unsubscribe(subscriber);
  }

  /** Tells a new stream what changed for it after `since`, or to load again when that is beyond memory. */
  private replay(subscriber: Subscriber, since: number): void {
    const now = this.now();
    const remembered = Math.max(now - RECENT_CHANGES_MS, this.heardAllSince);
    if (
      since < remembered ||
      (this.recent[0] && this.recent.length >= RECENT_CHANGES_KEPT && since < this.recent[0].at)
    ) {
      subscriber.send({ kind: "resync" });
      return;
    }
    const { audience } = subscriber;
    const reach = audience.type === "partner" ? (this.reachOf.get(audience.companyId)?.reach ?? null) : null;
    for (const { at, change } of this.recent) {
      if (at < since) continue;
      const message = messageFor(audience, change, reach);
      if (message) {
        subscriber.send(message);
        return;
      }
    }
  }

  private unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    const { audience } = subscriber;
    if (audience.type !== "partner") return;
    const stillHeard = [...this.subscribers].some(
      (other) => other.audience.type === "partner" && other.audience.companyId === audience.companyId,
    );
    if (!stillHeard) this.reachOf.delete(audience.companyId);
  }

  /** How many streams are open (for tests and logs). */
  get size(): number {
    return this.subscribers.size;
  }

  private async ensureReach(companyId: string): Promise<void> {
    const entry = this.reachOf.get(companyId);
    if (entry?.loading) return entry.loading;
    if (entry) return;
    this.reachOf.set(companyId, { reach: null, loadedAt: 0, loading: null });
    await this.refreshReach(companyId);
  }

  /** Reads a company's reach again, keeping what was known until it arrives. */
  private refreshReach(companyId: string): Promise<void> {
    const entry = this.reachOf.get(companyId);
    if (!entry) return Promise.resolve();
    if (entry.loading) return entry.loading;
    entry.loading = this.loadReach(companyId).then(
      (reach) => {
        entry.reach = reach;
        entry.loadedAt = this.now();
        entry.loading = null;
      },
      (error: unknown) => {
        entry.loading = null;
        logger.warn("Could not read a company's reach for live updates", {
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return entry.loading;
  }

  /** Ends every stream and refuses new ones: the process is shutting down. */
  closeStreams(): void {
    this.closed = true;
    for (const subscriber of [...this.subscribers]) subscriber.close();
  }

  async stop(): Promise<void> {
    this.closeStreams();
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }
}

/** One bus per process, kept on globalThis as the database is (Vite evaluates modules again in development). */
const holder = globalThis as typeof globalThis & { __movematchLiveBus?: LiveBus };

const newBus = () => new LiveBus(async (companyId) => loadCompanyReach(await getDb(), companyId));

export function getLiveBus(): LiveBus {
  holder.__movematchLiveBus ??= newBus();
  return holder.__movematchLiveBus;
}

/** Started with the server (lifecycle.server.ts), after the database is ready. */
export async function startLiveEvents(): Promise<void> {
  if (holder.__movematchLiveBus?.closed) holder.__movematchLiveBus = undefined;
  await getLiveBus().start(await getDatabaseHandle());
}

/** Ends the streams at the start of a shutdown, so that open connections can drain (server.js). */
export function closeLiveStreams(): void {
  holder.__movematchLiveBus?.closeStreams();
}

export async function stopLiveEvents(): Promise<void> {
  await holder.__movematchLiveBus?.stop();
}
