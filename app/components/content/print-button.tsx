import { Printer } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Opens the browser's print dialog; hidden from the printout itself. */
export function PrintButton({ label = "Print this checklist" }: { label?: string }) {
  return (
    <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
