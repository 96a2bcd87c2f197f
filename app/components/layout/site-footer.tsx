import type { Locale } from "~/i18n/config";

export function SiteFooter(_props: { locale: Locale; pathname: string }) {
  return <footer>footer</footer>;
}
