import { useEffect, useRef } from "react";
import { useMessage } from "~/components/forms/use-message";
import { toast } from "~/components/ui/sonner";
import type { FormResult } from "~/lib/form-result";

/**
 * Toasts the outcome of a fetcher submission once, when it comes back: `success(data)` for a
 * success, `failure` with the server's message for a failure.
 */
export function useResultToast<T>(
  fetcher: { state: string; data?: FormResult<T> },
  { success, failure }: { success: (data: T) => string; failure: string },
) {
  const translate = useMessage();
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) toast.success(success(result.data));
    else toast.error(failure, { description: translate(result.message) });
  }, [fetcher.state, fetcher.data, success, failure, translate]);
}
