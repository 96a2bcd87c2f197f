import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from "react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { type BackOfficeIconName, SpriteIcon } from "~/components/ui/icon";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hydration";
import { type SidebarCookieName, sidebarCookie } from "./sidebar-state";

/**
 * The frame of a signed-in workspace (the admin panel, the partner back office): a sidebar of
 * 16rem that collapses to 3rem of icons (Ctrl+B or Cmd+B, or the header button; the state is
 * kept 7 days in the area's cookie, which the server reads so the first paint is right), and
 * below 768 px a sheet of 18rem opened from the header. The area gives the sidebar's content
 * (built from the Sidebar* parts below, which read the collapsed state and tone from context),
 * the header's content and the tone.
 */

export type SidebarTone = "light" | "dark";

/** The 768 px breakpoint of the spec (Tailwind's `md`): below it the sidebar is a sheet. */
const MOBILE_QUERY = "(max-width: 767.98px)";

interface SidebarView {
  collapsed: boolean;
  tone: SidebarTone;
  /** Closes the mobile sheet after a link is followed (absent on the desktop sidebar). */
  onNavigate?: () => void;
}

const SidebarViewContext = createContext<SidebarView>({ collapsed: false, tone: "light" });

const TONES = {
  light: {
    panel: "border-border bg-background",
    item: "hover:bg-muted focus-visible:outline-ring",
    current: "bg-brand-50 text-brand-700",
    label: "text-muted-foreground",
    badge: "bg-muted text-foreground",
    rule: "border-border",
  },
  dark: {
    panel: "border-brand-900 bg-brand-950 text-brand-50",
    item: "text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-white",
    current: "bg-white/15 text-white",
    label: "text-brand-300",
    badge: "bg-white/15 text-white",
    rule: "border-white/15",
  },
} as const;

const ITEM_CLASS =
  "flex h-9 w-full items-center gap-3 rounded-md px-2.5 text-left font-medium text-sm focus-visible:outline-2";

export function WorkspaceShell({
  cookieName,
  initialCollapsed,
  tone,
  labels,
  sidebar,
  header,
  children,
}: {
  cookieName: SidebarCookieName;
  initialCollapsed: boolean;
  tone: SidebarTone;
  /** The navigation's accessible name, the mobile menu button's and the collapse button's. */
  labels: { navigation: string; openMenu: string; toggle: string };
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);
  const hydrated = useHydrated();

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setSheetOpen((open) => !open);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the first paint; the Cookie Store API is not in every supported browser.
    document.cookie = sidebarCookie(cookieName, next, window.location.protocol === "https:");
  }, [collapsed, cookieName]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const styles = TONES[tone];
  return (
    <div className="flex min-h-svh bg-muted/40">
      <nav
        aria-label={labels.navigation}
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-svh shrink-0 overflow-y-auto overflow-x-hidden border-r transition-[width] duration-200 motion-reduce:transition-none md:block",
          styles.panel,
          collapsed ? "w-12" : "w-64",
        )}
      >
        <SidebarViewContext.Provider value={{ collapsed, tone }}>{sidebar}</SidebarViewContext.Provider>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 items-center gap-2 border-border border-b bg-background px-3">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={labels.openMenu}>
                <SpriteIcon sprite="back-office-icons" name="menu" />
              </Button>
            </SheetTrigger>
            <SheetContent
              side="left"
              className={cn(
                "w-72 max-w-[18rem] p-0 sm:max-w-[18rem]",
                tone === "dark" &&
                  "bg-brand-950 text-brand-50 [&>[data-slot=sheet-close]]:text-white [&>[data-slot=sheet-close]]:hover:bg-white/10 [&>[data-slot=sheet-close]]:hover:text-white",
              )}
            >
              <SheetTitle className="sr-only">{labels.navigation}</SheetTitle>
              <SheetDescription className="sr-only">{labels.navigation}</SheetDescription>
              <nav aria-label={labels.navigation} className="h-full pt-10">
                <SidebarViewContext.Provider value={{ collapsed: false, tone, onNavigate: () => setSheetOpen(false) }}>
                  {sidebar}
                </SidebarViewContext.Provider>
              </nav>
            </SheetContent>
          </Sheet>
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            onClick={toggle}
            disabled={!hydrated}
            aria-label={labels.toggle}
            aria-expanded={!collapsed}
          >
            <SpriteIcon sprite="back-office-icons" name="panel-left" />
          </Button>
          {header}
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The sidebar's column: its items, top to bottom, with room around them (it scrolls when long). */
export function SidebarContent({ children }: { children: ReactNode }) {
  return <div className="flex min-h-full flex-col gap-1 p-2 *:shrink-0">{children}</div>;
}

/** A list of sidebar items. */
export function SidebarList({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <ul id={id} className="grid gap-1">
      {children}
    </ul>
  );
}

/** A small heading above a group of items; only for sighted users when the sidebar is icons. */
export function SidebarLabel({ children }: { children: ReactNode }) {
  const { collapsed, tone } = useContext(SidebarViewContext);
  return (
    <p
      className={cn(
        "px-2.5 pt-1 pb-0.5 font-semibold text-xs tracking-wide",
        TONES[tone].label,
        collapsed && "sr-only",
      )}
    >
      {children}
    </p>
  );
}

/** A line between sections of the sidebar; `children` (a form, a list) sits below it. */
export function SidebarSection({ children }: { children: ReactNode }) {
  const { tone } = useContext(SidebarViewContext);
  return <div className={cn("mt-2 border-t pt-2", TONES[tone].rule)}>{children}</div>;
}

/**
 * A link of the sidebar. NavLink marks the current page (`aria-current="page"`) from the URL.
 * A count shows as a badge ("7", or "99+" as `workCountLabel` writes it); its accessible text
 * reads "Invitations, 7". With the sidebar collapsed to icons, the label and count stay for
 * screen readers and show as a tooltip.
 */
export function SidebarLink({
  to,
  icon,
  label,
  end = false,
  count,
  className,
}: {
  to: string;
  icon: BackOfficeIconName;
  label: string;
  end?: boolean;
  count?: number | string;
  /** Extra classes, e.g. to make a link look like the area's main button. */
  className?: string;
}) {
  const { collapsed, tone, onNavigate } = useContext(SidebarViewContext);
  const styles = TONES[tone];
  const name = count === undefined ? label : `${label}, ${count}`;
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      title={collapsed ? name : undefined}
      // Spelled out so it reads "Invitations, 7" (the label and badge alone would run together).
      aria-label={count === undefined ? undefined : name}
      className={({ isActive }) => cn(ITEM_CLASS, styles.item, isActive && styles.current, className)}
    >
      <SpriteIcon sprite="back-office-icons" name={icon} className="size-4 shrink-0" />
      <span className={cn("min-w-0 flex-1 truncate", collapsed && "sr-only")}>{label}</span>
      {count === undefined || collapsed ? null : (
        <span
          aria-hidden="true"
          className={cn("min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums", styles.badge)}
        >
          {count}
        </span>
      )}
    </NavLink>
  );
}

/** A button styled as a sidebar item (a log-out form's submit button, for example). */
export function SidebarButton({
  icon,
  label,
  trailing,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> & {
  icon: BackOfficeIconName;
  label: string;
  /** A decoration after the label (hidden when the sidebar is icons). */
  trailing?: ReactNode;
}) {
  const { collapsed, tone } = useContext(SidebarViewContext);
  return (
    <button
      type="button"
      title={collapsed ? label : undefined}
      className={cn(ITEM_CLASS, "cursor-pointer", TONES[tone].item, className)}
      {...props}
    >
      <SpriteIcon sprite="back-office-icons" name={icon} className="size-4 shrink-0" />
      <span className={cn("min-w-0 flex-1 truncate", collapsed && "sr-only")}>{label}</span>
      {collapsed ? null : trailing}
    </button>
  );
}

/**
 * A collapsible group of links (a disclosure: a button with `aria-expanded` that shows or hides
 * the list it controls). It opens by itself when the current page is one of its links.
 */
export function SidebarDisclosure({
  icon,
  label,
  containsCurrentPage,
  children,
}: {
  icon: BackOfficeIconName;
  label: string;
  containsCurrentPage: boolean;
  children: ReactNode;
}) {
  const { collapsed } = useContext(SidebarViewContext);
  const [open, setOpen] = useState(containsCurrentPage);
  const listId = useId();
  const hydrated = useHydrated();
  useEffect(() => {
    if (containsCurrentPage) setOpen(true);
  }, [containsCurrentPage]);
  return (
    <>
      <SidebarButton
        icon={icon}
        label={label}
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        trailing={
          <SpriteIcon
            sprite="back-office-icons"
            name="chevron-down"
            className={cn("size-4 shrink-0 transition-transform motion-reduce:transition-none", open && "rotate-180")}
          />
        }
      />
      <div id={listId} hidden={!open} className={cn("mt-1", !collapsed && "pl-4")}>
        <SidebarList>{children}</SidebarList>
      </div>
    </>
  );
}
