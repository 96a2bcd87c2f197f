import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobStatusChanges, jobs, quoteRequests } from "~/db/schema";
import { partnerJobPath } from "~/lib/job-rules";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import type { JobStatus } from "~/lib/vocabulary";
import { createCompany } from "../../factories/companies";
import { createDriver, createVehicle } from "../../factories/fleet";
import { createBookedJob, createJob } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/**
 * A job's page (/partner/admin/jobs/:id) through its routes: the status moves the rules allow
 * and the ones they refuse, a cancellation's reason and the customer's email, the driver and
 * vehicle (only the company's own, active ones), another company's ids answered 404 with nothing
 * changed; and the job lists' calendar, Reservations and History.
 */

const LEEDS = { city: "Leeds", lat: 53.7997, lng: -1.5492 };

describe("partner jobs", () => {
  const db = setupTestDatabase();

  async function signedInPartner() {
    const company = await createCompany(db());
    const partner = await createSignedInUser({ role: "partner", company });
    const send = (jobId: string, fields: Record<string, string>) =>
      callRoute(post(partnerJobPath(jobId), fields, { cookie: partner.cookie }));
    const open = (path: string) => callRoute(page(path, { cookie: partner.cookie }));
    return { company, partner, send, open };
  }

  async function jobRow(jobId: string) {
    const [row] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    if (!row) throw new Error("job gone");
    return row;
  }

  const changesOf = (jobId: string) =>
    db().select().from(jobStatusChanges).where(eq(jobStatusChanges.jobId, jobId)).orderBy(jobStatusChanges.changedAt);

  it("shows the company's own job with the customer's contact, unassigned until a crew is set", async () => {
    const { company, open } = await signedInPartner();
    const { job, request } = await createBookedJob(db(), {
      companyId: company.id,
      to: LEEDS,
      day: addDays(todayInUk(), 5),
    });
    const result = await open(partnerJobPath(job.id));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      job: {
        reference: job.reference,
        status: "upcoming",
        pricePence: 90_000,
        driverName: null,
        numberPlate: null,
        customer: { fullName: request.fullName, email: request.email, reference: request.reference },
        history: [],
      },
    });
  });

  describe("moves a job's status only as the rules allow", () => {
    it("from Upcoming to In progress to Completed, keeping each change and completing the request", async () => {
      const { company, partner, send, open } = await signedInPartner();
      const { job, request } = await createBookedJob(db(), {
        companyId: company.id,
        to: LEEDS,
        day: todayInUk(),
      });
      const started = await send(job.id, { intent: "status", to: "in_progress" });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body).toMatchObject({ ok: true, data: { reference: job.reference, status: "in_progress" } });
      const completed = await send(job.id, { intent: "status", to: "completed" });
      expect(completed.status).toBe(200);

      expect((await jobRow(job.id)).status).toBe("completed");
      expect(
        (await changesOf(job.id)).map(({ fromStatus, toStatus, reason, changedByUserId }) => ({
          fromStatus,
          toStatus,
          reason,
          changedByUserId,
        })),
      ).toEqual([
        { fromStatus: "upcoming", toStatus: "in_progress", reason: null, changedByUserId: partner.id },
        { fromStatus: "in_progress", toStatus: "completed", reason: null, changedByUserId: partner.id },
      ]);
      const [requestRow] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
      expect(requestRow?.status).toBe("completed");
      // The page shows the history; a finished job offers no crew to choose from.
      const detail = await open(partnerJobPath(job.id));
      expect(detail.body).toMatchObject({
        job: { status: "completed", history: [{ toStatus: "in_progress" }, { toStatus: "completed" }] },
        drivers: [],
        vehicles: [],
      });
      // No email for a start or a completion.
      expect(await emailsTo(db(), request.email)).toEqual([]);
    });

    it.each<[JobStatus, JobStatus, string]>([
      ["upcoming", "completed", "backOffice:jobs.errors.notStarted"],
      ["upcoming", "upcoming", "backOffice:jobs.errors.already.upcoming"],
      ["in_progress", "upcoming", "backOffice:jobs.errors.alreadyStarted"],
      ["in_progress", "in_progress", "backOffice:jobs.errors.already.in_progress"],
      ["completed", "cancelled", "backOffice:jobs.errors.finished.completed"],
      ["completed", "in_progress", "backOffice:jobs.errors.finished.completed"],
      ["cancelled", "upcoming", "backOffice:jobs.errors.finished.cancelled"],
      ["cancelled", "in_progress", "backOffice:jobs.errors.finished.cancelled"],
    ])("refuses %s → %s with 409 and its message", async (from, to, key) => {
      const { company, send } = await signedInPartner();
      const job = await createJob(db(), { companyId: company.id, status: from });
      const result = await send(job.id, { intent: "status", to, reason: "Van broke down" });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ ok: false, code: "CONFLICT", message: { key } });
      expect((await jobRow(job.id)).status).toBe(from);
      expect(await changesOf(job.id)).toEqual([]);
    });

    it("refuses a status that is not one", async () => {
      const { company, send } = await signedInPartner();
      const job = await createJob(db(), { companyId: company.id });
      const result = await send(job.id, { intent: "status", to: "teleported" });
      expect(result.status).toBe(400);
      expect((await jobRow(job.id)).status).toBe("upcoming");
    });
  });

  describe("cancelling", () => {
    it.each<[string, Record<string, string>]>([
      ["no reason", {}],
      ["a blank reason", { reason: "   " }],
    ])("requires a reason (%s), changing nothing and emailing no one", async (_, fields) => {
      const { company, send } = await signedInPartner();
      const { job, request } = await createBookedJob(db(), {
        companyId: company.id,
        to: LEEDS,
        day: addDays(todayInUk(), 4),
      });
      const result = await send(job.id, { intent: "status", to: "cancelled", ...fields });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        code: "VALIDATION",
        fieldErrors: { reason: { key: "backOffice:jobs.errors.reasonRequired" } },
      });
      expect((await jobRow(job.id)).status).toBe("upcoming");
      expect(await changesOf(job.id)).toEqual([]);
      expect(await emailsTo(db(), request.email)).toEqual([]);
    });

    it("refuses a reason longer than 500 characters", async () => {
      const { company, send } = await signedInPartner();
      const job = await createJob(db(), { companyId: company.id });
      const result = await send(job.id, { intent: "status", to: "cancelled", reason: "x".repeat(501) });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ fieldErrors: { reason: { key: "messages:validation.tooLong" } } });
      expect((await jobRow(job.id)).status).toBe("upcoming");
    });

    it.each<[JobStatus, "en-GB" | "lt", string]>([
      ["upcoming", "en-GB", "has cancelled your move"],
      ["in_progress", "lt", "atšaukė jūsų perkraustymą"],
    ])("from %s, keeps the reason and emails the customer in their language (%s)", async (from, locale, subject) => {
      const { company, partner, send } = await signedInPartner();
      const day = addDays(todayInUk(), 6);
      const { job, request } = await createBookedJob(db(), { companyId: company.id, to: LEEDS, day });
      await db().update(quoteRequests).set({ locale }).where(eq(quoteRequests.id, request.id));
      await db().update(jobs).set({ status: from }).where(eq(jobs.id, job.id));

      const result = await send(job.id, { intent: "status", to: "cancelled", reason: "  Our van failed its MOT.  " });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect((await jobRow(job.id)).status).toBe("cancelled");
      expect(await changesOf(job.id)).toMatchObject([
        { fromStatus: from, toStatus: "cancelled", reason: "Our van failed its MOT.", changedByUserId: partner.id },
      ]);
      const mail = await emailsTo(db(), request.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ template: "customer-job-cancelled" });
      expect(mail[0]?.subject).toContain(company.name);
      expect(mail[0]?.subject).toContain(subject);
      expect(mail[0]?.text).toContain("Our van failed its MOT.");
      expect(mail[0]?.text).toContain(request.reference);
      // A cancelled job leaves the request as it was.
      const [requestRow] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
      expect(requestRow?.status).toBe("booked");
    });
  });

  describe("assigns a driver and a vehicle", () => {
    it("of the company's own, shown on the job and in My work, and clears them with 'Unassigned'", async () => {
      const { company, send, open } = await signedInPartner();
      const job = await createJob(db(), { companyId: company.id });
      const driver = await createDriver(db(), company.id, { name: "Sam Carter" });
      const vehicle = await createVehicle(db(), company.id, { numberPlate: "AB12CDE" });

      const result = await send(job.id, { intent: "assign", driverId: driver.id, vehicleId: vehicle.id });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body).toMatchObject({ data: { driverName: "Sam Carter", numberPlate: "AB12CDE" } });
      expect(await jobRow(job.id)).toMatchObject({ driverId: driver.id, vehicleId: vehicle.id });

      const detail = await open(partnerJobPath(job.id));
      expect(detail.body).toMatchObject({
        job: { driverName: "Sam Carter", numberPlate: "AB12CDE" },
        drivers: [{ id: driver.id, name: "Sam Carter" }],
        vehicles: [{ id: vehicle.id }],
      });
      const work = await open("/partner/admin/work");
      expect(work.body).toMatchObject({
        days: [{ jobs: [{ id: job.id, driverName: "Sam Carter", numberPlate: "AB12CDE" }] }],
      });

      // Only a vehicle, then nothing.
      expect((await send(job.id, { intent: "assign", driverId: "", vehicleId: vehicle.id })).status).toBe(200);
      expect(await jobRow(job.id)).toMatchObject({ driverId: null, vehicleId: vehicle.id });
      expect((await send(job.id, { intent: "assign", driverId: "", vehicleId: "" })).status).toBe(200);
      expect(await jobRow(job.id)).toMatchObject({ driverId: null, vehicleId: null });
    });

    it.each<[string, (companyId: string, otherId: string) => Promise<Record<string, string>>, string]>([
      [
        "another company's driver",
        async (_, other) => ({ driverId: (await createDriver(db(), other)).id }),
        "backOffice:drivers.errors.notFound",
      ],
      [
        "a deactivated driver",
        async (own) => ({ driverId: (await createDriver(db(), own, { active: false })).id }),
        "backOffice:drivers.errors.notFound",
      ],
      [
        "a deleted driver",
        async (own) => ({ driverId: (await createDriver(db(), own, { deletedAt: new Date() })).id }),
        "backOffice:drivers.errors.notFound",
      ],
      ["a driver id that is no id", async () => ({ driverId: "1 or 1=1" }), "backOffice:drivers.errors.notFound"],
      [
        "another company's vehicle",
        async (_, other) => ({ vehicleId: (await createVehicle(db(), other)).id }),
        "backOffice:vehicles.errors.notFound",
      ],
      [
        "a deleted vehicle",
        async (own) => ({ vehicleId: (await createVehicle(db(), own, { deletedAt: new Date() })).id }),
        "backOffice:vehicles.errors.notFound",
      ],
      ["a vehicle id that is no id", async () => ({ vehicleId: "abc" }), "backOffice:vehicles.errors.notFound"],
    ])("refuses %s with 404, changing nothing", async (_, crewOf, key) => {
      const { company, send } = await signedInPartner();
      const other = await createCompany(db());
      const ownDriver = await createDriver(db(), company.id);
      const ownVehicle = await createVehicle(db(), company.id);
      const job = await createJob(db(), { companyId: company.id, driverId: ownDriver.id, vehicleId: ownVehicle.id });
      const crew = { driverId: ownDriver.id, vehicleId: ownVehicle.id, ...(await crewOf(company.id, other.id)) };
      const result = await send(job.id, { intent: "assign", ...crew });
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ ok: false, code: "NOT_FOUND", message: { key } });
      expect(await jobRow(job.id)).toMatchObject({ driverId: ownDriver.id, vehicleId: ownVehicle.id });
    });

    it.each<JobStatus>(["completed", "cancelled"])("refuses to change a %s job's crew (409)", async (status) => {
      const { company, send } = await signedInPartner();
      const job = await createJob(db(), { companyId: company.id, status });
      const driver = await createDriver(db(), company.id);
      const result = await send(job.id, { intent: "assign", driverId: driver.id, vehicleId: "" });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({ message: { key: `backOffice:jobs.errors.finished.${status}` } });
      expect((await jobRow(job.id)).driverId).toBeNull();
    });
  });

  describe("another company's job, or an id that is no id, is not found and nothing changes", () => {
    const ids: [string, (foreignJobId: string) => string][] = [
      ["another company's job", (foreign) => foreign],
      ["an id that is no id", () => "not-a-uuid"],
      ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
    ];
    const requests: [
      string,
      (ctx: { jobId: string; driverId: string; vehicleId: string }) => Record<string, string> | null,
    ][] = [
      ["GET the page", () => null],
      ["POST start", () => ({ intent: "status", to: "in_progress" })],
      ["POST cancel", () => ({ intent: "status", to: "cancelled", reason: "Not ours to cancel" })],
      ["POST assign", ({ driverId, vehicleId }) => ({ intent: "assign", driverId, vehicleId })],
    ];
    const cases = ids.flatMap(([idName, idOf]) =>
      requests.map(([requestName, fieldsOf]) => [`${requestName} of ${idName}`, idOf, fieldsOf] as const),
    );

    it.each(cases)("%s: 404", async (_, idOf, fieldsOf) => {
      const intruder = await signedInPartner();
      const owner = await createCompany(db());
      const { job, request } = await createBookedJob(db(), {
        companyId: owner.id,
        to: LEEDS,
        day: addDays(todayInUk(), 3),
      });
      // The intruder's own crew: valid for the intruder, never for another company's job.
      const driver = await createDriver(db(), intruder.company.id);
      const vehicle = await createVehicle(db(), intruder.company.id);
      const jobId = idOf(job.id);
      const fields = fieldsOf({ jobId, driverId: driver.id, vehicleId: vehicle.id });
      const result = fields ? await intruder.send(jobId, fields) : await intruder.open(partnerJobPath(jobId));
      expect(result.status).toBe(404);
      expect(JSON.stringify(result.body ?? {})).not.toContain(request.email);
      expect(await jobRow(job.id)).toMatchObject({ status: "upcoming", driverId: null, vehicleId: null });
      expect(await changesOf(job.id)).toEqual([]);
      expect(await emailsTo(db(), request.email)).toEqual([]);
    });
  });

  describe("the job lists", () => {
    interface ListBody {
      params: { view: string; date: string; status: string | null; sort: string };
      calendar: { view: string; anchor: string; days: string[] } | null;
      days: { day: string; jobs: { reference: string; status: string }[] }[];
      total: number;
    }

    async function companyWithJobsAround(day: string) {
      const partner = await signedInPartner();
      const at = (date: string, status: JobStatus = "upcoming") =>
        createJob(db(), {
          companyId: partner.company.id,
          status,
          pickupFrom: ukMoment(date, 9),
          pickupTo: ukMoment(date, 12),
        });
      const jobsByName = {
        sameDay: await at(day),
        nextMonth: await at(addDays(day, 40)),
        done: await at(addDays(day, 1), "completed"),
        cancelled: await at(addDays(day, 2), "cancelled"),
        started: await at(addDays(day, 1), "in_progress"),
      };
      const list = async (path: string) => {
        const result = await partner.open(path);
        expect(result.status, path).toBe(200);
        return result.body as unknown as ListBody;
      };
      const refs = (body: ListBody) => body.days.flatMap((group) => group.jobs.map((job) => job.reference)).sort();
      return { jobs: jobsByName, list, refs };
    }

    it("shows a month or a week of jobs, and falls back to the list and today for values it does not know", async () => {
      const today = todayInUk();
      const { jobs: made, list, refs } = await companyWithJobsAround("2031-03-10");

      const month = await list("/partner/admin/work?view=month&date=2031-03-10");
      expect(month.calendar).toMatchObject({ view: "month", anchor: "2031-03-01" });
      expect(month.calendar?.days[0]).toBe("2031-02-24");
      expect(refs(month)).toEqual(
        [made.sameDay, made.done, made.cancelled, made.started].map((job) => job.reference).sort(),
      );

      const week = await list("/partner/admin/work?view=week&date=2031-03-12&status=in_progress");
      expect(week.calendar?.days).toHaveLength(7);
      expect(week.calendar?.anchor).toBe("2031-03-10");
      expect(refs(week)).toEqual([made.started.reference]);

      const bad = await list("/partner/admin/work?view=year&date=2031-02-30");
      expect(bad.params).toMatchObject({ view: "list", date: today });
      expect(bad.calendar).toBeNull();
      expect(bad.total).toBe(5);

      const badDate = await list("/partner/admin/work?view=month&date=31-03-2031");
      expect(badDate.params).toMatchObject({ view: "month", date: today });
      expect(badDate.calendar?.anchor).toBe(`${today.slice(0, 7)}-01`);
    });

    it("Reservations shows the upcoming jobs, History the finished ones, each with its own statuses", async () => {
      const { jobs: made, list, refs } = await companyWithJobsAround("2031-05-05");

      const reservations = await list("/partner/admin/reservations");
      expect(refs(reservations)).toEqual([made.sameDay.reference, made.nextMonth.reference].sort());
      expect((await list("/partner/admin/reservations?status=completed")).params.status).toBeNull();

      const history = await list("/partner/admin/profile/history");
      expect(history.params.sort).toBe("pickup_desc");
      expect(history.days.flatMap((group) => group.jobs.map((job) => job.reference))).toEqual([
        made.cancelled.reference,
        made.done.reference,
      ]);
      const completedOnly = await list("/partner/admin/profile/history?status=completed");
      expect(refs(completedOnly)).toEqual([made.done.reference]);
      expect((await list("/partner/admin/profile/history?status=upcoming")).total).toBe(2);

      const historyWeek = await list("/partner/admin/profile/history?view=week&date=2031-05-06");
      expect(refs(historyWeek)).toEqual([made.done.reference, made.cancelled.reference].sort());
    });
  });

  it("does not find jobs in another company's lists", async () => {
    const { open } = await signedInPartner();
    const other = await createCompany(db());
    await createJob(db(), { companyId: other.id });
    for (const path of ["/partner/admin/work", "/partner/admin/reservations", "/partner/admin/profile/history"]) {
      const result = await open(path);
      expect(result.body, path).toMatchObject({ total: 0, hasJobs: false });
    }
  });
});
