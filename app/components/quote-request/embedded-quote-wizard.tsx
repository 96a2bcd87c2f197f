import { useCallback, useState } from "react";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";
import { quoteUrl } from "./postcode-form";
import type { QuoteWizardPage } from "./quote-wizard";

/**
 * The landing page as the wizard's step 0: `start(postcode)` fetches the wizard's code, never
 * before, so the landing page's own JavaScript stays as small as it was, and then opens step 1
 * in place of the page (`wizard`). The page stays on screen, `starting`, while the code comes.
 * If it cannot be fetched (a new release replaced it), /quote takes the visitor on instead.
 *
 * A plain dynamic import rather than React.lazy: a Suspense boundary around the server-rendered
 * landing page would let React stream it out of line, which a browser without JavaScript never
 * shows.
 */
export function useEmbeddedQuoteWizard() {
  const [started, setStarted] = useState<{ postcode: string; Wizard: typeof QuoteWizardPage }>();
  const [starting, setStarting] = useState(false);
  const locale = usePageLocale();
  const start = useCallback(
    (postcode: string) => {
      setStarting(true);
      import("./quote-wizard").then(
        (module) => setStarted({ postcode, Wizard: module.QuoteWizardPage }),
        () => window.location.assign(localizedPath(quoteUrl({ postcode }), locale)),
      );
    },
    [locale],
  );
  const wizard = started ? <started.Wizard prefillPostcode={started.postcode} embedded /> : null;
  return { wizard, start, starting };
}
