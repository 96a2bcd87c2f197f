import { ChevronDownIcon, MenuIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";

/** The five main sections (spec: Header): desktop shows the titles, the drawer also the sub-links. */
export const NAV_SECTIONS = [
  {
    id: "about",
    label: "nav.about",
    to: "/about",
    links: [
      { label: "links.aboutUs", to: "/about" },
      { label: "links.services", to: "/services" },
      { label: "links.contact", to: "/contact" },
    ],
  },
  {
    id: "man-and-van",
    label: "nav.manAndVan",
    to: "/man-and-van",
    links: [
      { label: "links.manAndVan", to: "/man-and-van" },
      { label: "links.localMovers", to: "/local-movers" },
      { label: "links.pianoRemovals", to: "/piano-removals" },
    ],
  },
  {
    id: "international",
    label: "nav.international",
    to: "/international",
    links: [
      { label: "links.international", to: "/international" },
      { label: "links.movingAbroad", to: "/moving-abroad" },
      { label: "links.howItWorks", to: "/how-it-works" },
    ],
  },
  {
    id: "domestic",
    label: "nav.domestic",
    to: "/domestic",
    links: [
      { label: "links.domestic", to: "/domestic" },
      { label: "links.localMovers", to: "/local-movers" },
      { label: "links.movingGuides", to: "/moving-guides" },
    ],
  },
  {
    id: "blog",
    label: "nav.blog",
    to: "/blog",
    links: [
      { label: "links.blog", to: "/blog" },
      { label: "links.movingGuides", to: "/moving-guides" },
      { label: "links.faq", to: "/faq" },
    ],
  },
] as const;

type SectionId = (typeof NAV_SECTIONS)[number]["id"];

/** Below md: a Menu button opening a left drawer with independently collapsible sections. */
export function MobileNav({ className }: { className?: string }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<SectionId>>(() => new Set());
  const [shownFor, setShownFor] = useState(pathname);

  // Any navigation (a link here, the back button) closes the drawer.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const close = () => setOpen(false);
  const toggle = (id: SectionId) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className={className}>
          <MenuIcon aria-hidden="true" />
          {t("menu")}
        </Button>
      </SheetTrigger>
      <SheetContent side="left" aria-describedby={undefined} className="w-[85%] gap-0 sm:max-w-sm">
        <SheetHeader className="h-15 justify-center border-border border-b px-5 py-0">
          <SheetTitle className="text-lg">{t("menuTitle")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("mainNav")}>
          <ul>
            {NAV_SECTIONS.map((section) => {
              const isExpanded = expanded.has(section.id);
              const listId = `mobile-nav-${section.id}`;
              const title = t(section.label);
              return (
                <li key={section.id} className="border-border border-b">
                  <div className="flex items-center gap-1 pr-2">
                    <NavLink
                      to={section.to}
                      end
                      onClick={close}
                      className="flex min-h-12 flex-1 items-center rounded-md px-5 py-2 font-semibold text-base text-foreground hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
                    >
                      {title}
                    </NavLink>
                    <button
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={listId}
                      aria-label={t("showSectionLinks", { section: title })}
                      onClick={() => toggle(section.id)}
                      className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                    >
                      <ChevronDownIcon
                        aria-hidden="true"
                        className={cn(
                          "size-5 transition-transform motion-reduce:transition-none",
                          isExpanded && "rotate-180",
                        )}
                      />
                    </button>
                  </div>
                  <ul id={listId} hidden={!isExpanded} className="pb-3">
                    {section.links.map((link) => (
                      <li key={link.to}>
                        <NavLink
                          to={link.to}
                          end
                          onClick={close}
                          className="mx-2 flex min-h-10 items-center rounded-md pr-3 pl-8 text-muted-foreground text-sm hover:bg-muted hover:text-foreground aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                        >
                          {t(link.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="p-5">
          <Button asChild variant="accent" size="lg" className="w-full">
            <Link to="/become-partner" onClick={close}>
              {t("becomePartner")}
            </Link>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
