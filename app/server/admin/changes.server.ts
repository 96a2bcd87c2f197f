import { eq } from "drizzle-orm";
import { auditLog, companies, contacts, quoteRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import type { ContactStatus, QuoteStatus } from "./dashboard.server";

/**
 * Staff changes. Each one locks the row, changes it and writes its audit_log entry in one
 * transaction, so a change without its audit entry can never be committed.
 */

export async function updateQuoteRequestStatus({
  id,
  status,
  actorUserId,
}: {
  id: string;
  status: QuoteStatus;
  actorUserId: string;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "This quote request no longer exists.");
    if (current.status === status) return;
    await tx.update(quoteRequests).set({ status, updatedAt: new Date() }).where(eq(quoteRequests.id, id));
    await tx.insert(auditLog).values({
      actorUserId,
      action: "quote_request.status",
      subjectType: "quote_request",
      subjectId: id,
      before: { status: current.status },
      after: { status },
    });
  });
}

export async function updateContactStatus({
  id,
  status,
  actorUserId,
}: {
  id: string;
  status: ContactStatus;
  actorUserId: string;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contacts.status })
      .from(contacts)
      .where(eq(contacts.id, id))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", "This contact no longer exists.");
    if (current.status === status) return;
    await tx.update(contacts).set({ status, updatedAt: new Date() }).where(eq(contacts.id, id));
    await tx.insert(auditLog).values({
      actorUserId,
      action: "contact.status",
      subjectType: "contact",
      subjectId: id,
      before: { status: current.status },
      after: { status },
    });
  });
}

/** Rejects a pending application and emails the reason to the applicant. */
export async function rejectPartnerApplication({
  companyId,
  reason,
  actorUserId,
}: {
  companyId: string;
  reason: string;
  actorUserId: string;
}) {
  const trimmed = reason.trim();
  if (!trimmed) throw new AppError("VALIDATION", "Give a reason for the rejection.", { field: "reason" });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ name: companies.name, email: companies.email, status: companies.status })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw new AppError("NOT_FOUND", "This application no longer exists.");
    if (company.status !== "pending") throw new AppError("CONFLICT", "Only a pending application can be rejected.");
    await tx
      .update(companies)
      .set({ status: "rejected", rejectionReason: trimmed, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    await tx.insert(auditLog).values({
      actorUserId,
      action: "company.reject",
      subjectType: "company",
      subjectId: companyId,
      before: { status: company.status },
      after: { status: "rejected", reason: trimmed },
    });
    await queueEmail(tx, {
      to: company.email,
      template: "partner-rejected",
      payload: { companyName: company.name, reason: trimmed },
    });
  });
}

/** Suspends an approved partner: it stops receiving leads (matching takes approved only). */
export async function suspendPartner({ companyId, actorUserId }: { companyId: string; actorUserId: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company) throw new AppError("NOT_FOUND", "This company no longer exists.");
    if (company.status !== "approved") throw new AppError("CONFLICT", "Only an approved partner can be suspended.");
    await tx.update(companies).set({ status: "suspended", updatedAt: new Date() }).where(eq(companies.id, companyId));
    await tx.insert(auditLog).values({
      actorUserId,
      action: "company.suspend",
      subjectType: "company",
      subjectId: companyId,
      before: { status: company.status },
      after: { status: "suspended" },
    });
  });
}
