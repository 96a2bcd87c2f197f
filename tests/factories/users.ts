import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { companyMembers, user } from "~/db/schema";
import type { MemberRole, UserRole } from "~/lib/vocabulary";
import { getAuth } from "~/server/auth/auth.server";
import { getDb } from "~/server/db.server";
import { cookieHeader } from "../support/http";

/**
 * Accounts are made through better-auth, as the app makes them (hashed password, account row),
 * and better-auth writes to the app's database: these factories use getDb() rather than take
 * a database argument.
 */

/** Meets every password rule, the staff ones too (12+ characters, four kinds of character). */
export const TEST_PASSWORD = "Str0ng-test-pass!";

export interface UserOptions {
  role: UserRole;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** A company to link the user to, as `memberRole` (owner unless told). */
  company?: { id: string };
  memberRole?: MemberRole;
}

/** A user of a role with a unique email, not signed in. */
export async function createUser({
  role,
  email = `${role}-${randomBytes(4).toString("hex")}@example.com`,
  password = TEST_PASSWORD,
  firstName = "Ada",
  lastName = "Lovelace",
  company,
  memberRole = "owner",
}: UserOptions) {
  const auth = await getAuth();
  const { user: created } = await auth.api.createUser({
    body: { email, password, name: `${firstName} ${lastName}`, role },
  });
  const db = await getDb();
  await db.update(user).set({ firstName, lastName }).where(eq(user.id, created.id));
  if (company) await db.insert(companyMembers).values({ companyId: company.id, userId: created.id, role: memberRole });
  return { id: created.id, email, password };
}

/**
 * A user signed in with their password: `cookie` is the Cookie header a browser would send.
 * `twoFactor` marks TOTP on once signed in (before, signing in would ask for a code), as the
 * admin panel requires of admins.
 */
export async function createSignedInUser({ twoFactor = false, ...options }: UserOptions & { twoFactor?: boolean }) {
  const { id, email, password } = await createUser(options);
  const auth = await getAuth();
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  if (twoFactor) {
    const db = await getDb();
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id));
  }
  return { id, email, password, cookie: cookieHeader(headers.getSetCookie()) };
}

/**
 * A user who turned TOTP on as the app has them do it: signed in, password confirmed, first code
 * verified (that code, of the current period, is used up). `totpSecret` is what their
 * authenticator app holds; `freshCode()` is the next period's code, which better-auth's
 * one-period tolerance accepts now and nobody has used.
 */
export async function createUserWithTotp(options: UserOptions) {
  const created = await createUser(options);
  const auth = await getAuth();
  const { headers } = await auth.api.signInEmail({
    body: { email: created.email, password: created.password },
    returnHeaders: true,
  });
  const signedIn = new Headers({ cookie: cookieHeader(headers.getSetCookie()) });
  const enabled = await auth.api.enableTwoFactor({ body: { password: created.password }, headers: signedIn });
  if (enabled.method !== "totp") throw new Error("expected a TOTP set-up");
  const totpSecret = new URL(enabled.totpURI).searchParams.get("secret") ?? "";
  const authenticator = new TOTP({ secret: Secret.fromBase32(totpSecret) });
  await auth.api.verifyTOTP({ body: { code: authenticator.generate() }, headers: signedIn });
  return { ...created, totpSecret, freshCode: () => authenticator.generate({ timestamp: Date.now() + 30_000 }) };
}
