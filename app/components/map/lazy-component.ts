import { type ComponentType, useEffect, useState } from "react";

/**
 * A component loaded only in the browser, with a dynamic import: Leaflet maps, which must not
 * load during server rendering nor on pages that do not show them. `preload` starts the
 * download (once per page; safe to call early); `useLazyComponent` gives the component.
 */
export interface LazyComponent<P> {
  preload: () => Promise<ComponentType<P>>;
  /** The component, once it has been downloaded. */
  loaded: () => ComponentType<P> | undefined;
}

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    preload: () => {
      loading ??= load().then(
        (module) => {
          loaded = module.default;
          return module.default;
        },
        (error: unknown) => {
          // A failed download (a deploy in between, a network blip) is tried again next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/** The component once loaded, "loading" until then, "failed" when it could not be (then show no map). */
export function useLazyComponent<P>(lazy: LazyComponent<P>): ComponentType<P> | "loading" | "failed" {
  const [component, setComponent] = useState<ComponentType<P> | "loading" | "failed">(() => lazy.loaded() ?? "loading");
  useEffect(() => {
    if (component !== "loading") return;
    let active = true;
    lazy.preload().then(
      (found) => {
        if (active) setComponent(() => found);
      },
      (error: unknown) => {
        console.warn("The map could not be loaded", error);
        if (active) setComponent("failed");
      },
    );
    return () => {
      active = false;
    };
  }, [component, lazy]);
  return component;
}
