import { href } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { copyFor, useLocalized } from "~/content/localized";
import { privacyCopy } from "~/content/pages/privacy";
import type { HydrationHandle } from "~/lib/hydration";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

const UPDATED = "2026-11-24";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(privacyCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/privacy"),
    matches,
  });
};

export default function PrivacyPage() {
  const copy = useLocalized(privacyCopy);
  return (
    <LegalPage title={copy.title} updated={UPDATED} intro={copy.intro}>
      {copy.body}
    </LegalPage>
  );
}
