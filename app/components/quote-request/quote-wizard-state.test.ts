import { describe, expect, it } from "vitest";
import { emptyQuoteForm, type QuoteFormState } from "~/lib/quote-form";
import { schemaForStep } from "~/lib/schemas/quote-request";
import { firstUnfinishedStep, setIn, stepOfHash } from "./quote-wizard-state";

const TODAY = "2026-03-02";

const fill = (form: QuoteFormState, answers: Record<string, string>) =>
  Object.entries(answers).reduce((current, [path, value]) => setIn(current, path, value), form);

describe("stepOfHash", () => {
  it("reads the step of #step-N, step 1 without one", () => {
    expect(stepOfHash("")).toBe(1);
    expect(stepOfHash("#step-3")).toBe(3);
  });

  it("never names the confirmation or a step that does not exist", () => {
    expect(stepOfHash("#step-6")).toBe(5);
    expect(stepOfHash("#step-0")).toBe(1);
    expect(stepOfHash("#step-12")).toBe(1);
    expect(stepOfHash("#elsewhere")).toBe(1);
  });
});

describe("setIn", () => {
  it("sets a top-level answer or one inside a group, leaving the rest as it was", () => {
    const form = emptyQuoteForm();
    const changed = setIn(setIn(form, "moveType", "domestic"), "movingFrom.city", "Leeds");
    expect(changed.moveType).toBe("domestic");
    expect(changed.movingFrom).toEqual({ ...form.movingFrom, city: "Leeds" });
    expect(form).toEqual(emptyQuoteForm());
  });
});

describe("firstUnfinishedStep", () => {
  it("is step 1 until the step schemas are downloaded", () => {
    const form = fill(emptyQuoteForm(), { moveType: "domestic" });
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(2);
    expect(firstUnfinishedStep(form, undefined, TODAY)).toBe(1);
  });

  it("is the first step whose answers are missing or refused, step 5 once steps 1-4 are done", () => {
    let form = emptyQuoteForm();
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(1);
    form = fill(form, { moveType: "domestic" });
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(2);
    form = fill(form, { "movingFrom.postcode": "M1 1AE", "movingFrom.city": "Manchester" });
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(3);
    form = fill(form, {
      helpType: "full",
      "currentProperty.type": "house",
      "newProperty.type": "house",
      movingDate: "specific",
      specificDate: "2026-03-01",
    });
    // A moving day in the past is refused, though every answer is there.
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(3);
    form = fill(form, { specificDate: "2026-03-20" });
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(4);
    form = fill(form, { "personalDetails.fullName": "Jane Smith" });
    expect(firstUnfinishedStep(form, schemaForStep, TODAY)).toBe(5);
  });
});
