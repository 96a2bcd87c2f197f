import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { localized, useLocalized } from "~/content/localized";

const printCopy = localized({
  "en-GB": { label: "Print this checklist" },
  lt: { label: "Spausdinti šį sąrašą" },
});

/** Opens the browser's print dialog; hidden from the printout itself. */
export function PrintButton({ label }: { label?: string }) {
  const copy = useLocalized(printCopy);
  label ??= copy.label;
  return (
    <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
