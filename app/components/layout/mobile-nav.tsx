import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";

// The drawer (Radix Dialog) is not needed to paint or use the page: it loads on the first open,
// or as soon as the pointer or the focus reaches the button.
const loadDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(loadDrawer);

/** Below md: a Menu button opening a left drawer with independently collapsible sections. */
export function MobileNav({ className }: { className?: string }) {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);

  // Any navigation (a link here, the back button) closes the drawer.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
        {t("menu")}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
