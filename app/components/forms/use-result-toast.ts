import { toast } from "~/components/ui/sonner";
import type { FormResult } from "~/lib/form-result";
import { useFetcherResult } from "./use-fetcher-result";
import { useMessage } from "./use-message";

/**
 * Toasts the outcome of a fetcher submission once, when it comes back: `success(data)` for a
 * success, `failure` with the server's message for a failure.
 */
export function useResultToast<T>(
  fetcher: { state: string; data?: FormResult<T> },
  { success, failure }: { success: (data: T) => string; failure: string },
) {
  const translate = useMessage();
  useFetcherResult(fetcher, (result) => {
    if (result.ok) toast.success(success(result.data));
    else toast.error(failure, { description: translate(result.message) });
  });
}
