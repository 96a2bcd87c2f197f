import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matchCompanies } from "~/server/matching/match-companies.server";
import { LARGE_DATA_SLUG_PREFIX, seedLargeData } from "~/server/seed/large-data.server";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { type QueryRecorder, recordQueries } from "../../support/queries";
import { callRoute } from "../../support/routes";

/**
 * The hot queries keep using indexes as data grows. The large dataset is written at a small
 * scale, the public pages, the admin lists, Find work, My work, the statement (ledger) and
 * matching are called through their real routes and services while every SQL statement they
 * send is recorded, and each read is EXPLAINed: none may scan a large table sequentially.
 *
 * At this size the planner would rightly prefer sequential scans, so the EXPLAINs run with
 * `enable_seqscan = off`. That keeps the test meaningful: the setting only makes a sequential
 * scan cost more, so a query that has no usable index still shows a Seq Scan, while one that
 * has an index uses it.
 */

/** Tables that grow with the business (millions of rows in the large dataset). */
const LARGE_TABLES = new Set([
  "quote_requests",
  "leads",
  "quotes",
  "quote_versions",
  "jobs",
  "reviews",
  "ledger_entries",
  "invoices",
  "lead_watches",
  "lead_credit_requests",
  "quote_request_access_tokens",
  "email_outbox",
  "audit_log",
]);

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function seqScansOnLargeTables(node: PlanNode, found: string[] = []): string[] {
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] && LARGE_TABLES.has(node["Relation Name"])) {
    found.push(node["Relation Name"]);
  }
  for (const child of node.Plans ?? []) seqScansOnLargeTables(child, found);
  return found;
}

describe("query plans of the hot queries on the large dataset", () => {
  const db = setupTestDatabase();
  let recorder: QueryRecorder;
  let partnerCookie = "";
  let staffCookie = "";
  let company: { id: string; slug: string };
  let city: { region: string; slug: string; lat: number; lng: number };

  beforeAll(async () => {
    await seedLargeData(db(), { scale: 0.002 });
    const [partner] = (
      await db().execute(sql`select id, slug from companies where slug = ${`${LARGE_DATA_SLUG_PREFIX}0`}`)
    ).rows as { id: string; slug: string }[];
    if (!partner) throw new Error("the large dataset has no first partner");
    company = partner;
    const [first] = (
      await db().execute(sql`select region_slug as region, slug, lat, lng from cities order by featured_rank limit 1`)
    ).rows as (typeof city)[];
    if (!first) throw new Error("no reference city");
    city = first;
    partnerCookie = (await createSignedInUser({ role: "partner", company })).cookie;
    staffCookie = (await createSignedInUser({ role: "staff", twoFactor: true })).cookie;
    recorder = recordQueries(db());
  }, 120_000);

  async function plansOf(run: () => Promise<unknown>) {
    recorder.take();
    await run();
    const reads = recorder.take().filter(({ text }) => /^\s*(select|with)\b/i.test(text));
    expect(reads.length, "the call sent no read to explain").toBeGreaterThan(0);
    const problems: string[] = [];
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const client = (
        tx as unknown as { session: { client: { query: (text: string, params: unknown[]) => Promise<unknown> } } }
      ).session.client;
      for (const { text, params } of reads) {
        const result = (await client.query(`explain (format json) ${text}`, params)) as {
          rows: Record<string, unknown>[];
        };
        const cell = Object.values(result.rows[0] ?? {})[0];
        const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
        const scans = seqScansOnLargeTables(plan[0]?.Plan as PlanNode);
        if (scans.length > 0) problems.push(`Seq Scan on ${scans.join(", ")}:\n${text}`);
      }
    });
    return problems;
  }

  const ok = (path: string, cookie?: string) => async () => {
    const result = await callRoute(page(path, { cookie }));
    expect(result.status, path).toBe(200);
  };

  it("catches a query that has no index to use", async () => {
    const unindexed = () => db().execute(sql`select id from quote_requests where from_city = 'Nowhere'`);
    expect(await plansOf(unindexed)).toEqual([expect.stringContaining("Seq Scan on quote_requests")]);
  });

  it("plans no parallel workers, even where they would cost nothing (decision 017)", async () => {
    // With parallel plans made free, only the sessions' own setting keeps them out.
    const plan = await db().transaction(async (tx) => {
      for (const cost of ["parallel_setup_cost", "parallel_tuple_cost", "min_parallel_table_scan_size"]) {
        await tx.execute(sql.raw(`set local ${cost} = 0`));
      }
      return (await tx.execute(sql`explain select count(*) from quote_requests`)).rows;
    });
    expect(JSON.stringify(plan)).not.toMatch(/Gather|Parallel/);
  });

  it("home page", async () => {
    expect(await plansOf(ok("/"))).toEqual([]);
  });

  it("city listing", async () => {
    expect(await plansOf(ok(`/movers/${city.region}/${city.slug}`))).toEqual([]);
  });

  it("company page", async () => {
    expect(await plansOf(ok(`/company/${company.slug}`))).toEqual([]);
  });

  it("matching", async () => {
    const run = () => matchCompanies(db(), { moveType: "domestic", point: city, now: new Date() });
    expect(await plansOf(run)).toEqual([]);
  });

  it("Find work", async () => {
    expect(await plansOf(ok("/partner/admin/find-work", partnerCookie))).toEqual([]);
  });

  it("My work", async () => {
    expect(await plansOf(ok("/partner/admin/work", partnerCookie))).toEqual([]);
  });

  it("the statement and ledger balance", async () => {
    expect(await plansOf(ok("/partner/admin/payments", partnerCookie))).toEqual([]);
  });

  it("admin dashboard (the work queue)", async () => {
    expect(await plansOf(ok("/admin", staffCookie))).toEqual([]);
  });

  it("admin list of quote requests", async () => {
    expect(await plansOf(ok("/admin/quote-requests?status=pending", staffCookie))).toEqual([]);
  });

  it("admin list of quote requests searched by postcode, outward code and postcode area", async () => {
    for (const q of ["M1 1AE", "M1", "M"]) {
      expect(await plansOf(ok(`/admin/quote-requests?q=${encodeURIComponent(q)}`, staffCookie)), q).toEqual([]);
    }
  });

  it("admin list of partners", async () => {
    expect(await plansOf(ok("/admin/partners?status=approved", staffCookie))).toEqual([]);
  });
});
