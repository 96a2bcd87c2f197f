import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { createAccessControl } from "better-auth/plugins/access";
import { admin } from "better-auth/plugins/admin";
import { defaultStatements } from "better-auth/plugins/admin/access";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Database } from "~/db/client.server";
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from "~/db/schema";
import { passwordPagePath } from "~/lib/account-paths";
import { SITE_NAME } from "~/lib/constants";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-policy";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { absoluteUrl, getEnv, servesHttps } from "../env.server";
import { logger } from "../logger.server";
import {
  clearSignInFailures,
  LONGEST_RATE_LIMIT_WINDOW_SECONDS,
  RATE_LIMITS,
  type RateLimitRule,
} from "../rate-limit.server";
import { endPasswordLinks, recordSignIn } from "./accounts.server";
import { auditAccountEvents, recordAccountEvent } from "./auth-events.server";
import { passwordRule } from "./password-rule.server";
import { refuseReusedTotpCode, rememberUsedTotpCode } from "./totp-replay.server";
import { noTrustedDeviceForStaff } from "./trusted-device.server";

/** Where better-auth's HTTP endpoints are mounted (app/routes/resources/api.auth.$.ts). */
export const AUTH_BASE_PATH = "/api/auth";
/**
 * The header that carries the client address to better-auth. Only our own code sets it: the
 * /api/auth route and the sign-in actions overwrite whatever the client sent with the address
 * Express resolved from the trusted proxy hops (context.clientIp).
 */
export const CLIENT_IP_HEADER = "x-movematch-client-ip";

/** "Remember Me" ticked: a persistent cookie and a session that lives 30 days. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** "Remember Me" not ticked: a browser-session cookie and a session that ends after 8 hours at most. */
export const BROWSER_SESSION_SECONDS = 8 * 60 * 60;
/** better-auth gives a not-remembered session exactly one day; we shorten that (see databaseHooks). */
const BETTER_AUTH_NOT_REMEMBERED_SECONDS = 24 * 60 * 60;
/** A forgotten-password link is short-lived; a new partner's set-password link lasts longer. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * Roles for better-auth's admin plugin. Its HTTP endpoints are closed (api.auth.$.ts): staff
 * manage accounts only through the admin panel's guarded, audited actions. Customers, partners
 * and staff hold no permission of the plugin, so no call made with their session can use it
 * either; the admin role keeps them for server code only.
 */
const accessControl = createAccessControl(defaultStatements);
const roles = {
  customer: accessControl.newRole({ user: [], session: [] }),
  partner: accessControl.newRole({ user: [], session: [] }),
  staff: accessControl.newRole({ user: [], session: [] }),
  admin: accessControl.newRole({
    user: ["create", "list", "set-role", "ban", "impersonate", "delete", "set-password", "get", "update"],
    session: ["list", "revoke", "delete"],
  }),
};

function createAuth(db: Database) {
  const env = getEnv();
  return betterAuth({
    appName: SITE_NAME,
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
        locale: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our services (partner approval, admin:create), never by the public.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user: changed }, request) {
        await endPasswordLinks(changed.id);
        // The way out of a back-off someone else caused by failing on this account: a new password
        // through the emailed link proves the mailbox, so the account's wait ends.
        await clearSignInFailures(changed.email);
        const ip = request?.headers.get(CLIENT_IP_HEADER) ?? null;
        await recordAccountEvent({ action: "user.password-set", subject: { userId: changed.id }, ip });
      },
      async sendResetPassword({ user: recipient, token }) {
        // Only the newest link works: an older one (in a mailbox someone else reads) is ended.
        await endPasswordLinks(recipient.id, { keep: token });
        await queueEmail(await getDb(), {
          to: recipient.email,
          template: "password-reset",
          payload: {
            name: recipient.name,
            resetUrl: passwordLink("reset-password", token),
            expiresInMinutes: PASSWORD_RESET_TTL_SECONDS / 60,
          },
        });
      },
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      // A session never slides past its absolute lifetime: expiresAt stays where sign-in put it.
      // Activity is recorded (for the idle timeout) by our guards, in session-lifetime.server.ts.
      disableSessionRefresh: true,
    },
    hooks: { before: refuseReusedTotpCode, after: rememberUsedTotpCode },
    databaseHooks: {
      session: {
        create: {
          async before(data) {
            // better-auth marks a not-remembered sign-in (rememberMe: false, also carried into
            // the two-factor step by its dont_remember cookie) by giving the session one day
            // instead of expiresIn and a cookie without Max-Age. We cap that day at 8 hours.
            const lifetimeSeconds = (new Date(data.expiresAt).getTime() - Date.now()) / 1000;
            if (lifetimeSeconds > BETTER_AUTH_NOT_REMEMBERED_SECONDS + 60) return;
            return { data: { ...data, expiresAt: new Date(Date.now() + BROWSER_SESSION_SECONDS * 1000) } };
          },
          // A company is invited to leads only once its owner has signed in (docs/marketplace.md).
          async after(session) {
            await recordSignIn(session.userId, new Date(session.createdAt));
          },
        },
      },
    },
    rateLimit: {
      // On in every environment (better-auth's default is production only), and shared by all
      // web processes through the rate_limit table. The rules come from the app's one table.
      enabled: true,
      storage: "database",
      customRules: {
        "/sign-in/email": betterAuthRule(RATE_LIMITS.signInNetwork),
        // The forgot-password page counts the network itself and then asks through auth.api,
        // which has no limiter; this rule covers the HTTP path. Its window is the longest of
        // all limits because better-auth deletes rate_limit rows older than its longest window,
        // and the app's own limits share that table.
        "/request-password-reset": {
          window: LONGEST_RATE_LIMIT_WINDOW_SECONDS,
          max: RATE_LIMITS.passwordResetNetwork.max,
        },
      },
    },
    advanced: {
      // Over https: Secure cookies named __Secure-better-auth.*; over http only on loopback (env.server.ts).
      useSecureCookies: servesHttps(env),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    onAPIError: {
      onError(error) {
        // A refusal from one of our hooks (a guessable new password) is the client's 4xx, not a fault.
        if (isAPIError(error) && error.statusCode < 500) return;
        logger.error("better-auth request failed", { source: "better-auth", details: [loggable(error)] });
      },
    },
    logger: {
      level: "warn",
      log(level, message, ...args) {
        const fields = args.length > 0 ? { source: "better-auth", details: args.map(loggable) } : undefined;
        if (level === "error") logger.error(message, fields);
        else if (level === "warn") logger.warn(message, fields);
        else logger.debug(message, fields);
      },
    },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: "customer", adminRoles: ["admin"] }),
      twoFactor({ issuer: SITE_NAME }),
      noTrustedDeviceForStaff(),
      passwordRule(),
      // After twoFactor: it turns a password step into a code request that this must see.
      auditAccountEvents({ clientIpHeader: CLIENT_IP_HEADER }),
    ],
  });
}

function betterAuthRule(rule: RateLimitRule): { window: number; max: number } {
  return { window: rule.windowSeconds, max: rule.max };
}

function loggable(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

/** The links in our password emails go to our own pages, which post the token back. */
export function passwordLink(page: Parameters<typeof passwordPagePath>[0], token: string): string {
  return absoluteUrl(passwordPagePath(page, token));
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __movematchAuth?: { db: Database; auth: Auth } };

/**
 * The better-auth instance, built on first use (importing this module opens nothing). It is
 * rebuilt when the database handle changes, which happens when tests install their own.
 */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (holder.__movematchAuth?.db !== db) holder.__movematchAuth = { db, auth: createAuth(db) };
  return holder.__movematchAuth.auth;
}
