import {
  FileText,
  Handshake,
  HouseIcon,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  PanelLeft,
  ScrollText,
  Users,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/constants";
import { sidebarCookie } from "./sidebar-state";

/** The panel's pages; the staff accounts and the audit trail are for admins only. */
const LINKS = [
  { to: "/admin", label: "sidebar.dashboard", icon: LayoutDashboard, end: true, adminOnly: false },
  { to: "/admin/quote-requests", label: "sidebar.quoteRequests", icon: FileText, end: false, adminOnly: false },
  { to: "/admin/partners", label: "sidebar.partners", icon: Handshake, end: false, adminOnly: false },
  { to: "/admin/contacts", label: "sidebar.contacts", icon: MessageSquare, end: false, adminOnly: false },
  { to: "/admin/staff", label: "sidebar.staff", icon: Users, end: false, adminOnly: true },
  { to: "/admin/audit", label: "sidebar.audit", icon: ScrollText, end: false, adminOnly: true },
] as const;

const ITEM_CLASS =
  "flex h-9 items-center gap-3 rounded-md px-2.5 font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

function NavLinks({
  collapsed,
  isAdmin,
  onNavigate,
}: {
  collapsed: boolean;
  isAdmin: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex h-full flex-col gap-1 p-2">
      <ul className="grid gap-1">
        {LINKS.filter((link) => isAdmin || !link.adminOnly).map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            {/* NavLink marks the current page (aria-current) from the URL. */}
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={collapsed ? t(label) : undefined}
              className={({ isActive }) => cn(ITEM_CLASS, isActive && "bg-brand-50 text-brand-700")}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn(collapsed && "sr-only")}>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/admin/logout" className="mt-2 border-border border-t pt-2">
        <button type="submit" title={collapsed ? t("sidebar.logout") : undefined} className={cn(ITEM_CLASS, "w-full")}>
          <LogOut aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn(collapsed && "sr-only")}>{t("sidebar.logout")}</span>
        </button>
      </Form>
    </div>
  );
}

/**
 * The admin shell: a sidebar of 16rem that collapses to 3rem icons (Ctrl+B / Cmd+B, state kept
 * 7 days in a cookie the server reads, so the first paint is right), and below 768 px a drawer
 * of 18rem.
 */
export function AdminShell({
  initialCollapsed,
  isAdmin,
  children,
}: {
  initialCollapsed: boolean;
  isAdmin: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia("(max-width: 767.98px)").matches) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next = !collapsed;
    setCollapsed(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to render the first paint; the Cookie Store API is not in every supported browser.
    document.cookie = sidebarCookie(next);
  }, [collapsed]);

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

  return (
    <div className="flex min-h-svh bg-muted/40">
      <nav
        aria-label={t("sidebar.label")}
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-svh shrink-0 border-border border-r bg-background transition-[width] duration-200 motion-reduce:transition-none md:block",
          collapsed ? "w-12" : "w-64",
        )}
      >
        <NavLinks collapsed={collapsed} isAdmin={isAdmin} />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-12 items-center gap-2 border-border border-b bg-background px-3">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t("sidebar.open")}>
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="w-72 max-w-[18rem] p-0 sm:max-w-[18rem]">
              <SheetTitle className="sr-only">{t("sidebar.label")}</SheetTitle>
              <SheetDescription className="sr-only">{t("sidebar.label")}</SheetDescription>
              <nav aria-label={t("sidebar.label")} className="h-full pt-10">
                <NavLinks collapsed={false} isAdmin={isAdmin} onNavigate={() => setDrawerOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            onClick={toggle}
            aria-label={t("sidebar.toggle")}
            aria-expanded={!collapsed}
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <Link to="/admin" className="flex items-center gap-2 rounded-md font-bold tracking-tight">
            <span className="grid size-7 place-items-center rounded-md bg-brand-600 text-white">
              <HouseIcon aria-hidden="true" className="size-4" />
            </span>
            {t("shell.brand", { siteName: SITE_NAME })}
          </Link>
          <Link to="/" className="ml-auto text-muted-foreground text-sm hover:text-foreground hover:underline">
            {t("shell.viewSite")}
          </Link>
        </header>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
