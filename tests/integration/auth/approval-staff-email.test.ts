import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, companyMembers, user } from "~/db/schema";
import { en } from "~/i18n/en-GB";
import { lt } from "~/i18n/lt";
import { AppError } from "~/lib/errors";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { createCompany } from "../../factories/companies";
import { createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { emailsTo } from "../../support/outbox";

describe("approving a partner application whose email is a staff or admin account", () => {
  const db = setupTestDatabase();

  it.each(["staff", "admin"] as const)(
    "is refused when the account's role is %s, and changes nothing",
    async (role) => {
      const approver = await createUser({ role: "admin" });
      const member = await createUser({ role });
      // The application's email differs only in case and spacing from the account's.
      const company = await createCompany(db(), {
        status: "pending",
        isPartner: false,
        email: ` ${member.email.toUpperCase()}`,
      });
      const [userBefore] = await db().select().from(user).where(eq(user.id, member.id));

      const refused = await approvePartnerApplication({ companyId: company.id, actorUserId: approver.id }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "CONFLICT", httpStatus: 409, message: "admin:errors.staffEmail" });

      expect(await db().select().from(companyMembers).where(eq(companyMembers.userId, member.id))).toHaveLength(0);
      expect(await db().select().from(user).where(eq(user.id, member.id))).toEqual([userBefore]);
      const [companyAfter] = await db().select().from(companies).where(eq(companies.id, company.id));
      expect(companyAfter).toMatchObject({ status: "pending", isPartner: false, approvedAt: null });
      expect(await db().select().from(auditLog).where(eq(auditLog.subjectId, company.id))).toHaveLength(0);
      expect(await emailsTo(db(), member.email)).toHaveLength(0);
    },
  );

  it("still approves an application whose email is a customer account", async () => {
    const approver = await createUser({ role: "admin" });
    const customer = await createUser({ role: "customer" });
    const company = await createCompany(db(), { status: "pending", isPartner: false, email: customer.email });
    const result = await approvePartnerApplication({ companyId: company.id, actorUserId: approver.id });
    expect(result).toEqual({ userId: customer.id, userCreated: false });
  });

  it("has the refusal in both languages", () => {
    expect(en.admin.errors.staffEmail).toMatch(/staff account/);
    expect(lt.admin.errors.staffEmail).toMatch(/darbuotojo paskyrai/);
  });
});
