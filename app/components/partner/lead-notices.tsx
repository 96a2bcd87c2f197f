import { Bell, BellRing } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The browser's notice of a new lead (the Notification API): off until the partner asks for it
 * with the header's button (which asks the browser's permission), kept per browser, and shown only
 * while a back-office tab is open, when the company's live stream says a lead was offered to it.
 */
const STORAGE_KEY = "movematch:lead-notices";
const listeners = new Set<() => void>();

const supported = () => typeof window !== "undefined" && "Notification" in window;

/** Whether notices are on in this browser: asked for here, and still permitted. */
export function leadNoticesOn(): boolean {
  try {
    return supported() && Notification.permission === "granted" && localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

function setLeadNotices(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, "on");
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): nothing to keep.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** "on", "off" (may be asked for), or "unavailable" (no Notification API, refused, or on the server). */
function noticesState(): "on" | "off" | "unavailable" {
  if (!supported() || Notification.permission === "denied") return "unavailable";
  return leadNoticesOn() ? "on" : "off";
}

export function useLeadNoticesOn(): boolean {
  return useSyncExternalStore(subscribe, leadNoticesOn, () => false);
}

/** Shows the notice of a new lead; `open` is called when the partner clicks it. */
export function showLeadNotice(text: { title: string; body: string }, tag: string, open: () => void): void {
  if (!leadNoticesOn()) return;
  const notice = new Notification(text.title, { body: text.body, tag });
  notice.onclick = () => {
    window.focus();
    open();
    notice.close();
  };
}

/** The header's switch; rendered only where the browser can show notices. */
export function LeadNoticesButton() {
  const { t } = useTranslation("backOffice");
  const state = useSyncExternalStore(subscribe, noticesState, () => "unavailable" as const);
  if (state === "unavailable") return null;
  const on = state === "on";
  const toggle = async () => {
    if (on) {
      setLeadNotices(false);
      return;
    }
    const permission = await Notification.requestPermission();
    setLeadNotices(permission === "granted");
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={on}
      title={on ? t("live.notifyOffTitle") : t("live.notifyOnTitle")}
      onClick={() => void toggle()}
    >
      {on ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
      <span className="sr-only xl:not-sr-only">{t("live.notify")}</span>
    </Button>
  );
}
