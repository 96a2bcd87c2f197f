import { redirect } from "react-router";
import { LeadDetailView } from "~/components/leads/lead-detail-view";
import { PartnerRouteError } from "~/components/partner/route-error";
import { partnerLeadPath } from "~/lib/lead-rules";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { passOnHeaders } from "~/server/forms.server";
import type { Route } from "./+types/find-work.$requestId";
import { leadDetailAction, loadLeadDetail } from "./lead-detail.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Lead") },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/**
 * /partner/admin/find-work/:requestId: an open request from Find work that the company has no
 * lead on yet. Once it has one (an invitation, a claim), the lead's own address shows it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadLeadDetail(request, context.get(partnerContext), { quoteRequestId: params.requestId });
  if (page.detail.card.leadId) throw redirect(partnerLeadPath(page.detail.card.leadId));
  return page;
}

/** POST `intent`: claim (then on to the lead's own address), watch or unwatch. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return leadDetailAction(request, context.get(partnerContext), { quoteRequestId: params.requestId });
}

export default function PartnerFindWorkLeadPage({ loaderData }: Route.ComponentProps) {
  return <LeadDetailView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
