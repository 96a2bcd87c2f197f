import { type LazyExoticComponent, lazy, useCallback, useState, useTransition } from "react";
import { quoteUrl } from "./postcode-form";
import type { QuoteWizardPage } from "./quote-wizard";

type WizardPage = LazyExoticComponent<typeof QuoteWizardPage>;

/**
 * The wizard's code is fetched when the visitor continues from the landing page, never before,
 * so the landing page's own JavaScript stays as small as it was. If the code cannot be fetched
 * (a new release replaced it), /quote takes the visitor on with the postcode.
 */
function loadWizard(postcode: string): WizardPage {
  return lazy(() =>
    import("./quote-wizard").then(
      (module) => ({ default: module.QuoteWizardPage }),
      () => {
        window.location.assign(quoteUrl(postcode));
        return new Promise<never>(() => {});
      },
    ),
  );
}

/**
 * The landing page as the wizard's step 0: `start(postcode)` opens step 1 in place of the page.
 * Render `wizard` (when set) inside a Suspense boundary that already shows the landing page:
 * the switch is a transition, so the page stays on screen, `starting`, until the code arrives.
 */
export function useEmbeddedQuoteWizard() {
  const [started, setStarted] = useState<{ postcode: string; Wizard: WizardPage }>();
  const [starting, startTransition] = useTransition();
  const start = useCallback((postcode: string) => {
    startTransition(() => setStarted({ postcode, Wizard: loadWizard(postcode) }));
  }, []);
  const wizard = started ? <started.Wizard prefillPostcode={started.postcode} embedded /> : null;
  return { wizard, start, starting };
}
