import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, auditLog, companies, companyMembers, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { action as setPasswordAction, loader as setPasswordLoader } from "~/routes/auth/set-password";
import { createSetPasswordToken } from "~/server/auth/accounts.server";
import { settleBackgroundTasks } from "~/server/background.server";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { createCompany } from "../../factories/companies";
import { createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, nextIp, ORIGIN, post, settle } from "../../support/http";
import { emailsTo, lastEmailTo } from "../../support/outbox";

async function signIn(email: string, password: string) {
  return settle(loginAction(args(post("/account/login", { intent: "password", email, password }))));
}

async function setPassword(path: string, token: string, password: string, confirmPassword = password) {
  return settle(setPasswordAction(args(post(path, { token, password, confirmPassword }))));
}

function tokenFrom(link: string, path: string): string {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}${path}`);
  return url.searchParams.get("token") ?? "";
}

describe("approving a partner application", () => {
  const db = setupTestDatabase();

  it("creates the partner user and owner membership, queues the set-password email, and the link works once", async () => {
    const staff = await createUser({ role: "staff" });
    const company = await createCompany(db(), {
      status: "pending",
      isPartner: false,
      email: `Office-${randomBytes(3).toString("hex")}@Example.com`,
    });
    const email = company.email.toLowerCase();

    const result = await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
    expect(result.userCreated).toBe(true);

    const [created] = await db().select().from(user).where(eq(user.id, result.userId));
    expect(created).toMatchObject({ email, role: "partner", emailVerified: true, name: company.name });
    expect(await db().select().from(account).where(eq(account.userId, result.userId))).toHaveLength(0);

    const [approved] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(approved?.status).toBe("approved");
    expect(approved?.isPartner).toBe(true);
    expect(approved?.approvedAt).toBeInstanceOf(Date);

    const members = await db().select().from(companyMembers).where(eq(companyMembers.companyId, company.id));
    expect(members).toEqual([expect.objectContaining({ userId: result.userId, role: "owner" })]);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, company.id));
    expect(audit).toMatchObject({ actorUserId: staff.id, action: "company.approve", subjectType: "company" });

    const mails = await emailsTo(db(), email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({ template: "partner-approved-set-password", status: "pending" });
    const payload = mail?.payload as { setPasswordUrl?: string; companyName: string };
    expect(payload.companyName).toBe(company.name);
    const token = tokenFrom(payload.setPasswordUrl ?? "", "/account/set-password");
    expect(token.length).toBeGreaterThanOrEqual(24);
    expect(mail?.html).toContain(payload.setPasswordUrl?.replaceAll("&", "&amp;"));
    expect(mail?.text).toContain(payload.setPasswordUrl);

    // No password yet: signing in fails with the generic message.
    expect((await signIn(email, "a password I made up")).body).toMatchObject({
      message: { key: "auth:login.errors.invalidCredentials" },
    });

    // The page that the link opens shows the set-password wording.
    const page = await setPasswordLoader(
      args(new Request(`${ORIGIN}/account/set-password?token=${encodeURIComponent(token)}`)),
    );
    expect(page).toMatchObject({ mode: "set", token });

    expect(await setPassword("/account/set-password", token, "short")).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: { key: "auth:password.errors.tooShort", params: { minimum: 12 } } } },
    });
    expect(await setPassword("/account/set-password", token, "long enough password", "different")).toMatchObject({
      status: 400,
      body: { fieldErrors: { confirmPassword: { key: "auth:password.errors.mismatch" } } },
    });
    const done = await setPassword("/account/set-password", token, "my new partner password");
    expect(done).toMatchObject({ status: 302, location: "/account/login?notice=password-changed" });
    // One use only.
    expect(await setPassword("/account/set-password", token, "another new password")).toMatchObject({
      status: 400,
      body: { fieldErrors: { token: { key: "auth:password.errors.invalidToken" } } },
    });

    const signedIn = await signIn(email, "my new partner password");
    expect(signedIn).toMatchObject({ status: 302, location: "/partner/admin" });
  });

  it("refuses to approve twice, and refuses unknown or suspended companies", async () => {
    const staff = await createUser({ role: "staff" });
    const company = await createCompany(db(), { status: "pending" });
    await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
    await expect(approvePartnerApplication({ companyId: company.id, actorUserId: staff.id })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const suspended = await createCompany(db(), { status: "suspended" });
    await expect(approvePartnerApplication({ companyId: suspended.id, actorUserId: staff.id })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(
      approvePartnerApplication({ companyId: "00000000-0000-4000-8000-000000000000", actorUserId: staff.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("reuses an existing account with the company email: a customer becomes a partner and keeps the password", async () => {
    const staff = await createUser({ role: "staff" });
    const existing = await createUser({ role: "customer", password: "existing password 1" });
    const company = await createCompany(db(), { status: "rejected", email: existing.email.toUpperCase() });

    const result = await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
    expect(result).toEqual({ userId: existing.id, userCreated: false });
    const [row] = await db().select({ role: user.role }).from(user).where(eq(user.id, existing.id));
    expect(row?.role).toBe("partner");
    const [mail] = await emailsTo(db(), existing.email, "partner-approved-set-password");
    // The account already has a password: the email points to the log-in page instead.
    expect((mail?.payload ?? {}) as { setPasswordUrl?: string }).not.toHaveProperty("setPasswordUrl");
    expect(mail?.text).toContain(`${ORIGIN}/account/login`);
    expect(await signIn(existing.email, "existing password 1")).toMatchObject({
      status: 302,
      location: "/partner/admin",
    });
  });

  it("rolls everything back when a step fails", async () => {
    const company = await createCompany(db(), { status: "pending" });
    // An actor that does not exist breaks the audit-log foreign key after the other writes.
    await expect(approvePartnerApplication({ companyId: company.id, actorUserId: "no-such-user" })).rejects.toThrow();
    const [row] = await db().select({ status: companies.status }).from(companies).where(eq(companies.id, company.id));
    expect(row?.status).toBe("pending");
    expect(await db().select().from(user).where(eq(user.email, company.email.toLowerCase()))).toHaveLength(0);
    expect(await emailsTo(db(), company.email.toLowerCase())).toHaveLength(0);
  });
});

describe("forgotten passwords", () => {
  const db = setupTestDatabase();

  async function forgot(email: string, clientIp = nextIp()) {
    return settle(forgotAction(args(post("/account/forgot-password", { email }), { clientIp })));
  }

  it("answers the same for known and unknown addresses, and emails a working link only to a real account", async () => {
    const partner = await createUser({ role: "partner", password: "old password 123" });
    const known = await forgot(partner.email.toUpperCase());
    const unknown = await forgot("nobody-at-all@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body?.ok).toBe(true);
    expect(unknown.body?.ok).toBe(true);

    await settleBackgroundTasks();
    expect(await emailsTo(db(), "nobody-at-all@example.com")).toHaveLength(0);
    const [mail] = await emailsTo(db(), partner.email);
    expect(mail?.template).toBe("password-reset");
    const token = tokenFrom(((mail?.payload ?? {}) as { resetUrl?: string }).resetUrl ?? "", "/account/reset-password");

    expect(await setPassword("/account/reset-password", token, "brand new password")).toMatchObject({
      status: 302,
      location: "/account/login?notice=password-changed",
    });
    expect((await signIn(partner.email, "old password 123")).body).toMatchObject({
      message: { key: "auth:login.errors.invalidCredentials" },
    });
    expect((await signIn(partner.email, "brand new password")).status).toBe(302);
  });

  it("keeps one reset link alive: a newer link ends the older one, and a reset ends every other", async () => {
    const partner = await createUser({ role: "partner", password: "old password 123" });
    const linkSent = async () => {
      await forgot(partner.email);
      await settleBackgroundTasks();
      const last = await lastEmailTo(db(), partner.email, "password-reset");
      const { resetUrl } = (last?.payload ?? {}) as { resetUrl?: string };
      return tokenFrom(resetUrl ?? "", "/account/reset-password");
    };
    const older = await linkSent();
    const newer = await linkSent();
    expect(newer).not.toBe(older);
    // A set-password link is written without ending others, so two links are live now.
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, partner.email));
    const setLink = await db().transaction((tx) =>
      createSetPasswordToken(tx, { userId: row?.id ?? "", expiresInDays: 1 }),
    );

    const refused = { status: 400, body: { fieldErrors: { token: { key: "auth:password.errors.invalidToken" } } } };
    expect(await setPassword("/account/reset-password", older, "brand new password")).toMatchObject(refused);
    expect(await setPassword("/account/reset-password", newer, "brand new password")).toMatchObject({ status: 302 });
    // The reset ended every other link of the account.
    expect(await setPassword("/account/reset-password", setLink, "another new password")).toMatchObject(refused);
  });

  it("refuses a malformed address with a 400 and an unknown token without changing anything", async () => {
    expect(await forgot("not-an-email")).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: { key: "auth:forgot.errors.invalidEmail" } }, values: { email: "not-an-email" } },
    });
    expect(await setPassword("/account/reset-password", "made-up-token", "brand new password")).toMatchObject({
      status: 400,
      body: { fieldErrors: { token: { key: "auth:password.errors.invalidToken" } } },
    });
  });

  it("limits reset requests per address", async () => {
    const clientIp = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await forgot(`someone-${attempt}@example.com`, clientIp)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
