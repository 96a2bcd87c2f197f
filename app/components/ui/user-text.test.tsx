import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnknownLanguageText, UserText } from "./user-text";

describe("UserText", () => {
  it("marks the text with the language it was written in", () => {
    expect(renderToStaticMarkup(<UserText language="lt">Puiki komanda</UserText>)).toBe(
      '<p lang="lt">Puiki komanda</p>',
    );
    expect(
      renderToStaticMarkup(
        <UserText as="blockquote" language="en-GB" className="mt-1">
          Two movers.
        </UserText>,
      ),
    ).toBe('<blockquote lang="en-GB" class="mt-1">Two movers.</blockquote>');
  });

  it("shows a text of unknown language as the site's default, English", () => {
    expect(renderToStaticMarkup(<UserText language={null}>Careful movers.</UserText>)).toBe(
      '<p lang="en-GB">Careful movers.</p>',
    );
    expect(renderToStaticMarkup(<UserText language="fr">Bonjour</UserText>)).toBe('<p lang="en-GB">Bonjour</p>');
  });

  it("marks a text whose language was never recorded as of unknown language", () => {
    expect(renderToStaticMarkup(<UnknownLanguageText as="span">Labas, ar galite padėti?</UnknownLanguageText>)).toBe(
      '<span lang="">Labas, ar galite padėti?</span>',
    );
  });
});
