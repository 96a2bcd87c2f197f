import { ArrowLeft, XIcon } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { href, useFetcher } from "react-router";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useMessage } from "~/components/forms/use-message";
import { useWizardStep } from "~/components/forms/use-wizard-step";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { toastOnDemand } from "~/components/ui/toast-on-demand";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import {
  canContinue,
  emptyPartnerRegistration,
  type PartnerRegistrationForm,
  type PartnerRegistrationResult,
  REGISTRATION_STEPS,
  stepOfField,
  validateStep,
} from "~/lib/partner-registration-wizard";
import type { LookupState } from "./map-preview";
import { CompanyDetailsStep, ConfirmationStep, RemovalTypesStep, TargetAreaStep } from "./steps";

/** Where the wizard posts: the /become-partner action, from whichever page opened it. */
const PARTNER_REGISTRATION_ACTION = href("/become-partner");
/** OpenStreetMap's standard tiles, for pages that do not pass MAP_TILE_URL. */
const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

interface WizardState {
  step: number;
  form: PartnerRegistrationForm;
  submitted?: PartnerRegistrationResult;
}

const initialState = (): WizardState => ({ step: 1, form: emptyPartnerRegistration() });

interface PartnerRegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** MAP_TILE_URL from the page's loader. */
  mapTileUrl?: string;
  /** Gets focus back when the dialog closes (the button that opened it). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The partner registration wizard in a modal dialog (docs/product-rules.md §2). Its
 * state outlives the dialog, so closing it by accident loses nothing; it starts afresh after
 * a completed registration is closed.
 */
export function PartnerRegistrationDialog({
  open,
  onOpenChange,
  mapTileUrl = DEFAULT_MAP_TILE_URL,
  returnFocusTo,
}: PartnerRegistrationDialogProps) {
  const { t } = useTranslation("partner");
  const message = useMessage();
  const [state, setState] = useState<WizardState>(initialState);
  const [lookup, setLookup] = useState<LookupState>({ status: "idle" });
  const fetcher = useFetcher<FormResult<PartnerRegistrationResult>>();
  const submitting = fetcher.state !== "idle";
  const { step, form } = state;
  // A new step takes the focus to its question, or to the field the server found wrong.
  const { heading, errorTexts, showErrors, clearErrors, focusStep } = useWizardStep(step);

  const goTo = (next: number) =>
    setState((current) => ({ ...current, step: Math.min(Math.max(next, 1), REGISTRATION_STEPS) }));

  /** Replaces part of the form and clears the errors of the fields that changed. */
  const patch = (apply: (current: PartnerRegistrationForm) => PartnerRegistrationForm, changed: string[]) => {
    setState((current) => ({ ...current, form: apply(current.form) }));
    clearErrors(changed);
  };
  const setRemovalTypes = (removalTypes: PartnerRegistrationForm["removalTypes"]) =>
    patch((current) => ({ ...current, removalTypes }), ["removalTypes"]);
  const updateTargetArea = (change: Partial<PartnerRegistrationForm["targetArea"]>) =>
    patch(
      (current) => ({ ...current, targetArea: { ...current.targetArea, ...change } }),
      // Switching between radius and regions makes the other option's errors irrelevant.
      "type" in change ? ["targetArea"] : Object.keys(change).map((key) => `targetArea.${key}`),
    );
  const updateCompany = (change: Partial<PartnerRegistrationForm["companyDetails"]>) =>
    patch(
      (current) => ({ ...current, companyDetails: { ...current.companyDetails, ...change } }),
      Object.keys(change).map((key) => `companyDetails.${key}`),
    );

  const next = () => {
    const stepErrors = validateStep(step, form);
    if (step === 2 && form.targetArea.type === "radius" && lookup.status === "not-found") {
      stepErrors["targetArea.location"] ??= { key: "partner:area.notFound" };
    }
    if (Object.keys(stepErrors).length > 0) {
      showErrors(stepErrors);
      focusStep();
      return;
    }
    goTo(step + 1);
  };

  const submit = () => {
    const stepErrors = validateStep(3, form);
    if (Object.keys(stepErrors).length > 0) {
      showErrors(stepErrors);
      focusStep();
      return;
    }
    fetcher.submit(form as unknown as Parameters<typeof fetcher.submit>[0], {
      method: "post",
      action: PARTNER_REGISTRATION_ACTION,
      encType: "application/json",
    });
  };

  // The server's answer: step 4 on success; otherwise stay (or go back to the step with the error).
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toastOnDemand.success(t("toast.success"));
      setState((current) => ({ ...current, step: REGISTRATION_STEPS, submitted: result.data }));
      return;
    }
    toastOnDemand.error(message(result.message));
    const fields = Object.keys(result.fieldErrors);
    if (fields.length > 0) {
      const firstStep = Math.min(...fields.map(stepOfField), 3);
      setState((current) => ({ ...current, step: firstStep }));
      showErrors(result.fieldErrors, firstStep);
      focusStep();
    }
  });

  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    // A finished registration is not shown again: the next opening starts a new one.
    if (!next && step === REGISTRATION_STEPS) setState(initialState());
  };

  const titles = t("wizard.steps", { returnObjects: true }) as readonly string[];
  const progress = t("wizard.progress", { step, total: REGISTRATION_STEPS, title: titles[step - 1] ?? "" });
  const question =
    step === 1
      ? t("removals.question")
      : step === 2
        ? t("area.question")
        : step === 3
          ? t("company.question")
          : t("done.title");
  const onLookup = useCallback((value: LookupState) => setLookup(value), []);

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="gap-0 p-0 sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <div className="sticky top-0 z-10 border-border border-b bg-background px-5 pt-4 pb-3 sm:px-6">
          <div className="flex min-h-8 items-center gap-2">
            {step >= 2 && step < REGISTRATION_STEPS ? (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="-ml-2 size-8"
                onClick={() => goTo(step - 1)}
                disabled={submitting}
                aria-label={t("wizard.back")}
              >
                <ArrowLeft aria-hidden="true" />
              </Button>
            ) : null}
            <DialogTitle className="text-base text-brand-950">{t("wizard.title")}</DialogTitle>
            <DialogClose asChild>
              <Button type="button" variant="ghost" size="icon" className="-mr-2 ml-auto size-8 text-muted-foreground">
                <XIcon aria-hidden="true" />
                <span className="sr-only">{t("wizard.close")}</span>
              </Button>
            </DialogClose>
          </div>
          <p className="mt-2 font-medium text-brand-900 text-sm">{progress}</p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={progress}
            aria-valuemin={0}
            aria-valuemax={REGISTRATION_STEPS}
            aria-valuenow={step}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
              style={{ width: `${(step / REGISTRATION_STEPS) * 100}%` }}
            />
          </div>
        </div>

        <div className="px-5 py-5 sm:px-6">
          <h3 ref={heading} tabIndex={-1} className="mb-5 font-bold text-brand-950 text-xl focus:outline-none">
            {question}
          </h3>
          {step === 1 ? (
            <RemovalTypesStep value={form.removalTypes} onChange={setRemovalTypes} error={errorTexts.removalTypes} />
          ) : null}
          {step === 2 ? (
            <TargetAreaStep
              value={form.targetArea}
              onChange={updateTargetArea}
              errors={errorTexts}
              tileUrl={mapTileUrl}
              onLookup={onLookup}
            />
          ) : null}
          {step === 3 ? (
            <CompanyDetailsStep value={form.companyDetails} onChange={updateCompany} errors={errorTexts} />
          ) : null}
          {step === 4 && state.submitted ? (
            <ConfirmationStep companyName={state.submitted.companyName} email={state.submitted.email} />
          ) : null}

          <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
            {step === 3 && !canContinue(3, form) ? (
              <p className="text-muted-foreground text-sm sm:mr-auto">{t("company.required")}</p>
            ) : null}
            {step < 3 ? (
              <Button type="button" size="lg" disabled={!canContinue(step, form)} onClick={next}>
                {step === 2 && form.targetArea.type === "" ? t("wizard.nextStep") : t("wizard.continue")}
              </Button>
            ) : null}
            {step === 3 ? (
              <Button
                type="button"
                size="lg"
                variant="accent"
                disabled={submitting || !canContinue(3, form)}
                onClick={submit}
              >
                {submitting ? t("company.submitting") : t("company.submit")}
              </Button>
            ) : null}
            {step === 4 ? (
              <DialogClose asChild>
                <Button type="button" size="lg">
                  {t("done.close")}
                </Button>
              </DialogClose>
            ) : null}
          </div>
        </div>

        <DialogDescription className="border-border border-t px-5 py-3 text-center sm:px-6">
          {t("wizard.free")}
        </DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

interface RegistrationContext {
  isOpen: boolean;
  openRegistration: (opener?: HTMLElement | null) => void;
}

const Context = createContext<RegistrationContext | undefined>(undefined);

/**
 * One registration dialog for a page with several buttons that open it: each
 * PartnerRegistrationButton inside opens it, and focus returns to the button that did.
 */
export function PartnerRegistrationProvider({ children, mapTileUrl }: { children: ReactNode; mapTileUrl?: string }) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openRegistration = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ isOpen, openRegistration }), [isOpen, openRegistration]);
  return (
    <Context.Provider value={value}>
      {children}
      <PartnerRegistrationDialog
        open={isOpen}
        onOpenChange={setOpen}
        mapTileUrl={mapTileUrl}
        returnFocusTo={() => opener.current}
      />
    </Context.Provider>
  );
}

export function usePartnerRegistration(): RegistrationContext {
  const context = useContext(Context);
  if (!context) throw new Error("usePartnerRegistration() needs a PartnerRegistrationProvider around it");
  return context;
}

/**
 * A button that opens the registration dialog of the surrounding PartnerRegistrationProvider.
 * With `asChild` around a link, the link is where a visitor without JavaScript goes instead.
 */
export function PartnerRegistrationButton({ onClick, ...props }: ComponentProps<typeof Button>) {
  const { openRegistration } = usePartnerRegistration();
  return (
    <Button
      type={props.asChild ? undefined : "button"}
      aria-haspopup="dialog"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        openRegistration(event.currentTarget);
      }}
    />
  );
}
