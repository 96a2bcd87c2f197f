import { eq } from "drizzle-orm";
import { companies, contacts, quoteRequests } from "~/db/schema";
import { getDb } from "../db.server";

/** The dashboard's stat cards, counted in SQL. "Partners" are approved ones; applications wait. */
export async function getDashboardStats() {
  const db = await getDb();
  const [quoteRequestCount, pendingQuoteRequests, partners, pendingApplications, contactCount] = await Promise.all([
    db.$count(quoteRequests),
    db.$count(quoteRequests, eq(quoteRequests.status, "pending")),
    db.$count(companies, eq(companies.status, "approved")),
    db.$count(companies, eq(companies.status, "pending")),
    db.$count(contacts),
  ]);
  return {
    quoteRequests: quoteRequestCount,
    pendingQuoteRequests,
    partners,
    pendingApplications,
    contacts: contactCount,
  };
}
