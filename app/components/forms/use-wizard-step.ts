import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldErrors } from "~/lib/form-result";
import { useMessage } from "./use-message";

const NO_ERRORS: FieldErrors = {};

/**
 * What a wizard needs around its current step, whatever keeps the step (the address's hash for
 * the quote wizard, a state for the partner registration): the errors on show, which are the
 * current step's, and the focus, which a new step moves to its heading (`heading`, with
 * tabIndex={-1}) so that a screen reader announces it, or to its first invalid field when the
 * step opens on errors (the server's answer can send the visitor back to the step at fault).
 * The step's fields are the heading's siblings, or inside them.
 */
export function useWizardStep(step: number) {
  const message = useMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const [found, setFound] = useState<{ step: number; errors: FieldErrors }>({ step, errors: NO_ERRORS });
  // Errors found at another step are not this one's: a step change drops them.
  const errors = found.step === step ? found.errors : NO_ERRORS;
  // Each error in the page's language, for the step to show next to its field.
  const errorTexts = useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, message(error) ?? ""])),
    [errors, message],
  );

  /** Moves the focus to the step's first invalid field, or to its heading. */
  const focusStep = useCallback(
    () =>
      requestAnimationFrame(() => {
        const invalid = heading.current?.parentElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
        (invalid ?? heading.current)?.focus();
      }),
    [],
  );

  // Leaving a step forgets its errors, so coming back to it shows none.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setFound((current) => (current.step === step ? current : { step, errors: NO_ERRORS }));
    focusStep();
  }, [step, focusStep]);

  /** Shows errors found at the current step, or at the step the wizard goes to with them. */
  const showErrors = (errors: FieldErrors, atStep = step) => setFound({ step: atStep, errors });

  /** Drops the errors of fields that changed: each path given and the paths under it. */
  const clearErrors = useCallback(
    (changed: string[]) =>
      setFound((current) => {
        const kept = Object.entries(current.errors).filter(
          ([path]) => !changed.some((key) => path === key || path.startsWith(`${key}.`)),
        );
        return kept.length === Object.keys(current.errors).length
          ? current
          : { ...current, errors: Object.fromEntries(kept) };
      }),
    [],
  );

  return { heading, errorTexts, showErrors, clearErrors, focusStep };
}
