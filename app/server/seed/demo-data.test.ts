import { isValid, toArea } from "postcode";
import { describe, expect, it } from "vitest";
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
});
