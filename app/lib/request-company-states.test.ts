import { describe, expect, it } from "vitest";
import { isInactiveState, type LeadFacts, requestCompanyStates } from "./request-company-states";

const now = new Date("2026-11-26T12:00:00Z");
const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

function lead(overrides: Partial<LeadFacts>): LeadFacts {
  return {
    status: "offered",
    invited: true,
    offeredAt: at(60),
    respondBy: at(-60),
    respondedAt: null,
    viewedAt: null,
    claimedAt: null,
    quoted: false,
    ...overrides,
  };
}

describe("what the customer is told about each company", () => {
  it("names one state per lead: quoted, has details, looking, invited, declined", () => {
    expect(
      requestCompanyStates(
        [
          lead({ status: "quoted", claimedAt: at(30), quoted: true }),
          lead({ status: "claimed", claimedAt: at(30) }),
          lead({ viewedAt: at(10) }),
          lead({}),
          lead({ status: "declined", respondedAt: at(20) }),
        ],
        now,
      ),
    ).toEqual(["quoted", "has_details", "looking", "invited", "declined"]);
  });

  it("says a company quoted, or has the details, whatever became of its lead after the claim", () => {
    expect(
      requestCompanyStates(
        [
          lead({ status: "won", claimedAt: at(30), quoted: true }),
          lead({ status: "lost", claimedAt: at(30), quoted: true }),
          lead({ status: "lost", claimedAt: at(30) }),
          lead({ status: "credited", claimedAt: at(30) }),
          // A company whose invitation lapsed that claimed later from Find work.
          lead({ status: "claimed", claimedAt: at(5), respondedAt: at(20) }),
          // A quote withdrawn: the company still has the details.
          lead({ status: "quoted", claimedAt: at(30), quoted: false }),
        ],
        now,
      ),
    ).toEqual(["quoted", "quoted", "has_details", "has_details", "has_details", "has_details"]);
  });

  it("says a lapsed invitation was offered to another company only when a company was invited at that moment", () => {
    const lapsedAt = at(15);
    expect(
      requestCompanyStates(
        [
          lead({ status: "lapsed", respondBy: lapsedAt, respondedAt: lapsedAt }),
          lead({ status: "lapsed", respondBy: lapsedAt, respondedAt: lapsedAt }),
          // One place was offered on when the two lapsed (no other eligible company was left).
          lead({ offeredAt: lapsedAt }),
          // A lapse whose place nobody was offered; an invitation staff made later does not count.
          lead({ status: "lapsed", respondBy: at(10), respondedAt: at(9) }),
          lead({ offeredAt: at(5) }),
        ],
        now,
      ),
    ).toEqual(["passed_on", "no_reply", "invited", "no_reply", "invited"]);
  });

  it("says no reply for an invitation past its window the sweep has not lapsed yet, and for expired ones", () => {
    expect(
      requestCompanyStates(
        [
          lead({ respondBy: at(1), viewedAt: at(30) }),
          lead({ status: "expired", respondedAt: at(1) }),
          lead({ respondBy: null, offeredAt: at(8 * 24 * 60) }),
          lead({ respondBy: null, offeredAt: at(6 * 24 * 60) }),
        ],
        now,
      ),
    ).toEqual(["no_reply", "no_reply", "no_reply", "invited"]);
  });

  it("mutes only the companies no longer working on the request", () => {
    expect(
      (["quoted", "has_details", "looking", "invited", "declined", "passed_on", "no_reply"] as const).filter(
        isInactiveState,
      ),
    ).toEqual(["declined", "passed_on", "no_reply"]);
  });
});
