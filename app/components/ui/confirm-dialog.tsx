import { XIcon } from "lucide-react";
import { createContext, type ReactNode, useContext, useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

type ButtonProps = React.ComponentProps<typeof Button>;

const DialogId = createContext<string>("");

/** Invoker commands let a button open or close a dialog with no script (Chrome 135, Firefox 144, Safari 26.2). */
function browserRunsCommands(): boolean {
  return "commandForElement" in HTMLButtonElement.prototype;
}

function runCommand(id: string, command: "show-modal" | "close") {
  if (browserRunsCommands()) return;
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (command === "show-modal") dialog.showModal();
  else dialog.close();
}

/**
 * A confirmation in the browser's own modal `<dialog>`, for a page opened from a link and used at
 * once (the customer's request page). Its trigger opens it by invoker commands, so before the
 * app has loaded it already opens, keeps focus inside, closes with Escape or a click outside, and
 * posts its form. In a browser without invoker commands the app does the same once loaded.
 * `children` is the form; its footer, with the way back, is `ConfirmDialogFooter`.
 */
export function ConfirmDialog({
  trigger,
  triggerProps,
  title,
  description,
  children,
}: {
  trigger: ReactNode;
  triggerProps?: Omit<ButtonProps, "type" | "onClick" | "children">;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const id = useId();
  return (
    <DialogId.Provider value={id}>
      <Button
        {...triggerProps}
        type="button"
        commandfor={id}
        command="show-modal"
        onClick={() => runCommand(id, "show-modal")}
      >
        {trigger}
      </Button>
      <dialog
        id={id}
        closedby="any"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-card border border-border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50 open:grid sm:max-w-lg"
      >
        <div className="flex flex-col gap-2 text-center sm:text-left">
          <h2 id={`${id}-title`} className="font-semibold text-lg leading-none">
            {title}
          </h2>
          <p id={`${id}-description`} className="text-muted-foreground text-sm">
            {description}
          </p>
        </div>
        {children}
        <button
          type="button"
          commandfor={id}
          command="close"
          onClick={() => runCommand(id, "close")}
          className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <XIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("close")}</span>
        </button>
      </dialog>
    </DialogId.Provider>
  );
}

/** The footer of a `ConfirmDialog`'s form: the way back, then the caller's confirming submit. */
export function ConfirmDialogFooter({ keepLabel, children }: { keepLabel: string; children: ReactNode }) {
  const id = useContext(DialogId);
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" commandfor={id} command="close" onClick={() => runCommand(id, "close")}>
        {keepLabel}
      </Button>
      {children}
    </div>
  );
}
