/**
 * The ranking, documented because partners ask (docs/marketplace.md, and the "How leads are
 * shared" page, which reads these numbers). Each part is scaled to 0..1:
 *
 *   score = 0.30 × rating       (Bayesian: pulled towards 8.0 as if 5 reviews of 8.0 were added, ÷ 10)
 *         + 0.20 × nearness     (1 − distance from the company's base / 100 miles, floored at 0)
 *         + 0.25 × response     (invitations answered, claimed or declined, within their window in the
 *                                last 60 days; starts as if 3 of 4 were answered)
 *         + 0.10 × speed        (1 − median time from invitation to claim / the window, in the last
 *                                60 days; 0.5 until a company has claimed an invitation)
 *         + 0.15 × fair share   (1 − leads offered in the last 7 days / 20, floored at 0)
 *
 * Before the score, up to `exposurePlaces` places of a request's first wave go to companies that
 * are new (approved less than `newPartnerDays` ago) or under-served (fewer than
 * `underServedLeads` leads offered in the last 7 days), those waiting longest first (since their
 * last lead, or their approval). Ties are broken by company id: the same input, the same result.
 */
export const RANKING = {
  weights: { rating: 0.3, nearness: 0.2, response: 0.25, speed: 0.1, fairShare: 0.15 },
  priorRating: 8,
  priorReviews: 5,
  nearnessRangeMiles: 100,
  responseDays: 60,
  priorResponseRate: 0.75,
  priorInvitations: 4,
  priorSpeed: 0.5,
  fairShareLeads: 20,
  exposurePlaces: 2,
  newPartnerDays: 30,
  underServedLeads: 3,
} as const;
