import { useContext } from "react";
import {
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";
import type { DocumentHydration } from "~/lib/hydration";
import { StaticMarkup } from "~/lib/static-markup";

/** The app's scripts, as the document's routes ask (docs/decisions/013-pages-without-javascript.md). */
export function AppScripts({ hydration }: { hydration: DocumentHydration }) {
  if (hydration === "none") return null;
  return (
    <>
      <ScrollRestoration />
      {hydration === "on-intent" ? <ScriptsOnIntent /> : <Scripts />}
    </>
  );
}

/**
 * Runs React Router's data handoff (a classic script, which must exist before the loader data
 * streamed after it arrives) at once, and its module script, which downloads and hydrates the
 * app, once focus or the pointer reaches an element marked `data-hydrate-on-intent`.
 */
const START_ON_INTENT = `(() => {
  const scripts = document.currentScript.previousElementSibling.content;
  const run = (selector) => {
    for (const element of scripts.querySelectorAll(selector)) document.body.append(document.importNode(element, true));
  };
  run("script:not([type=module])");
  const events = ["focusin", "pointerover"];
  const start = (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-hydrate-on-intent]")) return;
    for (const type of events) removeEventListener(type, start, true);
    run("link, script[type=module]");
  };
  for (const type of events) addEventListener(type, start, true);
})();`;

/**
 * On the server: <Scripts/> rendered apart, as inert HTML inside a <template> (rendered in place,
 * React would hoist its module preloads into <head>, and they would download the whole app), and
 * the script above. In the browser, once that has started the app, <Scripts/> as usual.
 */
function ScriptsOnIntent() {
  const renderToStaticMarkup = useContext(StaticMarkup);
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  if (!renderToStaticMarkup || !framework || !dataRouter || !dataRouterState) return <Scripts />;
  const scripts = renderToStaticMarkup(
    <UNSAFE_FrameworkContext.Provider value={framework}>
      <UNSAFE_DataRouterContext.Provider value={dataRouter}>
        <UNSAFE_DataRouterStateContext.Provider value={dataRouterState}>
          <Scripts />
        </UNSAFE_DataRouterStateContext.Provider>
      </UNSAFE_DataRouterContext.Provider>
    </UNSAFE_FrameworkContext.Provider>,
  );
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own markup, rendered above */}
      <template dangerouslySetInnerHTML={{ __html: scripts }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no input in it */}
      <script nonce={framework.nonce} dangerouslySetInnerHTML={{ __html: START_ON_INTENT }} />
    </>
  );
}
