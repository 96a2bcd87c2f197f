import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { MAX_SEARCH_LENGTH } from "~/lib/schemas/list-params";

/**
 * The one table of every list page: columns, rows, an empty row, paging links and, optionally,
 * a search box and a status filter. Filters and paging are plain links and a GET form (the
 * list's URL holds `q`, `status` and `page`, read by `parseListParams`), so the server does the
 * filtering and every state of a list can be bookmarked. While the page's next version loads,
 * the table says so.
 *
 * Texts come from the admin catalogue's `list` keys (the only area with lists so far).
 */

export interface Column<Row> {
  /** The column's heading; also its key, so unique within a table. */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
  /** The total is a lower bound (the list counts only so far): shown as "10,000+". */
  totalCapped?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists ("Quote requests"): names the table and its filters. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Paging from the server's `paginate()`; without it, no paging controls. */
  paging?: PageInfo;
  /** A search box, with its placeholder. */
  search?: { placeholder?: string };
  /** A status filter: its values and their labels. */
  statusFilter?: { options: readonly string[]; label: (status: string) => string };
  emptyText?: string;
}

function Filters({ label, search, statusFilter }: Pick<DataTableProps<never>, "label" | "search" | "statusFilter">) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const id = label.toLowerCase().replace(/\W+/g, "-");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={label}>
      {search ? (
        <div className="grid min-w-48 flex-1 gap-1.5">
          <Label htmlFor={`${id}-search`}>{t("list.search")}</Label>
          <Input
            id={`${id}-search`}
            name="q"
            type="search"
            defaultValue={params.get("q") ?? ""}
            placeholder={search.placeholder ?? t("list.searchPlaceholder")}
            maxLength={MAX_SEARCH_LENGTH}
          />
        </div>
      ) : null}
      {statusFilter ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t("list.status")}</Label>
          <NativeSelect id={`${id}-status`} name="status" defaultValue={params.get("status") ?? ""}>
            <NativeSelectOption value="">{t("list.allStatuses")}</NativeSelectOption>
            {statusFilter.options.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {statusFilter.label(status)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Button type="submit" variant="outline">
        {t("list.apply")}
      </Button>
    </Form>
  );
}

function Paging({ info }: { info: PageInfo }) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const searchFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <nav aria-label={t("list.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        {t(info.totalCapped ? "list.pageOfAtLeast" : "list.pageOf", {
          page: info.page,
          pageCount: info.pageCount,
          total: info.total,
        })}
      </p>
      <div className="flex gap-2">
        {info.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={searchFor(info.page - 1)}>{t("list.previous")}</Link>
          </Button>
        ) : null}
        {info.page < info.pageCount || info.totalCapped ? (
          <Button asChild variant="outline" size="sm">
            <Link to={searchFor(info.page + 1)}>{t("list.next")}</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * The list's box is a size container: where it is at least 48rem wide (`@3xl`) the rows are a
 * table whose cells wrap, so every column (the decisions last) stays inside the box; narrower
 * (a phone, a tablet beside the sidebar) each row is a card of labelled values. It is the
 * box's width that decides, not the window's, since the sidebar takes a share of the window.
 */
const BOX_CLASS = "@container w-full min-w-0 rounded-lg border border-border bg-background";
const TABLE_CLASS = "block w-full text-sm @3xl:table";
const HEAD_CLASS = "hidden @3xl:table-header-group";
const HEADING_CLASS = "whitespace-normal";
const BODY_CLASS = "grid grid-cols-1 gap-3 p-3 @3xl:table-row-group @3xl:p-0";
const ROW_CLASS =
  "grid grid-cols-1 gap-2 rounded-md border border-border p-3 last:border-b @3xl:table-row @3xl:rounded-none @3xl:border-0 @3xl:border-b @3xl:p-0 @3xl:last:border-b-0";
/** Text and badges wrap inside a cell rather than widen the list past its box. */
const CELL_CLASS =
  "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-3 whitespace-normal p-0 [overflow-wrap:anywhere] @3xl:table-cell @3xl:p-2 @3xl:align-middle [&_.badge]:max-w-full [&_.badge]:whitespace-normal";
/** A value's name inside its card; the table's header row names it where the rows are a table. */
const CELL_LABEL_CLASS = "font-medium text-muted-foreground @3xl:hidden";

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  paging,
  search,
  statusFilter,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section aria-label={label} aria-busy={loading} className="grid min-w-0 gap-4">
      {search || statusFilter ? (
        // Re-mounted per URL so the fields show the filters of the page on screen.
        <Filters key={location.search} label={label} search={search} statusFilter={statusFilter} />
      ) : null}
      {loading ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("list.loading")}
        </p>
      ) : null}
      <div className={BOX_CLASS}>
        <table aria-label={t("list.tableLabel", { name: label })} className={TABLE_CLASS}>
          <TableHeader className={HEAD_CLASS}>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={HEADING_CLASS}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className={BODY_CLASS}>
            {rows.length === 0 ? (
              <TableRow className={ROW_CLASS}>
                <TableCell
                  colSpan={columns.length}
                  className="block whitespace-normal py-8 text-muted-foreground @3xl:table-cell"
                >
                  {emptyText ?? t("list.empty")}
                </TableCell>
              </TableRow>
            ) : null}
            {rows.map((row) => (
              <TableRow key={rowKey(row)} className={ROW_CLASS}>
                {columns.map((column) => (
                  <TableCell key={column.header} className={cn(CELL_CLASS, column.className)}>
                    <span className={CELL_LABEL_CLASS}>{column.header}</span>
                    <div className="min-w-0">{column.cell(row)}</div>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
      {paging ? <Paging info={paging} /> : null}
    </section>
  );
}
