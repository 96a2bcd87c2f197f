import { ArrowLeft, Building2, CheckCircle2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { href, useFetcher, useLocation, useNavigate } from "react-router";
import { CompanyRating } from "~/components/company/rating-badge";
import { Container } from "~/components/content/container";
import { FormMessage } from "~/components/forms/form-message";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useMessage } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toastOnDemand } from "~/components/ui/toast-on-demand";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { type FieldErrors, type FormResult, fieldErrorsFromZod, type Message } from "~/lib/form-result";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import {
  canContinue,
  emptyQuoteForm,
  type MatchedCompanySummary,
  type PropertyDetails,
  type QuoteFormState,
  type QuoteRequestActionData,
  schemaForStep,
} from "~/lib/schemas/quote-request";
import { todayInUk } from "~/lib/uk-time";
import { ROOM_COUNTS } from "~/lib/vocabulary";
import { ChoiceCards } from "./choice-cards";
import { CoverageBanner } from "./coverage-banner";

/**
 * The calendars (react-day-picker) are downloaded when the visitor reaches step 3, the only step
 * that shows them, not with the page.
 */
const loadDatePickers = () => import("./moving-date-picker");
const SpecificDatePicker = lazy(() => loadDatePickers().then((module) => ({ default: module.SpecificDatePicker })));
const WindowPicker = lazy(() => loadDatePickers().then((module) => ({ default: module.WindowPicker })));

/** The last step's index; the progress bar's width is step / LAST_STEP. */
const LAST_STEP = 6;
const STORAGE_KEY = "movematch.quote";
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

/**
 * Each step is a history entry, "#step-3" (step 1 has none), so the browser's Back and Forward
 * move between steps. A hash change runs no loader, so stepping costs no request.
 */
function stepOfHash(hash: string): number {
  const step = Number(/^#step-(\d)$/.exec(hash)?.[1] ?? 1);
  return Math.min(Math.max(step, 1), LAST_STEP - 1);
}

/** The first step whose answers are incomplete: the wizard never shows a step past it. */
function firstUnfinishedStep(form: QuoteFormState, today: string): number {
  for (let step = 1; step < LAST_STEP - 1; step++) {
    if (!canContinue(step, form) || !schemaForStep(step, today)?.safeParse(form).success) return step;
  }
  return LAST_STEP - 1;
}

/** History state of an entry the wizard pushed: the entry before it is the previous step. */
interface StepEntry {
  wizardStep: true;
}

type QuoteRequestActionResult = FormResult<QuoteRequestActionData>;
type Submitted = { reference: string; companies: MatchedCompanySummary[]; email: string };

interface StoredWizard {
  form: QuoteFormState;
  step: number;
  idempotencyKey: string;
  codeSentTo?: string;
  codeSentAt?: number;
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

type Path = string;

function setIn(form: QuoteFormState, path: Path, value: string): QuoteFormState {
  const [head, tail] = path.split(".") as [keyof QuoteFormState, string | undefined];
  if (!tail) return { ...form, [head]: value };
  return { ...form, [head]: { ...(form[head] as Record<string, string>), [tail]: value } };
}

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
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Why the last call failed when no field is to blame (the network, a gateway, a limit). */
  const [failure, setFailure] = useState<Message>();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [codeSentAt, setCodeSentAt] = useState<number>();
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState<Submitted>();
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const today = useMemo(() => todayInUk(), []);
  // The server renders step 1 (it never sees the address's hash); the hash counts once restored.
  const step = submitted
    ? LAST_STEP
    : restored
      ? Math.min(stepOfHash(location.hash), firstUnfinishedStep(form, today))
      : 1;
  const fetcher = useFetcher<QuoteRequestActionResult>();
  const submitTo = quoteAction(usePageLocale());
  // Each error in the page's language, for the steps to show next to its field.
  const errorTexts = useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, message(error) ?? ""])),
    [errors, message],
  );
  const busyIntent =
    fetcher.state !== "idle" ? (fetcher.formData?.get("intent") ?? jsonIntent(fetcher.json)) : undefined;

  // Restore after hydration (the server cannot see sessionStorage).
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
    setRestored(true);
    if (embedded) heading.current?.focus();
    // The step saved before a reload, unless the address names one.
    if (!embedded && saved && !window.location.hash) showStep(saved.step, { replace: true });
  }, [prefillPostcode, embedded]);

  // A new step (Next, Back, the browser's buttons) takes the focus to its title.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setErrors({});
    requestAnimationFrame(() => heading.current?.focus());
  }, [step]);

  useEffect(() => {
    if (!restored || submitted) return;
    const stored: StoredWizard = { form, step, idempotencyKey, codeSentTo, codeSentAt };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  }, [restored, submitted, form, step, idempotencyKey, codeSentTo, codeSentAt]);

  const update = useCallback((path: Path, value: string) => {
    setForm((current) => setIn(current, path, value));
    setErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  function showStep(next: number, { replace = false } = {}) {
    const hash = next > 1 ? `#step-${next}` : "";
    const state: StepEntry | undefined = replace ? undefined : { wizardStep: true };
    navigate(
      { pathname: location.pathname, search: location.search, hash },
      { replace, state, preventScrollReset: true },
    );
  }

  const goNext = () => {
    if (validateStep(step)) showStep(step + 1);
  };

  // Back is the browser's own when the wizard made the entry; otherwise this entry becomes the step before.
  const goBack = () => {
    if ((location.state as StepEntry | null)?.wizardStep) navigate(-1);
    else showStep(step - 1, { replace: true });
  };

  const validateStep = (which: number): boolean => {
    const schema = schemaForStep(which, today);
    const result = schema?.safeParse(form);
    if (!result || result.success) return true;
    setErrors(fieldErrorsFromZod(result.error));
    return false;
  };

  // Handle the server's answers.
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) {
      setErrors(result.fieldErrors);
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
    sessionStorage.removeItem(STORAGE_KEY);
    setSubmitted({
      reference: result.data.reference,
      companies: result.data.companies,
      email: form.personalDetails.email.trim(),
    });
    toastOnDemand.success(t("toast.success"));
  });

  const sendCode = () => {
    if (!validateStep(5)) return;
    setFailure(undefined);
    fetcher.submit({ intent: "send-code", personalDetails: { email: form.personalDetails.email } }, submitTo);
  };

  const submit = () => {
    if (!validateStep(5)) return;
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
  };

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
              <ArrowLeft aria-hidden="true" />
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
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
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

        {step === 2 ? <LocationStep form={form} update={update} errors={errorTexts} /> : null}
        {step === 3 ? <MoveStep form={form} update={update} errors={errorTexts} today={today} /> : null}

        {step === 4 ? (
          <div className="grid gap-5">
            <CoverageBanner
              postcode={form.movingFrom.postcode}
              city={form.movingFrom.city}
              moveType={form.moveType}
              company={company}
            />
            <FormField
              id="quote-fullName"
              label={t("personal.fullName")}
              error={errorTexts["personalDetails.fullName"]}
            >
              <Input
                value={form.personalDetails.fullName}
                onChange={(event) => update("personalDetails.fullName", event.target.value)}
                placeholder={t("personal.fullNamePlaceholder")}
                autoComplete="name"
                maxLength={100}
              />
            </FormField>
          </div>
        ) : null}

        {step === 5 ? (
          <ContactStep
            form={form}
            update={update}
            errors={errorTexts}
            code={code}
            setCode={(value) => {
              setCode(value);
              setErrors(({ code: _removed, ...rest }) => rest);
            }}
            codeSentTo={codeSent}
            codeSentAt={codeSentAt}
            busyIntent={typeof busyIntent === "string" ? busyIntent : undefined}
            onSendCode={sendCode}
            failure={failure ? message(failure) : undefined}
          />
        ) : null}

        {step === LAST_STEP && submitted ? <Confirmation submitted={submitted} /> : null}

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

function readStored(): StoredWizard | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredWizard) : undefined;
  } catch {
    return undefined;
  }
}

function jsonIntent(json: unknown): string | undefined {
  return typeof json === "object" && json && "intent" in json
    ? String((json as { intent: unknown }).intent)
    : undefined;
}

interface StepProps {
  form: QuoteFormState;
  update: (path: Path, value: string) => void;
  errors: Record<string, string>;
}

function LocationStep({ form, update, errors }: StepProps) {
  const { t } = useTranslation("quote");
  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold text-brand-950">{t("location.from")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="quote-from-postcode" label={t("location.postcode")} error={errors["movingFrom.postcode"]}>
            <Input
              value={form.movingFrom.postcode}
              onChange={(event) => update("movingFrom.postcode", event.target.value)}
              autoComplete="postal-code"
              autoCapitalize="characters"
              maxLength={10}
            />
          </FormField>
          <FormField id="quote-from-city" label={t("location.city")} error={errors["movingFrom.city"]}>
            <Input
              value={form.movingFrom.city}
              onChange={(event) => update("movingFrom.city", event.target.value)}
              autoComplete="address-level2"
              maxLength={100}
            />
          </FormField>
        </div>
        <FormField id="quote-from-address" label={t("location.address")} error={errors["movingFrom.address"]}>
          <Input
            value={form.movingFrom.address}
            onChange={(event) => update("movingFrom.address", event.target.value)}
            autoComplete="address-line1"
            maxLength={200}
          />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold text-brand-950">{t("location.to")}</legend>
        <FormField id="quote-to-city" label={t("location.toCity")} error={errors["movingTo.city"]}>
          <Input
            value={form.movingTo.city}
            onChange={(event) => update("movingTo.city", event.target.value)}
            maxLength={100}
          />
        </FormField>
        <FormField id="quote-to-address" label={t("location.address")} error={errors["movingTo.address"]}>
          <Input
            value={form.movingTo.address}
            onChange={(event) => update("movingTo.address", event.target.value)}
            maxLength={200}
          />
        </FormField>
      </fieldset>
    </div>
  );
}

function PropertyFields({
  which,
  property,
  update,
  errors,
}: { which: "currentProperty" | "newProperty" } & Pick<StepProps, "update" | "errors"> & {
    property: PropertyDetails;
  }) {
  const { t } = useTranslation("quote");
  const rooms = ROOM_COUNTS.map((value) => ({ value, label: value === "5+" ? t("move.fivePlus") : value }));
  return (
    <div className="grid gap-4 rounded-lg border border-border p-4">
      <h3 className="font-semibold text-brand-950">
        {which === "currentProperty" ? t("move.currentProperty") : t("move.newProperty")}
      </h3>
      <ChoiceCards
        name={`${which}.type`}
        legend={t("move.propertyType")}
        layout="pair"
        value={property.type}
        onChange={(value) => update(`${which}.type`, value)}
        error={errors[`${which}.type`]}
        choices={[
          { value: "house", label: t("move.house") },
          { value: "apartment", label: t("move.apartment") },
        ]}
      />
      {property.type === "house" ? (
        <ChoiceCards
          name={`${which}.bedrooms`}
          legend={t("move.bedrooms")}
          layout="chips"
          value={property.bedrooms}
          onChange={(value) => update(`${which}.bedrooms`, value)}
          choices={rooms}
        />
      ) : null}
      {property.type === "apartment" ? (
        <ChoiceCards
          name={`${which}.liftAvailable`}
          legend={t("move.lift")}
          layout="pair"
          value={property.liftAvailable}
          onChange={(value) => update(`${which}.liftAvailable`, value)}
          choices={[
            { value: "yes", label: t("move.yes") },
            { value: "no", label: t("move.no") },
          ]}
        />
      ) : null}
      {property.type === "apartment" && property.liftAvailable === "no" ? (
        <ChoiceCards
          name={`${which}.floorNumber`}
          legend={t("move.floor")}
          layout="chips"
          value={property.floorNumber}
          onChange={(value) => update(`${which}.floorNumber`, value)}
          choices={rooms}
        />
      ) : null}
    </div>
  );
}

function MoveStep({ form, update, errors, today }: StepProps & { today: string }) {
  // Fetched as the step opens, so the calendar is usually there by the time a date choice asks for it.
  useEffect(() => {
    void loadDatePickers();
  }, []);
  const { t } = useTranslation("quote");
  return (
    <div className="grid gap-8">
      <ChoiceCards
        name="helpType"
        legend={t("move.helpType")}
        value={form.helpType}
        onChange={(value) => update("helpType", value)}
        error={errors.helpType}
        choices={[
          { value: "full", label: t("move.full") },
          { value: "partial", label: t("move.partial") },
          { value: "boxes", label: t("move.boxes") },
        ]}
      />
      {/* One above the other: side by side, each half is too narrow for its choices. */}
      <div className="grid gap-4">
        <PropertyFields which="currentProperty" property={form.currentProperty} update={update} errors={errors} />
        <PropertyFields which="newProperty" property={form.newProperty} update={update} errors={errors} />
      </div>
      <ChoiceCards
        name="additionalDetails"
        legend={t("move.additional")}
        layout="pair"
        value={form.additionalDetails}
        onChange={(value) => update("additionalDetails", value)}
        choices={[
          { value: "yes", label: t("move.yes") },
          { value: "no", label: t("move.no") },
        ]}
      />
      {form.additionalDetails === "yes" ? (
        <FormField
          id="quote-additional"
          label={t("move.additionalText")}
          description={t("move.additionalHint")}
          error={errors.additionalDetailsText}
        >
          <Textarea
            rows={4}
            value={form.additionalDetailsText}
            onChange={(event) => update("additionalDetailsText", event.target.value)}
          />
        </FormField>
      ) : null}
      <ChoiceCards
        name="movingDate"
        legend={t("move.when")}
        layout="pair"
        value={form.movingDate}
        onChange={(value) => update("movingDate", value)}
        error={errors.movingDate}
        choices={[
          { value: "specific", label: t("move.specific") },
          { value: "flexible", label: t("move.flexible") },
        ]}
      />
      <Suspense
        fallback={
          form.movingDate ? (
            <p role="status" className="text-muted-foreground text-sm">
              {t("move.calendarLoading")}
            </p>
          ) : null
        }
      >
        {form.movingDate === "specific" ? (
          <SpecificDatePicker
            value={form.specificDate}
            onChange={(value) => update("specificDate", value)}
            today={today}
            error={errors.specificDate}
          />
        ) : null}
        {form.movingDate === "flexible" ? (
          <WindowPicker
            value={{ from: form.flexibleFrom, to: form.flexibleTo }}
            onChange={({ from, to }) => {
              update("flexibleFrom", from);
              update("flexibleTo", to);
            }}
            today={today}
            error={errors.flexibleFrom ?? errors.flexibleTo}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

function ContactStep({
  form,
  update,
  errors,
  code,
  setCode,
  codeSentTo,
  codeSentAt,
  busyIntent,
  onSendCode,
  failure,
}: StepProps & {
  code: string;
  setCode: (value: string) => void;
  codeSentTo?: string;
  codeSentAt?: number;
  busyIntent?: string;
  /** Sends the code again (the form's submit sends the first, then the request). */
  onSendCode: () => void;
  /** The last call's failure, in the page's language. */
  failure?: string;
}) {
  const { t } = useTranslation("quote");
  const waitSeconds = useCountdown(codeSentAt, 30);
  return (
    <div className="grid gap-5">
      <FormField
        id="quote-email"
        label={t("contact.email")}
        description={t("contact.emailNote")}
        error={errors["personalDetails.email"]}
      >
        <Input
          type="email"
          value={form.personalDetails.email}
          onChange={(event) => update("personalDetails.email", event.target.value)}
          autoComplete="email"
          maxLength={254}
        />
      </FormField>
      <FormField id="quote-phone" label={t("contact.phone")} error={errors["personalDetails.phone"]}>
        <Input
          type="tel"
          value={form.personalDetails.phone}
          onChange={(event) => update("personalDetails.phone", event.target.value)}
          autoComplete="tel"
          maxLength={30}
        />
      </FormField>

      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {codeSentTo ? (
        <div className="grid gap-4 rounded-lg bg-brand-50 p-4">
          <p role="status" className="text-brand-900">
            {t("contact.codeSent", { email: codeSentTo })}
          </p>
          <FormField id="quote-code" label={t("contact.code")} error={errors.code}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="max-w-48 text-lg tracking-[0.3em]"
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" variant="accent" disabled={code.length !== 6 || busyIntent !== undefined}>
              {busyIntent === "submit" ? t("contact.submitting") : t("contact.submit")}
            </Button>
            <Button
              type="button"
              variant="link"
              disabled={waitSeconds > 0 || busyIntent !== undefined}
              onClick={onSendCode}
            >
              {waitSeconds > 0 ? t("contact.resendIn", { seconds: waitSeconds }) : t("contact.resend")}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button type="submit" size="lg" variant="accent" disabled={busyIntent !== undefined}>
            {busyIntent === "send-code" ? t("contact.sending") : t("contact.sendCode")}
          </Button>
          {errors.code ? <p className="mt-2 font-medium text-destructive text-sm">{errors.code}</p> : null}
        </div>
      )}
      <Link to={href("/privacy")} className="text-brand-700 text-sm underline">
        {t("contact.privacy")}
      </Link>
    </div>
  );
}

function useCountdown(since: number | undefined, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  if (!since) return 0;
  return Math.max(0, Math.ceil(seconds - (now - since) / 1000));
}

function Confirmation({ submitted }: { submitted: Submitted }) {
  const { t } = useTranslation("quote");
  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 font-semibold text-lg text-success">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {t("done.title")}
      </p>
      <p>{t("done.emailSent", { email: submitted.email, reference: submitted.reference })}</p>
      {submitted.companies.length > 0 ? (
        <>
          <p className="font-medium">{t("done.sent", { count: submitted.companies.length })}</p>
          <p className="text-muted-foreground">{t("done.next")}</p>
          <p className="text-muted-foreground">{t("done.page")}</p>
          <h3 className="font-semibold text-brand-950">{t("done.matched")}</h3>
          <ul className="grid gap-3">
            {submitted.companies.map((company) => (
              <li
                key={company.slug}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div>
                  <Link to={companyPath(company.slug)} className="font-semibold text-brand-800 hover:underline">
                    {company.name}
                  </Link>
                  <p className="text-muted-foreground text-sm">{company.town}</p>
                </div>
                <CompanyRating rating={company.rating} reviewCount={company.reviewCount} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground">{t("done.none", { count: LEAD_OPEN_DAYS })}</p>
      )}
      <Button asChild variant="outline" className="w-fit">
        <Link to={href("/quote")} reloadDocument>
          {t("done.another")}
        </Link>
      </Button>
    </div>
  );
}
