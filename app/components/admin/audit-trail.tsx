import { useTranslation } from "react-i18next";
import type { AuditEntry } from "~/lib/audit";

const ACTION_LABELS = {
  "quote_request.status": "audit.actions.statusChanged",
  "contact.status": "audit.actions.statusChanged",
  "company.approve": "audit.actions.approved",
  "company.reject": "audit.actions.rejected",
  "company.suspend": "audit.actions.suspended",
  "user.invite-staff": "audit.actions.invited",
} as const;

function field(record: unknown, name: string): string | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const value = (record as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** What changed, in words; the recorded values stay one click away for the exact detail. */
export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation("admin");
  const status = (value: string) => t(`statuses.${value}` as "statuses.pending", { defaultValue: value });
  return (
    <section aria-label={t("audit.title")} className="mt-2 border-border border-t pt-3">
      <h3 className="font-semibold">{t("audit.title")}</h3>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("audit.empty")}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {entries.map((entry) => {
            const from = field(entry.before, "status");
            const to = field(entry.after, "status");
            const reason = field(entry.after, "reason");
            const label = t(ACTION_LABELS[entry.action as keyof typeof ACTION_LABELS] ?? "audit.actions.other");
            return (
              <li key={entry.id} className="rounded-md bg-muted p-2">
                <p>
                  <span className="font-medium">{label}</span>
                  {from && to ? `: ${status(from)} → ${status(to)}` : null}
                </p>
                {reason ? <p className="whitespace-pre-wrap">{t("audit.reason", { reason })}</p> : null}
                <p className="text-muted-foreground text-xs">
                  {new Date(entry.at).toLocaleString(i18n.language)} ·{" "}
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
