import { afterEach, describe, expect, it, vi } from "vitest";
import { quote } from "./en-GB/quote";
import { i18nFor, loadCatalogue, pageNamespaces } from "./i18n";

// The browser's side: this file registers nothing but what it downloads (no catalogues.server).
describe("the browser's catalogue", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes the namespaces the matched routes name, each once", () => {
    const matches = [{ handle: { hydrate: false } }, { handle: { i18n: ["quote", "contact"] } }, { handle: undefined }];
    expect(pageNamespaces([...matches, { handle: { i18n: ["contact"] } }])).toEqual(["quote", "contact"]);
  });

  it("downloads the core and the page's namespaces of the page's locale, nothing more", async () => {
    await loadCatalogue("lt", ["quote"]);
    const i18n = i18nFor("lt");
    expect(Object.keys(i18n.store.data)).toEqual(["lt"]);
    expect(Object.keys(i18n.store.data.lt ?? {}).sort()).toEqual(["common", "layout", "messages", "quote"]);
  });

  it("says in the console when a page shows a namespace its routes did not name", async () => {
    vi.stubGlobal("document", { documentElement: { dataset: {} } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await loadCatalogue("en-GB", []);
    const i18n = i18nFor("en-GB");
    // A prefixed key of a namespace not downloaded: the key would show raw.
    expect(i18n.t("quote:pageTitle")).toBe("pageTitle");
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('"quote:pageTitle"'));
    // A component asking for it before the page has come alive: hydration would wait for it.
    await i18n.loadNamespaces("quote");
    expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('"quote" namespace'));
    expect(i18n.t("quote:pageTitle")).toBe(quote.pageTitle);
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it("downloads a later page's namespace quietly once the page has come alive", async () => {
    vi.stubGlobal("document", { documentElement: { dataset: { hydrated: "" } } });
    await loadCatalogue("en-GB", []);
    const i18n = i18nFor("en-GB");
    await i18n.loadNamespaces("directory");
    expect(i18n.hasLoadedNamespace("directory")).toBe(true);
  });
});
