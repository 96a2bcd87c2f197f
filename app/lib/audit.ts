/**
 * The audit log's vocabulary, shared by the server that writes and lists it
 * (app/server/audit/audit-log.server.ts) and the admin panel that shows it.
 */

/** What staff change, as recorded in `audit_log.action` ("<subject>.<verb>"). */
export const AUDIT_ACTIONS = [
  "quote_request.status",
  "contact.status",
  "company.approve",
  "company.reject",
  "company.suspend",
  "company.reinstate",
  "user.invite-staff",
  "quote_request.rematch",
  "lead.offer",
  "review.publish",
  "review.reject",
  "invoice.record-payment",
  "lead_credit.approve",
  "lead_credit.reject",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the audit log talks about (`audit_log.subject_type`). */
export type AuditSubjectType =
  | "quote_request"
  | "contact"
  | "company"
  | "user"
  | "review"
  | "invoice"
  | "lead_credit_request";

/** One audit-log entry as the admin panel shows it (dates as ISO strings). */
export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  subjectType: string;
  subjectId: string;
  actor: string | null;
  before: unknown;
  after: unknown;
}
