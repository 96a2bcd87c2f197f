import { adminMeta } from "~/components/admin/meta";
import { ReviewsToModerate } from "~/components/admin/reviews";
import { AdminRouteError } from "~/components/admin/route-error";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { parseListParams } from "~/lib/schemas/list-params";
import { listReviewsToModerate } from "~/server/reviews/moderate-reviews.server";
import type { Route } from "./+types/reviews";
import { adminPageTitle } from "./meta.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/reviews?page: reviews held by a content check or reported by their company, oldest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const { page } = parseListParams(new URL(request.url).searchParams);
  return {
    list: await listReviewsToModerate({ page }),
    metaTitle: adminPageTitle(request, (t) => t("sidebar.reviews")),
  };
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("reviews");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("admin.title")}</ScreenHeading>
      <p className="max-w-3xl text-muted-foreground text-sm">{t("admin.intro")}</p>
      <ReviewsToModerate rows={rows} paging={paging} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
