import { FileText, Handshake, HouseIcon, LayoutDashboard, LogOut, Menu, MessageSquare, PanelLeft } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/constants";
import { sidebarCookie } from "./sidebar-state";

function NavLinks({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const tab = pathname === "/admin" ? (searchParams.get("tab") ?? "quotes") : null;
  const links = [
    { to: "/admin", label: t("sidebar.dashboard"), icon: LayoutDashboard, current: false },
    { to: "/admin?tab=quotes", label: t("sidebar.quotes"), icon: FileText, current: tab === "quotes" },
    { to: "/admin?tab=partners", label: t("sidebar.partners"), icon: Handshake, current: tab === "partners" },
    { to: "/admin?tab=contacts", label: t("sidebar.contacts"), icon: MessageSquare, current: tab === "contacts" },
  ];
  return (
    <div className="flex h-full flex-col gap-1 p-2">
      <ul className="grid gap-1">
        {links.map(({ to, label, icon: Icon, current }) => (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                "flex h-9 items-center gap-3 rounded-md px-2.5 font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                current && "bg-brand-50 text-brand-700",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className={cn(collapsed && "sr-only")}>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action="/admin/logout" className="mt-2 border-border border-t pt-2">
        <button
          type="submit"
          title={collapsed ? t("sidebar.logout") : undefined}
          className="flex h-9 w-full items-center gap-3 rounded-md px-2.5 font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
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
export function AdminShell({ initialCollapsed, children }: { initialCollapsed: boolean; children: ReactNode }) {
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
        <NavLinks collapsed={collapsed} />
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
                <NavLinks collapsed={false} onNavigate={() => setDrawerOpen(false)} />
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
