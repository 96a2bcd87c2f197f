import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { data, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en-GB";
import { i18nFor, registerCatalogue } from "~/i18n/i18n";
import { lt } from "~/i18n/lt";
import { RequestReference, type RequestReferenceValue } from "~/lib/request-reference";
import { ErrorPage } from "./error-page";

registerCatalogue("en-GB", en);
registerCatalogue("lt", lt);

const notFound = (() => {
  try {
    throw data(null, { status: 404 });
  } catch (error) {
    return error;
  }
})();

function render(locale: "en-GB" | "lt", reference: RequestReferenceValue | undefined, at = "/no-such-page"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(locale)}>
      <RequestReference.Provider value={reference}>
        <MemoryRouter initialEntries={[at]}>
          <ErrorPage error={notFound} />
        </MemoryRouter>
      </RequestReference.Provider>
    </I18nextProvider>,
  );
}

describe("the error page's reference", () => {
  it("shows the id of the request that rendered it, in both languages", () => {
    expect(render("en-GB", { reference: "req-3f9a" })).toContain(
      '<p class="mt-8 text-muted-foreground text-sm" data-request-reference="req-3f9a">Reference: req-3f9a</p>',
    );
    expect(render("lt", { reference: "req-3f9a" })).toContain(">Klaidos kodas: req-3f9a</p>");
  });

  it("shows none without one, nor in the browser on a page other than the document it came with", () => {
    expect(render("en-GB", undefined)).not.toContain("Reference");
    expect(render("en-GB", { reference: "req-3f9a", path: "/no-such-page" })).toContain("Reference: req-3f9a");
    expect(render("en-GB", { reference: "req-3f9a", path: "/first-page" })).not.toContain("Reference");
  });
});
