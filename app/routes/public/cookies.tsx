import { href } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { ScrollTable } from "~/components/content/scroll-table";
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { copyFor, useLocalized } from "~/content/localized";
import { cookiesCopy } from "~/content/pages/cookies";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/cookies";

const UPDATED = "2026-11-21";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(cookiesCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/cookies"),
    matches,
  });
};

export default function CookiesPage() {
  const copy = useLocalized(cookiesCopy);
  const { table } = copy;
  return (
    <LegalPage title={copy.title} updated={UPDATED} intro={copy.intro}>
      {copy.beforeTable}
      <div className="rounded-card border border-border bg-white shadow-card">
        <ScrollTable label={table.label}>
          <TableCaption className="sr-only">{table.caption}</TableCaption>
          <TableHeader>
            <TableRow className="bg-muted hover:bg-muted">
              <TableHead scope="col" className="px-4 font-semibold">
                {table.columns.name}
              </TableHead>
              <TableHead scope="col" className="px-4 font-semibold">
                {table.columns.purpose}
              </TableHead>
              <TableHead scope="col" className="px-4 font-semibold">
                {table.columns.duration}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((cookie) => (
              <TableRow key={cookie.name}>
                <TableHead scope="row" className="whitespace-normal px-4 py-3 align-top font-mono font-normal text-sm">
                  {cookie.name}
                </TableHead>
                <TableCell className="min-w-56 whitespace-normal px-4 py-3 align-top">{cookie.purpose}</TableCell>
                <TableCell className="whitespace-normal px-4 py-3 align-top">{cookie.duration}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      </div>
      {copy.afterTable}
    </LegalPage>
  );
}
