import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Runs `onResult` once for each answer a fetcher brings back, when it has settled: close a
 * dialog, reset a form, toast the outcome, move a wizard on. An answer already there when the
 * component mounts (a fetcher shared by key across a table's rows) was handled by whoever sent it,
 * so it is skipped. `onResult` may change on every render; only the latest one runs.
 */
export function useFetcherResult<T>(fetcher: { state: string; data?: T }, onResult: (result: T) => void) {
  const handled = useRef(fetcher.data);
  const handle = useEffectEvent(onResult);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || result === undefined || handled.current === result) return;
    handled.current = result;
    handle(result);
  }, [fetcher.state, fetcher.data]);
}
