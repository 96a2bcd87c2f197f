import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "~/db/schema";
import { listJobs } from "~/server/jobs/company-jobs.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

describe("My work: the company's jobs", () => {
  const db = setupTestDatabase();

  it("searches by job reference, filters by status and sorts by pickup or price", async () => {
    const company = await createCompany(db());
    const scope = { companyId: company.id };
    const bristol = { city: "Bristol", lat: 51.4545, lng: -2.5879 };
    const soon = (await createBookedJob(db(), { companyId: company.id, to: bristol, day: ukDate(3) })).job;
    const later = (await createBookedJob(db(), { companyId: company.id, to: bristol, day: ukDate(9) })).job;
    const done = (await createBookedJob(db(), { companyId: company.id, to: bristol, day: ukDate(6) })).job;
    await db().update(jobs).set({ pricePence: 50_000 }).where(eq(jobs.id, soon.id));
    await db().update(jobs).set({ pricePence: 150_000, status: "completed" }).where(eq(jobs.id, done.id));
    const references = (rows: { reference: string }[]) => rows.map((row) => row.reference);

    expect(references(await listJobs(scope))).toEqual([soon.reference, done.reference, later.reference]);
    expect(references(await listJobs(scope, { sort: "pickup_desc" }))).toEqual([
      later.reference,
      done.reference,
      soon.reference,
    ]);
    expect(references(await listJobs(scope, { sort: "price_desc" }))).toEqual([
      done.reference,
      later.reference,
      soon.reference,
    ]);
    expect(references(await listJobs(scope, { sort: "price_asc" }))).toEqual([
      soon.reference,
      later.reference,
      done.reference,
    ]);
    expect(references(await listJobs(scope, { status: "completed" }))).toEqual([done.reference]);
    expect(references(await listJobs(scope, { search: later.reference.slice(3, 8).toLowerCase() }))).toEqual([
      later.reference,
    ]);
    expect(await listJobs(scope, { search: "%" })).toHaveLength(3);
    expect(await listJobs(scope, { search: "no such job" })).toEqual([]);
  });
});
