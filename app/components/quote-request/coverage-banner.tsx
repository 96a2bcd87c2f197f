import { Info, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import type { CoverageResponse } from "~/routes/resources/coverage";

type Coverage = { state: "checking" } | { state: "known"; companies: number } | { state: "unknown" };

/**
 * Asks /api/coverage how many partner companies a request from this place for this move would
 * reach (the matching rule itself, on the server). A failed check is "unknown": the banner then
 * claims nothing.
 */
function useCoverage(query: { postcode: string; city: string; moveType: string }): Coverage {
  const url = `/api/coverage?${new URLSearchParams(query)}`;
  const [answer, setAnswer] = useState<{ url: string; companies?: number }>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as CoverageResponse) : undefined;
        setAnswer({ url, companies: body?.companies });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ url });
      });
    return () => controller.abort();
  }, [url]);
  if (answer?.url !== url) return { state: "checking" };
  return answer.companies === undefined ? { state: "unknown" } : { state: "known", companies: answer.companies };
}

/** Step 4's banner: the real number of companies covering the moving-from place, or an honest "none yet". */
export function CoverageBanner({ postcode, city, moveType }: { postcode: string; city: string; moveType: string }) {
  const { t } = useTranslation("quote");
  const coverage = useCoverage({ postcode: postcode.trim(), city: city.trim(), moveType });
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
    </div>
  );
}
