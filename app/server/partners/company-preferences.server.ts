import { eq } from "drizzle-orm";
import { companies } from "~/db/schema";
import type { NewLeadEmails } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import type { CompanyScope } from "./company-scope.server";

/**
 * What a company has chosen about its leads: how it hears of new invitations (Preferences) and
 * the daily and weekly caps on its leads, when it has any (shown on Pricing).
 */
export async function getLeadSettings(scope: CompanyScope) {
  const db = await getDb();
  const [settings] = await db
    .select({
      newLeadEmails: companies.newLeadEmails,
      leadCapPerDay: companies.leadCapPerDay,
      leadCapPerWeek: companies.leadCapPerWeek,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!settings) throw new Error(`No company ${scope.companyId}`);
  return settings;
}

export async function setNewLeadEmails(scope: CompanyScope, { newLeadEmails }: { newLeadEmails: NewLeadEmails }) {
  const db = await getDb();
  await db.update(companies).set({ newLeadEmails, updatedAt: new Date() }).where(eq(companies.id, scope.companyId));
}
