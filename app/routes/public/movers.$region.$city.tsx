import type { TFunction } from "i18next";
import { data, Form, href, isRouteErrorResponse, useNavigation, useSubmit } from "react-router";
import { CompanyCard } from "~/components/company/company-card";
import { Container } from "~/components/content/container";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from "~/components/navigation/breadcrumb";
import { Pagination } from "~/components/navigation/pagination";
import { PostcodeForm } from "~/components/quote-request/postcode-form";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { NativeSelect } from "~/components/ui/native-select";
import { localeFromMatches, useLocalized, usePageLocale } from "~/content/localized";
import { cityGuideCopy } from "~/content/pages/city-guide";
import { fixedT } from "~/i18n/fixed-t";
import type { I18nHandle } from "~/i18n/i18n";
import { i18nFor } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { AVERAGE_REMOVAL_COST } from "~/lib/constants";
import {
  cityPath,
  FEATURE_FILTERS,
  PARTNER_FILTERS,
  SERVICE_FILTERS,
  SORT_OPTIONS,
  titleFromSlug,
} from "~/lib/directory";
import { formatWholePounds } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta, pageTitle } from "~/lib/seo";
import { z } from "~/lib/zod";
import { findCity, listFeaturedCities } from "~/server/directory/cities.server";
import { findCompaniesForCity } from "~/server/directory/companies.server";
import type { Route } from "./+types/movers.$region.$city";

/** Unknown filter values fall back to the defaults rather than failing the page. */
const filtersSchema = z.object({
  service: z.catch(z.optional(z.enum(SERVICE_FILTERS)), undefined),
  features: z.catch(z.array(z.enum(FEATURE_FILTERS)), []),
  partner: z.catch(z.enum(PARTNER_FILTERS), "all"),
  sort: z.catch(z.enum(SORT_OPTIONS), "recommended"),
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

/** The trail to a city page, in the page's language. */
function crumbsFor(t: TFunction<"directory">, regionSlug: string, city: { name: string; slug: string }): Crumb[] {
  return [
    { label: t("breadcrumb.home"), to: href("/") },
    { label: t("breadcrumb.uk") },
    { label: titleFromSlug(regionSlug) },
    { label: city.name, to: cityPath(regionSlug, city.slug) },
  ];
}

export const handle = { hydrate: false, i18n: ["directory"] } satisfies HydrationHandle & I18nHandle;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const baseUrl = baseUrlFrom(matches);
  const locale = localeFromMatches(matches);
  const copy = cityGuideCopy[locale].meta;
  if (!loaderData) {
    return buildMeta({
      title: copy.notFoundTitle,
      description: copy.notFoundDescription,
      path: href("/"),
      matches,
      noIndex: true,
    });
  }
  const { city, total } = loaderData;
  return buildMeta({
    title: copy.title(city.name, total),
    description: copy.description(city.name, total),
    path: cityPath(city.regionSlug, city.slug),
    matches,
    jsonLd: breadcrumbJsonLd(crumbsFor(fixedT(i18nFor(locale), "directory"), city.regionSlug, city), baseUrl, locale),
  });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const city = await findCity({ regionSlug: params.region.toLowerCase(), citySlug: params.city.toLowerCase() });
  if (!city) {
    throw data({ cities: await listFeaturedCities() }, { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  const filters = filtersSchema.parse({
    service: query.get("service") || undefined,
    features: query.getAll("feature"),
    partner: query.get("partner") ?? undefined,
    sort: query.get("sort") ?? undefined,
    page: query.get("page") ?? undefined,
  });
  const [result, featuredCities] = await Promise.all([findCompaniesForCity({ city, filters }), listFeaturedCities()]);
  const unfiltered = !filters.service && filters.features.length === 0 && filters.partner === "all";
  return {
    city: {
      name: city.name,
      slug: city.slug,
      regionSlug: city.regionSlug,
      postcodeArea: city.postcodeArea,
      about: city.about ? { "en-GB": city.about, lt: city.aboutLt ?? city.about } : null,
      neighbourhoods: city.neighbourhoods,
    },
    filters,
    unfiltered,
    companies: result.items,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    otherCities: featuredCities
      .filter((other) => other.slug !== city.slug)
      .map(({ name, slug, regionSlug }) => ({ name, slug, regionSlug })),
  };
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, filters, companies, total, page, pageCount, otherCities, unfiltered } = loaderData;
  const { t } = useTranslation("directory");
  const { t: tc } = useTranslation();
  const crumbs = crumbsFor(t, city.regionSlug, city);

  return (
    <>
      <section className="border-border border-b bg-linear-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <Breadcrumb items={crumbs} label={t("breadcrumb.label")} />
          <h1 className="mt-6 text-balance font-bold text-3xl text-brand-950 tracking-tight sm:text-4xl">
            {t("city.heading", { city: city.name })}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t("city.intro", { city: city.name })}</p>
          <div className="mt-6 max-w-xl">
            <PostcodeForm id="city-postcode" buttonLabel={tc("postcode.getQuotes")} />
            <p className="mt-2 text-muted-foreground text-sm">{tc("freeNoObligation")}</p>
          </div>
        </Container>
      </section>

      <Container className="py-10">
        <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <FiltersForm filters={filters} />
          <div>
            <h2 className="font-bold text-2xl text-brand-950" aria-live="polite">
              {t("city.count", { count: total, city: city.name })}
            </h2>
            {companies.length === 0 ? (
              <div className="mt-6 rounded-(--radius-card) border border-border border-dashed p-8 text-center">
                <p className="font-semibold text-lg">
                  {unfiltered ? t("city.noCompaniesTitle", { city: city.name }) : t("city.emptyTitle")}
                </p>
                <p className="mt-2 text-muted-foreground">
                  {unfiltered ? t("city.noCompaniesBody") : t("city.emptyBody")}
                </p>
                <div className="mt-4 flex justify-center gap-3">
                  {unfiltered ? null : (
                    <Button asChild variant="outline">
                      <Link to={cityPath(city.regionSlug, city.slug)}>{t("city.reset")}</Link>
                    </Button>
                  )}
                  <Button asChild variant="accent">
                    <Link to={href("/quote")}>{tc("errors.getQuotes")}</Link>
                  </Button>
                </div>
              </div>
            ) : (
              <ul className="mt-6 space-y-4">
                {companies.map((company) => (
                  <li key={company.slug}>
                    <CompanyCard company={company} area={city.name} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} pageCount={pageCount} />
          </div>
        </div>
      </Container>

      <CityGuide city={city} otherCities={otherCities} />
    </>
  );
}

function FiltersForm({ filters }: { filters: Route.ComponentProps["loaderData"]["filters"] }) {
  const { t } = useTranslation("directory");
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "loading";
  return (
    <Form
      method="get"
      className="h-fit space-y-5 rounded-(--radius-card) border border-border bg-white p-5 shadow-card"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      aria-busy={busy}
    >
      <h2 className="font-semibold text-brand-950">{t("city.filtersTitle")}</h2>
      <div className="space-y-1.5">
        <label htmlFor="filter-service" className="font-medium text-sm">
          {t("city.service")}
        </label>
        <NativeSelect id="filter-service" name="service" defaultValue={filters.service ?? ""}>
          <option value="">{t("city.allServices")}</option>
          {SERVICE_FILTERS.map((service) => (
            <option key={service} value={service}>
              {t(`services.${service}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{t("city.features")}</legend>
        {FEATURE_FILTERS.map((feature) => (
          <label key={feature} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="feature"
              value={feature}
              defaultChecked={filters.features.includes(feature)}
              className="size-4 accent-brand-600"
            />
            {t(`options.${feature}`)}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="filter-partner" className="font-medium text-sm">
          {t("city.status")}
        </label>
        <NativeSelect id="filter-partner" name="partner" defaultValue={filters.partner}>
          <option value="all">{t("city.allCompanies")}</option>
          <option value="partners">{t("city.partnersOnly")}</option>
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="filter-sort" className="font-medium text-sm">
          {t("city.sort")}
        </label>
        <NativeSelect id="filter-sort" name="sort" defaultValue={filters.sort}>
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`options.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="w-full">
        {t("city.apply")}
      </Button>
    </Form>
  );
}

function CityGuide({
  city,
  otherCities,
}: {
  city: Route.ComponentProps["loaderData"]["city"];
  otherCities: Route.ComponentProps["loaderData"]["otherCities"];
}) {
  const copy = useLocalized(cityGuideCopy);
  const locale = usePageLocale();
  const cost = AVERAGE_REMOVAL_COST;
  return (
    <>
      <Section title={copy.cost.title(city.name)} tone="muted" intro={copy.cost.intro(city.name)}>
        <div className="grid gap-6 lg:grid-cols-2">
          <table className="w-full overflow-hidden rounded-(--radius-card) bg-white text-left text-sm shadow-card">
            <caption className="sr-only">{copy.cost.caption}</caption>
            <thead className="bg-brand-50 text-brand-950">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.cost.item}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {copy.cost.average}
                </th>
              </tr>
            </thead>
            <tbody>
              {cost.parts.map((part) => (
                <tr key={part.key} className="border-border border-t">
                  <th scope="row" className="px-4 py-3 font-normal">
                    {copy.cost.parts[part.key]}
                  </th>
                  <td className="px-4 py-3 text-right">{formatWholePounds(part.pounds, locale)}</td>
                </tr>
              ))}
              <tr className="border-border border-t bg-muted font-semibold">
                <th scope="row" className="px-4 py-3">
                  {copy.cost.total}
                </th>
                <td className="px-4 py-3 text-right">{formatWholePounds(cost.total, locale)}</td>
              </tr>
            </tbody>
          </table>
          <ul className="space-y-4 text-muted-foreground">
            <li className="flex gap-3">
              <SpriteIcon name="calendar-days" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>
                <strong className="text-foreground">{copy.cost.fridays.lead}</strong> {copy.cost.fridays.rest}
              </span>
            </li>
            <li className="flex gap-3">
              <SpriteIcon name="pound-sterling" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{copy.cost.packing}</span>
            </li>
            <li className="flex gap-3">
              <SpriteIcon name="building-2" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{copy.cost.access}</span>
            </li>
          </ul>
        </div>
      </Section>

      {city.about ? (
        <Section title={copy.life(city.name)}>
          <p className="max-w-3xl text-muted-foreground leading-relaxed">{city.about[locale]}</p>
        </Section>
      ) : null}

      {city.neighbourhoods.length > 0 ? (
        <Section title={copy.neighbourhoods(city.name)} tone="muted">
          <ul className="flex flex-wrap gap-2">
            {city.neighbourhoods.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1.5 text-sm shadow-card"
              >
                <SpriteIcon name="map-pin" className="size-3.5 text-brand-700" />
                {name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={copy.areas.title}>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-5">
          {otherCities.map((other) => (
            <li key={other.slug}>
              <Link to={cityPath(other.regionSlug, other.slug)} className="text-brand-700 hover:underline">
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-6">
          <Link to={href("/")}>{copy.areas.browse}</Link>
        </Button>
      </Section>

      <Section title={copy.help.title} tone="muted" intro={copy.help.intro(city.name)}>
        <Button asChild variant="accent" size="lg">
          <Link to={href("/quote")}>{copy.help.action}</Link>
        </Button>
      </Section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("directory");
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const cities = (error.data as { cities?: { name: string; slug: string; regionSlug: string }[] } | null)?.cities ?? [];
  return (
    <Container className="py-16">
      <title>{pageTitle(t("city.notFoundTitle"))}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-bold text-3xl text-brand-950">{t("city.notFoundTitle")}</h1>
      <p className="mt-3 text-muted-foreground">{t("city.notFoundBody")}</p>
      <h2 className="mt-8 font-semibold text-xl">{t("city.knownCities")}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link to={cityPath(city.regionSlug, city.slug)} className="text-brand-700 hover:underline">
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
