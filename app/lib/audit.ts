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
  "user.create-admin",
  "quote_request.rematch",
  "lead.offer",
  "review.publish",
  "review.reject",
  "invoice.record-payment",
  "lead_credit.approve",
  "lead_credit.reject",
  "user.role",
  "user.sign-in",
  "user.sign-in-failed",
  "user.password-reset-requested",
  "user.password-set",
  "user.two-factor-on",
  "user.two-factor-off",
  "user.sessions-revoked",
  "job.status",
  "job.status-undone",
  "job.agreed-date",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the audit log talks about (`audit_log.subject_type`). */
export type AuditSubjectType =
  | "quote_request"
  | "contact"
  | "company"
  | "user"
  /** An email address with no account, as a keyed hash (auth-events.server.ts): never the address. */
  | "unknown_account"
  | "review"
  | "invoice"
  | "lead_credit_request"
  | "job";

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
