import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { type HookContext, twoFactorUserId } from "./totp-replay.server";

/**
 * "Trust this device" lets a partner skip the authenticator code for 30 days. Staff and admins
 * see every customer's details, so their second factor is never skipped, whichever log-in page
 * they use: when the account signing in or verifying a code is staff or admin, better-auth does
 * not get to see a trust_device cookie (so it asks for the code), is told not to set one, and
 * the browser is told to drop any it has.
 */
const TRUST_DEVICE_COOKIE = "trust_device";
const SIGN_IN_PATH = "/sign-in/email";
/** verify-totp, verify-otp, verify-backup-code: each accepts `trustDevice`. */
const VERIFY_PATH_PREFIX = "/two-factor/verify-";

function isStaffRole(role: unknown): boolean {
  return role === "staff" || role === "admin";
}

/** The role of the account this request signs in or verifies a code for, if known. */
async function roleOf(ctx: HookContext): Promise<unknown> {
  const adapter = ctx.context.internalAdapter;
  let account: object | null | undefined;
  if (ctx.path === SIGN_IN_PATH) {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    account = typeof email === "string" ? (await adapter.findUserByEmail(email.toLowerCase()))?.user : null;
  } else {
    const userId = await twoFactorUserId(ctx);
    account = userId ? await adapter.findUserById(userId) : null;
  }
  // `role` is the admin plugin's field, which the adapter's user type does not declare.
  return account && "role" in account ? account.role : null;
}

const refuseTrustedDeviceForStaff = createAuthMiddleware(async (ctx) => {
  if (!isStaffRole(await roleOf(ctx))) return;
  const trustCookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE);
  const sent = (ctx.headers?.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const others = sent.filter((pair) => pair.split("=")[0] !== trustCookie.name);
  if (others.length < sent.length) ctx.setCookie(trustCookie.name, "", { ...trustCookie.attributes, maxAge: 0 });
  return {
    context: {
      headers: new Headers({ cookie: others.join("; ") }),
      ...(ctx.path === SIGN_IN_PATH ? {} : { body: { trustDevice: false } }),
    },
  };
});

export function noTrustedDeviceForStaff() {
  return {
    id: "no-trusted-device-for-staff",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH || Boolean(ctx.path?.startsWith(VERIFY_PATH_PREFIX)),
          handler: refuseTrustedDeviceForStaff,
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
