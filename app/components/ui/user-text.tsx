import type { ComponentPropsWithoutRef, ElementType } from "react";
import { writtenLanguageOf } from "~/lib/written-language";

type UserTextProps<T extends ElementType> = {
  /** The element to render (a paragraph unless told). */
  as?: T;
  /** The language stored with the text; null for a text written before it was recorded. */
  language: string | null | undefined;
} & Omit<ComponentPropsWithoutRef<T>, "as" | "lang">;

/**
 * Words a user wrote (a description, a review, a message, a quote's terms), shown as written
 * inside an element marked with their language: a Lithuanian page stays valid Lithuanian around
 * an English review, and screen readers switch voice for it.
 */
export function UserText<T extends ElementType = "p">({ as, language, ...props }: UserTextProps<T>) {
  const Element: ElementType = as ?? "p";
  return <Element lang={writtenLanguageOf(language)} {...props} />;
}

/**
 * Words a user wrote where the site keeps no record of their language (a contact message, sent
 * from either language's contact form): marked as of unknown language (`lang=""`, as HTML
 * defines it), claimed for neither language rather than given one that may be wrong.
 */
export function UnknownLanguageText<T extends ElementType = "p">({ as, ...props }: Omit<UserTextProps<T>, "language">) {
  const Element: ElementType = as ?? "p";
  return <Element lang="" {...props} />;
}
