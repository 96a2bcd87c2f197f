import { Link } from "react-router";
import { screenById } from "~/components/partner/back-office-screens";
import { useTranslation } from "~/i18n/use-translation";

/** From My vehicles or My drivers to Fleet, where both tables are on one page. */
export function FleetLink() {
  const { t } = useTranslation("backOffice");
  return (
    <Link to={screenById("fleet").href} className="font-medium text-brand-700 text-sm underline underline-offset-4">
      {t("fleet.seeFleet")}
    </Link>
  );
}
