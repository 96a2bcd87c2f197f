import type { ReactNode } from "react";
import { Form, href, Link, useLocation } from "react-router";
import { SIDEBAR_COOKIES } from "~/components/layout/sidebar-state";
import {
  SidebarContent,
  SidebarDisclosure,
  SidebarLabel,
  SidebarLink,
  SidebarList,
  SidebarSection,
  WorkspaceShell,
} from "~/components/layout/workspace-shell";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { workCountLabel } from "~/lib/lead-rules";
import type { WorkCounts } from "~/server/partners/work-counts.server";
import {
  BACK_OFFICE_ROOT,
  type BackOfficeScreen,
  type ScreenSection,
  screenById,
  screensIn,
} from "./back-office-screens";

/**
 * The partner back office in the workspace shell: the spec's dark sidebar ('Home page', the Find
 * work button, Home, the work group with its counts, the collapsible Profile group, then
 * Reservations to Support) and a header with the company, the signed-in email, the team (for
 * owners), account security and the two ways to log out.
 */
export function PartnerShell({
  initialCollapsed,
  counts,
  companyName,
  email,
  isOwner,
  headerControls,
  children,
}: {
  initialCollapsed: boolean;
  counts: WorkCounts;
  companyName: string;
  email: string;
  isOwner: boolean;
  /** Controls shown first among the header's buttons (the new-lead notices' switch). */
  headerControls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("backOffice");
  return (
    <WorkspaceShell
      cookieName={SIDEBAR_COOKIES.partner}
      initialCollapsed={initialCollapsed}
      tone="dark"
      labels={{ navigation: t("shell.navigation"), openMenu: t("shell.openMenu"), toggle: t("shell.toggle") }}
      sidebar={<PartnerSidebar counts={counts} />}
      header={<PartnerHeader companyName={companyName} email={email} isOwner={isOwner} controls={headerControls} />}
    >
      {children}
    </WorkspaceShell>
  );
}

function PartnerSidebar({ counts }: { counts: WorkCounts }) {
  const { t } = useTranslation("backOffice");
  const { pathname } = useLocation();
  const links = (section: ScreenSection) =>
    screensIn(section).map((screen) => (
      <li key={screen.id}>
        <ScreenLink screen={screen} counts={counts} />
      </li>
    ));
  return (
    <SidebarContent>
      <SidebarLabel>{t("shell.homePage")}</SidebarLabel>
      {screensIn("button").map((screen) => (
        <SidebarLink
          key={screen.id}
          to={screen.href}
          icon={screen.icon}
          label={t(`screens.${screen.id}.label`)}
          className="mb-1 bg-brand-600 text-white hover:bg-brand-500 hover:text-white aria-[current=page]:bg-brand-500"
        />
      ))}
      <SidebarList>
        {links("main")}
        {links("work")}
      </SidebarList>
      <SidebarSection>
        <SidebarList>
          <li>
            <SidebarDisclosure
              icon="user-round"
              label={t("shell.profile")}
              containsCurrentPage={pathname.startsWith(`${BACK_OFFICE_ROOT}/profile/`)}
            >
              {links("profile")}
            </SidebarDisclosure>
          </li>
          {links("more")}
        </SidebarList>
      </SidebarSection>
    </SidebarContent>
  );
}

function ScreenLink({ screen, counts }: { screen: BackOfficeScreen; counts: WorkCounts }) {
  const { t } = useTranslation("backOffice");
  return (
    <SidebarLink
      to={screen.href}
      end={screen.id === "home"}
      icon={screen.icon}
      label={t(`screens.${screen.id}.label`)}
      count={screen.count ? workCountLabel(counts[screen.count]) : undefined}
    />
  );
}

/** Who is signed in, and their account links; on a phone the buttons shrink to icons. */
function PartnerHeader({
  companyName,
  email,
  isOwner,
  controls,
}: {
  companyName: string;
  email: string;
  isOwner: boolean;
  controls?: ReactNode;
}) {
  const { t } = useTranslation("auth");
  const { t: tBackOffice } = useTranslation("backOffice");
  return (
    <>
      <p className="flex min-w-0 flex-1 items-center gap-2">
        <SpriteIcon
          sprite="back-office-icons"
          name="building-2"
          className="hidden size-5 shrink-0 text-brand-700 sm:block"
        />
        <span className="min-w-0 leading-tight">
          <span className="block truncate font-semibold text-sm">{companyName}</span>
          <span className="block truncate text-muted-foreground text-xs">{email}</span>
        </span>
      </p>
      {controls}
      {isOwner ? (
        <Button asChild variant="ghost" size="sm" title={tBackOffice("screens.team.label")}>
          <Link to={screenById("team").href}>
            <SpriteIcon sprite="back-office-icons" name="users-round" />
            <span className="sr-only lg:not-sr-only">{tBackOffice("screens.team.label")}</span>
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm" title={t("security.link")}>
        <Link to={href("/partner/admin/security")}>
          <SpriteIcon sprite="back-office-icons" name="shield-check" />
          <span className="sr-only lg:not-sr-only">{t("security.link")}</span>
        </Link>
      </Button>
      <Form method="post" action={href("/account/logout")}>
        <input type="hidden" name="scope" value="everywhere" />
        <Button type="submit" variant="ghost" size="sm" title={t("logout.everywhere")}>
          <SpriteIcon sprite="back-office-icons" name="monitor-smartphone" />
          <span className="sr-only lg:not-sr-only">{t("logout.everywhere")}</span>
        </Button>
      </Form>
      <Form method="post" action={href("/account/logout")}>
        <Button type="submit" variant="outline" size="sm" title={t("logout.button")}>
          <SpriteIcon sprite="back-office-icons" name="log-out" />
          <span className="sr-only sm:not-sr-only">{t("logout.button")}</span>
        </Button>
      </Form>
    </>
  );
}
