import type { ReactNode } from "react";
import { localized, useLocalized } from "~/content/localized";
import { cn } from "~/lib/cn";

export interface Step {
  title: string;
  body: ReactNode;
}

const stepsCopy = localized({
  "en-GB": { step: (number: number) => `Step ${number}: ` },
  lt: { step: (number: number) => `${number} žingsnis: ` },
});

/** Numbered steps as an ordered list, so the order is announced as well as shown. */
export function Steps({ steps, columns = 3 }: { steps: Step[]; columns?: 3 | 4 }) {
  const copy = useLocalized(stepsCopy);
  return (
    <ol className={cn("grid gap-6 sm:grid-cols-2", columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-border bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-brand-950 text-lg">
            <span className="sr-only">{copy.step(index + 1)}</span>
            {step.title}
          </h3>
          <div className="mt-2 text-muted-foreground leading-relaxed">{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
