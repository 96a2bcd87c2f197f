import {
  BadgePoundSterling,
  FileText,
  Handshake,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Receipt,
  ScrollText,
  Star,
  Users,
} from "lucide-react";
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
  { to: href("/admin"), label: "sidebar.dashboard", icon: LayoutDashboard, end: true, adminOnly: false },
  { to: href("/admin/quote-requests"), label: "sidebar.quoteRequests", icon: FileText, end: false, adminOnly: false },
  { to: href("/admin/partners"), label: "sidebar.partners", icon: Handshake, end: false, adminOnly: false },
  { to: href("/admin/contacts"), label: "sidebar.contacts", icon: MessageSquare, end: false, adminOnly: false },
  { to: href("/admin/reviews"), label: "sidebar.reviews", icon: Star, end: false, adminOnly: false },
  { to: href("/admin/invoices"), label: "billing.invoices.title", icon: Receipt, end: false, adminOnly: false },
  {
    to: href("/admin/credits"),
    label: "billing.credits.title",
    icon: BadgePoundSterling,
    end: false,
    adminOnly: false,
  },
  { to: href("/admin/staff"), label: "sidebar.staff", icon: Users, end: false, adminOnly: true },
  { to: href("/admin/audit"), label: "sidebar.audit", icon: ScrollText, end: false, adminOnly: true },
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
              <SidebarButton type="submit" icon={LogOut} label={t("sidebar.logout")} />
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
