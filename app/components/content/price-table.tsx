import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { TableData } from "~/content/types";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { ScrollTable } from "./scroll-table";

/** The longest value of a short column, in characters. */
const SHORT_VALUE = 12;

/**
 * A captioned price table with column and row headers. Price columns align right, text columns
 * left; cells are narrower on phones, where Lithuanian values ("100 £") are wider than English ones. The title sits outside the scrolling area so it is never cut off on a phone; the
 * <caption> carries the same words for assistive technology.
 */
export function PriceTable({ table }: { table: TableData }) {
  const { t } = useTranslation("common");
  const [rowHeader, ...valueColumns] = table.columns;
  const isPriceColumn = valueColumns.map((_, index) => table.rows.every((row) => row.cells[index]?.includes("£")));
  /** A column of short values ("1–2", "10–60 kg") keeps its width to its values, so a phone shows every column. */
  const isShortColumn = valueColumns.map((_, index) =>
    table.rows.every((row) => (row.cells[index]?.length ?? 0) <= SHORT_VALUE),
  );
  const wide = table.columns.length > 4 && !table.shortColumns;
  return (
    <figure className="rounded-card border border-border bg-white shadow-card">
      <p aria-hidden="true" className="border-border border-b px-3 py-3 font-semibold text-brand-950 sm:px-4">
        {table.caption}
      </p>
      <ScrollTable label={table.caption}>
        <TableCaption className="sr-only">{table.caption}</TableCaption>
        <TableHeader>
          <TableRow className="bg-muted hover:bg-muted">
            <TableHead scope="col" className="h-auto whitespace-normal px-2 py-2 font-semibold text-foreground sm:px-4">
              {rowHeader}
            </TableHead>
            {valueColumns.map((column, index) => {
              const short = table.shortColumns?.[index];
              return (
                <TableHead
                  key={column}
                  scope="col"
                  className={cn(
                    "h-auto whitespace-normal px-2 py-2 font-semibold text-foreground sm:px-4",
                    isPriceColumn[index] && "text-right",
                  )}
                >
                  {short ? (
                    <>
                      <span aria-hidden="true" className="sm:hidden">
                        {short}
                      </span>
                      <span className="sr-only sm:not-sr-only">{column}</span>
                    </>
                  ) : (
                    column
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.label}>
              <TableHead
                scope="row"
                className="h-auto min-w-24 whitespace-normal px-2 py-2.5 font-medium text-foreground sm:min-w-36 sm:px-4"
              >
                {row.label}
              </TableHead>
              {row.cells.map((cell, index) => (
                <TableCell
                  key={valueColumns[index] ?? index}
                  className={cn(
                    "px-2 py-2.5 sm:px-4",
                    isPriceColumn[index]
                      ? "text-right tabular-nums"
                      : isShortColumn[index]
                        ? "whitespace-nowrap"
                        : "min-w-28 whitespace-normal sm:min-w-32",
                  )}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {table.note || wide ? (
        <figcaption className="border-border border-t px-3 py-3 text-muted-foreground text-sm sm:px-4">
          {wide ? <span className="block sm:hidden">{t("wideTable")}</span> : null}
          {table.note}
        </figcaption>
      ) : null}
    </figure>
  );
}
