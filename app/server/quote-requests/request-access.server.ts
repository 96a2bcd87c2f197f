import { eq } from "drizzle-orm";
import { toDistrict } from "postcode";
import type { Transaction } from "~/db/client.server";
import { quoteRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { findRequestIdByToken } from "./access-links.server";

export type RequestRow = typeof quoteRequests.$inferSelect;

/**
 * The request a customer's token opens, locked for a change (accept, cancel, new date). A wrong,
 * tampered or expired token is "not found", with nothing said about why.
 */
export async function lockRequestByToken(tx: Transaction, token: string, now: Date): Promise<RequestRow> {
  const id = await findRequestIdByToken(tx, token, now);
  const [quoteRequest] = id ? await tx.select().from(quoteRequests).where(eq(quoteRequests.id, id)).for("update") : [];
  if (!quoteRequest) throw new AppError("NOT_FOUND", "leads:errors.requestNotFound");
  return quoteRequest;
}

/** "Manchester (M1)": how partner emails name the place of a request without the address. */
export function areaOf(quoteRequest: { fromCity: string; fromPostcode: string }): string {
  const district = toDistrict(quoteRequest.fromPostcode);
  return district ? `${quoteRequest.fromCity} (${district})` : quoteRequest.fromCity;
}
