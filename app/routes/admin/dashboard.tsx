import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { ContactsTable, PartnersTable, QuotesTable } from "~/components/admin/admin-tables";
import { InviteStaffForm } from "~/components/admin/invite-staff-form";
import { ListFilters, Pagination } from "~/components/admin/list-controls";
import { COMPANY_STATUS_OPTIONS, CONTACT_STATUS_OPTIONS, QUOTE_STATUS_OPTIONS } from "~/components/admin/types";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import {
  rejectPartnerApplication,
  suspendPartner,
  updateContactStatus,
  updateQuoteRequestStatus,
} from "~/server/admin/changes.server";
import {
  ADMIN_TABS,
  type AdminTab,
  CONTACT_STATUSES,
  getDashboardStats,
  listContacts,
  listPartners,
  listQuoteRequests,
  QUOTE_STATUSES,
} from "~/server/admin/dashboard.server";
import { clearNoticeCookie, readNotice } from "~/server/admin/notice.server";
import { inviteStaffMember } from "~/server/admin/staff.server";
import { approvePartnerApplication } from "~/server/auth/accounts.server";
import { staffContext } from "~/server/auth/middleware.server";
import { formFields, readForm } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Admin panel" }, { name: "robots", content: "noindex" }];

function readTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? "quotes";
}

async function loadList(tab: AdminTab, input: { page: number; search: string; status: string | null }) {
  try {
    if (tab === "partners") return { tab, list: await listPartners(input) } as const;
    if (tab === "contacts") return { tab, list: await listContacts(input) } as const;
    return { tab, list: await listQuoteRequests(input) } as const;
  } catch (error) {
    logger.error("admin list failed", { tab, error: error instanceof Error ? error.message : String(error) });
    return { tab, list: null } as const;
  }
}

/** The loader's one-time notice cookie is cleared on the document response too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const url = new URL(request.url);
  const tab = readTab(url.searchParams.get("tab"));
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const status = url.searchParams.get("status") || null;
  const [stats, listed] = await Promise.all([getDashboardStats(), loadList(tab, { page, search, status })]);
  const notice = readNotice(request);
  return data(
    {
      user: { firstName: user.firstName, lastName: user.lastName, name: user.name, role: user.role },
      stats,
      listed,
      notice,
    },
    notice ? { headers: { "set-cookie": clearNoticeCookie() } } : undefined,
  );
}

const uuid = z.string().uuid();
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quote-status"), id: uuid, status: z.enum(QUOTE_STATUSES) }),
  z.object({ intent: z.literal("contact-status"), id: uuid, status: z.enum(CONTACT_STATUSES) }),
  z.object({ intent: z.literal("partner-approve"), id: uuid }),
  z.object({ intent: z.literal("partner-reject"), id: uuid, reason: z.string().trim().min(1).max(2000) }),
  z.object({ intent: z.literal("partner-suspend"), id: uuid }),
  z.object({
    intent: z.literal("invite-staff"),
    email: z.string().trim().toLowerCase().email().max(320),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(staffContext);
  const fields = formFields(await readForm(request));
  const parsed = actionSchema.safeParse(fields);
  const intent = fields.intent ?? "";
  if (!parsed.success) {
    return data({ ok: false, intent, message: "The request was not valid." }, { status: 400 });
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "quote-status":
        await updateQuoteRequestStatus({ id: input.id, status: input.status, actorUserId: user.id });
        break;
      case "contact-status":
        await updateContactStatus({ id: input.id, status: input.status, actorUserId: user.id });
        break;
      case "partner-approve":
        await approvePartnerApplication({ companyId: input.id, actorUserId: user.id });
        break;
      case "partner-reject":
        await rejectPartnerApplication({ companyId: input.id, reason: input.reason, actorUserId: user.id });
        break;
      case "partner-suspend":
        await suspendPartner({ companyId: input.id, actorUserId: user.id });
        break;
      case "invite-staff":
        if (user.role !== "admin") {
          return data({ ok: false, intent, message: "Only admins can invite staff." }, { status: 403 });
        }
        await inviteStaffMember({ ...input, actorUserId: user.id });
        break;
    }
  } catch (error) {
    if (error instanceof AppError) {
      return data({ ok: false, intent, message: error.message }, { status: error.httpStatus });
    }
    throw error;
  }
  return { ok: true, intent, message: undefined };
}

function StatCard({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-lg border border-border bg-background p-4">
      <p className="text-muted-foreground text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl">{value}</p>
      {hint ? <p className="mt-1 text-muted-foreground text-xs">{hint}</p> : null}
    </div>
  );
}

export default function AdminDashboard() {
  const { user, stats, listed, notice } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";

  useEffect(() => {
    if (notice === "signed-in") toast.success(t("login.signedIn"));
  }, [notice, t]);

  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  const tabs = ADMIN_TAB_LINKS.map((tab) => ({ tab, label: t(`tabs.${tab}`) }));
  const statuses =
    listed.tab === "partners"
      ? COMPANY_STATUS_OPTIONS
      : listed.tab === "contacts"
        ? CONTACT_STATUS_OPTIONS
        : QUOTE_STATUS_OPTIONS;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <h1 className="font-bold text-2xl">{t("greeting", { name })}</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("stats.quotes")}
          value={stats.quotes}
          hint={t("stats.pending", { count: stats.pendingQuotes })}
        />
        <StatCard
          label={t("stats.partners")}
          value={stats.partners}
          hint={t("stats.applications", { count: stats.pendingApplications })}
        />
        <StatCard label={t("stats.contacts")} value={stats.contacts} />
        <StatCard label={t("stats.role")} value={user.role === "admin" ? t("roles.admin") : t("roles.staff")} />
      </div>
      {user.role === "admin" ? <InviteStaffForm /> : null}
      <nav aria-label={t("metaTitle")} className="flex gap-1 overflow-x-auto border-border border-b">
        {tabs.map(({ tab, label }) => (
          <Link
            key={tab}
            to={`/admin?tab=${tab}`}
            aria-current={listed.tab === tab ? "page" : undefined}
            className={
              listed.tab === tab
                ? "-mb-px whitespace-nowrap border-brand-600 border-b-2 px-3 py-2 font-semibold text-brand-700 text-sm"
                : "whitespace-nowrap px-3 py-2 text-muted-foreground text-sm hover:text-foreground"
            }
          >
            {label}
          </Link>
        ))}
      </nav>
      <section aria-label={t(`tabs.${listed.tab}`)} aria-busy={loading} className="grid gap-4">
        <ListFilters key={`${listed.tab}-${location.search}`} tab={listed.tab} statuses={statuses} />
        {loading ? (
          <p role="status" className="text-muted-foreground text-sm">
            {t("list.loading")}
          </p>
        ) : null}
        {listed.list === null ? (
          <div role="alert" className="rounded-lg border border-destructive/40 bg-background p-4">
            <p className="font-medium text-destructive">{t("list.error")}</p>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link to={`${location.pathname}${location.search}`}>{t("list.retry")}</Link>
            </Button>
          </div>
        ) : (
          <>
            {listed.tab === "quotes" ? <QuotesTable rows={listed.list.rows} /> : null}
            {listed.tab === "partners" ? <PartnersTable rows={listed.list.rows} /> : null}
            {listed.tab === "contacts" ? <ContactsTable rows={listed.list.rows} /> : null}
            <Pagination info={listed.list} />
          </>
        )}
      </section>
    </div>
  );
}

const ADMIN_TAB_LINKS = ["quotes", "partners", "contacts"] as const;
