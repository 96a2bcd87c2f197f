import type { ReactNode } from "react";
import { Form, href } from "react-router";
import { SIDEBAR_COOKIES } from "~/components/layout/sidebar-state";
import {
  SidebarButton,
  SidebarContent,
  SidebarLink,
  SidebarList,
  SidebarSection,
  WorkspaceShell,
} from "~/components/layout/workspace-shell";
import { useTranslation } from "~/i18n/use-translation";
import { AdminBrand } from "./admin-brand";

/** The panel's pages; the staff accounts and the audit trail are for admins only. */
const LINKS = [
  { to: href("/admin"), label: "sidebar.dashboard", icon: "layout-dashboard", end: true, adminOnly: false },
  {
    to: href("/admin/quote-requests"),
    label: "sidebar.quoteRequests",
    icon: "file-text",
    end: false,
    adminOnly: false,
  },
  { to: href("/admin/partners"), label: "sidebar.partners", icon: "handshake", end: false, adminOnly: false },
  { to: href("/admin/contacts"), label: "sidebar.contacts", icon: "message-square", end: false, adminOnly: false },
  { to: href("/admin/reviews"), label: "sidebar.reviews", icon: "star", end: false, adminOnly: false },
  { to: href("/admin/invoices"), label: "billing.invoices.title", icon: "receipt", end: false, adminOnly: false },
  {
    to: href("/admin/credits"),
    label: "billing.credits.title",
    icon: "badge-pound-sterling",
    end: false,
    adminOnly: false,
  },
  { to: href("/admin/staff"), label: "sidebar.staff", icon: "users", end: false, adminOnly: true },
  { to: href("/admin/audit"), label: "sidebar.audit", icon: "scroll-text", end: false, adminOnly: true },
] as const;

/** The admin panel in the workspace shell: a light sidebar of its pages and a log-out button. */
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
  return (
    <WorkspaceShell
      cookieName={SIDEBAR_COOKIES.admin}
      initialCollapsed={initialCollapsed}
      tone="light"
      labels={{ navigation: t("sidebar.label"), openMenu: t("sidebar.open"), toggle: t("sidebar.toggle") }}
      sidebar={
        <SidebarContent>
          <SidebarList>
            {LINKS.filter((link) => isAdmin || !link.adminOnly).map(({ to, label, icon, end }) => (
              <li key={to}>
                <SidebarLink to={to} end={end} icon={icon} label={t(label)} />
              </li>
            ))}
          </SidebarList>
          <SidebarSection>
            <Form method="post" action={href("/admin/logout")}>
              <SidebarButton type="submit" icon="log-out" label={t("sidebar.logout")} />
            </Form>
          </SidebarSection>
        </SidebarContent>
      }
      header={<AdminBrand linkToPanel />}
    >
      {children}
    </WorkspaceShell>
  );
}
