import type { FormEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { useTranslation } from "~/i18n/use-translation";
import { FIND_WORK_SORTS, MAX_REGION_RADIUS_MILES, MIN_REGION_RADIUS_MILES } from "~/lib/lead-rules";
import {
  DEFAULT_FIND_WORK_PARAMS,
  type FindWorkParams,
  findWorkSearch,
  parseFindWorkParams,
} from "~/lib/schemas/find-work-params";

export interface CityChoice {
  slug: string;
  name: string;
}

/**
 * The sort of a lead list and, for Single jobs, its region (the company's base or a UK city, and
 * a radius), as one GET form: the URL holds the state, the server does the work, and it works
 * without JavaScript. Applying goes back to page 1 and keeps the rest (the tab, and the region
 * while another tab is on screen). With JavaScript the address is written without its defaults.
 */
export function LeadListControls({ params, cities }: { params: FindWorkParams; cities?: readonly CityChoice[] }) {
  const { t } = useTranslation("leads");
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const kept = (key: "tab" | "city" | "radius") =>
    params[key] !== null && params[key] !== DEFAULT_FIND_WORK_PARAMS[key] ? (
      <input type="hidden" name={key} value={String(params[key])} />
    ) : null;
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) fields.set(name, String(value));
    navigate(`${pathname}${findWorkSearch({ ...parseFindWorkParams(fields), page: 1 })}`);
  };
  return (
    // Re-mounted per URL so the fields show the state on screen after back and forward.
    <Form key={search} method="get" onSubmit={apply} className="flex flex-wrap items-end gap-3">
      {kept("tab")}
      {cities ? (
        <>
          <div className="grid min-w-44 flex-1 gap-1.5 sm:flex-none">
            <Label htmlFor="find-work-city">{t("findWork.region.place")}</Label>
            <NativeSelect id="find-work-city" name="city" defaultValue={params.city ?? ""}>
              <NativeSelectOption value="">{t("findWork.region.base")}</NativeSelectOption>
              {cities.map((city) => (
                <NativeSelectOption key={city.slug} value={city.slug}>
                  {city.name}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid w-32 gap-1.5">
            <Label htmlFor="find-work-radius">{t("findWork.region.radius")}</Label>
            <Input
              id="find-work-radius"
              name="radius"
              type="number"
              inputMode="numeric"
              min={MIN_REGION_RADIUS_MILES}
              max={MAX_REGION_RADIUS_MILES}
              step={1}
              required
              defaultValue={params.radius}
            />
          </div>
        </>
      ) : (
        <>
          {kept("city")}
          {kept("radius")}
        </>
      )}
      <div className="grid min-w-52 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor="lead-sort">{t("findWork.sort.label")}</Label>
        <NativeSelect id="lead-sort" name="sort" defaultValue={params.sort}>
          {FIND_WORK_SORTS.map((sort) => (
            <NativeSelectOption key={sort} value={sort}>
              {t(`findWork.sort.${sort}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        {t("findWork.apply")}
      </Button>
    </Form>
  );
}
