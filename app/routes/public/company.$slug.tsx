import type { TFunction } from "i18next";
import { Building2, Globe, ImageIcon, Mail, MapPin, Phone } from "lucide-react";
import { data, href } from "react-router";
import { CompanyLogo } from "~/components/company/company-logo";
import { CompanyRating, RatingBadge } from "~/components/company/rating-badge";
import { ReviewListControls, ScoreDistribution, useBandLabel } from "~/components/company/review-controls";
import { Container } from "~/components/content/container";
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from "~/components/navigation/breadcrumb";
import { Pagination } from "~/components/navigation/pagination";
import { PostcodeForm } from "~/components/quote-request/postcode-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { UserText } from "~/components/ui/user-text";
import { localeFromMatches } from "~/content/localized";
import { companyPageCopy } from "~/content/pages/company";
import { localizedPath } from "~/i18n/addresses";
import { fixedT } from "~/i18n/fixed-t";
import type { I18nHandle } from "~/i18n/i18n";
import { i18nFor } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { formatDate, formatRating, telHref } from "~/lib/format";
import type { HydrationHandle } from "~/lib/hydration";
import { REVIEW_SORTS, SCORE_BAND_IDS } from "~/lib/reviews";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { z } from "~/lib/zod";
import { getCompanyProfile, listCompanyReviews, scoreDistribution } from "~/server/directory/companies.server";
import { listProjectPhotos } from "~/server/media/company-media.server";
import type { Route } from "./+types/company.$slug";

/** ?page, ?sort and ?score of the reviews list; anything else falls back to the first page of all, newest first. */
const reviewQuerySchema = z.object({
  page: z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  sort: z.catch(z.enum(REVIEW_SORTS), "newest"),
  score: z.catch(z.optional(z.enum(SCORE_BAND_IDS)), undefined),
});

/** The trail to a company's page, in the page's language. */
function crumbsFor(t: TFunction<"directory">, company: { name: string; slug: string }): Crumb[] {
  return [
    { label: t("breadcrumb.home"), to: href("/") },
    { label: t("breadcrumb.uk") },
    { label: company.name, to: companyPath(company.slug) },
  ];
}

export const handle = { hydrate: false, i18n: ["directory", "reviews"] } satisfies HydrationHandle & I18nHandle;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const baseUrl = baseUrlFrom(matches);
  const locale = localeFromMatches(matches);
  const copy = companyPageCopy[locale];
  if (!loaderData) {
    return buildMeta({
      title: copy.notFoundTitle,
      description: copy.notFoundDescription,
      path: href("/"),
      matches,
      noIndex: true,
    });
  }
  const { company } = loaderData;
  const path = companyPath(company.slug);
  const localBusiness = {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    name: company.name,
    url: `${baseUrl}${localizedPath(path, locale)}`,
    telephone: company.phone,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.addressLine1,
      addressLocality: company.town,
      postalCode: company.postcode,
      addressCountry: "GB",
    },
    ...(company.rating != null && company.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: company.rating,
            bestRating: 10,
            worstRating: 0,
            reviewCount: company.reviewCount,
          },
        }
      : {}),
  };
  return buildMeta({
    title: copy.title(company),
    description: copy.description(company),
    path,
    matches,
    jsonLd: [
      breadcrumbJsonLd(crumbsFor(fixedT(i18nFor(locale), "directory"), company), baseUrl, locale),
      localBusiness,
    ],
  });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const profile = await getCompanyProfile({ slug: params.slug });
  if (!profile) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const { page, sort, score } = reviewQuerySchema.parse({
    page: query.get("page") ?? undefined,
    sort: query.get("sort") ?? undefined,
    score: query.get("score") || undefined,
  });
  const [reviews, distribution, photos] = await Promise.all([
    listCompanyReviews({ companyId: profile.company.id, page, sort, band: score }),
    scoreDistribution(profile.company.id),
    listProjectPhotos(profile.company.id),
  ]);
  return { ...profile, reviews, distribution, photos, sort, score };
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, scores, reviews, distribution, photos, sort, score } = loaderData;
  const { t } = useTranslation("directory");
  const { t: tc, i18n } = useTranslation();
  const { t: tr } = useTranslation("reviews");
  const bandLabel = useBandLabel();
  const crumbs = crumbsFor(t, company);
  const scoreRows = [
    { label: t("company.quality"), value: scores.quality },
    { label: t("company.customerService"), value: scores.customerService },
    { label: t("company.valueForMoney"), value: scores.valueForMoney },
  ];

  return (
    <>
      <section className="border-border border-b bg-linear-to-b from-brand-50 to-white">
        <Container className="py-10">
          <Breadcrumb items={crumbs} label={t("breadcrumb.label")} />
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
            <CompanyLogo src={company.logoPath} name={company.name} className="size-20" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-balance font-bold text-3xl text-brand-950 tracking-tight">{company.name}</h1>
                {company.isPartner ? <Badge variant="partner">{t("card.partner")}</Badge> : null}
              </div>
              <p className="mt-1 flex items-center gap-1 text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4" />
                {company.town}
              </p>
              <div className="mt-2">
                <CompanyRating rating={company.rating} reviewCount={company.reviewCount} size="lg" />
              </div>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={telHref(company.phone)}>
                <Phone aria-hidden="true" />
                {t("company.telephone")}
                <span className="sr-only">: {company.phone}</span>
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`mailto:${company.email}`}>
                <Mail aria-hidden="true" />
                {t("company.email")}
                <span className="sr-only">: {company.email}</span>
              </a>
            </Button>
            {company.website ? (
              <Button asChild variant="outline">
                <a href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                  <Globe aria-hidden="true" />
                  {t("company.website")}
                  <span className="sr-only">{t("company.websiteNewTab")}</span>
                </a>
              </Button>
            ) : null}
          </div>
        </Container>
      </section>

      <Container className="grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-bold text-2xl text-brand-950">
              {t("company.about", { name: company.name })}
            </h2>
            {company.about ? (
              <UserText language={company.aboutLanguage} className="mt-3 text-muted-foreground leading-relaxed">
                {company.about}
              </UserText>
            ) : null}
            {company.services.length > 0 ? (
              <ul aria-label={t("card.services")} className="mt-4 flex flex-wrap gap-1.5">
                {company.services.map((service) => (
                  <li key={service}>
                    <Badge variant="secondary">{t(`services.${service}`)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <section aria-labelledby="projects-heading">
            <h2 id="projects-heading" className="font-bold text-2xl text-brand-950">
              {t("company.projects")}
            </h2>
            {photos.length > 0 ? (
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {photos.map((photo, index) => (
                  <li key={photo.id}>
                    <img
                      src={photo.url}
                      alt={t("company.projectPhoto", { name: company.name, number: index + 1 })}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="aspect-4/3 w-full rounded-(--radius-card) border border-border object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-3 flex items-center gap-3 rounded-(--radius-card) border border-border border-dashed p-6 text-muted-foreground">
                <ImageIcon aria-hidden="true" className="size-6 shrink-0" />
                <p>{t("company.noProjects", { name: company.name })}</p>
              </div>
            )}
          </section>

          <section aria-labelledby="scores-heading">
            <h2 id="scores-heading" className="font-bold text-2xl text-brand-950">
              {t("company.scores")}
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {scoreRows.map((row) => (
                <div key={row.label} className="rounded-(--radius-card) border border-border bg-white p-4 shadow-card">
                  <dt className="text-muted-foreground text-sm">{row.label}</dt>
                  <dd className="mt-1 font-bold text-2xl text-brand-950">
                    {formatRating(row.value, i18n.language)}
                    <span className="font-normal text-base text-muted-foreground">/10</span>
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="font-bold text-2xl text-brand-950">
              {t("company.reviews")} ({reviews.total})
            </h2>
            <p className="mt-2 rounded-md bg-brand-50 p-3 text-brand-900 text-sm">{tr("company.notice")}</p>
            {company.reviewCount > 0 ? (
              <>
                <ScoreDistribution companyName={company.name} distribution={distribution} selected={score} />
                <ReviewListControls sort={sort} score={score} />
              </>
            ) : null}
            {reviews.items.length === 0 ? (
              <p className="mt-4 text-muted-foreground">
                {score
                  ? tr("company.noneInBand", { band: bandLabel(score) })
                  : t("company.noReviews", { name: company.name })}
              </p>
            ) : (
              <ol className="mt-4 space-y-4">
                {reviews.items.map((review) => (
                  <li key={review.id} className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card">
                    <article>
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <UserText as="h3" language={review.writtenLanguage} className="font-semibold text-brand-950">
                          {review.title}
                        </UserText>
                        <RatingBadge rating={review.overall} />
                      </div>
                      <p className="mt-1 text-muted-foreground text-sm">
                        {review.authorName}
                        {review.publishedAt ? (
                          <>
                            {" · "}
                            <time dateTime={new Date(review.publishedAt).toISOString()}>
                              {formatDate(review.publishedAt, i18n.language)}
                            </time>
                          </>
                        ) : null}
                      </p>
                      <UserText language={review.writtenLanguage} className="mt-3 leading-relaxed">
                        {review.content}
                      </UserText>
                      {review.wouldRecommend === null ? null : (
                        <p className="mt-2 font-medium text-sm">
                          {review.wouldRecommend ? tr("company.recommends") : tr("company.doesNotRecommend")}
                        </p>
                      )}
                      <p className="mt-3 text-muted-foreground text-xs">
                        {t("company.quality")} {review.quality} · {t("company.customerService")}{" "}
                        {review.customerService} · {t("company.valueForMoney")} {review.valueForMoney}
                      </p>
                      {review.reply ? (
                        <div className="mt-3 border-brand-200 border-l-4 pl-3 text-sm">
                          <p className="font-medium">{t("company.reply", { name: company.name })}</p>
                          <UserText language={review.replyLanguage} className="text-muted-foreground">
                            {review.reply}
                          </UserText>
                        </div>
                      ) : null}
                    </article>
                  </li>
                ))}
              </ol>
            )}
            <Pagination page={reviews.page} pageCount={reviews.pageCount} />
          </section>
        </div>

        <aside className="space-y-6">
          <section
            aria-labelledby="quote-box-heading"
            className="rounded-(--radius-card) bg-brand-700 p-5 text-white shadow-card"
          >
            <h2 id="quote-box-heading" className="font-semibold text-lg">
              {company.isPartner
                ? t("company.getQuotesTitle", { name: company.name })
                : t("company.getPartnerQuotesTitle", { town: company.town })}
            </h2>
            {company.isPartner ? null : <p className="mt-2 text-sm text-white/90">{t("card.notPartner")}</p>}
            <PostcodeForm
              id="company-postcode"
              company={company.isPartner ? company.slug : undefined}
              buttonLabel={tc("postcode.getQuotes")}
              size="default"
              className="mt-4 flex-col"
            />
            <p className="mt-2 text-sm text-white/90">{tc("freeNoObligation")}</p>
          </section>
          <section
            aria-labelledby="facts-heading"
            className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card"
          >
            <h2 id="facts-heading" className="flex items-center gap-2 font-semibold text-lg">
              <Building2 aria-hidden="true" className="size-5 text-brand-700" />
              {t("company.facts")}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <Fact label={t("company.businessType")}>
                {company.businessType === "sole-trader" ? t("company.soleTrader") : t("company.limitedCompany")}
              </Fact>
              <Fact label={t("company.employees")}>{company.employees ?? t("company.notListed")}</Fact>
              <Fact label={t("company.companyNumber")}>{company.companyNumber ?? t("company.notListed")}</Fact>
              <Fact label={t("company.memberSince")}>{formatDate(company.createdAt, i18n.language)}</Fact>
            </dl>
          </section>
        </aside>
      </Container>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
