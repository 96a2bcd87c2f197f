import QRCode from "qrcode";
import type { PasswordProblem } from "~/lib/password-policy";
import { clientNetwork } from "../client-address.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from "./auth.server";
import { WEAK_PASSWORD_CODE } from "./password-rule.server";

/**
 * Sign-in, two-factor, password-reset and sign-out for our own pages' actions.
 *
 * better-auth's rate limiter runs only for requests that come through its HTTP handler, never
 * for `auth.api.*` calls made from server code. So the page actions below hand better-auth a
 * Request, exactly as the /api/auth/* route does: the limiter (RATE_LIMITS.signInNetwork per
 * client network, checked before any password hashing), its CSRF checks and its plugin hooks
 * (two-factor) all apply, and the answer carries the Set-Cookie headers for the browser. The
 * limiter keys on the client's network (clientNetwork), like the app's own limits.
 */

/** Headers of the browser's request that better-auth needs to see (session, CSRF checks). */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
] as const;

export interface AuthCallInput {
  /** The browser's request to our page (its cookies and origin headers are passed on). */
  request: Request;
  /** context.clientIp: its network (clientNetwork) is what better-auth keys its rate limits on. */
  clientIp: string;
}

/** A copy of a request to better-auth with the client network set by us, never by the client. */
export function withClientIp(request: Request, clientIp: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientNetwork(clientIp));
  return new Request(request, { headers });
}

async function callAuthEndpoint(path: string, { request, clientIp }: AuthCallInput, body: unknown): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, clientNetwork(clientIp));
  const url = new URL(`${AUTH_BASE_PATH}${path}`, (await auth.$context).baseURL);
  return auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

/** Only the Set-Cookie headers of better-auth's answer, to pass on to the browser. */
function cookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return headers;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function retryAfter(response: Response): number {
  const seconds = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

export interface SignedInUser {
  id: string;
  role: string;
}

function signedInUser(body: Record<string, unknown>): SignedInUser {
  const user = (body.user ?? {}) as { id?: unknown; role?: unknown };
  return { id: String(user.id ?? ""), role: String(user.role ?? "") };
}

export type SignInResult =
  | { status: "signed-in"; headers: Headers; user: SignedInUser }
  | { status: "two-factor"; headers: Headers }
  /** Unknown email, no password set, wrong password, malformed email: one answer for all. */
  | { status: "invalid" }
  | { status: "banned" }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "forbidden" };

export async function signInWithPassword(
  input: AuthCallInput & { email: string; password: string; rememberMe: boolean },
): Promise<SignInResult> {
  const response = await callAuthEndpoint("/sign-in/email", input, {
    email: input.email.trim().toLowerCase(),
    password: input.password,
    rememberMe: input.rememberMe,
  });
  const body = await readJson(response);
  if (response.status === 429) return { status: "rate-limited", retryAfterSeconds: retryAfter(response) };
  if (response.ok && body.twoFactorRedirect === true) return { status: "two-factor", headers: cookieHeaders(response) };
  if (response.ok) return { status: "signed-in", headers: cookieHeaders(response), user: signedInUser(body) };
  if (body.code === "BANNED_USER") return { status: "banned" };
  if (response.status === 403) return { status: "forbidden" };
  return { status: "invalid" };
}

export type TwoFactorResult =
  | { status: "signed-in"; headers: Headers; user: SignedInUser }
  | { status: "invalid-code" }
  /** The sign-in step expired or was never done: start again with the password. */
  | { status: "expired" }
  | { status: "rate-limited"; retryAfterSeconds: number };

export async function verifyTwoFactorCode(
  input: AuthCallInput & { code: string; trustDevice: boolean },
): Promise<TwoFactorResult> {
  const response = await callAuthEndpoint("/two-factor/verify-totp", input, {
    code: input.code.replace(/\s+/g, ""),
    trustDevice: input.trustDevice,
  });
  const body = await readJson(response);
  if (response.status === 429) return { status: "rate-limited", retryAfterSeconds: retryAfter(response) };
  if (response.ok) return { status: "signed-in", headers: cookieHeaders(response), user: signedInUser(body) };
  if (body.code === "INVALID_TWO_FACTOR_COOKIE" || body.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return { status: "expired" };
  }
  return { status: "invalid-code" };
}

export type TotpSetupResult =
  | { status: "created"; totpURI: string; secret: string; qrCode: string; backupCodes: string[] }
  | { status: "wrong-password" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Checks the signed-in user's password and creates a TOTP secret. Two-factor is on only once
 * a code from the new secret is verified (verifyTwoFactorCode). The QR code is an SVG data URL
 * made here, so the browser needs no QR library.
 */
export async function beginTotpSetup(input: AuthCallInput & { password: string }): Promise<TotpSetupResult> {
  const response = await callAuthEndpoint("/two-factor/enable", input, { password: input.password });
  const body = await readJson(response);
  if (response.status === 429) return { status: "rate-limited", retryAfterSeconds: retryAfter(response) };
  const details = typeof body.totpURI === "string" ? await describeTotpSecret(body.totpURI) : null;
  if (!response.ok || !details) return { status: "wrong-password" };
  const backupCodes = Array.isArray(body.backupCodes) ? body.backupCodes.map(String) : [];
  return { status: "created", ...details, backupCodes };
}

/**
 * The secret of an otpauth:// URI and its QR code, to show the set-up step again after a wrong
 * code (the page posts the URI back; it is the user's own secret).
 */
export async function describeTotpSecret(totpURI: string) {
  if (!totpURI.startsWith("otpauth://totp/") || totpURI.length > 500) return null;
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) return null;
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { totpURI, secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export type TwoFactorOffResult =
  | { status: "done"; headers: Headers }
  | { status: "wrong-password" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Turns two-factor off after checking the password. */
export async function turnOffTwoFactor(input: AuthCallInput & { password: string }): Promise<TwoFactorOffResult> {
  const response = await callAuthEndpoint("/two-factor/disable", input, { password: input.password });
  if (response.status === 429) return { status: "rate-limited", retryAfterSeconds: retryAfter(response) };
  return response.ok ? { status: "done", headers: cookieHeaders(response) } : { status: "wrong-password" };
}

/**
 * Emails a reset link when the address has an account, and does nothing otherwise. Called
 * without better-auth's limiter: the forgot-password page counts the network and the address
 * first, then runs this in the background so that its answer takes the same time either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } });
}

export type ResetPasswordResult =
  | { status: "done" }
  | { status: "invalid-token" }
  | { status: "weak-password"; problem: PasswordProblem }
  | { status: "rate-limited"; retryAfterSeconds: number };

const PASSWORD_PROBLEMS: readonly PasswordProblem[] = ["tooShort", "tooLong", "tooGuessable"];

function passwordProblemOf(message: unknown): PasswordProblem {
  return PASSWORD_PROBLEMS.find((problem) => problem === message) ?? "tooGuessable";
}

/** Sets a new password with a reset or set-password token (both are better-auth reset tokens). */
export async function resetPasswordWithToken(
  input: AuthCallInput & { token: string; newPassword: string },
): Promise<ResetPasswordResult> {
  const response = await callAuthEndpoint("/reset-password", input, {
    token: input.token,
    newPassword: input.newPassword,
  });
  if (response.status === 429) return { status: "rate-limited", retryAfterSeconds: retryAfter(response) };
  if (response.ok) return { status: "done" };
  const body = await readJson(response);
  if (body.code === "PASSWORD_TOO_SHORT") return { status: "weak-password", problem: "tooShort" };
  if (body.code === "PASSWORD_TOO_LONG") return { status: "weak-password", problem: "tooLong" };
  if (body.code === WEAK_PASSWORD_CODE) return { status: "weak-password", problem: passwordProblemOf(body.message) };
  return { status: "invalid-token" };
}

/**
 * Ends this session (or, with `everywhere`, every session of the user) and returns the
 * headers that clear the cookies.
 */
export async function signOut({ request, everywhere }: { request: Request; everywhere: boolean }): Promise<Headers> {
  const auth = await getAuth();
  const headers = new Headers();
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (everywhere) {
    const session = await auth.api.getSession({ headers });
    if (session) await auth.api.revokeSessions({ headers });
  }
  const { headers: responseHeaders } = await auth.api.signOut({ headers, returnHeaders: true });
  const result = new Headers();
  for (const value of responseHeaders.getSetCookie()) result.append("set-cookie", value);
  return result;
}
