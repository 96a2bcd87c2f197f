/**
 * The figures tables of `npm run bench` and `npm run simulate`, and how a figure is judged against
 * its budget.
 */

/**
 * Prints a figures table as `npm run bench` and `npm run simulate` show it: a header line, then one
 * row per figure (id, value right-aligned, budget, verdict, label), columns padded to their widest.
 */
export function printFigureTable(header: string, rows: string[][], minWidth: number): void {
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), minWidth));
  console.log(`\n${header}`);
  for (const row of rows) {
    console.log(
      [
        row[0]?.padEnd(widths[0] ?? 0),
        row[1]?.padStart(widths[1] ?? 0),
        row[2]?.padEnd(widths[2] ?? 0),
        row[3]?.padEnd(widths[3] ?? 0),
        row[4],
      ].join("  "),
    );
  }
}

/** A budget of bench/budgets.json: a figure's bounds. */
export interface BudgetBounds {
  figure: string;
  min?: number;
  max?: number;
}

/** Whether a figure keeps its budget: met, missed, or not measured in this run. */
export function verdictOf<B extends BudgetBounds>(budget: B, figures: readonly { id: string; value: number }[]) {
  const value = figures.find((figure) => figure.id === budget.figure)?.value;
  if (value === undefined) return { budget, value, status: "not measured" as const };
  const met =
    !Number.isNaN(value) &&
    (budget.min === undefined || value >= budget.min) &&
    (budget.max === undefined || value <= budget.max);
  return { budget, value, status: met ? ("met" as const) : ("missed" as const) };
}
