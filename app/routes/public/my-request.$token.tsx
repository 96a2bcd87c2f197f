import { data, href, isRouteErrorResponse } from "react-router";
import { CustomerRequestPage } from "~/components/customer-request/customer-request-page";
import { orderQuotes, QUOTE_ORDERS } from "~/components/customer-request/quote-order";
import { ErrorPage } from "~/components/layout/error-page";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { KEY_PAGE_REFERRER_POLICY } from "~/lib/key-pages";
import { CUSTOMER_REQUEST_PATH } from "~/lib/lead-rules";
import { customerRequestLivePath, useLiveRevalidation } from "~/lib/live-updates";
import { customerRequestActionSchema } from "~/lib/schemas/customer-request";
import { pageTitle } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { z } from "~/lib/zod";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { noStore } from "~/server/no-store.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { endOtherAccessLinks } from "~/server/quote-requests/access-links.server";
import { getCustomerRequest } from "~/server/quote-requests/customer-request.server";
import { cancelRequest, changeMovingDate } from "~/server/quote-requests/request-changes.server";
import type { Route } from "./+types/my-request.$token";

export const handle = { i18n: ["leads", "myRequest", "quote"] } satisfies I18nHandle;

/** The token is in the address: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/**
 * The page's address is its key: never cached, never indexed, and never sent on in a Referer to
 * another site.
 */
const PRIVATE_PAGE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": KEY_PAGE_REFERRER_POLICY,
};

/** A wrong, tampered or expired token: the same 404 for every one, saying nothing about why. */
const notFound = () => data(null, { status: 404, headers: PRIVATE_PAGE });

const orderSchema = z.catch(z.enum(QUOTE_ORDERS), "price");

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE;

/** The error page brings its own title. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.metaTitle }] : []),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  // Read before the request: the live stream's first connection asks for what changed since.
  const liveSince = Date.now();
  const view = await getCustomerRequest(params.token);
  if (!view) throw notFound();
  const t = requestT(request, "myRequest");
  const order = orderSchema.parse(new URL(request.url).searchParams.get("sort") ?? undefined);
  return data(
    {
      view: { ...view, quotes: orderQuotes(view.quotes, order) },
      order,
      today: todayInUk(),
      metaTitle: pageTitle(t("meta.title", { reference: view.reference })),
      liveSince,
    },
    { headers: PRIVATE_PAGE },
  );
}

/** POST `intent`: accept a quote, cancel the request, change its moving date, or end every other link. */
export async function action({ request, params }: Route.ActionArgs) {
  const submission = await parseSubmission(request, customerRequestActionSchema(todayInUk()), {
    keepValues: ["movingDate", "specificDate", "flexibleFrom", "flexibleTo"],
  });
  if (!submission.ok) return submission.failure;
  const input = submission.data;
  try {
    switch (input.intent) {
      case "accept": {
        const booking = await acceptQuote(params.token, { quoteId: input.quoteId, version: input.version });
        return formSuccess({ intent: input.intent, booking }, { headers: PRIVATE_PAGE });
      }
      case "cancel":
        await cancelRequest(params.token, { reason: input.reason ?? undefined });
        break;
      case "change-date": {
        const { intent: _intent, ...change } = input;
        await changeMovingDate(params.token, { change });
        break;
      }
      case "end-other-links":
        await endOtherAccessLinks(params.token);
        break;
    }
    return formSuccess({ intent: input.intent, booking: null }, { headers: PRIVATE_PAGE });
  } catch (error) {
    return failureFromError(error);
  }
}

export default function MyRequestRoute({ loaderData, params }: Route.ComponentProps) {
  const { liveSince, ...page } = loaderData;
  // A new quote, a company looking or claiming, a booking: the page loads its data again (decision 020).
  useLiveRevalidation(customerRequestLivePath(params.token), { since: liveSince });
  return <CustomerRequestPage {...page} />;
}

/** Not found is the usual way here (an old link): offer fresh links, without saying more. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("myRequest");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{pageTitle(t("notFound.title"))}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-bold text-3xl text-brand-950 tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFound.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={CUSTOMER_REQUEST_PATH}>{t("notFound.newLink")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={href("/")}>{t("notFound.home")}</Link>
        </Button>
      </div>
    </section>
  );
}
