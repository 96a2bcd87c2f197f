import { JobListPage } from "~/components/partner/my-work";
import { PartnerRouteError } from "~/components/partner/route-error";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/profile.history";
import { loadJobList } from "./job-list.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "History") },
  { name: "robots", content: "noindex" },
];

/**
 * /partner/admin/profile/history: My work's finished jobs (completed and cancelled), latest
 * pickup first, by day or on a calendar (same ?q&status&sort&view&date).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJobList(request, context.get(partnerContext), "history");
}

export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  return <JobListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
