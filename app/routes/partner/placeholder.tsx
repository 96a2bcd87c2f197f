import { data } from "react-router";
import { requirePartner } from "~/server/auth/guards.server";
import type { Route } from "./+types/placeholder";

/**
 * Every /partner/admin/* page that is not built yet. The guard runs first, so visitors who
 * may not see the back office are sent to log in rather than told what exists; partners get
 * a 404 instead of sample data.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePartner(request);
  throw data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requirePartner(request);
  throw data(null, { status: 404 });
}

export default function PartnerPlaceholder() {
  return null;
}
