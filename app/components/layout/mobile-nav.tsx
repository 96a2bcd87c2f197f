import { href, useLocation } from "react-router";
import { LocalizedLink as Link, LocalizedNavLink as NavLink } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { NAV_SECTIONS } from "./nav-sections";

/**
 * Below md: a Menu button opening the navigation under the header, each section's links behind
 * its own toggle. Native <details> disclosures, so it opens, closes and takes the keyboard with or
 * without JavaScript; with it, Escape also closes the menu and a navigation closes it.
 */
export function MobileNav({ className }: { className?: string }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();

  return (
    // A new page (a link here, the back button) starts with the menu closed.
    <details
      key={pathname}
      className={className}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <Button asChild variant="outline">
        <summary className="list-none [&::-webkit-details-marker]:hidden">
          <SpriteIcon name="menu" />
          {t("menu")}
        </summary>
      </Button>
      <div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-border border-b bg-background shadow-lg">
        <nav aria-label={t("mainNav")}>
          <ul>
            {NAV_SECTIONS.map((section) => {
              const title = t(section.label);
              return (
                <li key={section.id} className="relative border-border border-b">
                  <NavLink to={section.to} end className="mobile-nav-section">
                    {title}
                  </NavLink>
                  <details className="group/section">
                    <summary aria-label={t("showSectionLinks", { section: title })} className="mobile-nav-toggle">
                      <SpriteIcon
                        name="chevron-down"
                        className="size-5 transition-transform group-open/section:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <ul className="pb-3">
                      {section.links.map((link) => (
                        <li key={link.to}>
                          <NavLink to={link.to} end className="mobile-nav-link">
                            {t(link.label)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="p-5">
          <Button asChild variant="accent" size="lg" className="w-full">
            <Link to={href("/become-partner")}>{t("becomePartner")}</Link>
          </Button>
        </div>
      </div>
    </details>
  );
}
