import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The profile page's forms each save only their own section. Which sections hold changes not yet
 * saved is kept here, so that saving one section says which others are still unsaved, and leaving
 * the page (a link, Back, a reload, closing the tab) asks first while any is.
 */

export type ProfileSection = "details" | "area" | "leads";
const SECTION_ORDER: readonly ProfileSection[] = ["details", "area", "leads"];

interface UnsavedChanges {
  unsaved: readonly ProfileSection[];
  setUnsaved: (section: ProfileSection, unsaved: boolean) => void;
}

const Context = createContext<UnsavedChanges | undefined>(undefined);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("backOffice");
  const [unsaved, setList] = useState<readonly ProfileSection[]>([]);
  const setUnsaved = useCallback((section: ProfileSection, value: boolean) => {
    setList((current) =>
      current.includes(section) === value
        ? current
        : SECTION_ORDER.filter((each) => (each === section ? value : current.includes(each))),
    );
  }, []);
  const value = useMemo(() => ({ unsaved, setUnsaved }), [unsaved, setUnsaved]);
  const anyUnsaved = unsaved.length > 0;
  const unsavedNames = useSectionNames(unsaved);

  // A reload or closing the tab: the browser asks with its own words.
  useEffect(() => {
    if (!anyUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [anyUnsaved]);
  // A link or Back inside the app: our dialog, naming what would be lost. Saving posts to this
  // same page, which is no leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <Context.Provider value={value}>
      {children}
      <AlertDialog open={blocker.state === "blocked"} onOpenChange={(open) => open || blocker.reset?.()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("profile.unsaved.leaveTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t("profile.unsaved.leaveBody", { sections: unsavedNames })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("profile.unsaved.stay")}</AlertDialogCancel>
            <Button variant="destructive" onClick={() => blocker.proceed?.()}>
              {t("profile.unsaved.leave")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Context.Provider>
  );
}

export function useUnsavedChanges(): UnsavedChanges {
  const context = useContext(Context);
  if (!context) throw new Error("useUnsavedChanges() needs an UnsavedChangesProvider around it");
  return context;
}

/** The sections' titles as a list in the page's language ("Company details and Leads"). */
export function useSectionNames(sections: readonly ProfileSection[]): string {
  const { t, i18n } = useTranslation("backOffice");
  return new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
    sections.map((section) => t(`profile.${section}.title`)),
  );
}
