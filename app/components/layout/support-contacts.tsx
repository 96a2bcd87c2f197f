import { href, useRouteLoaderData } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useTranslation } from "~/i18n/use-translation";
import type { loader as rootLoader } from "~/root";

export interface SupportContacts {
  email?: string;
  phone?: string;
  emergencyPhone?: string;
  partnerPhone?: string;
}

/** The support contacts configured for this site (root loader); unset ones are undefined and not shown. */
export function useSupportContacts(): SupportContacts {
  return useRouteLoaderData<typeof rootLoader>("root")?.support ?? {};
}

/**
 * How to reach customer service inside a sentence: "our contact page", plus "or by email at …"
 * when a support address is configured.
 */
export function ContactUsLinks() {
  const { t } = useTranslation();
  const { email } = useSupportContacts();
  return (
    <>
      <Link to={href("/contact")}>{t("support.contactPage")}</Link>
      {email ? (
        <>
          {" "}
          {t("support.orByEmail")} <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
    </>
  );
}
