import { type ComponentType, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

let toaster: ComponentType<ToasterProps> | undefined;
const listeners = new Set<() => void>();

/** Called by ui/sonner.tsx when it loads, that is with the first component that toasts. */
export function registerToaster(component: ComponentType<ToasterProps>): void {
  toaster = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page's toaster, shown once a component that toasts has been loaded: pages that never toast
 * do not download sonner. A toast raised before the toaster mounts still shows (sonner replays it).
 */
export function ToasterSlot(props: ToasterProps) {
  const Toaster = useSyncExternalStore(
    subscribe,
    () => toaster,
    () => undefined,
  );
  return Toaster ? <Toaster {...props} /> : null;
}
