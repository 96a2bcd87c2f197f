import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/**
 * A radio group drawn as cards: native radios, so arrow keys, labels and screen readers work
 * as users expect. A choice made before the app started (the radios work without it) is taken
 * into the caller's state once it has.
 */
export function ChoiceCards({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  layout = "three",
}: {
  name: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /**
   * "three": three columns from the small breakpoint, stacked on phones; "pair": two columns
   * where each label fits on its line, else stacked; "chips": short choices (counts) side by
   * side, as wide as their label, wrapping onto a new row rather than squeezing.
   */
  layout?: "three" | "pair" | "chips";
}) {
  const errorId = `${name}-error`;
  const group = useRef<HTMLFieldSetElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the page
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
    if (chosen !== undefined && chosen !== value) onChange(chosen);
  }, []);
  return (
    <fieldset ref={group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-semibold text-brand-950">{legend}</legend>
      <div
        className={cn(
          layout === "three" && "grid gap-2 sm:grid-cols-3",
          layout === "pair" && "grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2",
          layout === "chips" && "flex flex-wrap gap-2",
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring has-focus-visible:outline-offset-2",
              value === choice.value
                ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                : "border-border hover:border-brand-300",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0">
              <span className={cn("block font-medium", layout === "chips" && "whitespace-nowrap")}>{choice.label}</span>
              {choice.hint ? <span className="block text-muted-foreground text-sm">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
