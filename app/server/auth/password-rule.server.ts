import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { passwordTokenIdentifier } from "./accounts.server";
import { findPasswordProblem } from "./password-strength.server";
import type { HookContext } from "./totp-replay.server";

/**
 * Every better-auth endpoint that sets a password, whether a page action or server code calls
 * it: the one password rule (findPasswordProblem) runs before it, so no path can skip it.
 */
const PASSWORD_PATHS = new Set([
  "/reset-password",
  "/change-password",
  "/set-password",
  "/sign-up/email",
  "/admin/create-user",
  "/admin/set-user-password",
]);

/** The code better-auth answers with; sessions.server.ts reads it. */
export const WEAK_PASSWORD_CODE = "PASSWORD_TOO_WEAK";

interface PasswordBody {
  password?: unknown;
  newPassword?: unknown;
  token?: unknown;
  userId?: unknown;
  email?: unknown;
  name?: unknown;
}

/**
 * The account whose password is being set, for the rule's personal words; null for a reset
 * token that leads nowhere, which better-auth then refuses as it always does.
 */
async function accountOf(ctx: HookContext, body: PasswordBody): Promise<{ email?: string; name?: string } | null> {
  const adapter = ctx.context.internalAdapter;
  if (typeof body.email === "string")
    return { email: body.email, name: typeof body.name === "string" ? body.name : "" };
  let userId: string | null = typeof body.userId === "string" ? body.userId : null;
  if (typeof body.token === "string") {
    userId = (await adapter.findVerificationValue(passwordTokenIdentifier(body.token)))?.value ?? null;
    if (!userId) return null;
  } else if (!userId) {
    userId = (await getSessionFromCtx(ctx).catch(() => null))?.user.id ?? null;
  }
  const found = userId ? await adapter.findUserById(userId) : null;
  return found ? { email: found.email, name: found.name } : {};
}

const checkNewPassword = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as PasswordBody;
  const password = typeof body.newPassword === "string" ? body.newPassword : body.password;
  if (typeof password !== "string") return;
  const account = await accountOf(ctx, body);
  if (!account) return;
  const problem = await findPasswordProblem(password, account);
  if (problem) throw new APIError("BAD_REQUEST", { code: WEAK_PASSWORD_CODE, message: problem });
});

export function passwordRule() {
  return {
    id: "password-rule",
    hooks: { before: [{ matcher: (ctx) => PASSWORD_PATHS.has(ctx.path ?? ""), handler: checkNewPassword }] },
  } satisfies BetterAuthPlugin;
}
