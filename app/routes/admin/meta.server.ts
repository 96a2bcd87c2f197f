import { requestT } from "~/i18n/catalogues.server";

type AdminT = ReturnType<typeof requestT<"admin">>;

/**
 * An admin page's title in the reader's language, for its loader's `metaTitle`: the page's own
 * name (a record's, or from the admin catalogue) followed by the panel's; the panel's alone for
 * the dashboard.
 */
export function adminPageTitle(request: Request, page?: (t: AdminT) => string): string {
  const t = requestT(request, "admin");
  return page ? `${page(t)} | ${t("metaTitle")}` : t("metaTitle");
}
