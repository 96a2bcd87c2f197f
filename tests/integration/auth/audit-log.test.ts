import { and, asc, eq, gte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { action as logoutAction } from "~/routes/auth/logout";
import { action as setPasswordAction } from "~/routes/auth/set-password";
import { unknownAccountId } from "~/server/auth/auth-events.server";
import { settleBackgroundTasks } from "~/server/background.server";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser, createUser, createUserWithTotp } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, cookieHeader, nextIp, post, settle } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

describe("account events in the audit log", () => {
  const db = setupTestDatabase();

  /** The subject's events, oldest first; `since` leaves out the factories' own sign-ins. */
  const eventsOf = (subjectId: string, since = new Date(0)) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), gte(auditLog.at, since)))
      .orderBy(asc(auditLog.at));

  async function signIn(
    fields: Record<string, string>,
    { ip = nextIp(), cookie }: { ip?: string; cookie?: string } = {},
  ) {
    return settle(loginAction(args(post("/account/login", fields, { cookie }), { clientIp: ip })));
  }

  /** No row holds an email address, password, code or token. */
  async function expectNoSecretsIn(...secrets: string[]) {
    const rows = JSON.stringify(await db().select().from(auditLog));
    for (const secret of secrets) expect(rows).not.toContain(secret);
  }

  it("records sign-ins and refused sign-ins with the client address, an unknown address only as a hash", async () => {
    const partner = await createUser({ role: "partner" });
    await signIn(
      { intent: "password", email: partner.email, password: "not the password at all" },
      { ip: "203.0.113.7" },
    );
    await signIn({ intent: "password", email: partner.email, password: partner.password }, { ip: "203.0.113.8" });
    const events = await eventsOf(partner.id);
    expect(
      events.map(({ action, ip, subjectType, actorUserId }) => ({ action, ip, subjectType, actorUserId })),
    ).toEqual([
      { action: "user.sign-in-failed", ip: "203.0.113.7", subjectType: "user", actorUserId: partner.id },
      { action: "user.sign-in", ip: "203.0.113.8", subjectType: "user", actorUserId: partner.id },
    ]);
    expect(events[0]?.after).toEqual({ step: "password", reason: "INVALID_EMAIL_OR_PASSWORD" });

    const stranger = "Nobody.Here@Example.com";
    await signIn({ intent: "password", email: stranger, password: "any password 123" });
    await signIn({ intent: "password", email: stranger.toLowerCase(), password: "another one 456" });
    const unknown = await eventsOf(unknownAccountId(stranger));
    expect(unknown).toHaveLength(2);
    expect(unknown[0]).toMatchObject({
      action: "user.sign-in-failed",
      subjectType: "unknown_account",
      actorUserId: null,
    });
    await expectNoSecretsIn(
      partner.email,
      partner.password,
      "not the password at all",
      "nobody.here",
      "any password 123",
    );
  });

  it("records the code step: a wrong code is refused, a right one signs in with two factors", async () => {
    const member = await createUserWithTotp({ role: "partner" });
    expect((await eventsOf(member.id)).map((event) => event.action)).toContain("user.two-factor-on");
    const since = new Date();
    const step1 = await signIn({ intent: "password", email: member.email, password: member.password });
    const pending = cookieHeader(step1.headers.getSetCookie());
    await signIn({ intent: "two-factor", code: "000000" }, { cookie: pending });
    await signIn({ intent: "two-factor", code: member.freshCode() }, { cookie: pending });
    // Sign-in events only: the factory's "two-factor on" can share a clock tick with `since`.
    const events = (await eventsOf(member.id, since)).filter(({ action }) => action.startsWith("user.sign-in"));
    expect(events.map(({ action, after }) => ({ action, after }))).toEqual([
      { action: "user.sign-in-failed", after: { step: "code", reason: "INVALID_CODE" } },
      { action: "user.sign-in", after: { factors: 2 } },
    ]);
  });

  it("records reset requests (known and unknown addresses) and the new password", async () => {
    const partner = await createUser({ role: "partner" });
    await settle(
      forgotAction(args(post("/account/forgot-password", { email: partner.email }), { clientIp: nextIp() })),
    );
    await settle(
      forgotAction(args(post("/account/forgot-password", { email: "ghost@example.com" }), { clientIp: nextIp() })),
    );
    // The page answers first and sends the link in the background (the same answer for every address).
    await settleBackgroundTasks();
    const [mail] = await emailsTo(db(), partner.email);
    const { resetUrl } = (mail?.payload ?? {}) as { resetUrl?: string };
    const token = new URL(resetUrl ?? "").searchParams.get("token") ?? "";
    const chosen = "blue kettle garden";
    await settle(
      setPasswordAction(
        args(post("/account/reset-password", { token, password: chosen, confirmPassword: chosen }), {
          clientIp: "198.51.100.4",
        }),
      ),
    );
    expect((await eventsOf(partner.id)).map(({ action }) => action)).toEqual([
      "user.password-reset-requested",
      "user.password-set",
    ]);
    expect((await eventsOf(partner.id))[1]?.ip).toBe("198.51.100.4");
    expect(await eventsOf(unknownAccountId("ghost@example.com"))).toMatchObject([
      { action: "user.password-reset-requested", subjectType: "unknown_account" },
    ]);
    await expectNoSecretsIn(token, chosen, "ghost@example.com", partner.email);
  });

  it("records two-factor turned off and 'log out everywhere'", async () => {
    const company = await createCompany(db());
    const member = await createUserWithTotp({ role: "partner", company });
    const step1 = await signIn({ intent: "password", email: member.email, password: member.password });
    const step2 = await signIn(
      { intent: "two-factor", code: member.freshCode() },
      { cookie: cookieHeader(step1.headers.getSetCookie()) },
    );
    const cookie = cookieHeader(step2.headers.getSetCookie());
    const off = await callRoute(post("/partner/admin/security", { password: member.password }, { cookie }));
    expect(off.status).toBe(302);
    const signedIn = await createSignedInUser({ role: "partner", company });
    await settle(logoutAction(args(post("/account/logout", { scope: "everywhere" }, { cookie: signedIn.cookie }))));
    expect((await eventsOf(member.id)).map(({ action }) => action)).toContain("user.two-factor-off");
    // Counted, not timed: the factory's own sign-in can share a clock tick with any "since".
    const revoked = (await eventsOf(signedIn.id)).map(({ action }) => action);
    expect(revoked.filter((action) => action === "user.sessions-revoked")).toHaveLength(1);
    expect(revoked).not.toContain("user.sign-in-failed");
  });

  it("records a customer account becoming a partner on approval, with the approver", async () => {
    const staff = await createUser({ role: "staff" });
    const customer = await createUser({ role: "customer" });
    const company = await createCompany(db(), { status: "pending", isPartner: false, email: customer.email });
    await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
    expect(await eventsOf(customer.id)).toMatchObject([
      { action: "user.role", actorUserId: staff.id, before: { role: "customer" }, after: { role: "partner" } },
    ]);
  });
});
