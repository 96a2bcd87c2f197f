import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { SpriteIcon } from "~/components/ui/icon";
import type { Locale } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";
import { COPYRIGHT_YEAR, SITE_NAME } from "~/lib/constants";
import { LocaleSwitcher } from "./locale-switcher";
import { useSupportContacts } from "./support-contacts";

/** Spec (Footer): four link columns above the blue band. */
const SITE_COLUMNS = [
  {
    heading: "footer.ourServices",
    links: [
      { label: "footer.links.allServices", to: href("/services") },
      { label: "footer.links.manAndVan", to: href("/man-and-van") },
      { label: "footer.links.pianoRemovals", to: href("/piano-removals") },
      { label: "footer.links.removalVan", to: href("/removal-van") },
      { label: "footer.links.localMovers", to: href("/local-movers") },
    ],
  },
  {
    heading: "footer.domesticRemovals",
    links: [
      { label: "footer.links.domesticRemovals", to: href("/domestic") },
      { label: "footer.links.localMovers", to: href("/local-movers") },
      { label: "footer.links.manAndVan", to: href("/man-and-van") },
      { label: "footer.links.howItWorks", to: href("/how-it-works") },
    ],
  },
  {
    heading: "footer.internationalRemovals",
    links: [
      { label: "footer.links.internationalRemovals", to: href("/international") },
      { label: "footer.links.movingAbroad", to: href("/moving-abroad") },
      { label: "footer.links.howItWorks", to: href("/how-it-works") },
      { label: "footer.links.faq", to: href("/faq") },
    ],
  },
  {
    heading: "footer.guides",
    links: [
      { label: "footer.links.movingGuides", to: href("/moving-guides") },
      { label: "footer.links.blog", to: href("/blog") },
      { label: "footer.links.faq", to: href("/faq") },
      { label: "footer.links.manAndVanCosts", to: href("/man-and-van") },
    ],
  },
] as const;

/** Spec (Footer): the columns inside the blue band; every removal-company link goes to /become-partner. */
const BAND_COLUMNS = [
  {
    heading: "footer.compareQuotes",
    links: [
      { label: "footer.links.getQuotes", to: href("/quote") },
      { label: "footer.links.howItWorks", to: href("/how-it-works") },
      { label: "footer.links.services", to: href("/services") },
    ],
  },
  {
    heading: "footer.moreOnProduct",
    links: [
      { label: "footer.links.about", to: href("/about") },
      { label: "footer.links.faq", to: href("/faq") },
      { label: "footer.links.blog", to: href("/blog") },
    ],
  },
  {
    heading: "footer.forCompanies",
    links: [
      { label: "footer.links.howItWorks", to: href("/become-partner") },
      { label: "footer.links.joinUs", to: href("/become-partner") },
      { label: "footer.links.partnerSignIn", to: href("/become-partner") },
    ],
  },
] as const;

const LEGAL_LINKS = [
  { label: "footer.disclaimer", to: href("/disclaimer") },
  { label: "footer.privacy", to: href("/privacy") },
  { label: "footer.cookies", to: href("/cookies") },
] as const;

/* Defined in app.css: every page carries about thirty of these links. */
const siteLinkClass = "footer-link";
const bandLinkClass = "footer-band-link";
const columnHeadingClass = "font-semibold text-sm";

export function SiteFooter({ locale, returnTo }: { locale: Locale; returnTo: string }) {
  const { t } = useTranslation("layout");
  const { t: tCommon } = useTranslation("common");
  const support = useSupportContacts();

  return (
    <footer className="border-border border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        {SITE_COLUMNS.map((column) => (
          <div key={column.heading}>
            <h2 className={columnHeadingClass}>{t(column.heading)}</h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={siteLinkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className="bg-brand-700 text-white [&_:focus-visible]:outline-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
          <p className="max-w-2xl text-balance font-semibold text-2xl tracking-tight sm:text-3xl">
            {tCommon("tagline")}
          </p>

          <div className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
            {BAND_COLUMNS.map((column) => (
              <div key={column.heading}>
                <h2 className={columnHeadingClass}>{t(column.heading)}</h2>
                <ul className="mt-4 grid gap-3">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link to={link.to} className={bandLinkClass}>
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div>
              <h2 className={columnHeadingClass}>{t("footer.needHelp")}</h2>
              <ul className="mt-4 grid gap-3">
                <li>
                  <Link to={href("/contact")} className={bandLinkClass}>
                    {t("footer.links.contactUs")}
                  </Link>
                </li>
                {support.email ? (
                  <li>
                    <a
                      href={`mailto:${support.email}`}
                      className={`${bandLinkClass} inline-flex items-start gap-1.5 wrap-anywhere`}
                    >
                      <SpriteIcon name="mail" className="mt-0.5 size-4 shrink-0" />
                      <span>
                        <span className="sr-only">{t("footer.emailUs")}: </span>
                        {support.email}
                      </span>
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          </div>

          <div className="mt-12 flex flex-col gap-6 border-white/25 border-t pt-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
              <p className="text-brand-100 text-sm">
                {t("footer.copyright", { year: COPYRIGHT_YEAR, siteName: SITE_NAME })}
              </p>
              <ul aria-label={t("footer.legal")} className="flex flex-wrap gap-x-5 gap-y-2">
                {LEGAL_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={bandLinkClass}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <LocaleSwitcher locale={locale} returnTo={returnTo} linkClassName={bandLinkClass} />
          </div>
        </div>
      </div>
    </footer>
  );
}
