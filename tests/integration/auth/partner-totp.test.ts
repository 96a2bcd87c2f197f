import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { middleware as partnerArea } from "~/routes/partner/layout";
import { action as securityActionRaw, loader as securityLoaderRaw } from "~/routes/partner/security";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, cookieHeader, page, post, settle } from "../../support/http";
import { guarded } from "../../support/routes";

const securityLoader = guarded(partnerArea, securityLoaderRaw);
const securityAction = guarded(partnerArea, securityActionRaw);

const PASSWORD = "a fine partner password";

describe("partner account security (optional TOTP)", () => {
  const db = setupTestDatabase();

  async function signedInPartner() {
    return createSignedInUser({ role: "partner", password: PASSWORD, company: await createCompany(db()) });
  }

  it("is behind the partner guard", async () => {
    expect(await settle(() => securityLoader(args(page("/partner/admin/security"))))).toMatchObject({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fsecurity",
    });
    const anonymousPost = await settle(() =>
      securityAction(args(post("/partner/admin/security", { intent: "enable", password: PASSWORD }))),
    );
    expect(anonymousPost.status).toBe(401);
  });

  it("turns two-factor on with the password and a code, then asks for a code at log-in, then turns it off", async () => {
    const partner = await signedInPartner();
    expect(
      await settle(() => securityLoader(args(page("/partner/admin/security", { cookie: partner.cookie })))),
    ).toMatchObject({
      body: { twoFactorEnabled: false, notice: null },
    });

    const wrong = await settle(() =>
      securityAction(
        args(post("/partner/admin/security", { intent: "enable", password: "nope" }, { cookie: partner.cookie })),
      ),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
    });

    const created = await settle(() =>
      securityAction(
        args(post("/partner/admin/security", { intent: "enable", password: PASSWORD }, { cookie: partner.cookie })),
      ),
    );
    const setup = (
      created.body as { data: { setup: { totpURI: string; secret: string; qrCode: string; backupCodes: string[] } } }
    ).data.setup;
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/MoveMatch:/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
    expect(setup.backupCodes.length).toBeGreaterThan(0);
    const [pending] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, partner.id));
    expect(pending?.on).toBeFalsy();

    const verify = (code: string) =>
      settle(() =>
        securityAction(
          args(
            post(
              "/partner/admin/security",
              { intent: "verify", totpURI: setup.totpURI, code },
              { cookie: partner.cookie },
            ),
          ),
        ),
      );
    for (const wrongCode of ["000000", "12"]) {
      const badCode = await verify(wrongCode);
      expect(badCode).toMatchObject({ status: 400, body: { fieldErrors: { code: { key: "auth:totp.invalidCode" } } } });
      // The set-up step is shown again from the posted URI, with the same secret.
      expect((badCode.body as { data: { setup: { secret: string } } }).data.setup.secret).toBe(setup.secret);
    }

    const authenticator = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const done = await verify(authenticator.generate());
    expect(done).toMatchObject({ status: 302, location: "/partner/admin/security?notice=on" });
    const [enabled] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, partner.id));
    expect(enabled?.on).toBe(true);

    // Logging in now takes a code as well as the password.
    const login = await settle(() =>
      loginAction(args(post("/account/login", { intent: "password", email: partner.email, password: PASSWORD }))),
    );
    expect(login).toMatchObject({ status: 200, body: { ok: true, data: { step: "two-factor" } } });

    const session = cookieHeader(done.headers.getSetCookie()) || partner.cookie;
    const offWrong = await settle(() =>
      securityAction(args(post("/partner/admin/security", { password: "nope" }, { cookie: session }))),
    );
    expect(offWrong).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
    });
    const off = await settle(() =>
      securityAction(args(post("/partner/admin/security", { password: PASSWORD }, { cookie: session }))),
    );
    expect(off).toMatchObject({ status: 302, location: "/partner/admin/security?notice=off" });
    const [disabled] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, partner.id));
    expect(disabled?.on).toBe(false);
  });
});
