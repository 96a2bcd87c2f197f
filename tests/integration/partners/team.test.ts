import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyMembers, session, user } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action as setPasswordAction } from "~/routes/auth/set-password";
import { removeTeamMember } from "~/server/partners/company-team.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser, createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, cookieHeader, page, post, settle } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/**
 * Team, for owners only: adding a colleague as a staff member (an account without a password,
 * a one-time link to choose one, in the company's language), the refusals, removing a member
 * (never oneself nor the last owner; their sessions end at once), and a staff member refused on
 * the team's routes while the other screens stay open to them.
 */

const TEAM = "/partner/admin/team";

describe("partner team", () => {
  const db = setupTestDatabase();

  async function companyWithOwner(overrides: Parameters<typeof createCompany>[1] = {}) {
    const company = await createCompany(db(), overrides);
    const owner = await createSignedInUser({ role: "partner", company });
    const send = (path: string, fields: Record<string, unknown>) =>
      callRoute(post(path, fields, { cookie: owner.cookie }));
    return { company, owner, send };
  }

  const membershipsOf = (userId: string) =>
    db()
      .select({ companyId: companyMembers.companyId, role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId));

  it("adds a colleague as a staff member who chooses a password, signs in and works, but not on Team", async () => {
    const { company, owner, send } = await companyWithOwner({ locale: "lt" });
    const added = await send(TEAM, { name: "Rasa Petraitė", email: " Rasa@Example.com " });
    expect(added).toMatchObject({ status: 200, body: { ok: true, data: { name: "Rasa Petraitė" } } });

    const [colleague] = await db().select().from(user).where(eq(user.email, "rasa@example.com"));
    expect(colleague).toMatchObject({ role: "partner", emailVerified: true, locale: "lt" });
    expect(await membershipsOf(colleague?.id ?? "")).toEqual([{ companyId: company.id, role: "staff" }]);

    const [mail] = await emailsTo(db(), "rasa@example.com");
    expect(mail).toMatchObject({ template: "partner-team-invite" });
    expect(mail?.subject).toContain(company.name);
    expect(mail?.text).toContain("Ada Lovelace pridėjo jus");
    const link = ((mail?.payload ?? {}) as { setPasswordUrl?: string }).setPasswordUrl ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";

    const chosen = await settle(
      setPasswordAction(
        args(
          post("/account/set-password", {
            token,
            password: "rasa's own password",
            confirmPassword: "rasa's own password",
          }),
        ),
      ),
    );
    expect(chosen).toMatchObject({ status: 302 });
    const signedIn = await settle(
      loginAction(
        args(
          post("/account/login", { intent: "password", email: "rasa@example.com", password: "rasa's own password" }),
        ),
      ),
    );
    expect(signedIn).toMatchObject({ status: 302, location: "/partner/admin" });
    const cookie = cookieHeader(signedIn.headers.getSetCookie());

    for (const path of ["/partner/admin", "/partner/admin/profile/statistics", "/partner/admin/profile/pricing"]) {
      expect((await callRoute(page(path, { cookie }))).status, path).toBe(200);
    }
    expect((await callRoute(page(TEAM, { cookie }))).status).toBe(403);
    expect((await callRoute(post(TEAM, { name: "X", email: "x@example.com" }, { cookie }))).status).toBe(403);
    expect((await callRoute(post(`${TEAM}/${owner.id}`, { intent: "remove" }, { cookie }))).status).toBe(403);
    expect(await membershipsOf(owner.id)).toEqual([{ companyId: company.id, role: "owner" }]);

    // The owner sees both, the colleague's invitation now accepted.
    const listed = await callRoute(page(TEAM, { cookie: owner.cookie }));
    expect(listed.status).toBe(200);
    expect((listed.body as { members: unknown[] }).members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.id, role: "owner", active: true }),
        expect.objectContaining({ userId: colleague?.id, role: "staff", active: true }),
      ]),
    );
  });

  it("refuses a bad address, a member, another company's member and a staff account; reuses a customer's account", async () => {
    const { company, owner, send } = await companyWithOwner();
    const elsewhere = await companyWithOwner();
    const staffAccount = await createUser({ role: "staff" });
    const refusal = (key: string) => ({
      status: 409,
      body: { ok: false, fieldErrors: { email: { key: `backOffice:team.errors.${key}` } } },
    });
    expect(await send(TEAM, { name: "No Email", email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: { key: "messages:validation.emailInvalid" } } },
    });
    expect(await send(TEAM, { name: "", email: "someone@example.com" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: { key: "backOffice:team.errors.nameRequired" } } },
    });
    expect(await send(TEAM, { name: "Me", email: owner.email })).toMatchObject(refusal("alreadyMember"));
    expect(await send(TEAM, { name: "Them", email: elsewhere.owner.email })).toMatchObject(refusal("otherCompany"));
    expect(await send(TEAM, { name: "Staff", email: staffAccount.email })).toMatchObject(refusal("cannotAdd"));
    expect(await membershipsOf(staffAccount.id)).toEqual([]);

    const customer = await createUser({ role: "customer" });
    expect((await send(TEAM, { name: "Customer", email: customer.email })).status).toBe(200);
    expect(await membershipsOf(customer.id)).toEqual([{ companyId: company.id, role: "staff" }]);
    const [account] = await db().select({ role: user.role }).from(user).where(eq(user.id, customer.id));
    expect(account?.role).toBe("partner");
    // The account has a password: the email says to sign in with it, with no set-password link.
    const [mail] = await emailsTo(db(), customer.email);
    expect(((mail?.payload ?? {}) as { setPasswordUrl?: string }).setPasswordUrl).toBeUndefined();
  });

  it("removes a member and ends their sessions; never oneself, the last owner or another company's member", async () => {
    const { company, owner, send } = await companyWithOwner();
    const colleague = await createSignedInUser({ role: "partner", company, memberRole: "staff" });
    const coOwner = await createSignedInUser({ role: "partner", company });
    const elsewhere = await companyWithOwner();
    const stranger = await createSignedInUser({ role: "partner", company: elsewhere.company, memberRole: "staff" });

    expect((await callRoute(page("/partner/admin", { cookie: colleague.cookie }))).status).toBe(200);
    expect(await send(`${TEAM}/${colleague.id}`, { intent: "remove" })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await membershipsOf(colleague.id)).toEqual([]);
    expect(await db().select().from(session).where(eq(session.userId, colleague.id))).toEqual([]);
    const signedOut = await callRoute(page("/partner/admin", { cookie: colleague.cookie }));
    expect(signedOut).toMatchObject({ status: 302 });
    expect(signedOut.location).toMatch(/^\/account\/login/);

    expect(await send(`${TEAM}/${owner.id}`, { intent: "remove" })).toMatchObject({
      status: 409,
      body: { message: { key: "backOffice:team.errors.notYourself" } },
    });
    expect(await send(`${TEAM}/${stranger.id}`, { intent: "remove" })).toMatchObject({
      status: 404,
      body: { message: { key: "backOffice:team.errors.memberNotFound" } },
    });
    expect(await membershipsOf(stranger.id)).toEqual([{ companyId: elsewhere.company.id, role: "staff" }]);
    expect(await send(`${TEAM}/${owner.id}`, { intent: "leave" })).toMatchObject({ status: 400 });

    // One owner may remove another while one is left; the last one stays.
    expect((await send(`${TEAM}/${coOwner.id}`, { intent: "remove" })).status).toBe(200);
    await expect(
      removeTeamMember({ companyId: company.id }, { userId: owner.id, actorUserId: coOwner.id }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "backOffice:team.errors.lastOwner" });
    expect(
      await db()
        .select()
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, "owner"))),
    ).toHaveLength(1);
  });
});
