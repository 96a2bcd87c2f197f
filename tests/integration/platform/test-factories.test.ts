import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyMembers, leads, user } from "~/db/schema";
import { getSessionUser } from "~/server/auth/guards.server";
import { createCompany } from "../../factories/companies";
import { createLead } from "../../factories/leads";
import { createQuoteRequest } from "../../factories/requests";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";

/** The factories other tests and the e2e seeding hook build on. */
describe("test factories", () => {
  const db = setupTestDatabase();

  it("signs a user in: the cookie opens their session, linked to the company as asked, TOTP marked on", async () => {
    const company = await createCompany(db());
    const person = await createSignedInUser({ role: "partner", company, memberRole: "staff", twoFactor: true });
    expect(await getSessionUser(page("/", { cookie: person.cookie }))).toMatchObject({
      id: person.id,
      email: person.email,
      role: "partner",
    });
    expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, person.id))).toEqual([
      expect.objectContaining({ companyId: company.id, role: "staff" }),
    ]);
    const [row] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, person.id));
    expect(row?.on).toBe(true);
  });

  it("offers a quote request to a company as a lead", async () => {
    const company = await createCompany(db());
    const request = await createQuoteRequest(db());
    const lead = await createLead(db(), { quoteRequestId: request.id, companyId: company.id, status: "claimed" });
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ quoteRequestId: request.id, companyId: company.id, status: "claimed" });
  });
});
