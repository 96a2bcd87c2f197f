import { useRouteLoaderData } from "react-router";
import { JobListPage } from "~/components/partner/my-work";
import { PartnerRouteError } from "~/components/partner/route-error";
import { ProfileChecklist } from "~/components/partner-profile/profile-checklist";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { listMissingProfileParts } from "~/server/partners/company-profile.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/work";
import { loadJobList } from "./job-list.server";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "My work") },
  { name: "robots", content: "noindex" },
];

/**
 * My work, served at /partner/admin (Home) and /partner/admin/work (app/routes.ts lists this
 * module twice): every job of the company, from accepted quotes, by day or on a calendar.
 * GET ?q&status&sort&view&date; bad values fall back to the defaults.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const [list, profileMissing] = await Promise.all([
    loadJobList(request, partner, "work"),
    // The owner is the one who can complete the profile (the page is theirs alone).
    partner.memberRole === "owner" ? listMissingProfileParts(scopeOf(partner)) : [],
  ]);
  return { ...list, profileMissing };
}

export default function MyWorkPage({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>("routes/partner/layout");
  return (
    <JobListPage
      data={loaderData}
      glance={frame?.counts}
      notice={<ProfileChecklist missing={loaderData.profileMissing} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
