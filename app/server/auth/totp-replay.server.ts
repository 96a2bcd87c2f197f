import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";

/**
 * A TOTP code is accepted once (RFC 6238 §5.2). better-auth checks a code against the current
 * 30 s period and one on either side, so a code seen over a shoulder or in a phishing proxy
 * would otherwise work again for up to 90 s. After a successful verification the (user, code)
 * pair is remembered in the verification table for that long, and a second use is refused
 * exactly as a wrong code is.
 */
const VERIFY_TOTP_PATH = "/two-factor/verify-totp";
const CODE_LIFETIME_MS = 90_000;
/** The signed cookie better-auth sets between the password step and the code step. */
const TWO_FACTOR_COOKIE = "two_factor";

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function usedCodeKey(userId: string, code: string): string {
  return `totp-used:${userId}:${code}`;
}

function submittedCode(ctx: HookContext): string {
  const body = ctx.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code.replace(/\s+/g, "") : "";
}

/** The user the code is for: the signed-in user (turning two-factor on) or the one part-way through signing in. */
export async function twoFactorUserId(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const pendingSignIn = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pendingSignIn) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(pendingSignIn);
  return pending?.value ?? null;
}

export const refuseReusedTotpCode = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== VERIFY_TOTP_PATH) return;
  const code = submittedCode(ctx);
  const userId = code ? await twoFactorUserId(ctx) : null;
  if (!userId) return;
  const used = await ctx.context.internalAdapter.findVerificationValue(usedCodeKey(userId, code));
  if (!used || used.expiresAt <= new Date()) return;
  // Handing better-auth a code that cannot match makes it refuse the attempt as it refuses any
  // wrong code (same answer, counted against the sign-in's attempts).
  return { context: { body: { ...(ctx.body as object), code: "" } } };
});

export const rememberUsedTotpCode = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== VERIFY_TOTP_PATH || isAPIError(ctx.context.returned)) return;
  const code = submittedCode(ctx);
  const userId = ctx.context.newSession?.user.id;
  if (!code || !userId) return;
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: usedCodeKey(userId, code),
    value: userId,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
});
