import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { emailVerificationCodes } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { getEnv } from "../env.server";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 30;

/** Keyed with the app secret, so a leaked table does not reveal codes by a 10^6 brute force alone. */
function hashCode(email: string, code: string): string {
  return createHmac("sha256", getEnv().BETTER_AUTH_SECRET).update(`${email}:${code}`).digest("hex");
}

/**
 * Emails a fresh 6-digit code, in the visitor's language; refuses a resend within 30 seconds
 * of the previous one.
 */
export async function sendVerificationCode({
  email,
  locale,
  now = new Date(),
}: {
  email: string;
  locale: Locale;
  now?: Date;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ createdAt: emailVerificationCodes.createdAt })
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, email))
      .orderBy(desc(emailVerificationCodes.createdAt))
      .limit(1)
      .for("update");
    const waited = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < CODE_RESEND_SECONDS) {
      const retryAfterSeconds = Math.ceil(CODE_RESEND_SECONDS - waited);
      throw new AppError("RATE_LIMITED", "quote:errors.resendWait", {
        field: "code",
        params: { count: retryAfterSeconds },
        retryAfterSeconds,
      });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx.insert(emailVerificationCodes).values({
      email,
      codeHash: hashCode(email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    await queueEmail(tx, {
      to: email,
      template: "quote-verification-code",
      payload: { code, minutesValid: CODE_TTL_MINUTES },
      locale,
    });
    return { resendAfterSeconds: CODE_RESEND_SECONDS };
  });
}

/**
 * Checks a code against the newest unexpired, unused code for the address. A wrong code uses
 * up one of 5 tries (committed even though the caller fails); the id of the matching code is
 * returned for the submission to consume.
 */
export async function verifyCode({
  email,
  code,
  now = new Date(),
}: {
  email: string;
  code: string;
  now?: Date;
}): Promise<string> {
  if (!/^\d{6}$/.test(code)) {
    throw new AppError("VALIDATION", "quote:errors.codeFormat", { field: "code" });
  }
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailVerificationCodes)
        .where(
          and(
            eq(emailVerificationCodes.email, email),
            isNull(emailVerificationCodes.consumedAt),
            gt(emailVerificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(emailVerificationCodes.createdAt))
        .limit(1)
        .for("update");
      if (!row) {
        throw new AppError("VALIDATION", "quote:errors.codeExpired", { field: "code" });
      }
      if (row.attempts >= CODE_MAX_ATTEMPTS) {
        throw new AppError("RATE_LIMITED", "quote:errors.codeTooManyWrong", { field: "code" });
      }
      const expected = Buffer.from(row.codeHash, "hex");
      const actual = Buffer.from(hashCode(email, code), "hex");
      if (!timingSafeEqual(expected, actual)) {
        await tx
          .update(emailVerificationCodes)
          .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
          .where(eq(emailVerificationCodes.id, row.id));
        const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
        return { wrong: true as const, left };
      }
      if (!row.verifiedAt) {
        await tx.update(emailVerificationCodes).set({ verifiedAt: now }).where(eq(emailVerificationCodes.id, row.id));
      }
      return { wrong: false as const, id: row.id };
    })
    .then((result) => {
      if (!result.wrong) return result.id;
      if (result.left === 0) throw new AppError("RATE_LIMITED", "quote:errors.codeTooManyWrong", { field: "code" });
      throw new AppError("VALIDATION", "quote:errors.codeWrong", { field: "code", params: { count: result.left } });
    });
}
