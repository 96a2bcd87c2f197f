import { isValid, toArea } from "postcode";
import { describe, expect, it } from "vitest";
import { leadPriceFor } from "~/lib/lead-pricing";
import { holdReasonOf, publicAuthorName, REVIEW_REMINDER_DAYS } from "~/lib/reviews";
import { DEMO_REFERENCE_PREFIX } from "./build-bookings.server";
import { CITIES } from "./data/cities";
import { buildDemoData } from "./demo-data.server";
import { REFERENCE_DATE } from "./demo-time.server";

const data = buildDemoData();

describe("buildDemoData", () => {
  it("is deterministic", () => {
    expect(buildDemoData()).toEqual(data);
  });

  it("builds 395 companies with unique slugs, at least five public ones per city", () => {
    expect(data.companies).toHaveLength(395);
    expect(new Set(data.companies.map((company) => company.slug)).size).toBe(395);
    const statuses = data.companies.map((company) => company.status);
    expect(statuses.filter((status) => status === "pending")).toHaveLength(10);
    expect(statuses.filter((status) => status === "rejected" || status === "suspended")).toHaveLength(5);
    for (const city of CITIES) {
      const approved = data.companies.filter((company) => company.town === city.name && company.status === "approved");
      expect(approved.length, city.name).toBeGreaterThanOrEqual(5);
    }
  });

  it("gives every company contact details that look right for its city", () => {
    for (const company of data.companies) {
      const city = CITIES.find((candidate) => candidate.name === company.town);
      expect(city, company.slug).toBeDefined();
      expect(isValid(company.postcode), company.postcode).toBe(true);
      expect(toArea(company.postcode)).toBe(city?.postcodeArea);
      expect(company.phone).toMatch(/^0\d{2,4} \d{3,4} ?\d{3,4}$/);
      expect(company.email).toMatch(/^info@[a-z0-9]+\.example$/);
      if (company.businessType === "company") expect(company.companyNumber).toMatch(/^(\d{8}|SC\d{6}|NI\d{6})$/);
      else expect(company.companyNumber).toBeNull();
    }
  });

  it("keeps services consistent with removal types and features", () => {
    for (const company of data.companies) {
      const types = company.removalTypes ?? [];
      const services = company.services ?? [];
      const features = company.features ?? [];
      expect(types).toContain("domestic");
      expect(services.includes("office-removals")).toBe(types.includes("commercial"));
      expect(services.includes("international")).toBe(types.includes("international"));
      expect(services.includes("storage")).toBe(features.includes("storage"));
      if (company.serviceAreaMode === "regions") {
        expect(company.serviceCitySlugs?.length).toBeGreaterThanOrEqual(1);
        expect(company.serviceCitySlugs?.length).toBeLessThanOrEqual(3);
      } else {
        expect(company.serviceRadiusMiles).toBeGreaterThanOrEqual(10);
        expect(company.serviceRadiusMiles).toBeLessThanOrEqual(50);
      }
    }
  });

  it("writes reviews only for approved companies after their approval, with valid scores", () => {
    const approvedAt = new Map(data.companies.filter((c) => c.status === "approved").map((c) => [c.id, c.approvedAt]));
    const isScore = (score: number) => Number.isInteger(score) && score >= 0 && score <= 10;
    const invalid = data.reviews.filter((review) => {
      const scores = [review.quality, review.customerService, review.valueForMoney];
      const mean = scores.reduce((sum, score) => sum + score, 0) / 3;
      const published = review.status === "published";
      return (
        !(review.createdAt && review.createdAt > (approvedAt.get(review.companyId) ?? REFERENCE_DATE)) ||
        !scores.every(isScore) ||
        review.overall !== Math.round(mean * 10) / 10 ||
        review.createdAt >= REFERENCE_DATE ||
        (published ? !(review.publishedAt && review.publishedAt <= REFERENCE_DATE) : review.publishedAt !== null)
      );
    });
    expect(invalid).toEqual([]);
    expect(data.reviews.filter((review) => review.status === "pending").length).toBeGreaterThan(0);
  });

  it("holds exactly the reviews the content checks would hold, and publishes the rest", () => {
    expect(data.reviews.filter((review) => review.status === "pending")).toHaveLength(12);
    const misfiled = data.reviews.filter((review) => {
      const reason = holdReasonOf(`${review.title}\n${review.content}`);
      return review.heldReason !== reason || review.status !== (reason ? "pending" : "published");
    });
    expect(misfiled).toEqual([]);
  });

  it("writes every review through a booking of its own: request, won lead, accepted quote, completed job, invitation", () => {
    const byId = <T extends { id?: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
    const requests = byId(data.quoteRequests);
    const companies = byId(data.companies);
    const leadsByRequest = new Map(data.leads.map((lead) => [lead.quoteRequestId, lead]));
    const quotesByLead = new Map(data.quotes.map((quote) => [quote.leadId, quote]));
    const versionsByQuote = new Map(data.quoteVersions.map((version) => [version.quoteId, version]));
    const jobs = byId(data.jobs);
    const invitationsByJob = new Map(data.reviewInvitations.map((invitation) => [invitation.jobId, invitation]));
    const sizes = [data.quoteRequests, data.leads, data.quotes, data.quoteVersions, data.jobs, data.reviewInvitations];
    for (const rows of sizes) expect(rows).toHaveLength(data.reviews.length);
    expect(new Set(data.reviews.map((review) => review.jobId)).size).toBe(data.reviews.length);

    const broken = data.reviews.filter((review) => {
      const quoteRequest = requests.get(review.quoteRequestId ?? "");
      const lead = leadsByRequest.get(review.quoteRequestId ?? "");
      const quote = quotesByLead.get(lead?.id ?? "");
      const version = versionsByQuote.get(quote?.id ?? "");
      const job = jobs.get(review.jobId ?? "");
      const invitation = invitationsByJob.get(review.jobId ?? "");
      const company = companies.get(review.companyId);
      if (!quoteRequest || !lead || !quote || !version || !job || !invitation || !company?.approvedAt) return true;
      const timeline = [
        company.approvedAt,
        quoteRequest.emailVerifiedAt,
        quoteRequest.createdAt,
        lead.offeredAt,
        lead.claimedAt,
        quote.createdAt,
        quote.decidedAt,
        job.pickupFrom,
        job.pickupTo,
        invitation.invitedAt,
        review.createdAt,
      ].map((date) => (date instanceof Date ? date.getTime() : Number.NaN));
      const inOrder = timeline.every((time, index) => index === 0 || time > (timeline[index - 1] ?? Number.NaN));
      const remindedBeforeReview =
        (review.createdAt?.getTime() ?? 0) - invitation.invitedAt.getTime() >= REVIEW_REMINDER_DAYS * 86_400_000;
      return (
        !inOrder ||
        remindedBeforeReview ||
        !quoteRequest.reference.startsWith(DEMO_REFERENCE_PREFIX) ||
        quoteRequest.status !== "completed" ||
        !quoteRequest.email.endsWith(".example") ||
        publicAuthorName(quoteRequest.fullName) !== review.authorName ||
        quoteRequest.specificDate !== job.pickupFrom.toISOString().slice(0, 10) ||
        lead.status !== "won" ||
        lead.companyId !== review.companyId ||
        lead.pricePence !== leadPriceFor({ ...quoteRequest, currentBedrooms: quoteRequest.currentBedrooms ?? null }) ||
        lead.respondedAt?.getTime() !== quote.decidedAt?.getTime() ||
        quote.status !== "accepted" ||
        quote.companyId !== review.companyId ||
        version.amountPence !== quote.amountPence ||
        (quote.validUntil ?? "") < (quote.decidedAt?.toISOString().slice(0, 10) ?? "") ||
        job.status !== "completed" ||
        job.quoteId !== quote.id ||
        job.companyId !== review.companyId ||
        job.pricePence !== quote.amountPence ||
        job.fromTown !== quoteRequest.fromCity
      );
    });
    expect(broken.map((review) => review.id)).toEqual([]);
  });
});
