import { CheckCircle2, Info, MapPin, Route } from "lucide-react";
import { useEffect, useId } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { type PartnerRegistrationForm, radiusForMap } from "~/lib/partner-registration-wizard";
import { MAX_COMPANY_NAME, MAX_LOCATION, MAX_WEBSITE } from "~/lib/schemas/partner-registration";
import {
  findServiceCity,
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  SERVICE_REGIONS,
  serviceCityLabel,
} from "~/lib/service-areas";
import { EMPLOYEE_RANGES, MOVE_TYPES, type MoveType, type ServiceAreaMode } from "~/lib/vocabulary";
import { type LookupState, MapPreview, preloadServiceAreaMap, useLocationLookup } from "./map-preview";

type Errors = Record<string, string>;
type TargetArea = PartnerRegistrationForm["targetArea"];
type CompanyDetails = PartnerRegistrationForm["companyDetails"];

/** A choice card: the whole card is the control's label. */
function choiceCardClass(checked: boolean) {
  return cn(
    "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:border-brand-300 has-focus-visible:ring-2 has-focus-visible:ring-ring",
    checked ? "border-brand-600 bg-brand-50" : "border-border bg-white",
  );
}

export function RemovalTypesStep({
  value,
  onChange,
  error,
}: {
  value: MoveType[];
  onChange: (value: MoveType[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("partner");
  const id = useId();
  const toggle = (type: MoveType, checked: boolean) =>
    onChange(checked ? [...value.filter((item) => item !== type), type] : value.filter((item) => item !== type));
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="sr-only">{t("removals.question")}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t("removals.hint")}
      </p>
      {MOVE_TYPES.map((type) => {
        const checked = value.includes(type);
        return (
          <Label key={type} htmlFor={`${id}-${type}`} className={choiceCardClass(checked)}>
            <Checkbox
              id={`${id}-${type}`}
              checked={checked}
              onCheckedChange={(state) => toggle(type, state === true)}
              className="mt-0.5"
            />
            <span className="grid gap-1">
              <span className="font-semibold text-base text-brand-950">{t(`removals.${type}`)}</span>
              <span className="font-normal text-muted-foreground leading-snug">{t(`removals.${type}Hint`)}</span>
            </span>
          </Label>
        );
      })}
      {value.includes("domestic") ? (
        <p role="status" className="flex items-start gap-2 rounded-md bg-brand-50 p-3 text-brand-900 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("removals.domesticNote")}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function TargetAreaStep({
  value,
  onChange,
  errors,
  tileUrl,
  onLookup,
}: {
  value: TargetArea;
  onChange: (change: Partial<TargetArea>) => void;
  errors: Errors;
  tileUrl: string;
  onLookup: (lookup: LookupState) => void;
}) {
  const { t } = useTranslation("partner");
  const id = useId();
  const options: { type: ServiceAreaMode; icon: typeof MapPin }[] = [
    { type: "radius", icon: Route },
    { type: "regions", icon: MapPin },
  ];
  return (
    <div className="grid gap-6">
      <RadioGroup
        aria-label={t("area.question")}
        value={value.type}
        onValueChange={(type) => {
          // Leaflet starts downloading while the visitor types the location; failures are logged by the map.
          if (type === "radius") preloadServiceAreaMap().catch(() => undefined);
          onChange({ type: type as ServiceAreaMode });
        }}
        className="grid gap-3 sm:grid-cols-2"
        aria-describedby={errors["targetArea.type"] ? `${id}-type-error` : undefined}
      >
        {options.map(({ type, icon: Icon }) => (
          <Label key={type} htmlFor={`${id}-${type}`} className={choiceCardClass(value.type === type)}>
            <RadioGroupItem id={`${id}-${type}`} value={type} className="mt-0.5" />
            <span className="grid gap-1">
              <span className="flex items-center gap-2 font-semibold text-base text-brand-950">
                <Icon aria-hidden="true" className="size-4 text-brand-700" />
                {t(`area.${type}`)}
              </span>
              <span className="font-normal text-muted-foreground leading-snug">{t(`area.${type}Hint`)}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
      {errors["targetArea.type"] ? (
        <p id={`${id}-type-error`} className="font-medium text-destructive text-sm">
          {errors["targetArea.type"]}
        </p>
      ) : null}
      {value.type === "radius" ? (
        <RadiusFields value={value} onChange={onChange} errors={errors} tileUrl={tileUrl} onLookup={onLookup} />
      ) : null}
      {value.type === "regions" ? (
        <RegionPicker
          selected={value.selectedCities}
          onChange={(selectedCities) => onChange({ selectedCities })}
          error={errors["targetArea.selectedCities"]}
        />
      ) : null}
    </div>
  );
}

function RadiusFields({
  value,
  onChange,
  errors,
  tileUrl,
  onLookup,
}: {
  value: TargetArea;
  onChange: (change: Partial<TargetArea>) => void;
  errors: Errors;
  tileUrl: string;
  onLookup: (lookup: LookupState) => void;
}) {
  const { t } = useTranslation("partner");
  const id = useId();
  const lookup = useLocationLookup(value.location);
  useEffect(() => onLookup(lookup), [lookup, onLookup]);
  const locationError =
    errors["targetArea.location"] ?? (lookup.status === "not-found" ? t("area.notFound") : undefined);
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField id={`${id}-location`} label={t("area.location")} error={locationError}>
          <Input
            value={value.location}
            onChange={(event) => onChange({ location: event.target.value })}
            placeholder={t("area.locationPlaceholder")}
            autoComplete="off"
            maxLength={MAX_LOCATION}
          />
        </FormField>
        <FormField
          id={`${id}-radius`}
          label={t("area.radiusLabel")}
          description={t("area.radiusDescription")}
          error={errors["targetArea.radius"]}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_RADIUS_MILES}
            max={MAX_RADIUS_MILES}
            step={1}
            value={value.radius}
            onChange={(event) => onChange({ radius: event.target.value })}
          />
        </FormField>
      </div>
      <MapPreview
        location={value.location}
        radiusMiles={radiusForMap(value.radius)}
        lookup={lookup}
        tileUrl={tileUrl}
      />
    </div>
  );
}

function RegionPicker({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("partner");
  const id = useId();
  const toggle = (slug: string, checked: boolean) =>
    onChange(checked ? [...selected.filter((item) => item !== slug), slug] : selected.filter((item) => item !== slug));
  const names = selected.flatMap((slug) => findServiceCity(slug)?.name ?? []);
  return (
    <div className="grid gap-4">
      <p className="font-semibold text-brand-950">{t("area.citiesLegend")}</p>
      <Accordion type="multiple" defaultValue={["england"]} className="rounded-lg border border-border px-4">
        {SERVICE_REGIONS.map((region) => {
          const count = region.cities.filter((city) => selected.includes(city.slug)).length;
          const name = t(`area.regionNames.${region.slug}`);
          return (
            <AccordionItem key={region.slug} value={region.slug}>
              <AccordionTrigger className="items-center text-base">
                <span className="flex flex-wrap items-center gap-2">
                  {name}
                  {count > 0 ? <Badge variant="secondary">{t("area.regionCount", { count })}</Badge> : null}
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <fieldset>
                  <legend className="sr-only">{name}</legend>
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {region.cities.map((city) => {
                      const controlId = `${id}-${city.slug}`;
                      return (
                        <li key={city.slug} className="flex items-start gap-2">
                          <Checkbox
                            id={controlId}
                            checked={selected.includes(city.slug)}
                            onCheckedChange={(state) => toggle(city.slug, state === true)}
                            className="mt-0.5"
                          />
                          <Label htmlFor={controlId} className="font-normal leading-snug">
                            {serviceCityLabel(city)}
                          </Label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
      <div aria-live="polite" className="grid gap-2">
        {selected.length > 0 ? (
          <>
            <p className="font-medium text-brand-950">{t("area.selectedCount", { count: selected.length })}</p>
            <ul className="flex flex-wrap gap-2">
              {names.map((name) => (
                <li key={name}>
                  <Badge variant="outline" className="text-sm">
                    {name}
                  </Badge>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
            {error ?? t("area.selectAtLeastOne")}
          </p>
        )}
      </div>
    </div>
  );
}

export function CompanyDetailsStep({
  value,
  onChange,
  errors,
}: {
  value: CompanyDetails;
  onChange: (change: Partial<CompanyDetails>) => void;
  errors: Errors;
}) {
  const { t } = useTranslation("partner");
  const id = useId();
  const error = (field: keyof CompanyDetails) => errors[`companyDetails.${field}`];
  const typeError = error("businessType");
  return (
    <div className="grid gap-5">
      <FormField id={`${id}-name`} label={t("company.name")} error={error("name")}>
        <Input
          value={value.name}
          onChange={(event) => onChange({ name: event.target.value })}
          autoComplete="organization"
          maxLength={MAX_COMPANY_NAME}
          required
        />
      </FormField>
      <fieldset className="grid gap-3" aria-describedby={typeError ? `${id}-type-error` : undefined}>
        <legend className="mb-1 font-medium text-sm">{t("company.businessType")}</legend>
        <RadioGroup
          value={value.businessType}
          onValueChange={(businessType) => onChange({ businessType: businessType as CompanyDetails["businessType"] })}
          className="flex flex-wrap gap-x-6 gap-y-3"
          aria-invalid={typeError ? true : undefined}
        >
          {(["sole-trader", "company"] as const).map((type) => (
            <div key={type} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${type}`} value={type} />
              <Label htmlFor={`${id}-${type}`} className="font-normal">
                {type === "company" ? t("company.company") : t("company.soleTrader")}
              </Label>
            </div>
          ))}
        </RadioGroup>
        {typeError ? (
          <p id={`${id}-type-error`} className="font-medium text-destructive text-sm">
            {typeError}
          </p>
        ) : null}
      </fieldset>
      {value.businessType === "company" ? (
        <FormField
          id={`${id}-companyNumber`}
          label={t("company.companyNumber")}
          description={t("company.companyNumberDescription")}
          error={error("companyNumber")}
        >
          <Input
            value={value.companyNumber}
            onChange={(event) => onChange({ companyNumber: event.target.value })}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={20}
          />
        </FormField>
      ) : null}
      <FormField id={`${id}-employees`} label={t("company.employees")} error={error("numberOfEmployees")}>
        <NativeSelect
          value={value.numberOfEmployees}
          onChange={(event) =>
            onChange({ numberOfEmployees: event.target.value as CompanyDetails["numberOfEmployees"] })
          }
        >
          <option value="" disabled>
            {t("company.employeesPlaceholder")}
          </option>
          {EMPLOYEE_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id={`${id}-email`} label={t("company.email")} error={error("email")}>
          <Input
            type="email"
            value={value.email}
            onChange={(event) => onChange({ email: event.target.value })}
            autoComplete="email"
            maxLength={254}
            required
          />
        </FormField>
        <FormField id={`${id}-telephone`} label={t("company.telephone")} error={error("telephone")}>
          <Input
            type="tel"
            value={value.telephone}
            onChange={(event) => onChange({ telephone: event.target.value })}
            autoComplete="tel"
            maxLength={30}
            required
          />
        </FormField>
      </div>
      <FormField id={`${id}-website`} label={t("company.website")} error={error("website")}>
        <Input
          type="url"
          inputMode="url"
          value={value.website}
          onChange={(event) => onChange({ website: event.target.value })}
          autoComplete="url"
          placeholder="www.example.co.uk"
          maxLength={MAX_WEBSITE}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField id={`${id}-address`} label={t("company.addressLine1")} error={error("addressLine1")}>
          <Input
            value={value.addressLine1}
            onChange={(event) => onChange({ addressLine1: event.target.value })}
            autoComplete="address-line1"
            maxLength={200}
          />
        </FormField>
        <FormField id={`${id}-postcode`} label={t("company.postCode")} error={error("postCode")}>
          <Input
            value={value.postCode}
            onChange={(event) => onChange({ postCode: event.target.value })}
            autoComplete="postal-code"
            autoCapitalize="characters"
            maxLength={10}
          />
        </FormField>
      </div>
    </div>
  );
}

export function ConfirmationStep({ companyName, email }: { companyName: string; email: string }) {
  const { t } = useTranslation("partner");
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-success">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0" />
        <span className="text-foreground">{t("done.thanks", { company: companyName, email })}</span>
      </p>
      <div className="rounded-lg bg-brand-50 p-4">
        <h4 className="font-semibold text-brand-950">{t("done.nextTitle")}</h4>
        <p className="mt-2 text-brand-900">{t("done.review")}</p>
        <p className="mt-2 text-brand-900">{t("done.approval")}</p>
      </div>
    </div>
  );
}
