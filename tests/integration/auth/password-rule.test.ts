import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as loginAction } from "~/routes/auth/login";
import { action as setPasswordAction } from "~/routes/auth/set-password";
import { createAdminAccount, inviteStaffMember } from "~/server/admin/staff.server";
import { getAuth } from "~/server/auth/auth.server";
import { settleBackgroundTasks } from "~/server/background.server";
import { inviteTeamMember } from "~/server/partners/company-team.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser, createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, nextIp, post, settle } from "../../support/http";
import { emailsTo } from "../../support/outbox";

/** The security review's examples: both are refused on every path, whatever the role. */
const COMMON = "Password123!";
const SEASON_AND_YEAR = "Summer2025!!";
const GOOD = "blue kettle garden";

async function setPassword(path: string, token: string, password: string) {
  return settle(setPasswordAction(args(post(path, { token, password, confirmPassword: password }))));
}

async function signIn(email: string, password: string) {
  return settle(
    loginAction(args(post("/account/login", { intent: "password", email, password }), { clientIp: nextIp() })),
  );
}

async function linkTokenTo(db: ReturnType<ReturnType<typeof setupTestDatabase>>, email: string): Promise<string> {
  // A reset link is sent in the background, after the page has answered.
  await settleBackgroundTasks();
  const [mail] = await emailsTo(db, email);
  const payload = (mail?.payload ?? {}) as { resetUrl?: string; setPasswordUrl?: string };
  return new URL(payload.resetUrl ?? payload.setPasswordUrl ?? "").searchParams.get("token") ?? "";
}

/** A token page refuses the guessable passwords, then takes a good one that signs in. */
async function expectTheRuleOn(path: string, token: string, email: string, personal: string) {
  for (const [password, problem] of [
    ["Summer2025!", "tooShort"],
    [COMMON, "tooGuessable"],
    [SEASON_AND_YEAR, "tooGuessable"],
    [personal, "tooGuessable"],
  ] as const) {
    expect(await setPassword(path, token, password)).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: { key: `auth:password.errors.${problem}` } } },
    });
  }
  // Refusals do not use the link up.
  expect(await setPassword(path, token, GOOD)).toMatchObject({ status: 302 });
  expect((await signIn(email, GOOD)).status).toBe(302);
}

describe("one password rule on every path that sets a password", () => {
  const db = setupTestDatabase();

  it("applies to a forgotten-password reset", async () => {
    const partner = await createUser({ role: "partner", firstName: "Jonas", lastName: "Kazlauskas" });
    await settle(forgotAction(args(post("/account/forgot-password", { email: partner.email }))));
    const token = await linkTokenTo(db(), partner.email);
    await expectTheRuleOn("/account/reset-password", token, partner.email, `${partner.email.split("@")[0]}!`);
  });

  it("applies to a staff invitation, the same as to partners", async () => {
    const admin = await createUser({ role: "admin" });
    const email = `grace-${Date.now()}@example.com`;
    await inviteStaffMember({ email, firstName: "Grace", lastName: "Hopper", actorUserId: admin.id });
    const token = await linkTokenTo(db(), email);
    await expectTheRuleOn("/account/set-password", token, email, "GraceHopper1906");
  });

  it("applies to a partner's team invitation", async () => {
    const company = await createCompany(db());
    const email = `rasa-${Date.now()}@example.com`;
    await inviteTeamMember({ companyId: company.id }, { name: "Rasa Petraite", email, inviterName: "Ada" });
    const token = await linkTokenTo(db(), email);
    await expectTheRuleOn("/account/set-password", token, email, "RasaPetraite99");
  });

  it("applies to admin:create", async () => {
    for (const password of [COMMON, SEASON_AND_YEAR]) {
      await expect(
        createAdminAccount({ email: "first@example.com", password, proveTotp: async () => "" }),
      ).rejects.toMatchObject(new AppError("VALIDATION", "auth:password.errors.tooGuessable"));
    }
  });

  it("applies to better-auth's own password endpoints, even when server code calls them", async () => {
    const auth = await getAuth();
    const admin = await createSignedInUser({ role: "admin" });
    const target = await createUser({ role: "partner" });
    const weak = { code: "PASSWORD_TOO_WEAK" };
    await expect(
      auth.api.setUserPassword({
        body: { userId: target.id, newPassword: COMMON },
        headers: new Headers({ cookie: admin.cookie }),
      }),
    ).rejects.toMatchObject({ body: weak });
    await expect(
      auth.api.changePassword({
        body: { currentPassword: admin.password, newPassword: SEASON_AND_YEAR },
        headers: new Headers({ cookie: admin.cookie }),
      }),
    ).rejects.toMatchObject({ body: weak });
    await expect(
      auth.api.createUser({ body: { email: "made-up@example.com", password: COMMON, name: "Made Up" } }),
    ).rejects.toMatchObject({ body: weak });
  });
});
