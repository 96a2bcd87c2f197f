import { Eye } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
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

/**
 * The one detail pattern of the admin lists: a "view" button opens a dialog that loads the
 * record's detail route (`href`, e.g. /admin/partners/<id>) and renders it with `children`,
 * followed by the audit trail when the loader sent one.
 */
export function DetailDialog<Item>({
  href,
  title,
  children,
}: {
  href: string;
  title: string;
  children: (record: Item) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
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
        {detail ? children(detail.record) : null}
        {detail?.audit ? <AuditTrail entries={detail.audit} /> : null}
      </DialogContent>
    </Dialog>
  );
}
