import { JobListPage } from "~/components/partner/my-work";
import { PartnerRouteError } from "~/components/partner/route-error";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/reservations";
import { loadJobList } from "./job-list.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Reservations") },
  { name: "robots", content: "noindex" },
];

/** /partner/admin/reservations: My work's jobs still upcoming, by day or on a calendar (same ?q&sort&view&date). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJobList(request, context.get(partnerContext), "reservations");
}

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  return <JobListPage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
