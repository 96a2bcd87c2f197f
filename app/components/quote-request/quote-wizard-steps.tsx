import { lazy, Suspense, useEffect, useState } from "react";
import { href } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import type { PropertyDetails, QuoteFormState } from "~/lib/quote-form";
import { ROOM_COUNTS } from "~/lib/vocabulary";
import { ChoiceCards } from "./choice-cards";
import { CoverageBanner } from "./coverage-banner";
import type { Path } from "./quote-wizard-state";

/**
 * The calendars (react-day-picker) are downloaded when the visitor reaches step 3, the only step
 * that shows them, not with the page.
 */
const loadDatePickers = () => import("./moving-date-picker");
const SpecificDatePicker = lazy(() => loadDatePickers().then((module) => ({ default: module.SpecificDatePicker })));
const WindowPicker = lazy(() => loadDatePickers().then((module) => ({ default: module.WindowPicker })));

interface StepProps {
  form: QuoteFormState;
  update: (path: Path, value: string) => void;
  errors: Record<string, string>;
}

export function LocationStep({ form, update, errors }: StepProps) {
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

/** Step 4: the full name, under what the request can expect where the visitor moves from. */
export function PersonalStep({
  form,
  update,
  errors,
  company,
}: StepProps & { company?: { slug: string; name: string } }) {
  const { t } = useTranslation("quote");
  return (
    <div className="grid gap-5">
      <CoverageBanner
        postcode={form.movingFrom.postcode}
        city={form.movingFrom.city}
        moveType={form.moveType}
        company={company}
      />
      <FormField id="quote-fullName" label={t("personal.fullName")} error={errors["personalDetails.fullName"]}>
        <Input
          value={form.personalDetails.fullName}
          onChange={(event) => update("personalDetails.fullName", event.target.value)}
          placeholder={t("personal.fullNamePlaceholder")}
          autoComplete="name"
          maxLength={100}
        />
      </FormField>
    </div>
  );
}
export function MoveStep({ form, update, errors, today }: StepProps & { today: string }) {
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

export function ContactStep({
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

/** The seconds left of `seconds` from `since` (0 before a start and once over), counted down each second. */
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
