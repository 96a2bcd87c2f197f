import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { DetailDialog } from "./detail-dialog";
import { ScrollTable } from "./list-controls";
import {
  CONTACT_STATUS_OPTIONS,
  type ContactRow,
  formatDate,
  type PartnerRow,
  PRIORITY_VARIANT,
  QUOTE_STATUS_OPTIONS,
  type QuoteRow,
  STATUS_DOT,
  STATUS_VARIANT,
} from "./types";

interface ActionResult {
  ok: boolean;
  intent: string;
}

/** Toasts the outcome of a fetcher submission once, when it comes back. */
function useResultToast(fetcher: { state: string; data?: ActionResult }, success: string, failure: string) {
  const shown = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) toast.success(success);
    else toast.error(failure);
  }, [fetcher.state, fetcher.data, success, failure]);
}

function StatusSelect({
  id,
  intent,
  value,
  options,
  label,
}: {
  id: string;
  intent: "quote-status" | "contact-status";
  value: string;
  options: readonly string[];
  label: string;
}) {
  const { t } = useTranslation("admin");
  // One fetcher per table (shared key): its result is toasted by the table, which stays
  // mounted even when the change moves this row out of a filtered list.
  const fetcher = useFetcher<ActionResult>({ key: intent });
  const pending = fetcher.formData?.get("id") === id ? fetcher.formData?.get("status") : null;
  const shown = typeof pending === "string" ? pending : value;
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-full", STATUS_DOT[shown])} />
      <NativeSelect
        size="sm"
        aria-label={label}
        value={shown}
        disabled={fetcher.state !== "idle"}
        onChange={(event) =>
          fetcher.submit({ intent, id, status: event.target.value }, { method: "post", action: "/admin" })
        }
        className="min-w-36"
      >
        {options.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {t(`statuses.${option}` as "statuses.pending")}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}

function EmptyRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation("admin");
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-8 text-muted-foreground">
        {t("list.empty")}
      </TableCell>
    </TableRow>
  );
}

export function QuotesTable({ rows }: { rows: QuoteRow[] }) {
  const { t, i18n } = useTranslation("admin");
  useResultToast(useFetcher<ActionResult>({ key: "quote-status" }), t("quotes.updated"), t("quotes.updateFailed"));
  return (
    <ScrollTable label={t("list.tableLabel", { name: t("tabs.quotes") })}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("quotes.date")}</TableHead>
          <TableHead>{t("quotes.customer")}</TableHead>
          <TableHead>{t("quotes.movingDate")}</TableHead>
          <TableHead>{t("quotes.propertyType")}</TableHead>
          <TableHead>{t("quotes.status")}</TableHead>
          <TableHead>{t("list.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, i18n.language)}</TableCell>
            <TableCell>
              <div className="font-medium">{row.fullName}</div>
              <div className="text-muted-foreground text-xs">{row.email}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {row.specificDate ? formatDate(row.specificDate, i18n.language) : t("quotes.flexible")}
            </TableCell>
            <TableCell>
              {t(`quote:move.${row.propertyType}` as "quote:move.house", { defaultValue: row.propertyType })}
            </TableCell>
            <TableCell>
              <StatusSelect
                id={row.id}
                intent="quote-status"
                value={row.status}
                options={QUOTE_STATUS_OPTIONS}
                label={`${t("quotes.status")}: ${row.fullName}`}
              />
            </TableCell>
            <TableCell>
              <DetailDialog kind="quote" id={row.id} title={t("quotes.detailTitle", { reference: row.reference })} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function PartnerButton({
  id,
  intent,
  label,
  variant = "outline",
}: {
  id: string;
  intent: "partner-approve" | "partner-suspend";
  label: string;
  variant?: "outline" | "destructive";
}) {
  const fetcher = useFetcher<ActionResult>({ key: PARTNER_FETCHER });
  return (
    <fetcher.Form method="post" action="/admin">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

function RejectDialog({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>({ key: PARTNER_FETCHER });
  const reasonId = useId();
  const submittedHere = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    if (submittedHere.current && fetcher.data?.ok) setOpen(false);
    submittedHere.current = false;
  }, [fetcher.state, fetcher.data]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive">
          {t("partners.reject")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("partners.rejectTitle", { name })}</DialogTitle>
          <DialogDescription>{t("partners.reason")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action="/admin"
          className="grid gap-3"
          onSubmit={() => {
            submittedHere.current = true;
          }}
        >
          <input type="hidden" name="intent" value="partner-reject" />
          <input type="hidden" name="id" value={id} />
          <label htmlFor={reasonId} className="font-medium text-sm">
            {t("partners.reason")}
          </label>
          <Textarea id={reasonId} name="reason" required maxLength={2000} rows={4} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("partners.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
              {t("partners.confirmReject")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

const PARTNER_FETCHER = "partner-action";

const PARTNER_SUCCESS = {
  "partner-approve": "partners.approved",
  "partner-reject": "partners.rejected",
  "partner-suspend": "partners.suspended",
} as const;

export function PartnersTable({ rows }: { rows: PartnerRow[] }) {
  const { t, i18n } = useTranslation("admin");
  const fetcher = useFetcher<ActionResult>({ key: PARTNER_FETCHER });
  const intent = fetcher.data?.intent;
  const successKey =
    intent === "partner-approve" || intent === "partner-reject" || intent === "partner-suspend"
      ? PARTNER_SUCCESS[intent]
      : "partners.approved";
  useResultToast(fetcher, t(successKey), t("partners.failed"));
  return (
    <ScrollTable label={t("list.tableLabel", { name: t("tabs.partners") })}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("partners.date")}</TableHead>
          <TableHead>{t("partners.company")}</TableHead>
          <TableHead>{t("partners.phone")}</TableHead>
          <TableHead>{t("partners.areas")}</TableHead>
          <TableHead>{t("partners.status")}</TableHead>
          <TableHead>{t("list.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, i18n.language)}</TableCell>
            <TableCell>
              <div className="font-medium">{row.name}</div>
              <div className="text-muted-foreground text-xs">{row.address}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{row.phone}</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                {row.serviceAreas.slice(0, 2).map((area) => (
                  <Badge key={area} variant="secondary">
                    {area}
                  </Badge>
                ))}
                {row.serviceAreas.length > 2 ? (
                  <Badge variant="outline">{t("partners.more", { count: row.serviceAreas.length - 2 })}</Badge>
                ) : null}
              </div>
            </TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[row.status]}>{t(`statuses.${row.status}`)}</Badge>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-2">
                <DetailDialog kind="partner" id={row.id} title={row.name} />
                {row.status === "pending" || row.status === "rejected" ? (
                  <PartnerButton id={row.id} intent="partner-approve" label={t("partners.approve")} />
                ) : null}
                {row.status === "pending" ? <RejectDialog id={row.id} name={row.name} /> : null}
                {row.status === "approved" ? (
                  <PartnerButton
                    id={row.id}
                    intent="partner-suspend"
                    label={t("partners.suspend")}
                    variant="destructive"
                  />
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function ContactsTable({ rows }: { rows: ContactRow[] }) {
  const { t, i18n } = useTranslation("admin");
  useResultToast(
    useFetcher<ActionResult>({ key: "contact-status" }),
    t("contacts.updated"),
    t("contacts.updateFailed"),
  );
  return (
    <ScrollTable label={t("list.tableLabel", { name: t("tabs.contacts") })}>
      <TableHeader>
        <TableRow>
          <TableHead>{t("contacts.date")}</TableHead>
          <TableHead>{t("contacts.contact")}</TableHead>
          <TableHead>{t("contacts.category")}</TableHead>
          <TableHead>{t("contacts.priority")}</TableHead>
          <TableHead>{t("contacts.status")}</TableHead>
          <TableHead>{t("list.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? <EmptyRow colSpan={6} /> : null}
        {rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          return (
            <TableRow key={row.id}>
              <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, i18n.language)}</TableCell>
              <TableCell>
                <div className="font-medium">{name}</div>
                <div className="text-muted-foreground text-xs">{row.email}</div>
                <div className="text-muted-foreground text-xs">{row.phone || t("list.notProvided")}</div>
              </TableCell>
              <TableCell>{row.category}</TableCell>
              <TableCell>
                <Badge variant={PRIORITY_VARIANT[row.priority]}>{t(`priorities.${row.priority}`)}</Badge>
              </TableCell>
              <TableCell>
                <StatusSelect
                  id={row.id}
                  intent="contact-status"
                  value={row.status}
                  options={CONTACT_STATUS_OPTIONS}
                  label={`${t("contacts.status")}: ${name}`}
                />
              </TableCell>
              <TableCell>
                <DetailDialog kind="contact" id={row.id} title={name} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
