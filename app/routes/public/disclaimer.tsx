import { href } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { copyFor, useLocalized } from "~/content/localized";
import { disclaimerCopy } from "~/content/pages/disclaimer";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/disclaimer";

const UPDATED = "2026-11-21";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(disclaimerCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/disclaimer"),
    matches,
  });
};

export default function DisclaimerPage() {
  const copy = useLocalized(disclaimerCopy);
  return (
    <LegalPage title={copy.title} updated={UPDATED} intro={copy.intro}>
      {copy.body}
    </LegalPage>
  );
}
