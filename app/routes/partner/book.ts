import { redirect } from "react-router";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";

/**
 * /partner/admin/book (Book now): the leads the company can claim right now in its default
 * region are Find work's Single jobs tab, its default (the sidebar's `bookNow` count counts
 * exactly that tab, see getWorkCounts). The same data gets one page: this address leads there.
 */
export function loader() {
  throw redirect(PARTNER_FIND_WORK_PATH);
}
