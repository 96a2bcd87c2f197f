import { XIcon } from "lucide-react";
import { createContext, type ReactNode, useContext, useId } from "react";
import { Button } from "~/components/ui/button";
import {
  DialogFooter,
  DialogHeader,
  dialogCloseClass,
  dialogDescriptionClass,
  dialogSurfaceClass,
  dialogTitleClass,
} from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";

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
        className={cn(dialogSurfaceClass, "m-auto text-foreground backdrop:bg-black/50 open:grid")}
      >
        <DialogHeader>
          <h2 id={`${id}-title`} className={dialogTitleClass}>
            {title}
          </h2>
          <p id={`${id}-description`} className={dialogDescriptionClass}>
            {description}
          </p>
        </DialogHeader>
        {children}
        <button
          type="button"
          commandfor={id}
          command="close"
          onClick={() => runCommand(id, "close")}
          className={dialogCloseClass}
        >
          <XIcon aria-hidden="true" />
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
    <DialogFooter>
      <Button type="button" variant="outline" commandfor={id} command="close" onClick={() => runCommand(id, "close")}>
        {keepLabel}
      </Button>
      {children}
    </DialogFooter>
  );
}
