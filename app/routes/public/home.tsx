import { BadgeCheck, ClipboardList, Globe2, PiggyBank, Scale, Sparkles } from "lucide-react";
import { href, redirect } from "react-router";
import { ReviewCards } from "~/components/company/review-cards";
import { Container } from "~/components/content/container";
import { Section } from "~/components/content/section";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useEmbeddedQuoteWizard } from "~/components/quote-request/embedded-quote-wizard";
import { PostcodeForm } from "~/components/quote-request/postcode-form";
import { buttonVariants } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { copyFor } from "~/content/localized";
import { homeCopy } from "~/content/pages/home";
import { localizedPath } from "~/i18n/addresses";
import { preferredLocale } from "~/i18n/config";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { CITIES_SHOWN_COLLAPSED, MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { cityPath } from "~/lib/directory";
import { formatRating } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { getNetworkStats, listFeaturedCities } from "~/server/directory/cities.server";
import { listRecentReviews } from "~/server/directory/companies.server";
import type { Route } from "./+types/home";

// The landing page is plain HTML until the visitor reaches for the postcode box (step 0 of the
// wizard): only then does it download the app and turn into the wizard in place.
export const handle = { hydrate: "on-intent", i18n: ["home", "quote"] } satisfies HydrationHandle & I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const baseUrl = baseUrlFrom(matches);
  const copy = copyFor(homeCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/"),
    matches,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: baseUrl || undefined,
      logo: baseUrl ? `${baseUrl}/favicon.svg` : undefined,
      description: copy.organisation,
    },
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  if (entersInLithuanian(request)) {
    throw redirect(localizedPath(href("/"), "lt"), { headers: { Vary: "Cookie, Accept-Language" } });
  }
  const [stats, reviews, cities] = await Promise.all([
    getNetworkStats(),
    listRecentReviews({ limit: 3 }),
    listFeaturedCities(),
  ]);
  return { stats, reviews, cities, now: new Date().toISOString() };
}

/**
 * A visitor who arrives at the English home page (typed, bookmarked or from another site) and
 * prefers Lithuanian, by an earlier choice (the cookie) or, with none, by the browser's
 * languages, goes on to /lt. A link from one of our own pages is a choice: it stays.
 */
function entersInLithuanian(request: Request): boolean {
  if (new URL(request.url).pathname !== "/") return false;
  if (request.headers.get("sec-fetch-site") === "same-origin") return false;
  return preferredLocale(request.headers) === "lt";
}

/** The landing page is the quote wizard's step 0: Go opens step 1 in its place. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { wizard, start, starting } = useEmbeddedQuoteWizard();
  return wizard ?? <Landing {...loaderData} onContinue={start} starting={starting} />;
}

function Landing({
  stats,
  reviews,
  cities,
  now,
  onContinue,
  starting,
}: Route.ComponentProps["loaderData"] & { onContinue: (postcode: string) => void; starting: boolean }) {
  const { t } = useTranslation("home");
  const { t: tc, i18n } = useTranslation();

  return (
    <>
      <section className="bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <Container className="py-14 sm:py-20 lg:py-24">
          <div className="max-w-3xl">
            <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">{t("hero.title")}</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/90">
              {t("hero.subtitle", { max: MAX_MATCHED_COMPANIES, hours: REPLY_WITHIN_HOURS })}
            </p>
            <div data-hydrate-on-intent className="mt-8 max-w-xl">
              <PostcodeForm
                id="hero-postcode"
                buttonLabel={tc("postcode.go")}
                requirePostcode
                onContinue={onContinue}
                busy={starting}
              />
            </div>
            <p className="mt-3 text-sm text-white/90">{t("hero.note")}</p>
          </div>
          <dl
            aria-label={t("stats.label")}
            className="mt-12 grid max-w-3xl grid-cols-3 gap-4 border-white/20 border-t pt-8"
          >
            <Stat value={String(stats.companyCount)} label={t("stats.companies")} />
            <Stat value={formatRating(stats.averageRating, i18n.language)} label={t("stats.rating")} />
            <Stat value={`${MAX_MATCHED_COMPANIES}`} label={t("stats.quotes")} />
          </dl>
        </Container>
      </section>

      <Section title={t("howItWorks.title")} centered>
        <ol className="grid gap-6 md:grid-cols-3">
          {[
            { icon: ClipboardList, title: t("howItWorks.step1Title"), body: t("howItWorks.step1Body") },
            {
              icon: Scale,
              title: t("howItWorks.step2Title"),
              body: t("howItWorks.step2Body", { max: MAX_MATCHED_COMPANIES, hours: REPLY_WITHIN_HOURS }),
            },
            { icon: BadgeCheck, title: t("howItWorks.step3Title"), body: t("howItWorks.step3Body") },
          ].map((step, index) => (
            <li key={step.title} className="rounded-(--radius-card) border border-border bg-white p-6 shadow-card">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <step.icon aria-hidden="true" className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-4 font-semibold text-brand-950 text-lg">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t("why.title")} tone="muted" centered>
        <ul className="grid gap-6 md:grid-cols-3">
          {[
            { icon: Sparkles, title: t("why.matchingTitle"), body: t("why.matchingBody") },
            { icon: PiggyBank, title: t("why.saveTitle"), body: t("why.saveBody") },
            {
              icon: Globe2,
              title: t("why.networkTitle"),
              body: t("why.networkBody", { firstCity: cities[0]?.name ?? "London" }),
            },
          ].map((reason) => (
            <li key={reason.title} className="rounded-(--radius-card) bg-white p-6 shadow-card">
              <reason.icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 font-semibold text-brand-950 text-lg">{reason.title}</h3>
              <p className="mt-2 text-muted-foreground">{reason.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("reviews.title")} intro={t("reviews.intro")}>
        {reviews.length === 0 ? (
          <p className="text-muted-foreground">{t("reviews.empty")}</p>
        ) : (
          <ReviewCards reviews={reviews} now={now} />
        )}
      </Section>

      <CityList cities={cities} />
    </>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd>
        <span className="block font-bold text-3xl sm:text-4xl">{value}</span>
        <span aria-hidden="true" className="mt-1 block text-sm text-white/90">
          {label}
        </span>
      </dd>
    </div>
  );
}

function CityList({ cities }: { cities: Route.ComponentProps["loaderData"]["cities"] }) {
  const { t } = useTranslation("home");
  const shown = cities.slice(0, CITIES_SHOWN_COLLAPSED);
  const more = cities.slice(CITIES_SHOWN_COLLAPSED);
  return (
    <Section title={t("cities.title")} tone="muted">
      <CityLinks cities={shown} />
      {more.length > 0 ? (
        // A native disclosure: the other cities open with or without JavaScript. Column-reversed,
        // its toggle stays under the list it opened (above it where a <details> cannot be flex).
        <details className="group flex flex-col-reverse">
          <summary
            className={buttonVariants({
              variant: "outline",
              className: "my-6 w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            })}
          >
            <span className="group-open:hidden">{t("cities.showAll")}</span>
            <span className="hidden group-open:inline">{t("cities.showLess")}</span>
          </summary>
          <CityLinks cities={more} className="mt-3" />
        </details>
      ) : null}
    </Section>
  );
}

function CityLinks({
  cities,
  className,
}: {
  cities: Route.ComponentProps["loaderData"]["cities"];
  className?: string;
}) {
  const { t } = useTranslation("home");
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cities.map((city) => (
        <li key={`${city.regionSlug}/${city.slug}`}>
          <Link
            to={cityPath(city.regionSlug, city.slug)}
            className="flex items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 shadow-card hover:ring-2 hover:ring-brand-300"
          >
            <span className="flex items-center gap-2 font-medium text-brand-950">
              <SpriteIcon name="map-pin" className="size-4 text-brand-700" />
              {city.name}
            </span>
            <span className="text-muted-foreground text-sm">{t("cities.companies", { count: city.companyCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
