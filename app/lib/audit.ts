/** One audit-log entry as the admin panel shows it: listed by the server, rendered by AuditTrail. */
export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  actor: string | null;
  before: unknown;
  after: unknown;
}
