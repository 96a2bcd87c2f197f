import { data } from "react-router";
import type { HydrationHandle } from "~/lib/hydration";

export const handle = { hydrate: false } satisfies HydrationHandle;

/** Every unknown path: a real 404 rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
