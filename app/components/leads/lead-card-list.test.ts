import { describe, expect, it } from "vitest";
import type { LeadCard, MoveDate } from "~/server/leads/lead-cards.server";
import { groupByMoveDay } from "./lead-card-list";

const card = (quoteRequestId: string, date: MoveDate) => ({ quoteRequestId, date }) as LeadCard;

describe("groupByMoveDay", () => {
  it("keeps the days in the list's order and puts the flexible dates last", () => {
    const cards = [
      card("a", { kind: "specific", date: "2026-06-02" }),
      card("b", { kind: "flexible", from: "2026-06-01", to: "2026-06-09" }),
      card("c", { kind: "specific", date: "2026-06-02" }),
      card("d", { kind: "specific", date: "2026-06-05" }),
      card("e", { kind: "flexible", from: null, to: null }),
    ];
    expect(groupByMoveDay(cards).map((group) => [group.key, group.cards.map((each) => each.quoteRequestId)])).toEqual([
      ["2026-06-02", ["a", "c"]],
      ["2026-06-05", ["d"]],
      ["flexible", ["b", "e"]],
    ]);
    expect(groupByMoveDay([])).toEqual([]);
  });
});
