import type { Point } from "~/lib/geo";
import { MOVE_TYPES, type MoveType } from "~/lib/vocabulary";

/**
 * What the database announces on LIVE_CHANNEL (migration 0020_live_events, decision 020): the
 * triggers on quote_requests, leads, quotes and companies send a kind, ids and, for a request's
 * own changes, coarse facts of where it starts. Nothing here is sent on to a browser: the bus
 * (live-bus.server.ts) decides from it who hears of the change and tells them only a kind and ids.
 */
export const LIVE_CHANNEL = "movematch_live";

export const CHANGE_KINDS = [
  /** A verified request was stored: Find work has one more. */
  "request.new",
  /** A request's status, slots taken or moving date changed. */
  "request.changed",
  /** A company was invited (a lead offered to it). */
  "lead.offered",
  /** A lead was claimed, declined, lapsed, won, lost or first viewed; or claimed from Find work. */
  "lead.changed",
  /** A company's quote was sent, revised, accepted, rejected or expired. */
  "quote.changed",
  /** A company's base, service area, removal types or status changed (its reach, below). */
  "company.changed",
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface LiveChange {
  kind: ChangeKind;
  requestId: string | null;
  /** The company whose row it is (a lead, a quote, the company itself). */
  companyId: string | null;
  /** For request changes: where the move starts, its type and postcode area ("M", "SW"). */
  from: Point | null;
  moveType: MoveType | null;
  postcodeArea: string | null;
  /** For request changes: the companies holding a lead on it (invited or claimed). */
  companies: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOrNull = (value: unknown): string | null => (typeof value === "string" && UUID.test(value) ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** A payload as the triggers write it, or null for anything else on the channel. */
export function parseLiveChange(payload: string): LiveChange | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  const kind = CHANGE_KINDS.find((known) => known === fields.kind);
  if (!kind) return null;
  const lat = numberOrNull(fields.lat);
  const lng = numberOrNull(fields.lng);
  return {
    kind,
    requestId: idOrNull(fields.request),
    companyId: idOrNull(fields.company),
    from: lat === null || lng === null ? null : { lat, lng },
    moveType: MOVE_TYPES.find((type) => type === fields.moveType) ?? null,
    postcodeArea: typeof fields.area === "string" && /^[A-Z]{1,2}$/.test(fields.area) ? fields.area : null,
    companies: Array.isArray(fields.companies) ? fields.companies.flatMap((id) => idOrNull(id) ?? []) : [],
  };
}
