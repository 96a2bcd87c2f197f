import { href, Link } from "react-router";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { STAFF_HOME_PATH } from "~/lib/account-paths";
import { SITE_NAME } from "~/lib/constants";

/**
 * The admin area's header content: its name (a link to the panel once signed in) and a way back
 * to the public site. Shared by the panel's shell and the sign-in frame.
 */
export function AdminBrand({ linkToPanel }: { linkToPanel: boolean }) {
  const { t } = useTranslation("admin");
  const brand = (
    <>
      <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-white">
        <SpriteIcon sprite="back-office-icons" name="house" className="size-4" />
      </span>
      {t("shell.brand", { siteName: SITE_NAME })}
    </>
  );
  return (
    <>
      {linkToPanel ? (
        <Link to={STAFF_HOME_PATH} className="flex items-center gap-2 rounded-md font-bold tracking-tight">
          {brand}
        </Link>
      ) : (
        <span className="flex items-center gap-2 font-bold tracking-tight">{brand}</span>
      )}
      <Link to={href("/")} className="ml-auto text-muted-foreground text-sm hover:text-foreground hover:underline">
        {t("shell.viewSite")}
      </Link>
    </>
  );
}
