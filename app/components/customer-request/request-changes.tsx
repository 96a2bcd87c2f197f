import { CalendarDays, KeyRound, XCircle } from "lucide-react";
import { useState } from "react";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { ChoiceCards } from "~/components/quote-request/choice-cards";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, ConfirmDialogFooter } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { MAX_CANCELLATION_REASON } from "~/lib/lead-rules";
import { MAX_DAYS_AHEAD } from "~/lib/quote-form";
import { addDays } from "~/lib/uk-time";
import type { MovingDateChoice } from "~/lib/vocabulary";
import type { MoveDate } from "~/server/leads/lead-cards.server";

/** What the page's action answers (app/routes/public/my-request.$token.tsx). */
type ChangeResult = FormResult<{ intent: string }>;

const cardClass = "flex flex-col gap-4 rounded-(--radius-card) border border-border bg-white p-5";

/**
 * A new moving date, posted as a plain form so it works before the script loads: both choices'
 * fields are in the page and CSS shows the chosen one's.
 */
export function ChangeMovingDate({ date, today }: { date: MoveDate; today: string }) {
  const { t } = useTranslation("myRequest");
  const result = useActionData<ChangeResult>();
  const errors = useFormErrors(result);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "change-date";
  const kept = result && !result.ok ? result.values : undefined;
  const [choice, setChoice] = useState<string>(kept?.movingDate ?? date.kind);
  const saved = result?.ok && result.data.intent === "change-date";
  const bounds = { min: today, max: addDays(today, MAX_DAYS_AHEAD) };

  return (
    <section aria-labelledby="change-date-heading" className={cardClass}>
      <div>
        <h2 id="change-date-heading" className="flex items-center gap-2 font-bold text-brand-950 text-xl">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          {t("changeDate.title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("changeDate.intro")}</p>
      </div>
      {saved ? <FormMessage tone="success">{t("changeDate.saved")}</FormMessage> : null}
      {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
      <Form method="post" noValidate preventScrollReset className="group grid gap-4" key={JSON.stringify(date)}>
        <input type="hidden" name="intent" value="change-date" />
        <ChoiceCards
          name="movingDate"
          legend={t("changeDate.choice")}
          layout="pair"
          value={choice}
          onChange={setChoice}
          error={errors.field("movingDate")}
          choices={(["specific", "flexible"] satisfies MovingDateChoice[]).map((value) => ({
            value,
            label: t(`changeDate.${value}`),
          }))}
        />
        <div className="hidden group-has-[input[value=specific]:checked]:grid">
          <FormField id="new-specific-date" label={t("changeDate.date")} error={errors.field("specificDate")}>
            <Input
              type="date"
              name="specificDate"
              {...bounds}
              defaultValue={kept?.specificDate ?? (date.kind === "specific" ? date.date : "")}
            />
          </FormField>
        </div>
        <fieldset className="hidden gap-3 group-has-[input[value=flexible]:checked]:grid">
          <legend className="text-muted-foreground text-sm">{t("changeDate.windowHint")}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="new-window-from" label={t("changeDate.windowFrom")} error={errors.field("flexibleFrom")}>
              <Input
                type="date"
                name="flexibleFrom"
                {...bounds}
                defaultValue={kept?.flexibleFrom ?? (date.kind === "flexible" ? (date.from ?? "") : "")}
              />
            </FormField>
            <FormField id="new-window-to" label={t("changeDate.windowTo")} error={errors.field("flexibleTo")}>
              <Input
                type="date"
                name="flexibleTo"
                {...bounds}
                defaultValue={kept?.flexibleTo ?? (date.kind === "flexible" ? (date.to ?? "") : "")}
              />
            </FormField>
          </div>
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={saving}>
          {saving ? t("changeDate.saving") : t("changeDate.submit")}
        </Button>
      </Form>
    </section>
  );
}

/** Cancelling cannot be undone: a confirmation with an optional reason for the companies. */
export function CancelRequest({ bookedWith }: { bookedWith: string | null }) {
  const { t } = useTranslation("myRequest");
  const fetcher = useFetcher<ChangeResult>();
  const errors = useFormErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <section aria-labelledby="cancel-heading" className={cardClass}>
      <div>
        <h2 id="cancel-heading" className="flex items-center gap-2 font-bold text-brand-950 text-xl">
          <XCircle aria-hidden="true" className="size-5 text-destructive" />
          {t("cancel.title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          {bookedWith ? t("cancel.introBooked", { company: bookedWith }) : t("cancel.intro")}
        </p>
      </div>
      <ConfirmDialog
        trigger={t("cancel.open")}
        triggerProps={{ variant: "outline", className: "justify-self-start self-start" }}
        title={t("cancel.confirmTitle")}
        description={
          <>
            {bookedWith ? `${t("cancel.introBooked", { company: bookedWith })} ` : null}
            {t("cancel.confirmBody")}
          </>
        }
      >
        {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
        <fetcher.Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="cancel" />
          <FormField
            id="cancel-reason"
            label={t("cancel.reason")}
            description={t("cancel.reasonHint", { maximum: MAX_CANCELLATION_REASON })}
            error={errors.field("reason")}
          >
            <Textarea name="reason" rows={3} maxLength={MAX_CANCELLATION_REASON} />
          </FormField>
          <ConfirmDialogFooter keepLabel={t("cancel.keep")}>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t("cancel.confirming") : t("cancel.confirm")}
            </Button>
          </ConfirmDialogFooter>
        </fetcher.Form>
      </ConfirmDialog>
    </section>
  );
}

/**
 * Every link to this page is a key to it: the customer can end every one but the link in hand
 * (a forwarded email, a shared mailbox), after a confirmation.
 */
export function EndOtherLinks() {
  const { t } = useTranslation("myRequest");
  const fetcher = useFetcher<ChangeResult>();
  const errors = useFormErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  const ended = fetcher.data?.ok && fetcher.data.data.intent === "end-other-links";
  return (
    <section aria-labelledby="links-heading" className={cardClass}>
      <div>
        <h2 id="links-heading" className="flex items-center gap-2 font-bold text-brand-950 text-xl">
          <KeyRound aria-hidden="true" className="size-5 text-brand-700" />
          {t("links.title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("links.intro")}</p>
      </div>
      {ended ? <FormMessage tone="success">{t("links.ended")}</FormMessage> : null}
      {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
      <ConfirmDialog
        trigger={t("links.open")}
        triggerProps={{ variant: "outline", className: "justify-self-start self-start" }}
        title={t("links.confirmTitle")}
        description={t("links.confirmBody")}
      >
        <fetcher.Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="end-other-links" />
          <ConfirmDialogFooter keepLabel={t("links.keep")}>
            <Button type="submit" disabled={busy}>
              {busy ? t("links.ending") : t("links.confirm")}
            </Button>
          </ConfirmDialogFooter>
        </fetcher.Form>
      </ConfirmDialog>
    </section>
  );
}
