import { LeadDetailView } from "~/components/leads/lead-detail-view";
import { PartnerRouteError } from "~/components/partner/route-error";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { passOnHeaders } from "~/server/forms.server";
import type { Route } from "./+types/leads.$id";
import { leadDetailAction, loadLeadDetail } from "./lead-detail.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Lead") },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/** /partner/admin/leads/:id: the company's own lead (an invitation, or one it claimed). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLeadDetail(request, context.get(partnerContext), { leadId: params.id });
}

/** POST `intent`: claim, watch, unwatch, decline, quote (with the quote's fields) or credit (`reason`, `details`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return leadDetailAction(request, context.get(partnerContext), { leadId: params.id });
}

export default function PartnerLeadPage({ loaderData }: Route.ComponentProps) {
  return <LeadDetailView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
