import { useTranslation } from "~/i18n/use-translation";
import type { AuditAction, AuditEntry } from "~/lib/audit";
import { formatDateTime } from "~/lib/format";
import { useVocabulary, type VocabularyList } from "./vocabulary";

const ACTION_LABELS: Record<AuditAction, `audit.actions.${string}`> = {
  "quote_request.status": "audit.actions.statusChanged",
  "contact.status": "audit.actions.statusChanged",
  "company.approve": "audit.actions.approved",
  "company.reject": "audit.actions.rejected",
  "company.suspend": "audit.actions.suspended",
  "company.reinstate": "audit.actions.reinstated",
  "user.invite-staff": "audit.actions.invited",
  "user.create-admin": "audit.actions.adminCreated",
  "quote_request.rematch": "audit.actions.rematched",
  "lead.offer": "audit.actions.leadOffered",
  "review.publish": "audit.actions.reviewPublished",
  "review.reject": "audit.actions.reviewRejected",
  "invoice.record-payment": "audit.actions.paymentRecorded",
  "lead_credit.approve": "audit.actions.creditApproved",
  "lead_credit.reject": "audit.actions.creditRejected",
  "user.role": "audit.actions.roleChanged",
  "user.sign-in": "audit.actions.signedIn",
  "user.sign-in-failed": "audit.actions.signInFailed",
  "user.password-reset-requested": "audit.actions.passwordResetRequested",
  "user.password-set": "audit.actions.passwordSet",
  "user.two-factor-on": "audit.actions.twoFactorOn",
  "user.two-factor-off": "audit.actions.twoFactorOff",
  "user.sessions-revoked": "audit.actions.sessionsRevoked",
  "job.status": "audit.actions.statusChanged",
  "job.status-undone": "audit.actions.statusUndone",
  "job.agreed-date": "audit.actions.agreedDateSet",
};

/** Which vocabulary list names the statuses of each kind of record. */
const STATUS_LIST: Record<string, VocabularyList> = {
  quote_request: "quoteRequestStatus",
  contact: "contactStatus",
  company: "companyStatus",
  review: "reviewStatus",
};

function field(record: unknown, name: string): string | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const value = (record as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** One audit entry in words: "Status changed: Pending → Completed", its reason, who and when. */
export function useAuditDescription() {
  const { t } = useTranslation("admin");
  const label = useVocabulary();
  return (entry: AuditEntry) => {
    const list = STATUS_LIST[entry.subjectType];
    const status = (value: string) => (list ? label(list, value) : value);
    const from = field(entry.before, "status");
    const to = field(entry.after, "status");
    const key = ACTION_LABELS[entry.action as AuditAction] ?? "audit.actions.other";
    const action = t(key as "audit.actions.other");
    return {
      summary: from && to ? `${action}: ${status(from)} → ${status(to)}` : action,
      reason: field(entry.after, "reason"),
    };
  };
}

/** What changed, in words; the recorded values stay one click away for the exact detail. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation("admin");
  const describeEntry = useAuditDescription();
  return (
    <section aria-label={t("audit.title")} className="mt-2 border-border border-t pt-3">
      <h3 className="font-semibold">{t("audit.title")}</h3>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("audit.empty")}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {entries.map((entry) => {
            const { summary, reason } = describeEntry(entry);
            return (
              <li key={entry.id} className="rounded-md bg-muted p-2">
                <p className="font-medium">{summary}</p>
                {reason ? <p className="whitespace-pre-wrap">{t("audit.reason", { reason })}</p> : null}
                <p className="text-muted-foreground text-xs">
                  {formatDateTime(entry.at, i18n.language)} ·{" "}
                  {t("audit.by", { actor: entry.actor ?? t("audit.system") })}
                </p>
                <details className="mt-1 text-xs">
                  <summary className="cursor-pointer text-muted-foreground">{t("audit.recorded")}</summary>
                  <p className="mt-1 break-all font-mono">
                    {entry.action}: {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
                  </p>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
