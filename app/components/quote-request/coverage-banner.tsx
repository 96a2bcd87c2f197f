import { Info, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { href } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import type { CoverageResponse } from "~/routes/resources/coverage";

type Coverage =
  | { state: "checking" }
  | { state: "known"; companies: number; companyCovers?: boolean }
  | { state: "unknown" };

/**
 * Asks /api/coverage how many partner companies a request from this place for this move would
 * reach (the matching rule itself, on the server), and whether the company the request names is
 * one of them. A failed check is "unknown": the banner then claims nothing.
 */
function useCoverage(query: { postcode: string; city: string; moveType: string; company?: string }): Coverage {
  const url = `${href("/api/coverage")}?${new URLSearchParams(query)}`;
  const [answer, setAnswer] = useState<{ url: string; body?: CoverageResponse }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as CoverageResponse) : undefined;
        setAnswer({ url, body });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ url });
      });
    return () => controller.abort();
  }, [url]);
  if (answer?.url !== url) return { state: "checking" };
  return answer.body === undefined ? { state: "unknown" } : { state: "known", ...answer.body };
}

/**
 * Step 4's banner: the real number of companies covering the moving-from place, or an honest "none
 * yet"; and, when the request names a company that does not cover this move, says so plainly.
 */
export function CoverageBanner({
  postcode,
  city,
  moveType,
  company,
}: {
  postcode: string;
  city: string;
  moveType: string;
  /** The company the request names (from its card or page). */
  company?: { slug: string; name: string };
}) {
  const { t } = useTranslation("quote");
  const coverage = useCoverage({
    postcode: postcode.trim(),
    city: city.trim(),
    moveType,
    ...(company ? { company: company.slug } : {}),
  });
  const area = city.trim() || postcode.trim();
  const uncovered = coverage.state === "known" && coverage.companies === 0;
  const text =
    coverage.state === "checking"
      ? t("personal.coverageChecking", { area })
      : coverage.state === "unknown"
        ? undefined
        : uncovered
          ? t("personal.coverageNone", { area, count: LEAD_OPEN_DAYS })
          : t("personal.coverage", { count: coverage.companies, area });
  const Icon = uncovered ? Info : MapPin;
  return (
    <div aria-live="polite">
      {text ? (
        <p
          className={cn(
            "flex items-center gap-2 rounded-md p-3",
            uncovered ? "bg-muted text-foreground" : "bg-brand-50 text-brand-900",
          )}
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {text}
        </p>
      ) : null}
      {company && coverage.state === "known" && coverage.companyCovers === false ? (
        <p className="mt-3 flex items-center gap-2 rounded-md bg-muted p-3 text-foreground">
          <Info aria-hidden="true" className="size-5 shrink-0" />
          {t(uncovered ? "personal.namedNotCoveringNone" : "personal.namedNotCovering", { name: company.name, area })}
        </p>
      ) : null}
    </div>
  );
}
