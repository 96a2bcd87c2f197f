import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { jobs, ledgerEntries, quotes } from "~/db/schema";
import { getCompanyStatistics } from "~/server/statistics/company-statistics.server";
import { createCompany } from "../../factories/companies";
import { createLead, createOpenRequest } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Statistics against the database itself: known leads, quotes, jobs and ledger entries spread
 * over months (some at a UK month's edge, where UTC says another month), and each figure the
 * page shows equal to a direct SQL count of the same rows. Another company's rows never count.
 */

/** 15 June 2026, midday in London: the window is July 2025 to June 2026. */
const NOW = new Date("2026-06-15T11:00:00Z");

async function addLead(
  db: Database,
  companyId: string,
  { offeredAt, claimedAt = null, invited = true }: { offeredAt: Date; claimedAt?: Date | null; invited?: boolean },
) {
  const request = await createOpenRequest(db);
  return createLead(db, {
    quoteRequestId: request.id,
    companyId,
    offeredAt,
    claimedAt,
    invited,
    status: claimedAt ? "claimed" : "offered",
  });
}

async function addClaimWithMoney(
  db: Database,
  companyId: string,
  at: { claimedAt: Date; quotedAt?: Date; wonAt?: Date; creditedAt?: Date },
) {
  const lead = await addLead(db, companyId, { offeredAt: at.claimedAt, claimedAt: at.claimedAt });
  await db.insert(ledgerEntries).values({
    companyId,
    leadId: lead.id,
    kind: "lead_charge",
    amountPence: -1800,
    description: "Lead",
    createdAt: at.claimedAt,
  });
  if (at.creditedAt) {
    await db.insert(ledgerEntries).values({
      companyId,
      leadId: lead.id,
      kind: "lead_credit",
      amountPence: 1800,
      description: "Repeat request",
      createdAt: at.creditedAt,
    });
  }
  if (!at.quotedAt) return;
  const [quote] = await db
    .insert(quotes)
    .values({ leadId: lead.id, companyId, amountPence: 50_000, createdAt: at.quotedAt })
    .returning();
  if (!at.wonAt || !quote) return;
  await db.insert(jobs).values({
    reference: `JB-${randomBytes(4).toString("hex").toUpperCase()}`,
    companyId,
    quoteId: quote.id,
    title: "Test move",
    pickupFrom: at.wonAt,
    pickupTo: at.wonAt,
    fromTown: "Manchester",
    toTown: "Leeds",
    pricePence: 50_000,
    createdAt: at.wonAt,
  });
}

/** A figure straight from the database: rows of the company per UK month ("YYYY-MM" → count). */
async function countByMonth(db: Database, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const result = (await db.execute(query)) as unknown as { rows: { month: string; n: number }[] };
  return new Map(result.rows.map((row) => [row.month, Number(row.n)]));
}

describe("partner statistics", () => {
  const db = setupTestDatabase();

  it("gives, month by month, the figures a direct SQL count of the same rows gives", async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const at = (iso: string) => new Date(iso);

    // Invitations: 23:30 UTC on 31 March is 00:30 on 1 April in London (BST): April.
    await addLead(db(), company.id, { offeredAt: at("2026-03-31T23:30:00Z") });
    await addLead(db(), company.id, { offeredAt: at("2026-04-10T10:00:00Z") });
    await addLead(db(), company.id, { offeredAt: at("2025-12-31T23:30:00Z") }); // GMT: still December
    await addLead(db(), company.id, { offeredAt: at("2025-06-20T10:00:00Z") }); // before the window
    // A Find work claim is claimed but was never offered.
    await addLead(db(), company.id, {
      offeredAt: at("2026-05-02T09:00:00Z"),
      claimedAt: at("2026-05-02T09:00:00Z"),
      invited: false,
    });
    // Claims with their money: quoted, won, one credited the next month.
    await addClaimWithMoney(db(), company.id, {
      claimedAt: at("2026-04-30T23:10:00Z"), // 1 May in London
      quotedAt: at("2026-05-01T08:00:00Z"),
      wonAt: at("2026-05-20T08:00:00Z"),
    });
    await addClaimWithMoney(db(), company.id, {
      claimedAt: at("2026-05-05T12:00:00Z"),
      quotedAt: at("2026-05-06T12:00:00Z"),
      creditedAt: at("2026-06-01T08:00:00Z"),
    });
    await addClaimWithMoney(db(), company.id, {
      claimedAt: at("2026-06-03T12:00:00Z"),
      quotedAt: at("2026-06-03T15:00:00Z"),
      wonAt: at("2026-06-10T15:00:00Z"),
    });
    // Another company's rows in the same months.
    await addClaimWithMoney(db(), other.id, {
      claimedAt: at("2026-05-05T12:00:00Z"),
      quotedAt: at("2026-05-06T12:00:00Z"),
      wonAt: at("2026-05-07T12:00:00Z"),
    });

    const statistics = await getCompanyStatistics({ companyId: company.id }, { now: NOW });
    expect(statistics.months.map((month) => month.month)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);

    const uk = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`);
    const id = company.id;
    const expected = {
      offered: await countByMonth(
        db(),
        sql`select ${uk("offered_at")} as month, count(*) as n from leads where company_id = ${id} and invited group by 1`,
      ),
      claimed: await countByMonth(
        db(),
        sql`select ${uk("claimed_at")} as month, count(*) as n from leads where company_id = ${id} and claimed_at is not null group by 1`,
      ),
      quoted: await countByMonth(
        db(),
        sql`select ${uk("created_at")} as month, count(*) as n from quotes where company_id = ${id} group by 1`,
      ),
      won: await countByMonth(
        db(),
        sql`select ${uk("created_at")} as month, count(*) as n from jobs where company_id = ${id} group by 1`,
      ),
      spendPence: await countByMonth(
        db(),
        sql`select ${uk("created_at")} as month, -sum(amount_pence) as n from ledger_entries
            where company_id = ${id} and kind in ('lead_charge', 'lead_credit') group by 1`,
      ),
    };
    for (const month of statistics.months) {
      for (const figure of ["offered", "claimed", "quoted", "won", "spendPence"] as const) {
        expect(month[figure], `${figure} in ${month.month}`).toBe(expected[figure].get(month.month) ?? 0);
      }
    }

    // The same, by hand: the UK month edges and the credit a month after its charge.
    const byMonth = new Map(statistics.months.map((month) => [month.month, month]));
    expect(byMonth.get("2026-04")).toMatchObject({ offered: 2, claimed: 0, spendPence: 0, winRate: null });
    expect(byMonth.get("2025-12")).toMatchObject({ offered: 1 });
    expect(byMonth.get("2026-05")).toMatchObject({
      offered: 2,
      claimed: 3,
      quoted: 2,
      won: 1,
      spendPence: 3600,
      winRate: 1 / 3,
      spendPerWonPence: 3600,
    });
    expect(byMonth.get("2026-06")).toMatchObject({
      offered: 1,
      claimed: 1,
      quoted: 1,
      won: 1,
      spendPence: 0,
      winRate: 1,
      spendPerWonPence: 0,
    });
    expect(statistics.totals).toMatchObject({
      offered: 6,
      claimed: 4,
      quoted: 3,
      won: 2,
      spendPence: 3600,
      winRate: 0.5,
      spendPerWonPence: 1800,
    });
  });

  it("shows the page to any member, owner or staff, with the current month last", async () => {
    const company = await createCompany(db());
    const staff = await createSignedInUser({ role: "partner", company, memberRole: "staff" });
    const result = await callRoute(page("/partner/admin/profile/statistics", { cookie: staff.cookie }));
    expect(result.status).toBe(200);
    const { statistics } = result.body as { statistics: Awaited<ReturnType<typeof getCompanyStatistics>> };
    expect(statistics.months).toHaveLength(12);
    expect(statistics.months.at(-1)?.month).toBe(
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date()).slice(0, 7),
    );
    expect(statistics.totals).toMatchObject({ offered: 0, claimed: 0, won: 0, spendPence: 0, winRate: null });
  });
});
