import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import { seedReferenceData } from "./reference-data.server";

/**
 * The large dataset `npm run bench:seed` writes, and the query-plan test at a small scale: at
 * scale 1, 10,000 companies (3,000 of them partners), 1,000,000 quote requests, 3,000,000 leads,
 * 300,000 claims with their quotes, charges and first versions, 100,000 booked jobs and 200,000
 * reviews. Rows are made by set-based SQL (`insert … select … from generate_series`), so a
 * million rows cost one statement, and every value obeys the schema's checks and vocabulary.
 *
 * Shape, by request number j (0 = oldest, spread over two years): 3 leads to partners j,
 * j + P/3 and j + 2P/3 (distinct, so the unique pair holds); when j % 10 < 3 the first lead is
 * claimed and quoted (3 claims in 10 requests); of those, one in three that is no longer open
 * was accepted and booked. Requests of the last LEAD_OPEN_DAYS days are still collecting quotes (Find work
 * has work to list), older ones completed or expired. Reviews name every company in turn.
 */
export interface LargeDataCounts {
  companies: number;
  partners: number;
  quoteRequests: number;
  leads: number;
  claims: number;
  jobs: number;
  reviews: number;
}

export function largeDataCounts(scale: number): LargeDataCounts {
  if (!(scale > 0 && scale <= 1)) throw new Error(`scale must be in (0, 1], not ${scale}`);
  const quoteRequests = Math.max(30, Math.round(1_000_000 * scale));
  const companies = Math.max(20, Math.round(10_000 * scale));
  return {
    companies,
    partners: Math.round(companies * 0.3),
    quoteRequests,
    leads: quoteRequests * 3,
    claims: Math.round(quoteRequests * 0.3),
    jobs: Math.round(quoteRequests * 0.1),
    reviews: Math.round(quoteRequests * 0.2),
  };
}

/** The slug prefix of generated companies: also how a second run notices the data is there. */
export const LARGE_DATA_SLUG_PREFIX = "bench-company-";

export async function seedLargeData(
  db: Database,
  { scale, onStep }: { scale: number; onStep?: (step: string, ms: number) => void },
): Promise<LargeDataCounts> {
  const counts = largeDataCounts(scale);
  await seedReferenceData(db);
  const existing = await db.execute(sql`select 1 from companies where slug = ${`${LARGE_DATA_SLUG_PREFIX}0`} limit 1`);
  if (existing.rows.length > 0) throw new Error("the large dataset is already in this database");

  await db.transaction(async (tx) => {
    // Hundreds of thousands of rows are no news for live streams (migration 0020_live_events).
    await tx.execute(sql`set local movematch.live_events = 'off'`);
    // Foreign keys hold by construction; skipping their per-row triggers makes the load several
    // times faster. Allowed for a superuser (PGlite, a local server); otherwise checks stay on.
    const [role] = (await tx.execute(sql`select current_setting('is_superuser') = 'on' as superuser`)).rows;
    if ((role as { superuser?: boolean } | undefined)?.superuser) {
      await tx.execute(sql`set local session_replication_role = replica`);
    }
    for (const [step, statement] of statements(counts)) {
      const started = performance.now();
      await tx.execute(statement);
      onStep?.(step, performance.now() - started);
    }
  });
  const started = performance.now();
  await db.execute(sql`analyze`);
  onStep?.("analyze", performance.now() - started);
  return counts;
}

function statements(counts: LargeDataCounts): [string, ReturnType<typeof sql>][] {
  const { companies: C, partners: P, quoteRequests: N, reviews: R } = counts;
  const third = Math.max(1, Math.floor(P / 3));
  const prefix = LARGE_DATA_SLUG_PREFIX;
  // Request j's creation time: two years back to a minute ago, j = N - 1 the newest.
  const createdAt = (j: string) => sql.raw(`now() - ((${N} - 1 - ${j})::float8 / ${N}) * interval '730 days'`);
  const openDays = sql.raw(String(LEAD_OPEN_DAYS));
  return [
    [
      "cities",
      sql`create temporary table bench_cities on commit drop as
        select (row_number() over (order by featured_rank nulls last, slug) - 1)::int as n, name, slug, lat, lng
        from cities`,
    ],
    [
      "companies",
      sql`insert into companies (slug, name, status, is_partner, email, public_email, phone, address_line1, postcode, town,
          lat, lng, about, removal_types, services, features, service_area_mode, service_lat, service_lng,
          service_radius_miles, lead_price_pence, approved_at, created_at)
        select ${prefix} || i, 'Bench Removals ' || i,
          (case when i >= ${P} and i % 50 = 49 then 'pending' else 'approved' end)::company_status,
          i < ${P}, 'company-' || i || '@bench.example', 'company-' || i || '@bench.example', '+441614960000',
          i || ' Bench Street', 'M1 1AE', c.name,
          c.lat + ((i % 7) - 3) * 0.02, c.lng + ((i % 5) - 2) * 0.03, 'Removals for the bench.',
          (case when i % 3 = 0 then '{domestic,commercial}' else '{domestic}' end)::removal_type[],
          '{house-removals}', (case when i % 4 = 0 then '{packing,insurance}' else '{}' end)::text[], 'radius',
          c.lat, c.lng, 10 + i % 40, 1500,
          (case when i >= ${P} and i % 50 = 49 then null else now() - interval '800 days' end),
          now() - interval '800 days' + (i || ' minutes')::interval
        from generate_series(0, ${C - 1}) as i
        join bench_cities c on c.n = i % (select count(*) from bench_cities)`,
    ],
    [
      "partner numbers",
      sql`create temporary table bench_partners on commit drop as
        select (row_number() over (order by created_at) - 1)::int as n, id
        from companies where slug like ${`${prefix}%`} and is_partner`,
    ],
    ["partner index", sql`create unique index on bench_partners (n)`],
    [
      "quote requests",
      sql`insert into quote_requests (reference, idempotency_key, access_token_hash, move_type, from_postcode,
          from_city, from_lat, from_lng, to_city, to_lat, to_lng, help_type, current_property_type, current_bedrooms,
          new_property_type, new_bedrooms, moving_date, flexible_from, flexible_to, full_name, email,
          email_verified_at, status, close_reason, closed_at, created_at, updated_at)
        select 'BQ' || lpad(j::text, 8, '0'), 'bench-' || j, md5('bench-request-' || j),
          (case when j % 10 = 9 then 'commercial' else 'domestic' end)::removal_type, 'M1 1AE',
          f.name, f.lat, f.lng, t.name, t.lat, t.lng, 'full',
          (case when j % 2 = 0 then 'house' else 'apartment' end)::property_type, (1 + j % 4)::text,
          'house', (1 + j % 3)::text, 'flexible', (at + interval '7 days')::date, (at + interval '60 days')::date,
          'Bench Customer ' || j, 'customer-' || j || '@bench.example', at,
          (case when at > now() - interval '${openDays} days' then 'collecting_quotes'
            when j % 3 = 0 then 'completed' else 'expired' end)::quote_request_status,
          (case when at > now() - interval '${openDays} days' or j % 3 = 0 then null
            else 'moving_date_passed' end)::request_close_reason,
          (case when at > now() - interval '${openDays} days' then null else at + interval '61 days' end),
          at, at
        from (select j, ${createdAt("j")} as at from generate_series(0, ${N - 1}) as j) as g
        join bench_cities f on f.n = j % (select count(*) from bench_cities)
        join bench_cities t on t.n = (j * 7 + 3) % (select count(*) from bench_cities)`,
    ],
    [
      "request numbers",
      sql`create temporary table bench_requests on commit drop as
        select j, id, status, created_at, from_city, to_city
        from (select (row_number() over (order by reference) - 1)::int as j, id, status, created_at, from_city, to_city
          from quote_requests where idempotency_key like 'bench-%') as numbered`,
    ],
    ["request index", sql`create unique index on bench_requests (j)`],
    [
      "leads",
      sql`insert into leads (quote_request_id, company_id, status, price_pence, match_rank, invited, distance_miles,
          offered_at, claimed_at, responded_at)
        select r.id, p.id,
          (case
            when k = 0 and r.j % 10 < 3 then (case when r.status = 'collecting_quotes' then 'quoted'
              when r.j % 30 < 3 then 'won' else 'lost' end)
            when r.status = 'collecting_quotes' then 'offered' else 'expired' end)::lead_status,
          1500, k + 1, true, 2.5 + k, r.created_at,
          (case when k = 0 and r.j % 10 < 3 then r.created_at + interval '1 hour' end),
          (case when r.status <> 'collecting_quotes' then r.created_at + interval '${openDays} days' end)
        from bench_requests r cross join generate_series(0, 2) as k
        join bench_partners p on p.n = (r.j + k * ${third}) % ${P}`,
    ],
    [
      "claims",
      sql`create temporary table bench_claims on commit drop as
        select l.id as lead_id, l.company_id, l.claimed_at, l.status, r.j, r.created_at, r.from_city, r.to_city
        from leads l join bench_requests r on r.id = l.quote_request_id where l.claimed_at is not null`,
    ],
    [
      "quotes",
      sql`insert into quotes (lead_id, company_id, amount_pence, inclusions, valid_until, status, decided_at,
          created_at, updated_at)
        select lead_id, company_id, 40000 + (j % 100) * 1000, '{packing}', (claimed_at + interval '30 days')::date,
          (case when status = 'quoted' then 'sent' when status = 'won' then 'accepted' else 'rejected' end)::quote_status,
          (case when status <> 'quoted' then claimed_at + interval '2 days' end), claimed_at, claimed_at
        from bench_claims`,
    ],
    [
      "quote versions",
      sql`insert into quote_versions (quote_id, version, amount_pence, inclusions, valid_until, created_at)
        select q.id, 1, q.amount_pence, q.inclusions, q.valid_until, q.created_at
        from quotes q join bench_claims c on c.lead_id = q.lead_id`,
    ],
    [
      "lead charges",
      sql`insert into ledger_entries (company_id, kind, amount_pence, lead_id, description, created_at)
        select company_id, 'lead_charge', -1500, lead_id, 'Lead BQ' || lpad(j::text, 8, '0'), claimed_at
        from bench_claims`,
    ],
    [
      "jobs",
      sql`insert into jobs (reference, company_id, quote_id, title, pickup_from, pickup_to, from_town, to_town,
          price_pence, status, created_at, updated_at)
        select 'BJ' || lpad(c.j::text, 8, '0'), c.company_id, q.id, c.from_city || ' to ' || c.to_city,
          c.created_at + interval '30 days', c.created_at + interval '30 days 4 hours', c.from_city, c.to_city,
          q.amount_pence,
          (case when c.created_at + interval '30 days' > now() then 'upcoming' else 'completed' end)::job_status,
          c.claimed_at + interval '2 days', c.claimed_at + interval '2 days'
        from bench_claims c join quotes q on q.lead_id = c.lead_id where c.status = 'won'`,
    ],
    [
      "reviews",
      sql`insert into reviews (company_id, quote_request_id, author_name, title, content, quality, customer_service,
          value_for_money, overall, would_recommend, status, moderated_at, created_at, published_at)
        select co.id, r.id, 'Reviewer ' || v, 'A move in ' || r.from_city,
          'Careful, on time and friendly from start to finish.', s.q, s.c, s.m, round((s.q + s.c + s.m) / 3.0, 1),
          s.q >= 6, (case when v % 20 = 19 then 'pending' else 'published' end)::review_status,
          (case when v % 20 <> 19 then r.created_at + interval '40 days' end), r.created_at + interval '40 days',
          (case when v % 20 <> 19 then r.created_at + interval '40 days' end)
        from generate_series(0, ${R - 1}) as v
        join bench_requests r on r.j = (v * 5) % ${N}
        join lateral (select id from companies where slug = ${prefix} || (v % ${C})) as co on true
        cross join lateral (select 4 + v % 7 as q, 5 + v % 6 as c, 3 + v % 8 as m) as s`,
    ],
    [
      "ratings",
      sql`update companies set rating = s.rating, review_count = s.review_count, quality_score = s.quality,
          customer_service_score = s.customer_service, value_for_money_score = s.value_for_money
        from (select company_id, round(avg(overall)::numeric, 1)::real as rating, count(*)::int as review_count,
            round(avg(quality)::numeric, 1)::real as quality,
            round(avg(customer_service)::numeric, 1)::real as customer_service,
            round(avg(value_for_money)::numeric, 1)::real as value_for_money
          from reviews where status = 'published' group by company_id) as s
        where companies.id = s.company_id and companies.slug like ${`${prefix}%`}`,
    ],
  ];
}
