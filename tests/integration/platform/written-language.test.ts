import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, quotes, quoteVersions, reviews } from "~/db/schema";
import { companyDetailsFormSchema } from "~/lib/schemas/company-profile";
import { getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { updateCompanyProfile } from "~/server/partners/company-profile.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { inviteToReview } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createMember, createOpenRequest } from "../../factories/leads";
import { createMovedJob, reviewTokensSentTo } from "../../factories/reviews";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { post } from "../../support/http";
import { callRoute } from "../../support/routes";

/** What users write is stored with the language they wrote it in: their page's, at that moment. */
describe("the language of users' own words", () => {
  const db = setupTestDatabase();
  let company: typeof companies.$inferSelect;

  beforeAll(async () => {
    company = await createCompany(db());
  });

  it("stores a review in the language of the page it was written on, and the reply in its author's", async () => {
    const move = await createMovedJob(db(), { companyId: company.id });
    await inviteToReview(await getDb(), new Date());
    const [token] = await reviewTokensSentTo(db(), move.request.email);
    const review = {
      title: "Puiki komanda",
      content: "Atvyko laiku, nieko nesudaužė.",
      quality: "10",
      customerService: "9",
      valueForMoney: "9",
      wouldRecommend: "yes",
    };
    const answer = await callRoute(post(`/review/${token}`, review, { cookie: "locale=lt" }));
    expect(answer.status).toBe(200);
    const [written] = await db().select().from(reviews).where(eq(reviews.jobId, move.job.id));
    expect(written?.writtenLanguage).toBe("lt");
    expect(written?.replyLanguage).toBeNull();

    const partner = await createSignedInUser({ role: "partner", company });
    const reply = { intent: "reply", reviewId: written?.id ?? "", reply: "Thank you, it was a pleasure." };
    const replied = await callRoute(
      post("/partner/admin/profile/reviews", reply, { cookie: `${partner.cookie}; locale=en-GB` }),
    );
    expect(replied.status).toBe(200);
    const [after] = await db().select().from(reviews).where(eq(reviews.jobId, move.job.id));
    expect(after?.replyLanguage).toBe("en-GB");
    expect(after?.writtenLanguage).toBe("lt");
  });

  it("keeps a description's language when the owner saves the form without changing it", async () => {
    const details = (about: string) =>
      companyDetailsFormSchema.parse({
        intent: "details",
        about,
        services: ["house-removals"],
        features: [],
        removalTypes: ["domestic"],
        phone: "0161 496 0000",
        email: `office-${company.id.slice(0, 8)}@example.com`,
        website: "",
      });
    const aboutLanguage = async () =>
      (await db().select({ language: companies.aboutLanguage }).from(companies).where(eq(companies.id, company.id)))[0]
        ?.language;
    const scope = { companyId: company.id };

    await updateCompanyProfile(scope, details("Careful movers since 1999."), { authorLanguage: "en-GB" });
    expect(await aboutLanguage()).toBe("en-GB");
    await updateCompanyProfile(scope, details("Careful movers since 1999."), { authorLanguage: "lt" });
    expect(await aboutLanguage()).toBe("en-GB");
    await updateCompanyProfile(scope, details("Kruopštūs perkraustytojai nuo 1999 m."), { authorLanguage: "lt" });
    expect(await aboutLanguage()).toBe("lt");
    await updateCompanyProfile(scope, details(""), { authorLanguage: "lt" });
    expect(await aboutLanguage()).toBeNull();
  });

  it("stores a quote's texts with their language, on the quote and on each version", async () => {
    const scope = { companyId: company.id };
    const actorUserId = await createMember(db(), company.id);
    const request = await createOpenRequest(db());
    const { leadId } = await claimLead(scope, { quoteRequestId: request.id, actorUserId });
    const languages = async () => ({
      quote: (await db().select().from(quotes).where(eq(quotes.leadId, leadId)))[0]?.writtenLanguage,
      versions: (await db().select().from(quoteVersions).orderBy(quoteVersions.version)).map(
        (version) => version.writtenLanguage,
      ),
    });

    await sendQuote(scope, {
      leadId,
      actorUserId,
      authorLanguage: "lt",
      terms: { price: "600", message: "Du krovėjai." },
    });
    // A new price with the same words: still the words written in Lithuanian.
    await sendQuote(scope, {
      leadId,
      actorUserId,
      authorLanguage: "en-GB",
      terms: { price: "550", message: "Du krovėjai." },
    });
    await sendQuote(scope, {
      leadId,
      actorUserId,
      authorLanguage: "en-GB",
      terms: { price: "550", message: "Two movers." },
    });
    await sendQuote(scope, { leadId, actorUserId, authorLanguage: "lt", terms: { price: "500" } });
    expect(await languages()).toEqual({ quote: null, versions: ["lt", "lt", "en-GB", null] });
  });
});
