import { useCallback, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useFormErrors, useMessage } from "~/components/forms/use-message";
import { useResultToast } from "~/components/forms/use-result-toast";
import type { LookupState } from "~/components/partner-registration/map-preview";
import { TargetAreaStep } from "~/components/partner-registration/steps";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { formatDate } from "~/lib/format";
import type { PartnerRegistrationForm } from "~/lib/partner-registration-wizard";
import {
  type CompanyProfileChange,
  MAX_ABOUT,
  MAX_DAILY_CAP,
  MAX_PAUSE_DAYS,
  MAX_WEEKLY_CAP,
} from "~/lib/schemas/company-profile";
import { MAX_WEBSITE } from "~/lib/schemas/partner-registration";
import { addDays, todayInUk } from "~/lib/uk-time";
import { COMPANY_FEATURES, COMPANY_SERVICES, MOVE_TYPES } from "~/lib/vocabulary";
import { writtenLanguageOf } from "~/lib/written-language";
import type { CompanyProfileForEdit } from "~/server/partners/company-profile.server";
import { PROFILE_FIELD_IDS, PROFILE_PATH } from "./profile-checklist";
import { SectionCard } from "./section-card";
import { type ProfileSection, useSectionNames, useUnsavedChanges } from "./unsaved-changes";

/**
 * The profile page's three forms (app/routes/partner/profile.edit.tsx). Each posts its `intent`
 * with a fetcher of its own and saves only its own section, so saving one keeps what is typed in
 * the others; the outcome is a toast that names the section saved and any other still unsaved
 * (unsaved-changes.tsx), and a refusal also puts each problem next to its field.
 */

type SaveResult = FormResult<{ intent: CompanyProfileChange["intent"] }>;

function useSaveFetcher(section: ProfileSection) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<SaveResult>({ key: `profile-${section}` });
  const { unsaved, setUnsaved } = useUnsavedChanges();
  const othersUnsaved = unsaved.filter((each) => each !== section);
  const otherNames = useSectionNames(othersUnsaved);
  const success = useCallback(() => {
    const saved = t("profile.savedSection", { section: t(`profile.${section}.title`) });
    return othersUnsaved.length > 0 ? `${saved} ${t("profile.unsaved.elsewhere", { sections: otherNames })}` : saved;
  }, [t, section, othersUnsaved.length, otherNames]);
  useResultToast(fetcher, { success, failure: t("profile.saveFailed") });
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) setUnsaved(section, false);
  }, [saved, section, setUnsaved]);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    errors: useFormErrors(fetcher.data),
    unsaved: unsaved.includes(section),
    markUnsaved: () => setUnsaved(section, true),
  };
}

function SaveButton({ busy, unsaved, disabled = false }: { busy: boolean; unsaved: boolean; disabled?: boolean }) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={busy || disabled}>
        {busy ? t("profile.saving") : t("profile.save")}
      </Button>
      {busy ? (
        <p role="status" className="sr-only">
          {t("profile.saving")}
        </p>
      ) : unsaved ? (
        <p className="font-medium text-amber-800 text-sm">{t("profile.unsaved.here")}</p>
      ) : null}
    </div>
  );
}

/** A group of checkboxes posted as a repeated name (`services=storage&services=packing`). */
function OptionGroup<T extends string>({
  id: fieldsetId,
  name,
  legend,
  options,
  checked,
  label,
  error,
}: {
  id?: string;
  name: string;
  legend: string;
  options: readonly T[];
  checked: readonly string[];
  label: (option: T) => string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset id={fieldsetId} className="grid scroll-mt-20 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox id={`${id}-${option}`} name={name} value={option} defaultChecked={checked.includes(option)} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {label(option)}
            </Label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function DetailsCard({ details }: { details: CompanyProfileForEdit["details"] }) {
  const { t } = useTranslation("backOffice");
  const { t: tPartner } = useTranslation("partner");
  const { fetcher, busy, errors, unsaved, markUnsaved } = useSaveFetcher("details");
  const id = useId();
  return (
    <SectionCard title={t("profile.details.title")} description={t("profile.details.description")}>
      <fetcher.Form method="post" action={PROFILE_PATH} noValidate className="grid gap-5" onChange={markUnsaved}>
        <input type="hidden" name="intent" value="details" />
        <FormField id={PROFILE_FIELD_IDS.about} label={t("profile.details.about")} error={errors.field("about")}>
          <Textarea
            name="about"
            defaultValue={details.about}
            // The description as written, in its own language; an empty one is written in the page's.
            lang={details.about ? writtenLanguageOf(details.aboutLanguage) : undefined}
            rows={6}
            maxLength={MAX_ABOUT}
            className="scroll-mt-20"
          />
        </FormField>
        <OptionGroup
          id={PROFILE_FIELD_IDS.services}
          name="services"
          legend={t("profile.details.services")}
          options={COMPANY_SERVICES}
          checked={details.services}
          label={(service) => t(`profile.services.${service}`)}
          error={errors.field("services")}
        />
        <OptionGroup
          name="features"
          legend={t("profile.details.features")}
          options={COMPANY_FEATURES}
          checked={details.features}
          label={(feature) => t(`profile.features.${feature}`)}
          error={errors.field("features")}
        />
        <OptionGroup
          name="removalTypes"
          legend={t("profile.details.removalTypes")}
          options={MOVE_TYPES}
          checked={details.removalTypes}
          label={(type) => tPartner(`removals.${type}`)}
          error={errors.field("removalTypes")}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField id={PROFILE_FIELD_IDS.phone} label={t("profile.details.phone")} error={errors.field("phone")}>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              defaultValue={details.phone}
              maxLength={30}
              required
              className="scroll-mt-20"
            />
          </FormField>
          <FormField
            id={PROFILE_FIELD_IDS.publicEmail}
            label={t("profile.details.publicEmail")}
            description={t("profile.details.publicEmailHint")}
            error={errors.field("publicEmail")}
          >
            <Input
              name="publicEmail"
              type="email"
              autoComplete="off"
              defaultValue={details.publicEmail}
              maxLength={254}
              className="scroll-mt-20"
            />
          </FormField>
        </div>
        <FormField
          id={`${id}-email`}
          label={t("profile.details.email")}
          description={t("profile.details.emailHint")}
          error={errors.field("email")}
          className="sm:max-w-[calc(50%-0.625rem)]"
        >
          <Input name="email" type="email" autoComplete="email" defaultValue={details.email} maxLength={254} required />
        </FormField>
        <FormField id={`${id}-website`} label={t("profile.details.website")} error={errors.field("website")}>
          <Input
            name="website"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="www.example.co.uk"
            defaultValue={details.website}
            maxLength={MAX_WEBSITE}
          />
        </FormField>
        <SaveButton busy={busy} unsaved={unsaved} />
      </fetcher.Form>
    </SectionCard>
  );
}

type TargetArea = PartnerRegistrationForm["targetArea"];

/** The registration wizard's area step (radius on a map, or cities by region), saved as JSON. */
export function ServiceAreaCard({
  initial,
  tileUrl,
}: {
  initial: CompanyProfileForEdit["targetArea"];
  tileUrl: string;
}) {
  const { t } = useTranslation("backOffice");
  const message = useMessage();
  const { fetcher, busy, unsaved, markUnsaved } = useSaveFetcher("area");
  const [area, setArea] = useState<TargetArea>(initial);
  const [lookup, setLookup] = useState<LookupState>({ status: "idle" });
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const errors = Object.fromEntries(
    Object.entries(failed?.fieldErrors ?? {}).map(([field, error]) => [field, message(error) ?? ""]),
  );
  const notFound = area.type === "radius" && lookup.status === "not-found";
  return (
    <SectionCard
      id={PROFILE_FIELD_IDS.area}
      title={t("profile.area.title")}
      description={t("profile.area.description")}
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          fetcher.submit(
            { intent: "area", targetArea: area },
            { method: "post", action: PROFILE_PATH, encType: "application/json" },
          );
        }}
      >
        <TargetAreaStep
          value={area}
          onChange={(change) => {
            setArea((current) => ({ ...current, ...change }));
            markUnsaved();
          }}
          errors={errors}
          tileUrl={tileUrl}
          onLookup={setLookup}
        />
        <SaveButton busy={busy} unsaved={unsaved} disabled={notFound} />
      </form>
    </SectionCard>
  );
}

/** Lead caps (blank = no cap) and the pause, with the UK day it ends. */
export function LeadSettingsCard({ settings }: { settings: CompanyProfileForEdit["leads"] }) {
  const { t, i18n } = useTranslation("backOffice");
  const { fetcher, busy, errors, unsaved, markUnsaved } = useSaveFetcher("leads");
  const [paused, setPaused] = useState(settings.pausedNow);
  const id = useId();
  const today = todayInUk();
  const status = !settings.pausedNow
    ? t("profile.leads.statusActive")
    : settings.pausedUntil
      ? t("profile.leads.statusPausedUntil", { date: formatDate(settings.pausedUntil, i18n.language) })
      : t("profile.leads.statusPaused");
  return (
    <SectionCard title={t("profile.leads.title")} description={t("profile.leads.description")}>
      <fetcher.Form method="post" action={PROFILE_PATH} noValidate className="grid gap-5" onChange={markUnsaved}>
        <input type="hidden" name="intent" value="leads" />
        <p role="status" className="font-medium text-brand-900">
          {status}
        </p>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            id={`${id}-day`}
            label={t("profile.leads.perDay")}
            description={t("profile.leads.capHint", { max: MAX_DAILY_CAP })}
            error={errors.field("leadCapPerDay")}
          >
            <Input
              name="leadCapPerDay"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_DAILY_CAP}
              step={1}
              placeholder={t("profile.leads.noCap")}
              defaultValue={settings.leadCapPerDay ?? ""}
            />
          </FormField>
          <FormField
            id={`${id}-week`}
            label={t("profile.leads.perWeek")}
            description={t("profile.leads.capHint", { max: MAX_WEEKLY_CAP })}
            error={errors.field("leadCapPerWeek")}
          >
            <Input
              name="leadCapPerWeek"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_WEEKLY_CAP}
              step={1}
              placeholder={t("profile.leads.noCap")}
              defaultValue={settings.leadCapPerWeek ?? ""}
            />
          </FormField>
        </div>
        <div className="flex items-start gap-3">
          <Switch
            id={`${id}-paused`}
            name="paused"
            checked={paused}
            onCheckedChange={(checked) => {
              setPaused(checked);
              markUnsaved();
            }}
            aria-describedby={`${id}-paused-hint`}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-paused`}>{t("profile.leads.pause")}</Label>
            <p id={`${id}-paused-hint`} className="text-muted-foreground text-sm">
              {t("profile.leads.pauseHint")}
            </p>
          </div>
        </div>
        {paused ? (
          <FormField
            id={`${id}-until`}
            label={t("profile.leads.resumeOn")}
            description={t("profile.leads.resumeHint", { days: MAX_PAUSE_DAYS })}
            error={errors.field("pausedUntil")}
            className="sm:max-w-xs"
          >
            <Input
              name="pausedUntil"
              type="date"
              min={addDays(today, 1)}
              max={addDays(today, MAX_PAUSE_DAYS)}
              defaultValue={settings.pausedNow ? (settings.pausedUntil ?? "") : ""}
            />
          </FormField>
        ) : null}
        <SaveButton busy={busy} unsaved={unsaved} />
      </fetcher.Form>
    </SectionCard>
  );
}
