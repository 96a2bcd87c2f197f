import { Eye } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { LOCALE_NAMES, type Locale } from "~/i18n/config";
import type { loader as detailLoader } from "~/routes/admin/detail";
import { AuditTrail } from "./audit-trail";
import { formatDate, PRIORITY_VARIANT, STATUS_VARIANT } from "./types";

type DetailKind = "quote" | "partner" | "contact";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** The wizard's own words for a stored answer, so staff read what the customer chose. */
function useAnswerLabels() {
  const { t } = useTranslation(["quote", "partner"]);
  return {
    moveType: (value: string) => t(`quote:type.${value}` as "quote:type.domestic", { defaultValue: value }),
    helpType: (value: string) => t(`quote:move.${value}` as "quote:move.full", { defaultValue: value }),
    businessType: (value: string) =>
      value === "sole-trader" ? t("partner:company.soleTrader") : t("partner:company.company"),
    removalType: (value: string) =>
      t(`partner:removals.${value}` as "partner:removals.domestic", { defaultValue: value }),
    property: (type: string, bedrooms: string | null, floor: string | null, lift: string | null) =>
      [
        t(`quote:move.${type}` as "quote:move.house", { defaultValue: type }),
        bedrooms && `${t("quote:move.bedrooms")}: ${bedrooms}`,
        floor && `${t("quote:move.floor")}: ${floor}`,
        lift && `${t("quote:move.lift")} ${t(`quote:move.${lift}` as "quote:move.yes", { defaultValue: lift })}`,
      ]
        .filter(Boolean)
        .join(", "),
  };
}

/** A "view" button that opens a dialog and loads the record (and, for admins, its audit trail). */
export function DetailDialog({ kind, id, title }: { kind: DetailKind; id: string; title: string }) {
  const { t, i18n } = useTranslation("admin");
  const answer = useAnswerLabels();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof detailLoader>();
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(`/admin/detail/${kind}/${id}`);
  }, [open, kind, id, load]);
  const notProvided = <span className="text-muted-foreground">{t("list.notProvided")}</span>;
  const detail = fetcher.data;
  const locale = i18n.language;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t("list.view")}: ${title}`}>
          <Eye aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("list.view")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{t("list.view")}</DialogDescription>
        </DialogHeader>
        {fetcher.state !== "idle" && !detail ? <p role="status">{t("list.loading")}</p> : null}
        {fetcher.state === "idle" && open && !detail ? <p role="alert">{t("list.error")}</p> : null}
        {detail?.kind === "quote" ? (
          <>
            <dl className="grid gap-2">
              <Row label={t("fields.reference")}>{detail.record.reference}</Row>
              <Row label={t("fields.createdAt")}>{formatDate(detail.record.createdAt, locale)}</Row>
              <Row label={t("fields.name")}>{detail.record.fullName}</Row>
              <Row label={t("fields.email")}>{detail.record.email}</Row>
              <Row label={t("fields.phone")}>{detail.record.phone || notProvided}</Row>
              <Row label={t("fields.moveType")}>{answer.moveType(detail.record.moveType)}</Row>
              <Row label={t("fields.from")}>
                {[detail.record.fromAddress, detail.record.fromCity, detail.record.fromPostcode]
                  .filter(Boolean)
                  .join(", ")}
              </Row>
              <Row label={t("fields.to")}>
                {[detail.record.toAddress, detail.record.toCity].filter(Boolean).join(", ") || notProvided}
              </Row>
              <Row label={t("fields.helpType")}>{answer.helpType(detail.record.helpType)}</Row>
              <Row label={t("fields.currentProperty")}>
                {answer.property(
                  detail.record.currentPropertyType,
                  detail.record.currentBedrooms,
                  detail.record.currentFloorNumber,
                  detail.record.currentLiftAvailable,
                )}
              </Row>
              <Row label={t("fields.newProperty")}>
                {answer.property(
                  detail.record.newPropertyType,
                  detail.record.newBedrooms,
                  detail.record.newFloorNumber,
                  detail.record.newLiftAvailable,
                )}
              </Row>
              <Row label={t("quotes.movingDate")}>
                {detail.record.specificDate ? formatDate(detail.record.specificDate, locale) : t("quotes.flexible")}
              </Row>
              <Row label={t("fields.status")}>
                <Badge variant={STATUS_VARIANT[detail.record.status]}>
                  {t(`statuses.${detail.record.status}` as "statuses.pending")}
                </Badge>
              </Row>
              <Row label={t("fields.locale")}>
                {LOCALE_NAMES[detail.record.locale as Locale] ?? detail.record.locale}
              </Row>
              <Row label={t("fields.description")}>
                <span className="whitespace-pre-wrap">{detail.record.additionalDetails || notProvided}</span>
              </Row>
            </dl>
            <h3 className="mt-2 font-semibold">{t("quotes.leads")}</h3>
            {detail.record.leads.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("quotes.noLeads")}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {detail.record.leads.map((lead) => (
                  <li key={lead.id} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{lead.companyName}</span>
                    <Badge variant={lead.claimed ? "success" : "secondary"}>
                      {lead.claimed ? t("quotes.claimed") : t("quotes.notClaimed")}
                    </Badge>
                    <span className="text-muted-foreground">{lead.status}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
        {detail?.kind === "partner" ? (
          <dl className="grid gap-2">
            <Row label={t("partners.company")}>{detail.record.name}</Row>
            <Row label={t("fields.status")}>
              <Badge variant={STATUS_VARIANT[detail.record.status]}>
                {t(`statuses.${detail.record.status}` as "statuses.pending")}
              </Badge>
            </Row>
            <Row label={t("fields.email")}>{detail.record.email}</Row>
            <Row label={t("fields.phone")}>{detail.record.phone}</Row>
            <Row label={t("fields.address")}>{detail.record.address}</Row>
            <Row label={t("fields.town")}>{detail.record.town}</Row>
            <Row label={t("fields.businessType")}>{answer.businessType(detail.record.businessType)}</Row>
            <Row label={t("fields.companyNumber")}>{detail.record.companyNumber || notProvided}</Row>
            <Row label={t("fields.employees")}>{detail.record.employees || notProvided}</Row>
            <Row label={t("fields.website")}>{detail.record.website || notProvided}</Row>
            <Row label={t("fields.removalTypes")}>
              {detail.record.removalTypes.map(answer.removalType).join(", ") || notProvided}
            </Row>
            <Row label={t("partners.areas")}>
              <span className="flex flex-wrap gap-1">
                {detail.record.serviceAreas.map((area) => (
                  <Badge key={area} variant="secondary">
                    {area}
                  </Badge>
                ))}
              </span>
            </Row>
            <Row label={t("partners.date")}>{formatDate(detail.record.createdAt, locale)}</Row>
            <Row label={t("partners.lastUpdated")}>{formatDate(detail.record.updatedAt, locale)}</Row>
            {detail.record.rejectionReason ? (
              <Row label={t("fields.rejectionReason")}>{detail.record.rejectionReason}</Row>
            ) : null}
          </dl>
        ) : null}
        {detail?.kind === "contact" ? (
          <dl className="grid gap-2">
            <Row label={t("fields.name")}>{`${detail.record.firstName} ${detail.record.lastName}`}</Row>
            <Row label={t("fields.email")}>{detail.record.email}</Row>
            <Row label={t("fields.phone")}>{detail.record.phone || notProvided}</Row>
            <Row label={t("contacts.category")}>{detail.record.category}</Row>
            <Row label={t("contacts.priority")}>
              <Badge variant={PRIORITY_VARIANT[detail.record.priority]}>
                {t(`priorities.${detail.record.priority}`)}
              </Badge>
            </Row>
            <Row label={t("fields.status")}>
              <Badge variant={STATUS_VARIANT[detail.record.status]}>
                {t(`statuses.${detail.record.status}` as "statuses.pending")}
              </Badge>
            </Row>
            <Row label={t("contacts.subject")}>{detail.record.subject}</Row>
            <Row label={t("contacts.message")}>
              <span className="whitespace-pre-wrap">{detail.record.message}</span>
            </Row>
          </dl>
        ) : null}
        {detail?.audit ? <AuditTrail entries={detail.audit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
