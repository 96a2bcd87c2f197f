import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
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
 * A code's check inside the submitting transaction: the id of the code to consume, or a
 * refusal. A wrong code's refusal first counts the try (`refuse` writes it), so the caller calls
 * it only when it answers with the refusal, and commits before throwing it.
 */
export type CodeCheck = { id: string } | { refuse: (tx: Transaction) => Promise<AppError> };

const refusedWith = (error: AppError): CodeCheck => ({ refuse: async () => error });

/**
 * Checks a code against the newest unexpired, unused code for the address and locks that code
 * for the caller's transaction. A wrong code uses up one of 5 tries.
 */
export async function checkCode(
  tx: Transaction,
  { email, code, now }: { email: string; code: string; now: Date },
): Promise<CodeCheck> {
  if (!/^\d{6}$/.test(code)) {
    return refusedWith(new AppError("VALIDATION", "quote:errors.codeFormat", { field: "code" }));
  }
  const [row] = await tx
    .select({
      id: emailVerificationCodes.id,
      codeHash: emailVerificationCodes.codeHash,
      attempts: emailVerificationCodes.attempts,
    })
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
  if (!row) return refusedWith(new AppError("VALIDATION", "quote:errors.codeExpired", { field: "code" }));
  if (row.attempts >= CODE_MAX_ATTEMPTS) {
    return refusedWith(new AppError("RATE_LIMITED", "quote:errors.codeTooManyWrong", { field: "code" }));
  }
  const expected = Buffer.from(row.codeHash, "hex");
  const actual = Buffer.from(hashCode(email, code), "hex");
  if (timingSafeEqual(expected, actual)) return { id: row.id };
  return {
    refuse: async (refusing) => {
      await refusing
        .update(emailVerificationCodes)
        .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
        .where(eq(emailVerificationCodes.id, row.id));
      const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
      if (left === 0) return new AppError("RATE_LIMITED", "quote:errors.codeTooManyWrong", { field: "code" });
      return new AppError("VALIDATION", "quote:errors.codeWrong", { field: "code", params: { count: left } });
    },
  };
}

/**
 * Marks a checked code verified and used. `checkCode` locked it unused in the same transaction,
 * so no other request can have used it since.
 */
export async function consumeCode(tx: Transaction, { id, now }: { id: string; now: Date }): Promise<void> {
  await tx
    .update(emailVerificationCodes)
    .set({ verifiedAt: now, consumedAt: now })
    .where(eq(emailVerificationCodes.id, id));
}
