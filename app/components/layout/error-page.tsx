import { href, isRouteErrorResponse } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useTranslation } from "~/i18n/use-translation";
import { REFERENCE_ATTRIBUTE, useRequestReference } from "~/lib/request-reference";
import { pageTitle } from "~/lib/seo";

/**
 * The error page: a 404 or 500 in words, without a stack trace outside development, and the
 * request's reference (its X-Request-Id) when the server rendered it.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const title = notFound ? t("errors.notFoundTitle") : t("errors.serverErrorTitle");
  const reference = useRequestReference();
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <p className="font-semibold text-brand-600">{t("errors.statusCode", { status })}</p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{notFound ? t("errors.notFoundBody") : t("errors.serverErrorBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to={href("/")}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("errors.goHome")}
        </Link>
        <Link to={href("/quote")} className="rounded-md border border-border px-5 py-2.5 font-semibold hover:bg-muted">
          {t("errors.getQuotes")}
        </Link>
      </div>
      {reference ? (
        <p className="mt-8 text-muted-foreground text-sm" {...{ [REFERENCE_ATTRIBUTE]: reference }}>
          {t("errors.reference", { reference })}
        </p>
      ) : null}
      {stack ? <pre className="mt-8 overflow-x-auto rounded-md bg-muted p-4 text-left text-xs">{stack}</pre> : null}
    </section>
  );
}
