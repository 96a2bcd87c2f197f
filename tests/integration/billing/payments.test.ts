import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, companies, invoices, ledgerEntries } from "~/db/schema";
import { INVOICE_PAYMENT_TERMS_DAYS, PARTNER_PAYMENTS_PATH } from "~/lib/billing";
import { addDays, todayInUk } from "~/lib/uk-time";
import { getDb } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { issueLastMonthsInvoices } from "~/server/sweeps/time-sweeps.server";
import { createOpenRequest, createPartnerCompany } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Payments: invoice numbers under concurrency, Express pay against the monthly invoice, the
 * statement's filters and running balance, staff recording a payment, and owners only.
 */

/** Noon (UTC) on the 2nd of the month after this one: last month's invoices are due then. */
function earlyNextMonth(): Date {
  const [year = 0, month = 1] = todayInUk().split("-").map(Number);
  return new Date(Date.UTC(year, month, 2, 12));
}

const sequenceOf = (number: string) => Number(number.split("-")[2]);

describe("payments", () => {
  const db = setupTestDatabase();

  const partner = ({ expressPay = false } = {}) => createPartnerCompany(db(), { expressPay });

  async function claim(who: Awaited<ReturnType<typeof partner>>, overrides = {}) {
    const request = await createOpenRequest(db(), overrides);
    return claimLead(who.scope, { quoteRequestId: request.id, actorUserId: who.actorUserId });
  }

  const entriesOf = (companyId: string) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.companyId, companyId))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const invoicesOf = (companyId: string) =>
    db().select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(asc(invoices.number));

  it("numbers invoices in one unbroken sequence, however many are issued at once", async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => partner({ expressPay: true })));
    await Promise.all(racers.map((racer) => claim(racer)));
    const standard = await Promise.all(Array.from({ length: 4 }, () => partner()));
    for (const company of standard) await claim(company);
    // Two sweep workers at once: each company gets one monthly invoice.
    const now = earlyNextMonth();
    const [first, second] = await Promise.all([
      issueLastMonthsInvoices(await getDb(), now),
      issueLastMonthsInvoices(await getDb(), now),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(standard.length);

    const ids = [...racers, ...standard].map((each) => each.company.id);
    const issued = await db()
      .select({ number: invoices.number, companyId: invoices.companyId, kind: invoices.kind })
      .from(invoices)
      .where(
        sql`${invoices.companyId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(issued).toHaveLength(12);
    for (const company of standard) {
      expect(issued.filter((row) => row.companyId === company.company.id && row.kind === "monthly")).toHaveLength(1);
    }
    for (const row of issued) expect(row.number).toMatch(/^MM-\d{4}-\d{6}$/);
    // Every number issued in the database so far, this test's included, is unique and gapless.
    const all = (await db().select({ number: invoices.number }).from(invoices)).map((row) => row.number);
    expect(new Set(all).size).toBe(all.length);
    const byYear = new Map<string, number[]>();
    for (const number of all) {
      const year = number.split("-")[1] ?? "";
      byYear.set(year, [...(byYear.get(year) ?? []), sequenceOf(number)]);
    }
    for (const sequences of byYear.values()) {
      const sorted = sequences.sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, index) => index + 1));
    }
  });

  it("Express pay invoices each claim at once; off, the charge waits for the monthly invoice", async () => {
    const express = await partner({ expressPay: true });
    const standard = await partner();
    const expressClaim = await claim(express);
    const standardClaim = await claim(standard);

    const [expressCharge] = await entriesOf(express.company.id);
    const [expressInvoice] = await invoicesOf(express.company.id);
    expect(expressInvoice).toMatchObject({
      kind: "express",
      status: "due",
      totalPence: expressClaim.pricePence,
      dueOn: addDays(todayInUk(), INVOICE_PAYMENT_TERMS_DAYS),
      vatPence: 0,
    });
    expect(expressCharge?.invoiceId).toBe(expressInvoice?.id);

    const [standardCharge] = await entriesOf(standard.company.id);
    expect(standardCharge?.invoiceId).toBeNull();
    expect(await invoicesOf(standard.company.id)).toEqual([]);

    // A repeat claim of the same customer is credited with the claim: invoiced at once, nothing to pay.
    const phone = "+447700900123";
    await claim(express, { email: "repeat@example.com", phone });
    await claim(express, { email: "repeat@example.com", phone });
    const expressInvoices = await invoicesOf(express.company.id);
    expect(expressInvoices).toHaveLength(3);
    expect(expressInvoices[2]).toMatchObject({ kind: "express", status: "paid", totalPence: 0 });

    const owner = await createSignedInUser({ role: "partner", company: express.company });
    const statement = await callRoute(page(PARTNER_PAYMENTS_PATH, { cookie: owner.cookie }));
    const entries = (statement.body as { statement: { entries: { kind: string; paymentType: string }[] } }).statement
      .entries;
    expect(entries.map((entry) => entry.paymentType).sort()).toEqual([
      "express",
      "express",
      "express_free",
      "express_free",
    ]);

    const standardOwner = await createSignedInUser({ role: "partner", company: standard.company });
    const standardStatement = await callRoute(page(PARTNER_PAYMENTS_PATH, { cookie: standardOwner.cookie }));
    expect(standardStatement.body).toMatchObject({
      statement: { expressPay: false, entries: [{ paymentType: "standard", status: "scheduled", invoice: null }] },
    });

    // At the month's end the sweep puts the waiting charge on the monthly invoice, once.
    const now = earlyNextMonth();
    await issueLastMonthsInvoices(await getDb(), now);
    await issueLastMonthsInvoices(await getDb(), now);
    const [monthly] = await invoicesOf(standard.company.id);
    expect(monthly).toMatchObject({ kind: "monthly", status: "due", totalPence: standardClaim.pricePence });
    expect((await entriesOf(standard.company.id))[0]?.invoiceId).toBe(monthly?.id);
    expect(await invoicesOf(standard.company.id)).toHaveLength(1);
  });

  it("saves the Express pay switch on the company, for owners only", async () => {
    const { company } = await partner();
    const owner = await createSignedInUser({ role: "partner", company });
    const member = await createSignedInUser({ role: "partner", company, memberRole: "staff" });

    const saved = await callRoute(post(PARTNER_PAYMENTS_PATH, { expressPay: "on" }, { cookie: owner.cookie }));
    expect(saved.body).toMatchObject({ ok: true, data: { expressPay: true } });
    const [row] = await db()
      .select({ expressPay: companies.expressPay })
      .from(companies)
      .where(eq(companies.id, company.id));
    expect(row?.expressPay).toBe(true);
    const bad = await callRoute(post(PARTNER_PAYMENTS_PATH, { expressPay: "maybe" }, { cookie: owner.cookie }));
    expect(bad.status).toBe(400);

    expect((await callRoute(page(PARTNER_PAYMENTS_PATH, { cookie: member.cookie }))).status).toBe(403);
    expect(
      (await callRoute(post(PARTNER_PAYMENTS_PATH, { expressPay: "off" }, { cookie: member.cookie }))).status,
    ).toBe(403);
    const [invoice] = await db().select({ id: invoices.id }).from(invoices).limit(1);
    const pdf = await callRoute(page(`${PARTNER_PAYMENTS_PATH}/invoices/${invoice?.id}`, { cookie: member.cookie }));
    expect(pdf.status).toBe(403);
  });

  it("filters the statement by status and shows the running balance the ledger sums to", async () => {
    const who = await partner();
    const owner = await createSignedInUser({ role: "partner", company: who.company });
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    await claim(who);
    await claim(who);
    // Last month's two charges are invoiced; one more claim waits for this month's invoice.
    const now = earlyNextMonth();
    await issueLastMonthsInvoices(await getDb(), now);
    const [invoice] = await invoicesOf(who.company.id);
    if (!invoice) throw new Error("expected the monthly invoice");
    const waiting = await claim(who);

    const statement = async (status?: string) => {
      const path = status ? `${PARTNER_PAYMENTS_PATH}?status=${status}` : PARTNER_PAYMENTS_PATH;
      const answer = await callRoute(page(path, { cookie: owner.cookie }));
      expect(answer.status).toBe(200);
      return (
        answer.body as {
          statement: {
            entries: { id: string; kind: string; status: string; balancePence: number; amountPence: number }[];
            totals: { balancePence: number; scheduledPence: number; duePence: number };
          };
        }
      ).statement;
    };
    expect((await statement("scheduled")).entries.map((entry) => entry.status)).toEqual(["scheduled"]);
    expect((await statement("pending")).entries.map((entry) => entry.status)).toEqual(["pending", "pending"]);
    expect((await statement("completed")).entries).toEqual([]);

    // Staff record the invoice's payment: it is completed, and the balance moves by its total.
    const paid = await callRoute(
      post(`/admin/invoices/${invoice.id}`, { reference: "BACS 123" }, { cookie: staff.cookie }),
    );
    expect(paid.body).toMatchObject({ ok: true });
    const again = await callRoute(post(`/admin/invoices/${invoice.id}`, {}, { cookie: staff.cookie }));
    expect(again.status).toBe(409);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, invoice.id), eq(auditLog.action, "invoice.record-payment")));
    expect(audit?.actorUserId).toBe(staff.id);
    expect((await statement("completed")).entries.map((entry) => entry.kind).sort()).toEqual([
      "lead_charge",
      "lead_charge",
      "payment",
    ]);
    expect((await statement("pending")).entries).toEqual([]);

    const all = await statement();
    expect(all.entries).toHaveLength(4);
    for (const entry of all.entries) {
      const direct = await db().execute<{ sum: number }>(
        sql`select sum(amount_pence)::int as sum from ledger_entries where company_id = ${who.company.id}
          and (created_at, id) <= (select created_at, id from ledger_entries where id = ${entry.id})`,
      );
      expect(entry.balancePence).toBe(direct.rows[0]?.sum);
    }
    const [total] = await db()
      .select({ sum: sql<number>`sum(${ledgerEntries.amountPence})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.companyId, who.company.id));
    expect(all.totals.balancePence).toBe(total?.sum);
    expect(all.entries[0]?.balancePence).toBe(total?.sum);
    expect(all.totals).toMatchObject({ scheduledPence: -waiting.pricePence, duePence: 0 });
  });

  it("lets staff record a payment only against an invoice that exists", async () => {
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    const missing = await callRoute(
      post("/admin/invoices/00000000-0000-4000-8000-000000000000", {}, { cookie: staff.cookie }),
    );
    expect(missing.status).toBe(404);
    const partnerUser = await createSignedInUser({ role: "partner", company: (await partner()).company });
    const refused = await callRoute(
      post("/admin/invoices/00000000-0000-4000-8000-000000000000", {}, { cookie: partnerUser.cookie }),
    );
    expect(refused.status).toBe(403);
  });
});
