import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies, quoteRequests, reviews } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { LOCALES } from "~/i18n/config";
import type { Message } from "~/lib/form-result";
import { getDb } from "~/server/db.server";
import { submitReview } from "~/server/reviews/submit-review.server";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createMovedJob, reviewTokensSentTo } from "../../factories/reviews";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

const held = {
  title: "Good crew",
  content: "Good crew, but see www.example.com for the photos of the van.",
  quality: 8,
  customerService: 7,
  valueForMoney: 6,
  wouldRecommend: "yes" as const,
};

describe("review moderation", () => {
  const db = setupTestDatabase();
  let company: typeof companies.$inferSelect;
  let staff: { id: string; cookie: string };
  const moves: Awaited<ReturnType<typeof createMovedJob>>[] = [];

  beforeAll(async () => {
    company = await createCompany(db());
    staff = await createSignedInUser({ role: "staff", twoFactor: true });
    for (let i = 0; i < 3; i++) moves.push(await createMovedJob(db(), { companyId: company.id }));
    await db()
      .update(quoteRequests)
      .set({ locale: "lt" })
      .where(eq(quoteRequests.id, moves[1]?.request.id ?? ""));
    await inviteToReview(await getDb(), new Date());
    for (const move of moves) {
      const [token] = await reviewTokensSentTo(db(), move.request.email);
      await submitReview(
        token ?? "",
        { ...held, title: `${held.title} ${move.request.reference}` },
        { authorLanguage: "en-GB" },
      );
    }
  });

  const reviewOf = async (move: (typeof moves)[number]) => {
    const [row] = await db().select().from(reviews).where(eq(reviews.jobId, move.job.id));
    if (!row) throw new Error("expected a review");
    return row;
  };
  const figures = async () =>
    (
      await db()
        .select({ rating: companies.rating, reviewCount: companies.reviewCount })
        .from(companies)
        .where(eq(companies.id, company.id))
    )[0];
  const publicReviewCount = async () => {
    const onPage = await callRoute(page(`/company/${company.slug}`));
    return (onPage.body?.reviews as { total: number } | undefined)?.total;
  };
  const decisionEmail = async (to: string) => (await emailsTo(db(), to, "review-decision"))[0];

  it("lists held reviews for staff, with why they wait; the public page does not show them", async () => {
    const list = await callRoute(page("/admin/reviews", { cookie: staff.cookie }));
    expect(list.status).toBe(200);
    const rows = (list.body?.list as { rows: { id: string; heldReason: string }[] } | undefined)?.rows ?? [];
    const first = await reviewOf(moves[0] as (typeof moves)[number]);
    expect(rows.find((row) => row.id === first.id)?.heldReason).toBe("link");
    expect(await figures()).toEqual({ rating: null, reviewCount: 0 });
    expect(await publicReviewCount()).toBe(0);
  });

  it("refuses a rejection without a reason, in both languages", async () => {
    const review = await reviewOf(moves[0] as (typeof moves)[number]);
    const answer = await callRoute(
      post(`/admin/reviews/${review.id}`, { decision: "reject", reason: " " }, { cookie: staff.cookie }),
    );
    expect(answer.status).toBe(400);
    const fieldErrors = answer.body?.fieldErrors as Record<string, Message> | undefined;
    const message = fieldErrors?.reason;
    expect(message?.key).toBe("reviews:errors.reasonRequired");
    const texts = LOCALES.map((locale) => String(serverI18n(locale).t(message?.key ?? "", { lng: locale } as never)));
    expect(new Set(texts).size).toBe(2);
    expect((await reviewOf(moves[0] as (typeof moves)[number])).status).toBe("pending");
  });

  it("publishes a held review: the figures change by exactly its score, audited, and the customer is told", async () => {
    const move = moves[0] as (typeof moves)[number];
    const review = await reviewOf(move);
    const answer = await callRoute(
      post(`/admin/reviews/${review.id}`, { decision: "publish" }, { cookie: staff.cookie }),
    );
    expect(answer.body).toEqual({ ok: true, data: { decision: "publish" } });
    expect(await figures()).toEqual({ rating: 7, reviewCount: 1 });
    expect(await reviewOf(move)).toMatchObject({ status: "published", moderatedAt: expect.any(Date) });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, review.id));
    expect(audit).toMatchObject({ action: "review.publish", actorUserId: staff.id, subjectType: "review" });
    expect((await decisionEmail(move.request.email))?.subject).toBe(`Your review of ${company.name} is published`);
    expect(await publicReviewCount()).toBe(1);

    // Decided once: a second decision is refused.
    const again = await callRoute(
      post(`/admin/reviews/${review.id}`, { decision: "publish" }, { cookie: staff.cookie }),
    );
    expect(again.status).toBe(409);
  });

  it("rejects with a reason, in the customer's language, and leaves the figures as they were", async () => {
    const move = moves[1] as (typeof moves)[number];
    const review = await reviewOf(move);
    const answer = await callRoute(
      post(
        `/admin/reviews/${review.id}`,
        { decision: "reject", reason: "Links to other businesses are not allowed." },
        { cookie: staff.cookie },
      ),
    );
    expect(answer.status).toBe(200);
    expect(await reviewOf(move)).toMatchObject({
      status: "rejected",
      rejectionReason: "Links to other businesses are not allowed.",
    });
    expect(await figures()).toEqual({ rating: 7, reviewCount: 1 });
    const email = await decisionEmail(move.request.email);
    expect(email?.subject).toBe(`Jūsų atsiliepimas apie ${company.name} nepaskelbtas`);
    expect(email?.text).toContain("Links to other businesses are not allowed.");
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.subjectId, review.id));
    expect(audit?.action).toBe("review.reject");
  });

  it("is closed to partners and customers", async () => {
    const review = await reviewOf(moves[2] as (typeof moves)[number]);
    const partner = await createSignedInUser({ role: "partner" });
    const answer = await callRoute(
      post(`/admin/reviews/${review.id}`, { decision: "publish" }, { cookie: partner.cookie }),
    );
    expect(answer.status).toBe(403);
    expect((await reviewOf(moves[2] as (typeof moves)[number])).status).toBe("pending");
  });
});
