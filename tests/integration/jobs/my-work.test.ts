import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH } from "~/lib/schemas/list-params";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { createCompany } from "../../factories/companies";
import { createJob } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { callRoute } from "../../support/routes";

/** My work (/partner/admin and /partner/admin/work): the company's jobs, searched, filtered and sorted. */

interface MyWorkBody {
  days: {
    day: string;
    jobs: {
      reference: string;
      pricePence: number;
      status: string;
      driverName: string | null;
      numberPlate: string | null;
    }[];
  }[];
  total: number;
  page: number;
  pageCount: number;
  hasJobs: boolean;
  params: { q: string; status: string | null; sort: string; view: string; date: string; page: number | null };
}

const inDays = (days: number) => addDays(todayInUk(), days);

describe("My work", () => {
  const db = setupTestDatabase();

  /**
   * A company with four jobs on three days, and a partner of it signed in. References are unique
   * across companies: each company's hold its own digits, then AA or BB for the searches.
   */
  async function companyWithJobs() {
    const company = await createCompany(db());
    const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
    const ref = (suffix: string) => `JB-${digits}${suffix}`;
    const job = (reference: string, day: number, hour: number, pricePence: number, status: string) =>
      createJob(db(), {
        companyId: company.id,
        reference,
        pickupFrom: ukMoment(inDays(day), hour),
        pickupTo: ukMoment(inDays(day), hour + 2),
        pricePence,
        status: status as "upcoming",
      });
    await job(ref("AA1"), 3, 8, 50_000, "upcoming");
    await job(ref("AA2"), 3, 13, 120_000, "in_progress");
    await job(ref("BB3"), 10, 9, 80_000, "completed");
    await job(ref("BB4"), 1, 8, 30_000, "cancelled");
    const partner = await createSignedInUser({ role: "partner", company });
    const open = async (path: string) => {
      const result = await callRoute(page(path, { cookie: partner.cookie }));
      expect(result.status, path).toBe(200);
      return result.body as unknown as MyWorkBody;
    };
    return { company, open, ref };
  }

  const references = (body: MyWorkBody) => body.days.flatMap((day) => day.jobs.map((job) => job.reference));
  const dayOrder = (body: MyWorkBody) => body.days.map((day) => day.day);

  it("lists the company's jobs grouped by day, earliest pickup first, at Home and at /work alike", async () => {
    const { open, ref } = await companyWithJobs();
    const home = await open("/partner/admin");
    expect(home.total).toBe(4);
    expect(home.hasJobs).toBe(true);
    expect(home.params).toEqual({
      q: "",
      status: null,
      sort: "pickup_asc",
      view: "list",
      date: todayInUk(),
      page: null,
    });
    expect(home.days).toEqual([
      { day: inDays(1), jobs: [expect.objectContaining({ reference: ref("BB4") })] },
      {
        day: inDays(3),
        jobs: [
          expect.objectContaining({
            reference: ref("AA1"),
            pricePence: 50_000,
            status: "upcoming",
            driverName: null,
            numberPlate: null,
          }),
          expect.objectContaining({ reference: ref("AA2"), pricePence: 120_000, status: "in_progress" }),
        ],
      },
      { day: inDays(10), jobs: [expect.objectContaining({ reference: ref("BB3") })] },
    ]);
    const work = await open("/partner/admin/work");
    expect(work.days).toEqual(home.days);
  });

  it("sorts by latest pickup and by price both ways, each day's group where its first job falls", async () => {
    const { open, ref } = await companyWithJobs();
    const latest = await open("/partner/admin/work?sort=pickup_desc");
    expect(dayOrder(latest)).toEqual([inDays(10), inDays(3), inDays(1)]);
    expect(references(latest)).toEqual([ref("BB3"), ref("AA2"), ref("AA1"), ref("BB4")]);

    const dearest = await open("/partner/admin?sort=price_desc");
    expect(dayOrder(dearest)).toEqual([inDays(3), inDays(10), inDays(1)]);
    expect(references(dearest)).toEqual([ref("AA2"), ref("AA1"), ref("BB3"), ref("BB4")]);

    const cheapest = await open("/partner/admin?sort=price_asc");
    expect(dayOrder(cheapest)).toEqual([inDays(1), inDays(3), inDays(10)]);
    expect(references(cheapest)).toEqual([ref("BB4"), ref("AA1"), ref("AA2"), ref("BB3")]);
  });

  it("filters by status and searches by job ID, and says when nothing matches", async () => {
    const { open, ref } = await companyWithJobs();
    expect(references(await open("/partner/admin?status=completed"))).toEqual([ref("BB3")]);
    expect(references(await open("/partner/admin?status=in_progress"))).toEqual([ref("AA2")]);
    expect(references(await open("/partner/admin?status=cancelled"))).toEqual([ref("BB4")]);
    expect(references(await open("/partner/admin?status=upcoming"))).toEqual([ref("AA1")]);

    // Part of a reference, in any case, with spaces around it.
    expect(references(await open("/partner/admin?q=%20bb%20"))).toEqual([ref("BB4"), ref("BB3")]);
    expect(references(await open(`/partner/admin?q=${ref("aa2").toLowerCase()}`))).toEqual([ref("AA2")]);
    // Search, filter and sort together.
    expect(references(await open("/partner/admin?q=AA&status=upcoming&sort=price_desc"))).toEqual([ref("AA1")]);

    const nothing = await open("/partner/admin?q=ZZZZ&status=completed");
    expect(nothing).toMatchObject({ total: 0, days: [], hasJobs: true });
  });

  it("falls back to the defaults for values it does not know, never failing the page", async () => {
    const { open } = await companyWithJobs();
    const odd = await open(
      `/partner/admin/work?status=bogus&sort=cheapest&q=${"%25".repeat(3)}${"x".repeat(MAX_SEARCH_LENGTH * 2)}`,
    );
    expect(odd.params).toMatchObject({ status: null, sort: "pickup_asc" });
    expect(odd.params.q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(odd.total).toBe(0);
    const repeated = await open("/partner/admin?status=&status=completed&sort=&page=-1");
    expect(repeated.params).toEqual({
      q: "",
      status: null,
      sort: "pickup_asc",
      view: "list",
      date: todayInUk(),
      page: 1,
    });
    expect(repeated.total).toBe(4);
  });

  it("lists a page of 25 jobs at a time, grouped by day within the page, while a calendar shows all of its days", async () => {
    const { company, open } = await companyWithJobs();
    // 26 more on one day: 30 jobs in all, the day's group split across the two pages.
    for (let index = 0; index < 26; index++) {
      await createJob(db(), {
        companyId: company.id,
        pickupFrom: ukMoment(inDays(5), 8),
        pickupTo: ukMoment(inDays(5), 10),
      });
    }
    const first = await open("/partner/admin/work");
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(references(first)).toHaveLength(25);
    expect(dayOrder(first)).toEqual([inDays(1), inDays(3), inDays(5)]);
    const second = await open("/partner/admin/work?page=2");
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(dayOrder(second)).toEqual([inDays(5), inDays(10)]);
    expect(new Set([...references(first), ...references(second)]).size).toBe(30);
    // A page past the end shows the last one; a calendar is never paged.
    expect(await open("/partner/admin/work?page=9")).toMatchObject({ page: 2 });
    const month = await open(`/partner/admin/work?view=month&date=${inDays(5)}&page=2`);
    expect(month.days.find((group) => group.day === inDays(5))?.jobs).toHaveLength(26);

    // 40 jobs before today: in order of earliest pickup the list opens on today's (page 2 of 3);
    // a named page, or another order, opens where it says.
    for (let index = 0; index < 40; index++) {
      await createJob(db(), {
        companyId: company.id,
        pickupFrom: ukMoment(inDays(-3 - index), 8),
        pickupTo: ukMoment(inDays(-3 - index), 10),
        status: "completed",
      });
    }
    const opening = await open("/partner/admin/work");
    expect(opening).toMatchObject({ total: 70, page: 2, pageCount: 3 });
    expect(dayOrder(opening).filter((day) => day >= todayInUk())[0]).toBe(inDays(1));
    expect(await open("/partner/admin/work?page=1")).toMatchObject({ page: 1 });
    expect(await open("/partner/admin/work?sort=pickup_desc")).toMatchObject({ page: 1 });
  });

  it("shows a partner only its own company's jobs, whatever it searches for", async () => {
    const { company, ref } = await companyWithJobs();
    const other = await createCompany(db());
    const own = await createJob(db(), { companyId: other.id });
    const partner = await createSignedInUser({ role: "partner", company: other });
    const open = async (path: string) =>
      (await callRoute(page(path, { cookie: partner.cookie }))).body as unknown as MyWorkBody;

    expect(references(await open("/partner/admin"))).toEqual([own.reference]);
    expect(references(await open(`/partner/admin?q=${ref("AA1")}`))).toEqual([]);
    expect(references(await open(`/partner/admin?q=${ref("BB3")}&company=${company.id}`))).toEqual([]);
  });

  it("tells a company without any job how to find work instead of blaming its filters", async () => {
    const partner = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    for (const path of ["/partner/admin", "/partner/admin/work?q=JB&status=completed"]) {
      const result = await callRoute(page(path, { cookie: partner.cookie }));
      expect(result.status, path).toBe(200);
      expect(result.body, path).toMatchObject({ total: 0, days: [], hasJobs: false });
    }
  });
});
