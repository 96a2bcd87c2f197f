import { useRouteLoaderData } from "react-router";
import { JobListPage } from "~/components/partner/my-work";
import { PartnerRouteError } from "~/components/partner/route-error";
import { partnerContext } from "~/server/auth/middleware.server";
import { loadJobList } from "~/server/jobs/job-list-route.server";
import type { Route } from "./+types/work";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "My work"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/**
 * My work, served at /partner/admin (Home) and /partner/admin/work (app/routes.ts lists this
 * module twice): every job of the company, from accepted quotes, by day or on a calendar.
 * GET ?q&status&sort&view&date; bad values fall back to the defaults.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJobList(request, context.get(partnerContext), "work");
}

export default function MyWorkPage({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>("routes/partner/layout");
  return <JobListPage data={loaderData} glance={frame?.counts} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
