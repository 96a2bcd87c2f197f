import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verification } from "~/db/schema";
import { action as adminLoginAction } from "~/routes/admin/login";
import { action as loginAction } from "~/routes/auth/login";
import { getAuth } from "~/server/auth/auth.server";
import { createUserWithTotp } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, cookieHeader } from "../../support/http";

const ORIGIN = "http://localhost:3000";
const TRUST_COOKIE = "better-auth.trust_device";

type Page = "account" | "admin";

/** Posts a log-in form to one of the two log-in pages; returns status and Set-Cookie lines. */
async function post(page: Page, fields: Record<string, string>, cookie = "") {
  const request = new Request(`${ORIGIN}/${page === "admin" ? "admin" : "account"}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
  const action = page === "admin" ? adminLoginAction : loginAction;
  const result: unknown = await action(args(request));
  const headers =
    result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit }).init?.headers);
  return { setCookies: headers.getSetCookie(), cookie: cookieHeader(headers.getSetCookie(), cookie) };
}

function passwordStep(page: Page, account: { email: string; password: string }, cookie = "") {
  return post(page, { intent: "password", email: account.email, password: account.password }, cookie);
}

/** A cookie of `name` given a value (not one being expired). */
function sets(setCookies: string[], name: string): boolean {
  return setCookies.some(
    (line) => line.startsWith(`${name}=`) && !/max-age=0/i.test(line) && !line.startsWith(`${name}=;`),
  );
}

const isSignedIn = (setCookies: string[]) => sets(setCookies, "better-auth.session_token");
const isAskedForCode = (setCookies: string[]) => sets(setCookies, "better-auth.two_factor") && !isSignedIn(setCookies);

describe("'Trust this device'", () => {
  const db = setupTestDatabase();

  /**
   * A trust_device cookie made exactly as better-auth makes one (a signed HMAC of user and
   * record id, plus the record): what a staff member would hold from before this rule.
   */
  async function trustCookieFor(userId: string): Promise<string> {
    const { secret } = await (await getAuth()).$context;
    const identifier = `trust-device-${randomBytes(16).toString("hex")}`;
    const now = new Date();
    await db()
      .insert(verification)
      .values({
        id: randomUUID(),
        identifier,
        value: userId,
        expiresAt: new Date(now.getTime() + 86_400_000),
        createdAt: now,
        updatedAt: now,
      });
    const token = createHmac("sha256", secret).update(`${userId}!${identifier}`).digest("base64url");
    const value = `${token}!${identifier}`;
    const signature = createHmac("sha256", secret).update(value).digest("base64");
    return `${TRUST_COOKIE}=${encodeURIComponent(`${value}.${signature}`)}`;
  }

  async function trustRecordsOf(userId: string) {
    return db()
      .select()
      .from(verification)
      .where(and(like(verification.identifier, "trust-device-%"), eq(verification.value, userId)));
  }

  it("is kept for a partner: the cookie is set, and the next sign-in skips the code", async () => {
    const partner = await createUserWithTotp({ role: "partner" });
    const step1 = await passwordStep("account", partner);
    expect(isAskedForCode(step1.setCookies)).toBe(true);
    const step2 = await post(
      "account",
      { intent: "two-factor", code: partner.freshCode(), trustDevice: "on" },
      step1.cookie,
    );
    expect(isSignedIn(step2.setCookies)).toBe(true);
    expect(sets(step2.setCookies, TRUST_COOKIE)).toBe(true);

    const trusted = step2.cookie.split("; ").find((pair) => pair.startsWith(`${TRUST_COOKIE}=`)) ?? "";
    expect(isSignedIn((await passwordStep("account", partner, trusted)).setCookies)).toBe(true);
    // The hand-made cookie of the next test is as good as better-auth's own.
    expect(isSignedIn((await passwordStep("account", partner, await trustCookieFor(partner.id))).setCookies)).toBe(
      true,
    );
  });

  it("sets no trust cookie for an admin who ticks it when entering the code", async () => {
    const admin = await createUserWithTotp({ role: "admin" });
    const step1 = await passwordStep("account", admin);
    expect(isAskedForCode(step1.setCookies)).toBe(true);
    const step2 = await post(
      "account",
      { intent: "two-factor", code: admin.freshCode(), trustDevice: "on" },
      step1.cookie,
    );
    expect(isSignedIn(step2.setCookies)).toBe(true);
    expect(sets(step2.setCookies, TRUST_COOKIE)).toBe(false);
    expect(await trustRecordsOf(admin.id)).toHaveLength(0);
  });

  it.each(["admin", "staff"] as const)(
    "asks for the code when a %s account brings a trust cookie from before, on both log-in pages",
    async (role) => {
      const member = await createUserWithTotp({ role });
      for (const page of ["account", "admin"] as const) {
        const step1 = await passwordStep(page, member, await trustCookieFor(member.id));
        expect(isAskedForCode(step1.setCookies), page).toBe(true);
        // And the browser is told to drop it.
        expect(step1.setCookies.some((line) => line.startsWith(`${TRUST_COOKIE}=`) && /max-age=0/i.test(line))).toBe(
          true,
        );
      }
      const forged = await passwordStep("account", member, `${TRUST_COOKIE}=forged.value`);
      expect(isAskedForCode(forged.setCookies)).toBe(true);
    },
  );
});
