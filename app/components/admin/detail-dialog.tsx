import { type ReactNode, useEffect, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import type { AuditEntry } from "~/lib/audit";
import { AuditTrail } from "./audit-trail";

/** What every detail route's loader answers: the record and, for admins, its audit trail. */
export interface Detail<Item> {
  record: Item;
  audit: AuditEntry[] | null;
}

/** One labelled value of a detail dialog. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** The list parameter that opens a row's detail dialog as the page loads: `?open=<record id>`. */
const OPEN_RECORD_PARAM = "open";

/**
 * A link to one record of a list: the list searched for it (`q`, e.g. a reference or an email)
 * with the record's detail dialog open, so its actions are in view.
 */
export function openRecordHref(listPath: string, { q, id }: { q: string; id: string }): string {
  return `${listPath}?${new URLSearchParams({ q, [OPEN_RECORD_PARAM]: id })}`;
}

/** The id of the record whose dialog the page's URL asks to open, if any. */
export function useOpenRecordId(): string | null {
  const [params] = useSearchParams();
  return params.get(OPEN_RECORD_PARAM);
}

/**
 * The one detail pattern of the admin lists: a "view" button opens a dialog that loads the
 * record's detail route (`href`, e.g. /admin/partners/<id>) and renders it with `children`,
 * followed by the audit trail when the loader sent one. `defaultOpen` opens it as the page
 * loads (a link made by `openRecordHref`). `fullPage`: the detail route is also the record's
 * own page (`RecordPage`), and the dialog is its preview, with a link to it.
 */
export function DetailDialog<Item>({
  href,
  title,
  defaultOpen = false,
  fullPage = false,
  children,
}: {
  href: string;
  title: string;
  defaultOpen?: boolean;
  fullPage?: boolean;
  children: (record: Item) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(defaultOpen);
  const fetcher = useFetcher<Detail<Item>>();
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(href);
  }, [open, href, load]);
  const detail = fetcher.data;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t("list.view")}: ${title}`}>
          <SpriteIcon sprite="back-office-icons" name="eye" />
          {/* Named in words only where the table has room (its @container): an icon otherwise. */}
          <span className="sr-only @6xl:not-sr-only">{t("list.view")}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{t("list.view")}</DialogDescription>
          {fullPage ? (
            <Link to={href} className="inline-flex items-center gap-1 text-brand-700 text-sm underline">
              <SpriteIcon sprite="back-office-icons" name="external-link" className="size-4" />
              {t("list.openFullPage")}
            </Link>
          ) : null}
        </DialogHeader>
        {fetcher.state !== "idle" && !detail ? <p role="status">{t("list.loading")}</p> : null}
        {fetcher.state === "idle" && open && !detail ? <p role="alert">{t("list.error")}</p> : null}
        {detail ? children(detail.record) : null}
        {detail?.audit ? <AuditTrail entries={detail.audit} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A record's own page (/admin/<resource>/:id), shareable by its address: the body its list's
 * dialog shows (`children`, the same component), then the audit trail when the loader sent one.
 */
export function RecordPage<Item>({
  title,
  listHref,
  listLabel,
  detail,
  children,
}: {
  title: string;
  listHref: string;
  listLabel: string;
  detail: Detail<Item>;
  children: (record: Item) => ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <Link to={listHref} className="inline-flex items-center gap-1 text-brand-700 text-sm underline">
        <SpriteIcon sprite="back-office-icons" name="arrow-left" className="size-4" />
        {listLabel}
      </Link>
      <ScreenHeading className="break-words">{title}</ScreenHeading>
      <div className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
        {children(detail.record)}
        {detail.audit ? <AuditTrail entries={detail.audit} /> : null}
      </div>
    </div>
  );
}
