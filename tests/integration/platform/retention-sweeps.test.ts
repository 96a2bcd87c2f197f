import { describe, expect, it } from "vitest";
import { emailOutbox, emailVerificationCodes, session, verification } from "~/db/schema";
import { RETENTION_DAYS } from "~/lib/retention";
import { purgeExpiredRecords } from "~/server/sweeps/retention-sweeps.server";
import { runTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { outboxEmails } from "../../support/outbox";

const DAY_MS = 24 * 3600 * 1000;

describe("retention sweeps", () => {
  const db = setupTestDatabase();

  it("delete old email records, codes, tokens and sessions once, with two sweeps at once, and keep the rest", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const oldMail = daysAgo(RETENTION_DAYS.emailRecords + 1);
    const mail = (status: "pending" | "sent" | "failed", createdAt: Date) => ({
      to: "someone@example.com",
      template: "contact-acknowledgement",
      payload: {},
      subject: "Hello",
      html: "",
      text: "",
      status,
      createdAt,
    });
    // 120 old sent records: more than one batch.
    await db()
      .insert(emailOutbox)
      .values([
        ...Array.from({ length: 120 }, () => mail("sent", oldMail)),
        mail("failed", oldMail),
        mail("pending", oldMail),
        mail("sent", daysAgo(RETENTION_DAYS.emailRecords - 1)),
      ]);

    const code = (createdAt: Date, expiresAt: Date) => ({
      email: "a@example.com",
      codeHash: "x",
      createdAt,
      expiresAt,
    });
    const codeAge = RETENTION_DAYS.verificationCodes;
    await db()
      .insert(emailVerificationCodes)
      .values([
        code(daysAgo(codeAge + 1), daysAgo(codeAge + 1)),
        code(daysAgo(codeAge - 1), daysAgo(codeAge - 1)),
        code(now, new Date(now.getTime() + 600_000)),
      ]);

    const tokenAge = RETENTION_DAYS.expiredTokens;
    await db()
      .insert(verification)
      .values([
        { id: "expired", identifier: "reset-password:x", value: "u", expiresAt: daysAgo(tokenAge + 1) },
        { id: "live", identifier: "reset-password:y", value: "u", expiresAt: new Date(now.getTime() + 3_600_000) },
      ]);
    const owner = await createUser({ role: "partner" });
    await db()
      .insert(session)
      .values([
        { id: "expired", token: "t1", userId: owner.id, expiresAt: daysAgo(tokenAge + 1) },
        { id: "live", token: "t2", userId: owner.id, expiresAt: new Date(now.getTime() + DAY_MS) },
      ]);

    const [first, second] = await Promise.all([purgeExpiredRecords(db(), now), purgeExpiredRecords(db(), now)]);
    expect((first ?? 0) + (second ?? 0)).toBe(121 + 1 + 1 + 1);

    const outbox = await outboxEmails(db());
    expect(outbox.map((row) => row.status).sort()).toEqual(["pending", "sent"]);
    expect(await db().$count(emailVerificationCodes)).toBe(2);
    expect((await db().select({ id: verification.id }).from(verification)).map((row) => row.id)).toEqual(["live"]);
    expect((await db().select({ id: session.id }).from(session)).map((row) => row.id)).toEqual(["live"]);

    expect((await runTimeSweeps(db(), now)).recordsPurged).toBe(0);
  });
});
