import { useCallback, useEffect, useMemo, useState } from "react";
import { href, useFetcher, useLocation, useNavigate } from "react-router";
import { Container } from "~/components/content/container";
import { FormMessage } from "~/components/forms/form-message";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useMessage } from "~/components/forms/use-message";
import { useWizardStep } from "~/components/forms/use-wizard-step";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { toastOnDemand } from "~/components/ui/toast-on-demand";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { type FormResult, fieldErrorsFromZod, type Message } from "~/lib/form-result";
import { canContinue, emptyQuoteForm, type QuoteFormState } from "~/lib/quote-form";
import type { QuoteRequestActionData } from "~/lib/schemas/quote-request";
import { todayInUk } from "~/lib/uk-time";
import { ChoiceCards } from "./choice-cards";
import type { Submitted } from "./quote-confirmation";
import {
  clearStored,
  firstUnfinishedStep,
  LAST_STEP,
  newKey,
  type Path,
  readStored,
  type StepSchemas,
  setIn,
  stepOfHash,
  writeStored,
} from "./quote-wizard-state";

type WizardRest = typeof import("./quote-wizard-rest");

/**
 * /quote's action (in the page's language, which its answers are written in) takes the wizard's
 * calls wherever the wizard is shown. Nothing else on the page depends on them, so no loader runs
 * again after one (which, with the network gone, would fail).
 */
function quoteAction(locale: Locale) {
  return {
    method: "post",
    encType: "application/json",
    action: localizedPath(href("/quote"), locale),
    defaultShouldRevalidate: false,
  } as const;
}

let restDownload: Promise<WizardRest> | undefined;

/**
 * The wizard past step 1 (quote-wizard-rest.ts): downloaded with the visitor's first answer, or
 * at once for a wizard saved before a reload, rather than with the page. A failed download is
 * tried again the next time.
 */
function downloadRest(): Promise<WizardRest> {
  restDownload ??= import("./quote-wizard-rest").catch((error: unknown) => {
    restDownload = undefined;
    throw error;
  });
  return restDownload;
}

/** What the wizard says when the rest of it cannot be downloaded (the network is gone). */
const DOWNLOAD_FAILED: Message = { key: "messages:form.failed" };

/** A download started ahead of need: its failure is said when the schemas are needed. */
const ignoreFailure = () => {};

/** History state of an entry the wizard pushed: the entry before it is the previous step. */
interface StepEntry {
  wizardStep: true;
}

type QuoteRequestActionResult = FormResult<QuoteRequestActionData>;

interface QuoteWizardProps {
  /** The moving-from postcode the visitor already gave (on /quote's URL, or the landing page's box). */
  prefillPostcode?: string;
  /** The company whose page the visitor came from: the request names it (sent to it first). */
  company?: { slug: string; name: string };
  /**
   * On the landing page, where the postcode box is step 0: the wizard opens at step 1 whatever
   * step was saved, and takes the focus the box had.
   */
  embedded?: boolean;
}

/** The wizard with its page section: /quote renders it, and the landing page in place of itself. */
export function QuoteWizardPage(props: QuoteWizardProps) {
  const { t } = useTranslation("quote");
  return (
    <section className="bg-linear-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-12">
        <h1 className="sr-only">{t("pageTitle")}</h1>
        <QuoteWizard {...props} />
      </Container>
    </section>
  );
}

/**
 * The quote wizard of the spec: steps 1-6 (step 0 is the landing page). Its state lives in
 * sessionStorage, so a reload or the back button never loses it, and is cleared once the
 * request is sent.
 */
function QuoteWizard({ prefillPostcode, company, embedded = false }: QuoteWizardProps) {
  const { t } = useTranslation("quote");
  const message = useMessage();
  const [form, setForm] = useState<QuoteFormState>(() => {
    const empty = emptyQuoteForm();
    return prefillPostcode ? setIn(empty, "movingFrom.postcode", prefillPostcode) : empty;
  });
  const location = useLocation();
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState("");
  /** Why the last call failed when no field is to blame (the network, a gateway, a limit). */
  const [failure, setFailure] = useState<Message>();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [codeSentAt, setCodeSentAt] = useState<number>();
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState<Submitted>();
  const [restored, setRestored] = useState(false);
  const [rest, setRest] = useState<WizardRest>();
  const today = useMemo(() => todayInUk(), []);
  // The server renders step 1 (it never sees the address's hash); the hash counts once restored.
  const step = submitted
    ? LAST_STEP
    : restored
      ? Math.min(stepOfHash(location.hash), firstUnfinishedStep(form, rest?.schemaForStep, today))
      : 1;
  const fetcher = useFetcher<QuoteRequestActionResult>();
  const submitTo = quoteAction(usePageLocale());
  // A new step (Next, Back, the browser's buttons) takes the focus to its title.
  const { heading, errorTexts, showErrors, clearErrors } = useWizardStep(step);
  const busyIntent =
    fetcher.state !== "idle" ? (fetcher.formData?.get("intent") ?? jsonIntent(fetcher.json)) : undefined;

  // Restore after hydration (the server cannot see sessionStorage). A saved wizard's step waits
  // for the rest of the wizard, whose step schemas say how far its answers go (step 1 if it cannot
  // be downloaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; showStep only navigates
  useEffect(() => {
    const saved = readStored();
    if (saved) {
      // A state saved before a field existed gets that field empty.
      const form = { ...emptyQuoteForm(), ...saved.form };
      setForm(prefillPostcode ? setIn(form, "movingFrom.postcode", prefillPostcode) : form);
      setIdempotencyKey(saved.idempotencyKey);
      setCodeSentTo(saved.codeSentTo);
      setCodeSentAt(saved.codeSentAt);
    } else {
      setIdempotencyKey(newKey());
    }
    const showRestored = () => {
      setRestored(true);
      if (embedded) heading.current?.focus();
      // The step saved before a reload, unless the address names one.
      if (!embedded && saved && !window.location.hash) showStep(saved.step, { replace: true });
    };
    if (!saved) {
      showRestored();
      return;
    }
    downloadRest().then((loaded) => {
      setRest(loaded);
      showRestored();
    }, showRestored);
  }, [prefillPostcode, embedded]);

  useEffect(() => {
    if (!restored || submitted) return;
    writeStored({ form, step, idempotencyKey, codeSentTo, codeSentAt });
  }, [restored, submitted, form, step, idempotencyKey, codeSentTo, codeSentAt]);

  const update = useCallback(
    (path: Path, value: string) => {
      setForm((current) => setIn(current, path, value));
      clearErrors([path]);
      // The first answer fetches the rest of the wizard, usually there before Next is pressed.
      if (!rest) downloadRest().then(setRest, ignoreFailure);
    },
    [clearErrors, rest],
  );

  /** Goes on with the step schemas, waiting for the rest of the wizard if Next came before it. */
  const withStepSchemas = (then: (schemas: StepSchemas) => void) => {
    if (rest) return then(rest.schemaForStep);
    downloadRest().then(
      (loaded) => {
        setRest(loaded);
        setFailure(undefined);
        then(loaded.schemaForStep);
      },
      () => setFailure(DOWNLOAD_FAILED),
    );
  };

  function showStep(next: number, { replace = false } = {}) {
    const hash = next > 1 ? `#step-${next}` : "";
    const state: StepEntry | undefined = replace ? undefined : { wizardStep: true };
    navigate(
      { pathname: location.pathname, search: location.search, hash },
      { replace, state, preventScrollReset: true },
    );
  }

  const goNext = () =>
    withStepSchemas((schemas) => {
      if (validateStep(schemas, step)) showStep(step + 1);
    });

  // Back is the browser's own when the wizard made the entry; otherwise this entry becomes the step before.
  const goBack = () => {
    if ((location.state as StepEntry | null)?.wizardStep) navigate(-1);
    else showStep(step - 1, { replace: true });
  };

  const validateStep = (schemas: StepSchemas, which: number): boolean => {
    const schema = schemas(which, today);
    const result = schema?.safeParse(form);
    if (!result || result.success) return true;
    showErrors(fieldErrorsFromZod(result.error));
    return false;
  };

  // Handle the server's answers.
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) {
      showErrors(result.fieldErrors);
      // A problem with the code shows under the code field; anything else above the buttons.
      if (!result.fieldErrors.code) setFailure(result.message);
      return;
    }
    if (result.data.intent === "send-code") {
      setCodeSentTo(form.personalDetails.email.trim().toLowerCase());
      setCodeSentAt(Date.now());
      toastOnDemand.success(t("toast.codeSent"));
      return;
    }
    clearStored();
    setSubmitted({
      reference: result.data.reference,
      companies: result.data.companies,
      email: form.personalDetails.email.trim(),
    });
    toastOnDemand.success(t("toast.success"));
  });

  const sendCode = () =>
    withStepSchemas((schemas) => {
      if (!validateStep(schemas, 5)) return;
      setFailure(undefined);
      fetcher.submit({ intent: "send-code", personalDetails: { email: form.personalDetails.email } }, submitTo);
    });

  const submit = () =>
    withStepSchemas((schemas) => {
      if (!validateStep(schemas, 5)) return;
      setFailure(undefined);
      fetcher.submit(
        {
          ...(form as unknown as Record<string, string>),
          intent: "submit",
          code: code.trim(),
          idempotencyKey,
          ...(company ? { company: company.slug } : {}),
        },
        submitTo,
      );
    });

  // A code counts for the address it was sent to.
  const codeSent = codeSentTo === form.personalDetails.email.trim().toLowerCase() ? codeSentTo : undefined;
  const titles = t("steps", { returnObjects: true }) as readonly string[];
  const title = titles[step] ?? "";

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="mb-6">
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="font-medium text-brand-900">{t("progress", { step, total: LAST_STEP, title })}</p>
          {step >= 2 && step < LAST_STEP ? (
            <Button type="button" variant="ghost" size="sm" onClick={goBack}>
              <SpriteIcon name="arrow-left" />
              {t("back")}
            </Button>
          ) : null}
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label={t("progress", { step, total: LAST_STEP, title })}
          aria-valuemin={0}
          aria-valuemax={LAST_STEP}
          aria-valuenow={step}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${(step / LAST_STEP) * 100}%` }}
          />
        </div>
      </div>

      {company && step < LAST_STEP ? (
        <p className="mb-4 flex items-start gap-2 rounded-md bg-brand-50 p-3 text-brand-900">
          <SpriteIcon name="building-2" className="mt-0.5 size-5 shrink-0" />
          {t("named", { name: company.name })}
        </p>
      ) : null}
      {/* A form, so Enter in a field does what the step's main button does (Next, send the code, send). */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 5) goNext();
          else if (step === 5) (codeSent ? submit : sendCode)();
        }}
        className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card sm:p-8"
      >
        <h2 ref={heading} tabIndex={-1} className="mb-6 font-bold text-2xl text-brand-950 focus:outline-none">
          {title}
        </h2>

        {step === 1 ? (
          <ChoiceCards
            name="moveType"
            legend={t("type.question")}
            value={form.moveType}
            onChange={(value) => update("moveType", value)}
            error={errorTexts.moveType}
            choices={[
              { value: "domestic", label: t("type.domestic"), hint: t("type.domesticHint") },
              { value: "commercial", label: t("type.commercial"), hint: t("type.commercialHint") },
              { value: "international", label: t("type.international"), hint: t("type.internationalHint") },
            ]}
          />
        ) : null}

        {/* Past step 1 the rest of the wizard is there: no step is shown past firstUnfinishedStep without it. */}
        {step === 2 && rest ? <rest.LocationStep form={form} update={update} errors={errorTexts} /> : null}
        {step === 3 && rest ? <rest.MoveStep form={form} update={update} errors={errorTexts} today={today} /> : null}
        {step === 4 && rest ? (
          <rest.PersonalStep form={form} update={update} errors={errorTexts} company={company} />
        ) : null}

        {step === 5 && rest ? (
          <rest.ContactStep
            form={form}
            update={update}
            errors={errorTexts}
            code={code}
            setCode={(value) => {
              setCode(value);
              clearErrors(["code"]);
            }}
            codeSentTo={codeSent}
            codeSentAt={codeSentAt}
            busyIntent={typeof busyIntent === "string" ? busyIntent : undefined}
            onSendCode={sendCode}
            failure={failure ? message(failure) : undefined}
          />
        ) : null}

        {step === LAST_STEP && submitted && rest ? <rest.Confirmation submitted={submitted} /> : null}

        {step >= 1 && step <= 4 && failure ? (
          <FormMessage tone="error" className="mt-6">
            {message(failure)}
          </FormMessage>
        ) : null}

        {step >= 1 && step <= 4 ? (
          <div className="mt-8 flex justify-end">
            <Button type="submit" size="lg" disabled={!canContinue(step, form)}>
              {t("next")}
            </Button>
          </div>
        ) : null}
      </form>
      <p className="mt-4 text-center text-muted-foreground text-sm">{t("free")}</p>
    </div>
  );
}

function jsonIntent(json: unknown): string | undefined {
  return typeof json === "object" && json && "intent" in json
    ? String((json as { intent: unknown }).intent)
    : undefined;
}
