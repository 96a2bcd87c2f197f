import type { CustomerQuote } from "~/server/quote-requests/customer-request.server";

/** How the customer can line up their quotes (the page's `?sort=`); price is the default. */
export const QUOTE_ORDERS = ["price", "rating"] as const;
export type QuoteOrder = (typeof QUOTE_ORDERS)[number];

/** A quote the customer can still accept, as opposed to one expired or decided. */
export function isOpenQuote(quote: CustomerQuote): boolean {
  return quote.status === "sent" && !quote.expired;
}

/** The booked quote first, then those still open, then the rest: each group in the chosen order. */
function standing(quote: CustomerQuote): number {
  if (quote.status === "accepted") return 0;
  return isOpenQuote(quote) ? 1 : 2;
}

const byPrice = (a: CustomerQuote, b: CustomerQuote) => a.amountPence - b.amountPence;
/** Best rated first; an unrated company after every rated one, more reviews breaking ties. */
const byRating = (a: CustomerQuote, b: CustomerQuote) =>
  (b.company.rating ?? -1) - (a.company.rating ?? -1) || b.company.reviewCount - a.company.reviewCount;

export function orderQuotes(quotes: readonly CustomerQuote[], order: QuoteOrder): CustomerQuote[] {
  const [first, second] = order === "rating" ? [byRating, byPrice] : [byPrice, byRating];
  return [...quotes].sort((a, b) => standing(a) - standing(b) || first(a, b) || second(a, b));
}
