import i18next, { type TFunction } from "i18next";
import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useTranslation } from "./use-translation";

/** Every `t` Greeting was given, to compare them. */
const greetingTs: TFunction[] = [];

function Greeting() {
  const { t } = useTranslation();
  greetingTs.push(t as unknown as TFunction);
  return <p>{t("hello" as never)}</p>;
}

function Heading() {
  const { t, i18n } = useTranslation("admin" as never);
  return (
    <h1 lang={i18n.language}>
      {t("title" as never)} {t("common:hello" as never)}
    </h1>
  );
}

/** An English instance with these namespaces; a backend, when given, downloads the others. */
function instance(resources: Record<string, Record<string, string>>, backend?: Record<string, string>) {
  const i18n = i18next.createInstance();
  if (backend) {
    i18n.use({
      type: "backend",
      init() {},
      read(_language: string, _namespace: string, callback: (error: null, data: Record<string, string>) => void) {
        setTimeout(() => callback(null, backend), 1);
      },
    });
  }
  i18n.init({
    lng: "en-GB",
    resources: { "en-GB": resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    partialBundledLanguages: true,
    initAsync: false,
  });
  return i18n;
}

describe("useTranslation", () => {
  it("translates in the namespace asked for, the default one otherwise, and shares one t between components", () => {
    const i18n = instance({ common: { hello: "Hello" }, admin: { title: "Admin" } });
    greetingTs.length = 0;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Greeting />
        <Heading />
        <Greeting />
      </I18nextProvider>,
    );
    expect(html).toBe('<p>Hello</p><h1 lang="en-GB">Admin Hello</h1><p>Hello</p>');
    expect(greetingTs).toHaveLength(2);
    expect(greetingTs[0]).toBe(greetingTs[1]);
  });

  it("suspends while a namespace downloads, then translates with it", async () => {
    const i18n = instance({ common: { hello: "Hello" } }, { title: "Admin" });
    const render = () =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="loading">
            <Heading />
          </Suspense>
        </I18nextProvider>,
      );
    expect(render()).toBe("loading");
    await i18n.loadNamespaces("admin");
    expect(render()).toBe('<h1 lang="en-GB">Admin Hello</h1>');
  });
});
