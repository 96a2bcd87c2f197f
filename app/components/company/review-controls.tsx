import { Form, useLocation } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useTranslation } from "~/i18n/use-translation";
import { numberFormat } from "~/lib/format";
import { REVIEW_SCORE_MAX, REVIEW_SORTS, type ReviewSort, SCORE_BANDS, type ScoreBandId } from "~/lib/reviews";

/** "9 to 10", "7 to 8.9": a band's range as the reader writes numbers. */
export function useBandLabel() {
  const { t, i18n } = useTranslation("reviews");
  return (id: ScoreBandId) => {
    const band = SCORE_BANDS.find((each) => each.id === id) ?? SCORE_BANDS[0];
    const last = band.to === REVIEW_SCORE_MAX ? band.to : band.to - 0.1;
    const number = (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
    return t("company.band", { from: number(band.from), to: number(last) });
  };
}

/** The same page with one query parameter changed (the page number reset). */
function withParam(pathname: string, search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  params.delete("page");
  return `${pathname}?${params.toString()}`;
}

/**
 * How a company's published reviews spread over the score bands: one bar per band, as wide as
 * its share of the most common band, each a link that shows only that band's reviews.
 */
export function ScoreDistribution({
  companyName,
  distribution,
  selected,
}: {
  companyName: string;
  distribution: { band: ScoreBandId; count: number }[];
  selected?: ScoreBandId;
}) {
  const { t } = useTranslation("reviews");
  const bandLabel = useBandLabel();
  const { pathname, search } = useLocation();
  const most = Math.max(1, ...distribution.map((row) => row.count));
  return (
    <section aria-labelledby="distribution-heading" className="mt-4">
      <h3 id="distribution-heading" className="font-semibold text-brand-950">
        {t("company.distribution", { name: companyName })}
      </h3>
      {/* One grid for every row (each row a subgrid): the count column is as wide as its longest
          count ("26 atsiliepimai" is wider than "26 reviews"), the bars line up. */}
      <ul className="mt-3 grid max-w-lg grid-cols-[6.5rem_1fr_minmax(6rem,max-content)] gap-x-3 gap-y-1.5">
        {distribution.map(({ band, count }) => (
          <li key={band} className="col-span-full grid grid-cols-subgrid">
            <Link
              to={withParam(pathname, search, "score", band)}
              preventScrollReset
              aria-current={band === selected ? "true" : undefined}
              aria-label={`${t("company.filterBand", { band: bandLabel(band) })}: ${t("company.bandCount", { count })}`}
              className="col-span-full grid grid-cols-subgrid items-center rounded-md px-1 py-0.5 text-sm hover:bg-muted aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
            >
              <span>{bandLabel(band)}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${(count / most) * 100}%` }}
                />
              </span>
              <span className="whitespace-nowrap text-muted-foreground">{t("company.bandCount", { count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Order and score filter of the reviews list: a plain GET form, so it works without JavaScript. */
export function ReviewListControls({ sort, score }: { sort: ReviewSort; score?: ScoreBandId }) {
  const { t } = useTranslation("reviews");
  const bandLabel = useBandLabel();
  const { pathname } = useLocation();
  return (
    <div className="mt-6 grid gap-3">
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="review-sort">{t("company.sortLabel")}</Label>
          <NativeSelect id="review-sort" name="sort" defaultValue={sort} size="sm">
            {REVIEW_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`company.sorts.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="review-score">{t("company.scoreLabel")}</Label>
          <NativeSelect id="review-score" name="score" defaultValue={score ?? ""} size="sm">
            <option value="">{t("company.allScores")}</option>
            {SCORE_BANDS.map((band) => (
              <option key={band.id} value={band.id}>
                {bandLabel(band.id)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" size="sm" variant="outline">
          {t("company.apply")}
        </Button>
      </Form>
      {score ? (
        <p className="text-sm">
          {t("company.showing", { band: bandLabel(score) })}{" "}
          <Link
            to={sort === "newest" ? pathname : `${pathname}?sort=${sort}`}
            preventScrollReset
            className="text-brand-700 underline"
          >
            {t("company.showAll")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
