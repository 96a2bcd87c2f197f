import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { createBookedJob, ukDate } from "./leads";

const LEEDS = { city: "Leeds", lat: 53.7997, lng: -1.5492 };

/** A job the company won and moved `daysAgo` days ago (UK dates), booked as acceptQuote leaves it. */
export function createMovedJob(db: Database, { companyId, daysAgo = 1 }: { companyId: string; daysAgo?: number }) {
  return createBookedJob(db, { companyId, to: LEEDS, day: ukDate(-daysAgo) });
}

/** The review link tokens emailed to this address, newest first. */
export async function reviewTokensSentTo(db: Database, email: string): Promise<string[]> {
  const rows = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "review-invitation")))
    .orderBy(desc(emailOutbox.createdAt));
  return rows.map((row) => row.text.match(/\/review\/([A-Za-z0-9_-]{43})/)?.[1] ?? "");
}
