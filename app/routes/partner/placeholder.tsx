import { data } from "react-router";

/**
 * Every /partner/admin/* page that is not built yet. The area's guard runs first, so visitors
 * who may not see the back office are sent to log in rather than told what exists; partners get
 * a 404 instead of sample data.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function PartnerPlaceholder() {
  return null;
}
