import { describe, expect, it } from "vitest";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { isActive, type LockedCompany, refusal } from "./claim-rules.server";

const now = new Date("2026-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

const company: LockedCompany = {
  id: "company-1",
  status: "approved",
  isPartner: true,
  paused: false,
  pausedUntil: null,
  leadCapPerDay: null,
  leadCapPerWeek: null,
  expressPay: false,
  name: "Swift Removals",
  town: "Leeds",
  slug: "swift-removals",
  rating: 4.5,
  reviewCount: 12,
};

/** A request open for claims, submitted yesterday, moving next month. */
const quoteRequest = {
  status: "pending" as const,
  movingDate: "specific" as const,
  specificDate: "2026-07-20",
  flexibleTo: null,
  createdAt: daysAgo(1),
};

const offeredYesterday = { status: "offered" as const, offeredAt: daysAgo(1) };
const noFacts = { existing: null, claimsLastDay: 0, claimsLastWeek: 0 };

const refusalKey = (...args: Parameters<typeof refusal>) => refusal(...args)?.toMessage() ?? null;

describe("which company may claim at all", () => {
  it("is an approved partner", () => {
    expect(isActive(company)).toBe(true);
    expect(isActive(undefined)).toBe(false);
    expect(isActive({ ...company, isPartner: false })).toBe(false);
    for (const status of ["pending", "rejected", "suspended"] as const) {
      expect(isActive({ ...company, status })).toBe(false);
    }
  });
});

describe("the refusal of a claim", () => {
  it("is none for an open request with a free place, from an invitation or from Find work", () => {
    expect(refusalKey(quoteRequest, company, { ...noFacts, existing: offeredYesterday }, 0, now)).toBeNull();
    expect(refusalKey(quoteRequest, company, noFacts, MAX_MATCHED_COMPANIES - 1, now)).toBeNull();
    expect(refusalKey(quoteRequest, company, undefined, 0, now)).toBeNull();
  });

  it("refuses a paused company until the day its pause ends", () => {
    const paused = { ...company, paused: true };
    expect(refusalKey(quoteRequest, paused, noFacts, 0, now)).toEqual({ key: "leads:errors.companyPaused" });
    expect(refusalKey(quoteRequest, { ...paused, pausedUntil: "2026-06-16" }, noFacts, 0, now)).toEqual({
      key: "leads:errors.companyPaused",
    });
    expect(refusalKey(quoteRequest, { ...paused, pausedUntil: "2026-06-15" }, noFacts, 0, now)).toBeNull();
  });

  it("refuses a lead the company declined", () => {
    const declined = { ...noFacts, existing: { status: "declined" as const, offeredAt: daysAgo(1) } };
    expect(refusalKey(quoteRequest, company, declined, 0, now)).toEqual({ key: "leads:errors.leadDeclined" });
  });

  it("refuses a request no longer open, or whose moving date has passed", () => {
    for (const status of ["booked", "completed", "cancelled", "expired"] as const) {
      expect(refusalKey({ ...quoteRequest, status }, company, noFacts, 0, now)).toEqual({
        key: "leads:errors.requestClosed",
      });
    }
    expect(refusalKey({ ...quoteRequest, specificDate: "2026-06-14" }, company, noFacts, 0, now)).toEqual({
      key: "leads:errors.requestClosed",
    });
    const flexibleUntilYesterday = { ...quoteRequest, movingDate: "flexible" as const, flexibleTo: "2026-06-14" };
    expect(refusalKey(flexibleUntilYesterday, company, noFacts, 0, now)).toEqual({
      key: "leads:errors.requestClosed",
    });
  });

  it("refuses an invitation offered too long ago, and a Find work request submitted too long ago", () => {
    const staleInvitation = {
      ...noFacts,
      existing: { status: "offered" as const, offeredAt: daysAgo(LEAD_OPEN_DAYS) },
    };
    expect(refusalKey(quoteRequest, company, staleInvitation, 0, now)).toEqual({ key: "leads:errors.leadExpired" });
    const oldRequest = { ...quoteRequest, createdAt: daysAgo(LEAD_OPEN_DAYS) };
    expect(refusalKey(oldRequest, company, noFacts, 0, now)).toEqual({ key: "leads:errors.leadExpired" });
    const expiredLead = { ...noFacts, existing: { status: "expired" as const, offeredAt: daysAgo(1) } };
    expect(refusalKey(quoteRequest, company, expiredLead, 0, now)).toEqual({ key: "leads:errors.leadExpired" });
  });

  it("counts a lapsed invitation from the request's submission, as Find work does", () => {
    const lapsed = { ...noFacts, existing: { status: "lapsed" as const, offeredAt: daysAgo(LEAD_OPEN_DAYS + 1) } };
    expect(refusalKey(quoteRequest, company, lapsed, 0, now)).toBeNull();
    expect(refusalKey({ ...quoteRequest, createdAt: daysAgo(LEAD_OPEN_DAYS) }, company, lapsed, 0, now)).toEqual({
      key: "leads:errors.leadExpired",
    });
  });

  it("refuses a request whose places are all taken", () => {
    expect(refusalKey(quoteRequest, company, noFacts, MAX_MATCHED_COMPANIES, now)).toEqual({
      key: "leads:errors.leadFull",
      params: { slots: MAX_MATCHED_COMPANIES },
    });
  });

  it("refuses a company at its daily or weekly cap of claims", () => {
    const capped = { ...company, leadCapPerDay: 2, leadCapPerWeek: 5 };
    expect(refusalKey(quoteRequest, capped, { ...noFacts, claimsLastDay: 1, claimsLastWeek: 4 }, 0, now)).toBeNull();
    expect(refusalKey(quoteRequest, capped, { ...noFacts, claimsLastDay: 2, claimsLastWeek: 2 }, 0, now)).toEqual({
      key: "leads:errors.dailyCap",
      params: { cap: 2 },
    });
    expect(refusalKey(quoteRequest, capped, { ...noFacts, claimsLastDay: 1, claimsLastWeek: 5 }, 0, now)).toEqual({
      key: "leads:errors.weeklyCap",
      params: { cap: 5 },
    });
  });
});
