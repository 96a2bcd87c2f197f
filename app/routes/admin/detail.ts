import { data } from "react-router";
import {
  getContactDetail,
  getPartnerDetail,
  getQuoteRequestDetail,
  listAuditEntries,
} from "~/server/admin/dashboard.server";
import { staffContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/detail";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SUBJECT_TYPES = { quote: "quote_request", partner: "company", contact: "contact" } as const;

/**
 * GET /admin/detail/:kind/:id: one record for the detail dialogs (fetched when a dialog opens),
 * with its audit trail for admins.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(staffContext);
  const kind = params.kind;
  if (!(kind === "quote" || kind === "partner" || kind === "contact") || !UUID.test(params.id)) {
    throw data({ message: "Not found." }, { status: 404 });
  }
  const audit = user.role === "admin" ? await listAuditEntries(SUBJECT_TYPES[kind], params.id) : null;
  if (kind === "quote") {
    const record = await getQuoteRequestDetail(params.id);
    if (record) return { kind: "quote" as const, record, audit };
  } else if (kind === "partner") {
    const record = await getPartnerDetail(params.id);
    if (record) return { kind: "partner" as const, record, audit };
  } else {
    const record = await getContactDetail(params.id);
    if (record) return { kind: "contact" as const, record, audit };
  }
  throw data({ message: "Not found." }, { status: 404 });
}
