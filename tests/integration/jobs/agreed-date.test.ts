import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs } from "~/db/schema";
import { partnerJobPath } from "~/lib/job-rules";
import { addDays, todayInUk } from "~/lib/uk-time";
import { setAgreedDate } from "~/server/jobs/job-changes.server";
import type { CustomerRequestView } from "~/server/quote-requests/customer-request.server";
import { createCompany } from "../../factories/companies";
import { createBookedJob } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/**
 * The day agreed with the customer inside a flexible window (docs/product-rules.md, "The day
 * agreed inside a flexible window"): only inside the window, not in the past, only while the job
 * is to do and only by the job's own company; each change is audited and emailed once; the
 * calendar, the lists, the Start rule and the customer's page go by it.
 */

const LEEDS = { city: "Leeds", lat: 53.7997, lng: -1.5492 };
const inDays = (days: number) => addDays(todayInUk(), days);

interface ListBody {
  days: { day: string; jobs: { reference: string; agreedDate: string | null }[] }[];
}

describe("the day agreed inside a flexible window", () => {
  const db = setupTestDatabase();

  /** A partner's job whose customer is flexible from `first` to `last` days from today. */
  async function flexibleJob(first: number, last: number | null) {
    const company = await createCompany(db());
    const partner = await createSignedInUser({ role: "partner", company });
    const booked = await createBookedJob(db(), {
      companyId: company.id,
      to: LEEDS,
      day: inDays(first),
      lastDay: last === null ? undefined : inDays(last),
    });
    const send = (fields: Record<string, string>, cookie = partner.cookie) =>
      callRoute(post(partnerJobPath(booked.job.id), fields, { cookie }));
    const open = async <T>(path: string) => {
      const result = await callRoute(page(path, { cookie: partner.cookie }));
      expect(result.status, path).toBe(200);
      return result.body as unknown as T;
    };
    return { ...booked, company, partner, send, open };
  }

  const agreedDateOf = async (jobId: string) =>
    (await db().select({ agreedDate: jobs.agreedDate }).from(jobs).where(eq(jobs.id, jobId)))[0]?.agreedDate;
  const mailsTo = (email: string) => emailsTo(db(), email, "customer-job-date-agreed");

  it("refuses a day outside the customer's window with a 400 naming the window, and changes nothing", async () => {
    const { job, request, send } = await flexibleJob(3, 10);
    for (const day of [inDays(2), inDays(11)]) {
      const result = await send({ intent: "agree-date", agreedDate: day });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        message: {
          key: "backOffice:jobs.agreedDate.errors.outsideWindow",
          params: { first: inDays(3), last: inDays(10) },
        },
        fieldErrors: { agreedDate: expect.any(Object) },
      });
    }
    expect((await send({ intent: "agree-date", agreedDate: "not a day" })).status).toBe(400);
    expect(await agreedDateOf(job.id)).toBeNull();
    expect(await mailsTo(request.email)).toEqual([]);
  });

  it("refuses a day in the past even inside the window", async () => {
    const { job, send } = await flexibleJob(-3, 5);
    const result = await send({ intent: "agree-date", agreedDate: inDays(-1) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: { key: "backOffice:jobs.agreedDate.errors.past" } });
    expect((await send({ intent: "agree-date", agreedDate: todayInUk() })).status).toBe(200);
    expect(await agreedDateOf(job.id)).toBe(todayInUk());
  });

  it("refuses a job with a fixed date, and a finished job (409)", async () => {
    const fixed = await flexibleJob(4, null);
    const onFixed = await fixed.send({ intent: "agree-date", agreedDate: inDays(4) });
    expect(onFixed.status).toBe(409);
    expect(onFixed.body).toMatchObject({ message: { key: "backOffice:jobs.agreedDate.errors.notFlexible" } });

    const { job, send } = await flexibleJob(2, 9);
    await db().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
    expect((await send({ intent: "agree-date", agreedDate: inDays(5) })).status).toBe(409);
    expect(await agreedDateOf(job.id)).toBeNull();
  });

  it("lets no other company set it: its partner is told the job is not found", async () => {
    const { job, request, send } = await flexibleJob(2, 9);
    const other = await createSignedInUser({ role: "partner", company: await createCompany(db()) });
    const result = await send({ intent: "agree-date", agreedDate: inDays(5) }, other.cookie);
    expect(result.status).toBe(404);
    await expect(
      setAgreedDate(
        { companyId: (await createCompany(db())).id },
        { jobId: job.id, actorUserId: null, agreedDate: inDays(5) },
      ),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await agreedDateOf(job.id)).toBeNull();
    expect(await mailsTo(request.email)).toEqual([]);
  });

  it("emails the customer once per change, audits each, and the customer's page shows the day", async () => {
    const { job, request, company, partner, send } = await flexibleJob(2, 12);
    expect((await send({ intent: "agree-date", agreedDate: inDays(6) })).status).toBe(200);
    // The same day again is no change: no second email.
    expect((await send({ intent: "agree-date", agreedDate: inDays(6) })).status).toBe(200);
    expect((await send({ intent: "agree-date", agreedDate: inDays(8) })).status).toBe(200);
    expect(await agreedDateOf(job.id)).toBe(inDays(8));

    const mails = await mailsTo(request.email);
    expect(mails.map((mail) => mail.payload)).toMatchObject([
      { agreedDate: inDays(6), changed: false, companyName: company.name, reference: request.reference },
      { agreedDate: inDays(8), changed: true, companyName: company.name },
    ]);
    expect(mails[1]?.subject).toContain(company.name);

    const audit = await db()
      .select({
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "job"), eq(auditLog.subjectId, job.id)))
      .orderBy(asc(auditLog.at));
    expect(audit).toEqual([
      {
        action: "job.agreed-date",
        actorUserId: partner.id,
        before: { agreedDate: null },
        after: { agreedDate: inDays(6) },
      },
      {
        action: "job.agreed-date",
        actorUserId: partner.id,
        before: { agreedDate: inDays(6) },
        after: { agreedDate: inDays(8) },
      },
    ]);

    // The email's link opens the customer's page, which shows the agreed day.
    const url = new URL(String((mails[1]?.payload as { requestUrl?: string } | undefined)?.requestUrl));
    const customerPage = await callRoute(page(url.pathname));
    expect(customerPage.status).toBe(200);
    const { view } = customerPage.body as unknown as { view: CustomerRequestView };
    expect(view.booking).toMatchObject({ jobReference: job.reference, agreedDate: inDays(8) });
  });

  it("puts the job on the agreed day in the calendar, the list and the route day, and shows the job page the window", async () => {
    const { job, send, open } = await flexibleJob(2, 12);
    const week = (date: string) => open<ListBody>(`/partner/admin/work?view=week&date=${date}`);
    const daysOf = (body: ListBody) =>
      body.days
        .filter((group) => group.jobs.some((item) => item.reference === job.reference))
        .map((group) => group.day);
    expect(daysOf(await week(inDays(2)))).toEqual([inDays(2)]);

    expect((await send({ intent: "agree-date", agreedDate: inDays(9) })).status).toBe(200);
    // Seven days apart: never the same week.
    expect(daysOf(await week(inDays(2)))).toEqual([]);
    const onDay = await week(inDays(9));
    expect(daysOf(onDay)).toEqual([inDays(9)]);
    expect(onDay.days.flatMap((group) => group.jobs).find((item) => item.reference === job.reference)).toMatchObject({
      agreedDate: inDays(9),
    });
    expect(daysOf(await open<ListBody>("/partner/admin/work"))).toEqual([inDays(9)]);
    const route = await open<{ stops: { reference: string }[] }>(`/partner/admin/routes?date=${inDays(9)}`);
    expect(route.stops.map((stop) => stop.reference)).toContain(job.reference);

    const detail = await open<{
      job: { agreedDate: string; window: { first: string; last: string }; flexible: boolean };
    }>(partnerJobPath(job.id));
    expect(detail.job).toMatchObject({
      agreedDate: inDays(9),
      window: { first: inDays(2), last: inDays(12) },
      flexible: true,
    });
  });

  it("lets the job start only from the agreed day once one is set", async () => {
    const { job, send, open } = await flexibleJob(0, 6);
    expect((await send({ intent: "agree-date", agreedDate: inDays(3) })).status).toBe(200);
    const start = await send({ intent: "status", to: "in_progress" });
    expect(start.status).toBe(409);
    expect(start.body).toMatchObject({ message: { key: "backOffice:jobs.errors.beforeWindow" } });
    expect(
      await open<{ job: { canStartToday: boolean; firstMovingDay: string } }>(partnerJobPath(job.id)),
    ).toMatchObject({
      job: { canStartToday: false, firstMovingDay: inDays(3) },
    });
    expect((await send({ intent: "agree-date", agreedDate: todayInUk() })).status).toBe(200);
    expect((await send({ intent: "status", to: "in_progress" })).status).toBe(200);
  });
});
