import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { NAV_SECTIONS } from "./nav-sections";

type SectionId = (typeof NAV_SECTIONS)[number]["id"];

/** The drawer behind the Menu button (mobile-nav.tsx), downloaded the first time it opens. */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button takes the focus back: it is not a Radix trigger, so Radix cannot. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation("layout");
  const [expanded, setExpanded] = useState<ReadonlySet<SectionId>>(() => new Set());
  const close = () => onOpenChange(false);
  const toggle = (id: SectionId) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="w-[85%] gap-0 sm:max-w-sm"
      >
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
