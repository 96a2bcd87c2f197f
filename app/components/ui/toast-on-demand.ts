import type { toast } from "sonner";

type Message = Parameters<typeof toast.success>[0];

/**
 * Toasts for components on pages kept light (the quote wizard, the partner registration):
 * sonner and the toaster are downloaded with the first toast rather than with the page, which
 * keeps about 10 kB (gzip) of JavaScript off `/quote` and `/become-partner`. The toast shows once
 * that small chunk has arrived.
 */
export const toastOnDemand = {
  success: (text: Message) => show("success", text),
  error: (text: Message) => show("error", text),
};

function show(kind: keyof typeof toastOnDemand, text: Message): void {
  void import("./sonner").then((sonner) => sonner.toast[kind](text));
}
