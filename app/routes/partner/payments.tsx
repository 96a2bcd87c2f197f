import { PartnerRouteError } from "~/components/partner/route-error";
import { PaymentsStatement } from "~/components/payments/payments-statement";
import { requestT } from "~/i18n/catalogues.server";
import { STATEMENT_STATUSES } from "~/lib/billing";
import { expressPaySchema } from "~/lib/schemas/billing";
import { parseListParams } from "~/lib/schemas/list-params";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { ownersOnly, partnerContext } from "~/server/auth/middleware.server";
import { getStatement, setExpressPay } from "~/server/billing/statement.server";
import { formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/payments";

export const middleware: Route.MiddlewareFunction[] = [ownersOnly];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Payments") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/payments?status&page (owners only): the statement from the ledger. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const { page, status } = parseListParams(new URL(request.url).searchParams, STATEMENT_STATUSES);
  return {
    statement: await getStatement(scopeOf(partner), { page, status }),
    status,
    today: todayInUk(),
    metaTitle: requestT(request, "backOffice")("payments.title"),
  };
}

/** POST `expressPay` on or off (owners only): how the company's next claims are invoiced. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const submission = await parseSubmission(request, expressPaySchema);
  if (!submission.ok) return submission.failure;
  await setExpressPay(scopeOf(partner), submission.data.expressPay);
  return formSuccess({ expressPay: submission.data.expressPay });
}

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  return <PaymentsStatement {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
