import { canContinue, type QuoteFormState } from "~/lib/quote-form";
import type { schemaForStep } from "~/lib/schemas/quote-request";

/** The last step's index; the progress bar's width is step / LAST_STEP. */
export const LAST_STEP = 6;
const STORAGE_KEY = "movematch.quote";

/**
 * Each step is a history entry, "#step-3" (step 1 has none), so the browser's Back and Forward
 * move between steps. A hash change runs no loader, so stepping costs no request.
 */
export function stepOfHash(hash: string): number {
  const step = Number(/^#step-(\d)$/.exec(hash)?.[1] ?? 1);
  return Math.min(Math.max(step, 1), LAST_STEP - 1);
}

/** The step schemas (schemas/quote-request.ts), which the wizard downloads with the first answer. */
export type StepSchemas = typeof schemaForStep;

/**
 * The first step whose answers are incomplete: the wizard never shows a step past it. Until the
 * step schemas are downloaded no step is known to be finished.
 */
export function firstUnfinishedStep(form: QuoteFormState, stepSchemas: StepSchemas | undefined, today: string): number {
  if (!stepSchemas) return 1;
  for (let step = 1; step < LAST_STEP - 1; step++) {
    if (!canContinue(step, form) || !stepSchemas(step, today)?.safeParse(form).success) return step;
  }
  return LAST_STEP - 1;
}

/** A field of the form: a top-level answer ("moveType") or one inside a group ("movingFrom.city"). */
export type Path = string;

export function setIn(form: QuoteFormState, path: Path, value: string): QuoteFormState {
  const [head, tail] = path.split(".") as [keyof QuoteFormState, string | undefined];
  if (!tail) return { ...form, [head]: value };
  return { ...form, [head]: { ...(form[head] as Record<string, string>), [tail]: value } };
}

/** What sessionStorage keeps of the wizard, so a reload or the back button never loses it. */
export interface StoredWizard {
  form: QuoteFormState;
  step: number;
  idempotencyKey: string;
  codeSentTo?: string;
  codeSentAt?: number;
}

export function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function readStored(): StoredWizard | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredWizard) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(stored: StoredWizard): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** Once the request is sent, nothing of it stays in the browser. */
export function clearStored(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
