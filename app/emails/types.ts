import type { TFunction } from "i18next";
import type { ReactElement } from "react";
import type { Locale } from "~/i18n/config";

export interface EmailContent {
  subject: string;
  element: ReactElement;
  text: string;
}

/**
 * What every template gets besides its payload: the recipient's language and its texts, from
 * "emails" (and labels the site already has, "contact:topics.…").
 */
export interface EmailContext {
  t: TFunction<["emails", "contact"]>;
  locale: Locale;
  sender: EmailSender;
}

/**
 * Who signs every email, from the settings (app/server/supplier.server.ts): the footer names the
 * business, its address and the support contact, only as configured, never invented.
 */
export interface EmailSender {
  name: string;
  details: { addressLines: string[] } | null;
  supportEmail: string | null;
  supportPhone: string | null;
}
