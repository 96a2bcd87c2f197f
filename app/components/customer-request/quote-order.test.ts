import { describe, expect, it } from "vitest";
import type { CustomerQuote } from "~/server/quote-requests/customer-request.server";
import { orderQuotes } from "./quote-order";

function quote(id: string, amountPence: number, rating: number | null, more: Partial<CustomerQuote> = {}) {
  return {
    id,
    version: 1,
    company: { slug: id, name: id, rating, reviewCount: 10 },
    amountPence,
    inclusions: [],
    insuranceCoverPence: null,
    validUntil: null,
    message: null,
    vat: null,
    depositTerms: null,
    cancellationTerms: null,
    writtenLanguage: null,
    status: "sent",
    expired: false,
    givenForEarlierDate: false,
    sentAt: "2026-01-01T00:00:00.000Z",
    ...more,
  } satisfies CustomerQuote;
}

const ids = (quotes: CustomerQuote[]) => quotes.map((item) => item.id);

describe("orderQuotes", () => {
  const cheap = quote("cheap", 50_000, 6);
  const rated = quote("rated", 90_000, 9.5);
  const unrated = quote("unrated", 70_000, null);
  const expired = quote("expired", 10_000, 10, { expired: true });

  it("puts the cheapest first, quotes that can no longer be accepted last", () => {
    expect(ids(orderQuotes([rated, expired, unrated, cheap], "price"))).toEqual([
      "cheap",
      "unrated",
      "rated",
      "expired",
    ]);
  });

  it("puts the best rated first and unrated companies after rated ones", () => {
    expect(ids(orderQuotes([cheap, unrated, expired, rated], "rating"))).toEqual([
      "rated",
      "cheap",
      "unrated",
      "expired",
    ]);
  });

  it("keeps the booked quote on top", () => {
    const booked = quote("booked", 99_000, 1, { status: "accepted" });
    expect(ids(orderQuotes([cheap, booked], "price"))).toEqual(["booked", "cheap"]);
  });
});
