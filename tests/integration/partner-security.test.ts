import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { companyMembers, user } from "~/db/schema";
import { action as loginAction } from "~/routes/auth/login";
import { action as securityAction, loader as securityLoader } from "~/routes/partner/security";
import { getAuth } from "~/server/auth/auth.server";
import { createCompany } from "../factories/companies";
import { setupTestDatabase } from "../setup/test-database";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "a fine partner password";

let ipCounter = 0;
/** A fresh client address per call: better-auth allows 3 two-factor requests per 10 s from one. */
function nextIp() {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

function request(path: string, { cookie, form }: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (cookie) headers.cookie = cookie;
  if (!form) return new Request(`${ORIGIN}${path}`, { headers });
  headers["content-type"] = "application/x-www-form-urlencoded";
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

function args(req: Request) {
  return { request: req, params: {}, context: { clientIp: nextIp() } } as never;
}

/** Runs a loader or action and reports a thrown or returned Response or data() result alike. */
async function settle(run: () => Promise<unknown>) {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, location: outcome.headers.get("location"), headers: outcome.headers, body: null };
  }
  const shaped = outcome as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (shaped?.type === "DataWithResponseInit") {
    return { status: shaped.init?.status ?? 200, location: null, headers: new Headers(), body: shaped.data };
  }
  return { status: 200, location: null, headers: new Headers(), body: outcome };
}

describe("partner account security (optional TOTP)", () => {
  const db = setupTestDatabase();

  async function signedInPartner() {
    const auth = await getAuth();
    const email = `security-${randomBytes(4).toString("hex")}@example.com`;
    const { user: created } = await auth.api.createUser({
      body: { email, password: PASSWORD, name: "Sam Partner", role: "partner" },
    });
    const company = await createCompany(db());
    await db().insert(companyMembers).values({ companyId: company.id, userId: created.id, role: "owner" });
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return { id: created.id, email, cookie: cookieOf(headers) };
  }

  it("is behind the partner guard", async () => {
    expect(await settle(() => securityLoader(args(request("/partner/admin/security"))))).toMatchObject({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fsecurity",
    });
    const anonymousPost = await settle(() =>
      securityAction(args(request("/partner/admin/security", { form: { intent: "enable", password: PASSWORD } }))),
    );
    expect(anonymousPost.status).toBe(401);
  });

  it("turns two-factor on with the password and a code, then asks for a code at log-in, then turns it off", async () => {
    const partner = await signedInPartner();
    const page = (cookie: string) => request("/partner/admin/security", { cookie });
    expect(await settle(() => securityLoader(args(page(partner.cookie))))).toMatchObject({
      body: { twoFactorEnabled: false, notice: null },
    });

    const wrong = await settle(() =>
      securityAction(
        args(
          request("/partner/admin/security", { cookie: partner.cookie, form: { intent: "enable", password: "nope" } }),
        ),
      ),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
    });

    const created = await settle(() =>
      securityAction(
        args(
          request("/partner/admin/security", {
            cookie: partner.cookie,
            form: { intent: "enable", password: PASSWORD },
          }),
        ),
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
            request("/partner/admin/security", {
              cookie: partner.cookie,
              form: { intent: "verify", totpURI: setup.totpURI, code },
            }),
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
      loginAction(
        args(request("/account/login", { form: { intent: "password", email: partner.email, password: PASSWORD } })),
      ),
    );
    expect(login).toMatchObject({ status: 200, body: { ok: true, data: { step: "two-factor" } } });

    const session = cookieOf(done.headers) || partner.cookie;
    const offWrong = await settle(() =>
      securityAction(args(request("/partner/admin/security", { cookie: session, form: { password: "nope" } }))),
    );
    expect(offWrong).toMatchObject({
      status: 400,
      body: { fieldErrors: { password: { key: "auth:totp.wrongPassword" } } },
    });
    const off = await settle(() =>
      securityAction(args(request("/partner/admin/security", { cookie: session, form: { password: PASSWORD } }))),
    );
    expect(off).toMatchObject({ status: 302, location: "/partner/admin/security?notice=off" });
    const [disabled] = await db().select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, partner.id));
    expect(disabled?.on).toBe(false);
  });
});
