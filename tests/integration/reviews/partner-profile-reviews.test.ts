import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, reviews } from "~/db/schema";
import type { Message } from "~/lib/form-result";
import { getDb } from "~/server/db.server";
import { submitReview } from "~/server/reviews/submit-review.server";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createMovedJob, reviewTokensSentTo } from "../../factories/reviews";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { outboxEmails } from "../../support/outbox";
import { callRoute } from "../../support/routes";

const PATH = "/partner/admin/profile/reviews";

describe("Profile > Reviews", () => {
  const db = setupTestDatabase();
  let company: typeof companies.$inferSelect;
  let partner: { id: string; cookie: string };
  let staff: { cookie: string };
  const reviewIds: string[] = [];
  let otherReviewId = "";

  /** Two published reviews of the company (8 and 2 overall) and one of another company. */
  beforeAll(async () => {
    company = await createCompany(db());
    const other = await createCompany(db());
    partner = await createSignedInUser({ role: "partner", company });
    staff = await createSignedInUser({ role: "staff", twoFactor: true });
    const moves = [
      await createMovedJob(db(), { companyId: company.id }),
      await createMovedJob(db(), { companyId: company.id }),
      await createMovedJob(db(), { companyId: other.id }),
    ];
    await inviteToReview(await getDb(), new Date());
    const scores = [8, 2, 9];
    for (const [index, move] of moves.entries()) {
      const [token] = await reviewTokensSentTo(db(), move.request.email);
      const score = scores[index] ?? 0;
      await submitReview(
        token ?? "",
        {
          title: `Review ${index}`,
          content: "Exactly what we expected from the quote, no surprises.",
          quality: score,
          customerService: score,
          valueForMoney: score,
          wouldRecommend: score > 5 ? "yes" : "no",
        },
        { authorLanguage: "en-GB" },
      );
      const [row] = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.jobId, move.job.id));
      if (index < 2) reviewIds.push(row?.id ?? "");
      else otherReviewId = row?.id ?? "";
    }
  });

  const reviewRow = async (id: string) => (await db().select().from(reviews).where(eq(reviews.id, id)))[0];
  const figures = async () =>
    (
      await db()
        .select({ rating: companies.rating, reviewCount: companies.reviewCount })
        .from(companies)
        .where(eq(companies.id, company.id))
    )[0];

  it("lists only the company's published reviews, with its figures", async () => {
    const answer = await callRoute(page(PATH, { cookie: partner.cookie }));
    expect(answer.status).toBe(200);
    const list = answer.body?.list as { figures: unknown; rows: { id: string }[] } | undefined;
    expect(list?.figures).toEqual({ rating: 5, reviewCount: 2 });
    expect(list?.rows.map((row) => row.id).sort()).toEqual([...reviewIds].sort());
  });

  it("publishes one reply per review, never on another company's review", async () => {
    const [first] = reviewIds;
    const reply = (reviewId: string, text: string) =>
      callRoute(post(PATH, { intent: "reply", reviewId, reply: text }, { cookie: partner.cookie }));
    const empty = await reply(first ?? "", " ");
    expect(empty.status).toBe(400);
    expect((empty.body?.fieldErrors as Record<string, Message> | undefined)?.reply?.key).toBe(
      "reviews:errors.replyRequired",
    );

    expect((await reply(first ?? "", "Thank you, it was a pleasure.")).status).toBe(200);
    expect((await reviewRow(first ?? ""))?.reply).toBe("Thank you, it was a pleasure.");
    const second = await reply(first ?? "", "Another reply");
    expect(second.status).toBe(409);
    expect((second.body?.message as Message | undefined)?.key).toBe("reviews:errors.alreadyReplied");

    expect((await reply(otherReviewId, "Not ours")).status).toBe(404);
    expect((await reviewRow(otherReviewId))?.reply).toBeNull();
  });

  it("reports a review to staff with a reason; staff keep it or take it down", async () => {
    const [kept, rejected] = reviewIds;
    const report = (reviewId: string, reason: string) =>
      callRoute(post(PATH, { intent: "report", reviewId, reason }, { cookie: partner.cookie }));
    expect((await report(kept ?? "", "")).status).toBe(400);
    expect((await report(kept ?? "", "This customer never booked us.")).status).toBe(200);
    expect((await report(rejected ?? "", "Names our driver in full.")).status).toBe(200);
    expect((await report(kept ?? "", "Again")).status).toBe(409);

    const queue = await callRoute(page("/admin/reviews", { cookie: staff.cookie }));
    const rows = (queue.body?.list as { rows: { id: string; reportReason: string }[] } | undefined)?.rows ?? [];
    expect(rows.find((row) => row.id === kept)?.reportReason).toBe("This customer never booked us.");

    // Kept: still published, the report closed, nothing sent.
    const keep = await callRoute(post(`/admin/reviews/${kept}`, { decision: "publish" }, { cookie: staff.cookie }));
    expect(keep.status).toBe(200);
    expect(await reviewRow(kept ?? "")).toMatchObject({ status: "published", reportResolvedAt: expect.any(Date) });
    expect(await figures()).toEqual({ rating: 5, reviewCount: 2 });

    // Taken down: the figures drop the 2/10 review at once.
    const takeDown = await callRoute(
      post(
        `/admin/reviews/${rejected}`,
        { decision: "reject", reason: "It names a person." },
        { cookie: staff.cookie },
      ),
    );
    expect(takeDown.status).toBe(200);
    expect(await figures()).toEqual({ rating: 8, reviewCount: 1 });
    const emails = await outboxEmails(db(), { template: "review-decision" });
    expect(emails).toHaveLength(1);
  });
});
