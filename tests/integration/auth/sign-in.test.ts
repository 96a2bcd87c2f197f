import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { session, user as users } from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import { action as loginAction, loader as loginLoader } from "~/routes/auth/login";
import { action as logoutAction } from "~/routes/auth/logout";
import { action as apiAuthAction } from "~/routes/resources/api.auth.$";
import { BROWSER_SESSION_SECONDS, getAuth, REMEMBERED_SESSION_SECONDS } from "~/server/auth/auth.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { setupTestDatabase } from "../../setup/test-database";
import { cookieHeader, args as routeArgs } from "../../support/http";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct horse battery";

let ipCounter = 0;
/** Every test signs in from its own address, so rate limits never leak between tests. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function createUser({ role = "partner", password = PASSWORD }: { role?: UserRole; password?: string } = {}) {
  const email = `user-${randomBytes(4).toString("hex")}@example.com`;
  const auth = await getAuth();
  const { user } = await auth.api.createUser({ body: { email, password, name: "Test User", role } });
  return { id: user.id, email, password };
}

interface ActionOutcome {
  status: number;
  location: string | null;
  setCookies: string[];
  body: Record<string, unknown> | null;
}

function outcome(result: unknown): ActionOutcome {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      setCookies: result.headers.getSetCookie(),
      body: null,
    };
  }
  const { data, init } = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return {
    status: init?.status ?? 200,
    location: null,
    setCookies: new Headers(init?.headers).getSetCookie(),
    body: data,
  };
}

async function postLogin(
  fields: Record<string, string>,
  { ip = nextIp(), cookie, locale }: { ip?: string; cookie?: string; locale?: string } = {},
) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", origin: ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  if (locale) headers.set("accept-language", locale);
  const request = new Request(`${ORIGIN}/account/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  const result = await loginAction(routeArgs(request, { clientIp: ip }));
  return outcome(result);
}

function signInFields(email: string, password: string, extra: Record<string, string> = {}) {
  return { intent: "password", email, password, ...extra };
}

function pageRequest(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

describe("signing in on /account/login", () => {
  const db = setupTestDatabase();

  it("signs in with the right password, sets the session cookie and goes to the back office", async () => {
    const user = await createUser();
    const result = await postLogin(signInFields(user.email.toUpperCase(), user.password));
    expect(result.status).toBe(302);
    // With no page asked for, a partner lands on the back office.
    expect(result.location).toBe("/partner/admin");
    const sessionCookie = result.setCookies.find((line) => line.startsWith("better-auth.session_token="));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const signedIn = await getSessionUser(pageRequest("/", cookieHeader(result.setCookies)));
    expect(signedIn).toMatchObject({ id: user.id, email: user.email, role: "partner" });
  });

  it("goes to a same-site redirectTo, and refuses one that leaves the site", async () => {
    const user = await createUser();
    const inside = await postLogin(signInFields(user.email, user.password, { redirectTo: "/partner/admin/work?x=1" }));
    expect(inside.location).toBe("/partner/admin/work?x=1");
    for (const outside of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const result = await postLogin(signInFields(user.email, user.password, { redirectTo: outside }));
      expect(result.location, outside).toBe("/partner/admin");
    }
  });

  it("answers a wrong password and an unknown email with the same generic message", async () => {
    const user = await createUser();
    const wrongPassword = await postLogin(signInFields(user.email, "not the password"));
    const unknownEmail = await postLogin(signInFields("nobody-here@example.com", "not the password"));
    const malformedEmail = await postLogin(signInFields("not-an-email", "not the password"));
    for (const result of [wrongPassword, unknownEmail, malformedEmail]) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        ok: false,
        code: "UNAUTHORIZED",
        message: { key: "auth:login.errors.invalidCredentials" },
        fieldErrors: {},
        values: { email: expect.any(String) },
      });
      expect(result.setCookies.some((line) => line.includes("session_token=") && !/max-age=0/i.test(line))).toBe(false);
    }
  });

  it("asks for both fields with a 400, and refuses a code that is not one", async () => {
    const result = await postLogin(signInFields("", ""));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: {
        email: { key: "messages:validation.emailRequired" },
        password: { key: "auth:login.errors.passwordRequired" },
      },
    });
    const code = await postLogin({ intent: "two-factor", code: "12ab" });
    expect(code.status).toBe(400);
    expect(code.body).toMatchObject({ fieldErrors: { code: { key: "auth:twoFactor.errors.missingCode" } } });
    const unknown = await postLogin({ intent: "register", email: "a@b.co" });
    expect(unknown.status).toBe(400);
  });

  it("remembers the language the user signed in with, for their emails", async () => {
    const user = await createUser();
    const result = await postLogin(signInFields(user.email, user.password), { locale: "lt" });
    expect(result.status).toBe(302);
    const [row] = await db().select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("lt");
  });

  it("without Remember Me: a browser-session cookie and a session of 8 hours", async () => {
    const user = await createUser();
    const result = await postLogin(signInFields(user.email, user.password));
    const sessionCookie = result.setCookies.find((line) => line.startsWith("better-auth.session_token=")) ?? "";
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    const [row] = await db().select().from(session).where(eq(session.userId, user.id));
    const lifetime = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(BROWSER_SESSION_SECONDS - 60);
    expect(lifetime).toBeLessThanOrEqual(BROWSER_SESSION_SECONDS);
  });

  it("with Remember Me: a 30-day cookie and session", async () => {
    const user = await createUser();
    const result = await postLogin(signInFields(user.email, user.password, { rememberMe: "on" }));
    const sessionCookie = result.setCookies.find((line) => line.startsWith("better-auth.session_token=")) ?? "";
    expect(sessionCookie).toMatch(new RegExp(`Max-Age=${REMEMBERED_SESSION_SECONDS}`, "i"));
    const [row] = await db().select().from(session).where(eq(session.userId, user.id));
    const lifetime = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(REMEMBERED_SESSION_SECONDS - 60);
  });

  it("blocks the 11th attempt from one address within a minute with a 429, before checking the password", async () => {
    const user = await createUser();
    const ip = nextIp();
    const statuses: number[] = [];
    // Other accounts' addresses each time: this is the network's limit, not the account's.
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await postLogin(signInFields(`nobody-${attempt}@example.com`, "wrong password"), { ip })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // Even the right password is refused now: the limiter runs before the password check.
    const blocked = await postLogin(signInFields(user.email, user.password), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "RATE_LIMITED", message: { key: "auth:login.errors.rateLimited" } });
    const { message } = blocked.body as { message: { params?: { seconds?: number } } };
    const seconds = Number(message.params?.seconds);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await postLogin(signInFields(user.email, user.password))).status).toBe(302);
  });

  it("keys sign-in on the address Express resolved, not on a header the client sent", async () => {
    const clientIp = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const request = new Request(`${ORIGIN}/account/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          // A different spoofed address every time: it must not buy a fresh bucket.
          "x-movematch-client-ip": `192.0.2.${attempt + 1}`,
          "x-forwarded-for": `198.51.100.${attempt + 1}`,
        },
        body: new URLSearchParams(signInFields(`nobody-${attempt}@example.com`, "wrong password")),
      });
      statuses.push(outcome(await loginAction(routeArgs(request, { clientIp }))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("does not let the public sign up through /api/auth", async () => {
    const request = new Request(`${ORIGIN}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "new@example.com", password: "a long enough password", name: "New" }),
    });
    const response = await apiAuthAction(routeArgs(request, { clientIp: nextIp() }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("asks for the authenticator code when two-factor is on, refuses a used code, and signs in with a fresh one", async () => {
    const user = await createUser();
    const auth = await getAuth();
    // Enable TOTP as the user would: signed in, password confirmed, first code verified.
    const first = await postLogin(signInFields(user.email, user.password));
    const cookie = cookieHeader(first.setCookies);
    const enabled = await auth.api.enableTwoFactor({
      body: { password: user.password },
      headers: new Headers({ cookie }),
    });
    if (enabled.method !== "totp") throw new Error("expected a TOTP set-up");
    expect(new URL(enabled.totpURI).searchParams.get("issuer")).toBe("MoveMatch");
    const authenticator = new TOTP({
      secret: Secret.fromBase32(new URL(enabled.totpURI).searchParams.get("secret") ?? ""),
    });
    const usedCode = authenticator.generate();
    await auth.api.verifyTOTP({ body: { code: usedCode }, headers: new Headers({ cookie }) });
    // The code of the next 30 s period, which better-auth's one-period tolerance accepts now.
    const freshCode = authenticator.generate({ timestamp: Date.now() + 30_000 });

    const ip = nextIp();
    const step1 = await postLogin(signInFields(user.email, user.password, { redirectTo: "/partner/admin" }), { ip });
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ ok: true, data: { step: "two-factor" } });
    expect(
      step1.setCookies.some((line) => line.startsWith("better-auth.session_token=") && !/max-age=0/i.test(line)),
    ).toBe(false);
    const pending = cookieHeader(step1.setCookies);

    const wrong = await postLogin(
      { intent: "two-factor", code: "000000", redirectTo: "/partner/admin" },
      { ip, cookie: pending },
    );
    expect(wrong.status).toBe(401);
    // The refusal belongs to the code field, so the page stays on the code step.
    expect(wrong.body).toMatchObject({ fieldErrors: { code: { key: "auth:twoFactor.errors.invalidCode" } } });

    // The code that turned two-factor on has been used: a second use is refused like a wrong one.
    const replayed = await postLogin(
      { intent: "two-factor", code: usedCode, redirectTo: "/partner/admin" },
      { ip: nextIp(), cookie: pending },
    );
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ fieldErrors: { code: { key: "auth:twoFactor.errors.invalidCode" } } });

    const step2 = await postLogin(
      { intent: "two-factor", code: freshCode, redirectTo: "/partner/admin" },
      { ip: nextIp(), cookie: pending },
    );
    expect(step2.status).toBe(302);
    expect(step2.location).toBe("/partner/admin");
    const signedIn = await getSessionUser(pageRequest("/", cookieHeader(step2.setCookies, pending)));
    expect(signedIn).toMatchObject({ id: user.id, twoFactorEnabled: true });
  });

  it("sends someone already signed in on from the log-in page, unless a guard refused them", async () => {
    const user = await createUser({ role: "staff" });
    const cookie = cookieHeader((await postLogin(signInFields(user.email, user.password))).setCookies);
    const call = (path: string) => loginLoader(routeArgs(pageRequest(path, cookie), { clientIp: "127.0.0.1" }));
    const thrown = await call("/account/login").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/admin");
    const refused = await call("/account/login?redirectTo=%2Fpartner%2Fadmin&notice=no-access");
    expect(refused).toMatchObject({ signedInAs: user.email, notice: "no-access", redirectTo: "/partner/admin" });
  });

  it("logs out this session, or every session with 'log out everywhere'", async () => {
    const user = await createUser();
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => cookieHeader((await postLogin(signInFields(user.email, user.password))).setCookies)),
    );
    const logout = async (cookie: string, fields: Record<string, string> = {}) => {
      const request = new Request(`${ORIGIN}/account/logout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
        body: new URLSearchParams(fields),
      });
      return (await logoutAction(routeArgs(request, { clientIp: nextIp() }))) as Response;
    };
    const [first = "", second = "", third = ""] = sessions;

    const once = await logout(first);
    expect(once.status).toBe(302);
    expect(once.headers.get("location")).toBe("/account/login?notice=logged-out");
    expect(once.headers.getSetCookie().some((line) => /session_token=;|max-age=0/i.test(line))).toBe(true);
    expect(await getSessionUser(pageRequest("/", first))).toBeNull();
    expect(await getSessionUser(pageRequest("/", second))).not.toBeNull();

    await logout(second, { scope: "everywhere" });
    expect(await getSessionUser(pageRequest("/", second))).toBeNull();
    expect(await getSessionUser(pageRequest("/", third))).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
  });
});
