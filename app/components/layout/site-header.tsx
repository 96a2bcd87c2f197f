import { href } from "react-router";
import { LocalizedLink as Link, LocalizedNavLink as NavLink } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { localizedPath } from "~/i18n/addresses";
import { useTranslation } from "~/i18n/use-translation";
import { LOGIN_PATH } from "~/lib/account-paths";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/constants";
import { MobileNav } from "./mobile-nav";
import { NAV_SECTIONS } from "./nav-sections";

const PARTNER_LANDING = href("/become-partner");

export function SiteHeader({ pathname }: { pathname: string }) {
  const { t } = useTranslation("layout");
  // Spec: on the partner landing page the navigation gives way to a single Log In button.
  const partnerLanding = localizedPath(pathname, "en-GB") === PARTNER_LANDING;

  return (
    <header className="relative border-border border-b bg-background">
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 py-3 sm:px-6 lg:px-8",
          // Below md: logo and Menu. md: logo and CTA, the nav on its own row. xl: one row.
          partnerLanding
            ? "flex items-center justify-between gap-4"
            : "grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-2 xl:grid-cols-[auto_1fr_auto]",
        )}
      >
        <Link
          to={href("/")}
          aria-label={t("homeLink")}
          className="flex w-fit shrink-0 items-center gap-2 rounded-md font-bold text-foreground text-xl tracking-tight"
        >
          <span className="grid size-9 place-items-center rounded-lg bg-brand-600 text-white">
            <SpriteIcon name="house" className="size-5" />
          </span>
          {SITE_NAME}
        </Link>

        {partnerLanding ? (
          <Button asChild>
            <Link to={LOGIN_PATH}>
              <SpriteIcon name="log-in" />
              {t("logIn")}
            </Link>
          </Button>
        ) : (
          <>
            <nav
              aria-label={t("mainNav")}
              className="-mx-2.5 hidden min-w-0 md:col-span-2 md:row-start-2 md:block xl:col-span-1 xl:col-start-2 xl:row-start-1 xl:mx-0"
            >
              <ul className="flex flex-wrap items-center gap-0.5">
                {NAV_SECTIONS.map((section) => (
                  <li key={section.id}>
                    <NavLink
                      to={section.to}
                      end
                      className="inline-flex h-9 items-center whitespace-nowrap rounded-md px-2.5 font-medium text-muted-foreground text-sm hover:bg-muted hover:text-foreground aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                    >
                      {t(section.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button
              asChild
              variant="accent"
              className="hidden md:col-start-2 md:row-start-1 md:inline-flex xl:col-start-3"
            >
              <Link to={PARTNER_LANDING}>{t("becomePartner")}</Link>
            </Button>
            <MobileNav className="md:hidden" />
          </>
        )}
      </div>
    </header>
  );
}
