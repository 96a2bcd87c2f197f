import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, leadDigests, leads } from "~/db/schema";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { getDb } from "~/server/db.server";
import { DIGEST_HOUR } from "~/server/leads/lead-digests.server";
import { offerLeadToPartner } from "~/server/leads/staff-leads.server";
import { sendNewLeadDigests } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createLead, createMember, createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/**
 * Preferences made real: a company on the daily digest gets no email per invitation, and the
 * time sweeps send it one email a day listing the previous UK day's open invitations, once even
 * when two workers sweep at the same moment; a company on instant emails gets one per invitation.
 */

const PREFERENCES = "/partner/admin/profile/preferences";
const today = todayInUk();
const yesterday = addDays(today, -1);

describe("new-lead emails: instant or a daily digest", () => {
  const db = setupTestDatabase();

  it("saves a member's choice, staff members included, and refuses anything else", async () => {
    const company = await createCompany(db());
    const staff = await createSignedInUser({ role: "partner", company, memberRole: "staff" });
    const loaded = await callRoute(page(PREFERENCES, { cookie: staff.cookie }));
    expect(loaded).toMatchObject({ status: 200, body: { newLeadEmails: "instant", digestHour: DIGEST_HOUR } });

    const saved = await callRoute(post(PREFERENCES, { newLeadEmails: "daily_digest" }, { cookie: staff.cookie }));
    expect(saved).toMatchObject({ status: 200, body: { ok: true, data: { newLeadEmails: "daily_digest" } } });
    const [stored] = await db()
      .select({ newLeadEmails: companies.newLeadEmails })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(stored?.newLeadEmails).toBe("daily_digest");

    const refused = await callRoute(post(PREFERENCES, { newLeadEmails: "weekly" }, { cookie: staff.cookie }));
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { newLeadEmails: { key: "backOffice:preferences.errors.choose" } } },
    });
  });

  it("emails an instant company each invitation, and a digest company nothing until its digest", async () => {
    const instant = await createCompany(db());
    const digest = await createCompany(db(), { newLeadEmails: "daily_digest" });
    const actorUserId = await createMember(db(), instant.id);
    const request = await createOpenRequest(db());
    for (const company of [instant, digest]) {
      await offerLeadToPartner({ quoteRequestId: request.id, companyId: company.id, actorUserId });
    }
    expect(await emailsTo(db(), instant.email, "partner-new-lead")).toHaveLength(1);
    expect(await emailsTo(db(), digest.email, "partner-new-lead")).toEqual([]);
    // The invitation itself is made either way.
    expect(
      await db()
        .select({ companyId: leads.companyId })
        .from(leads)
        .where(and(eq(leads.quoteRequestId, request.id), inArray(leads.companyId, [instant.id, digest.id]))),
    ).toHaveLength(2);
  });

  it("sends one digest per company and day, in the company's language, even with two sweeps at once", async () => {
    const digest = await createCompany(db(), { newLeadEmails: "daily_digest", locale: "lt" });
    const instant = await createCompany(db());
    const invite = async (companyId: string, offeredAt: Date, status: "offered" | "claimed" = "offered") =>
      createLead(db(), { quoteRequestId: (await createOpenRequest(db())).id, companyId, offeredAt, status });
    // Yesterday: two open invitations and one already claimed; today: one, for tomorrow's digest.
    await invite(digest.id, ukMoment(yesterday, 0));
    await invite(digest.id, ukMoment(yesterday, 22));
    await invite(digest.id, ukMoment(yesterday, 12), "claimed");
    await invite(digest.id, ukMoment(today, 1));
    await invite(instant.id, ukMoment(yesterday, 12));

    const handle = await getDb();
    expect(await sendNewLeadDigests(handle, ukMoment(today, DIGEST_HOUR - 1))).toBe(0);

    const morning = ukMoment(today, DIGEST_HOUR + 2);
    const sent = await Promise.all([sendNewLeadDigests(handle, morning), sendNewLeadDigests(handle, morning)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await sendNewLeadDigests(handle, new Date(morning.getTime() + 3600_000))).toBe(0);

    const mail = await emailsTo(db(), digest.email, "partner-lead-digest");
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/: 2 nauji kvietimai$/);
    expect(mail[0]?.text).toContain("/partner/admin/orders");
    expect(mail[0]?.text.match(/Persikraustymo data:/g)).toHaveLength(2);
    expect(await emailsTo(db(), instant.email, "partner-lead-digest")).toEqual([]);
    expect(await db().select().from(leadDigests).where(eq(leadDigests.companyId, digest.id))).toMatchObject([
      { day: yesterday, invitations: 2 },
    ]);
  });
});
