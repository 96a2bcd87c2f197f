import "react";

/** HTML attributes React passes through as written but its types do not list yet. */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** Invoker commands: the id of the element this button acts on, and what it does to it. */
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
  interface DialogHTMLAttributes<T> {
    /** What closes the dialog besides its own buttons: "any" adds a click outside it. */
    closedby?: "any" | "closerequest" | "none";
  }
}
