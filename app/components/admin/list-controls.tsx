import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import type { PageInfo } from "./types";

/** Search and status filter: a GET form, so the server does the filtering. */
export function ListFilters({ tab, statuses }: { tab: string; statuses: readonly string[] }) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
      <input type="hidden" name="tab" value={tab} />
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor={`${tab}-search`}>{t("list.search")}</Label>
        <Input
          id={`${tab}-search`}
          name="q"
          type="search"
          defaultValue={params.get("q") ?? ""}
          placeholder={t("list.searchPlaceholder")}
          maxLength={100}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${tab}-status`}>{t("list.status")}</Label>
        <NativeSelect id={`${tab}-status`} name="status" defaultValue={params.get("status") ?? ""}>
          <NativeSelectOption value="">{t("list.allStatuses")}</NativeSelectOption>
          {statuses.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {t(`statuses.${status}` as "statuses.pending")}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        {t("list.apply")}
      </Button>
    </Form>
  );
}

export function Pagination({ info }: { info: PageInfo }) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `/admin?${next}`;
  };
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {t("list.pageOf", { page: info.page, pageCount: info.pageCount, total: info.total })}
      </p>
      <div className="flex gap-2">
        {info.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(info.page - 1)}>{t("list.previous")}</Link>
          </Button>
        ) : null}
        {info.page < info.pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(info.page + 1)}>{t("list.next")}</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

const SCROLL_CLASS =
  "w-full overflow-x-auto rounded-lg border border-border bg-background focus-visible:outline-2 focus-visible:outline-ring";

/** A horizontally scrolling table container that keyboard users can focus and scroll. */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={SCROLL_CLASS}>
      <table className="w-full min-w-[720px] caption-bottom text-sm">{children}</table>
    </section>
  );
}
