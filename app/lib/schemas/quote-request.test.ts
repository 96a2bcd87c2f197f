import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en-GB";
import { lt } from "~/i18n/lt";
import { addDays } from "~/lib/uk-time";
import { MAX_WINDOW_DAYS } from "../date-window";
import { fieldErrorsFromZod } from "../form-result";
import { emptyQuoteForm, type QuoteFormState } from "../quote-form";
import { moveDetailsStep } from "./quote-request";

const TODAY = "2026-05-10";

function moveDetails(change: Partial<QuoteFormState>): QuoteFormState {
  return {
    ...emptyQuoteForm(),
    helpType: "full",
    currentProperty: { type: "house", bedrooms: "2", liftAvailable: "", floorNumber: "" },
    newProperty: { type: "house", bedrooms: "3", liftAvailable: "", floorNumber: "" },
    movingDate: "flexible",
    ...change,
  };
}

/** A message key translated as a page would, in each language. */
const translators = Object.fromEntries(
  (
    [
      ["en-GB", en],
      ["lt", lt],
    ] as const
  ).map(([locale, catalogue]) => {
    const instance = i18next.createInstance();
    instance.init({ lng: locale, fallbackLng: false, resources: { [locale]: catalogue }, initAsync: false });
    return [locale, instance.t as (key: string, params?: object) => string];
  }),
);

/** The first problem of each field, as the visitor reads it in each language. */
function problems(form: QuoteFormState) {
  const result = moveDetailsStep(TODAY).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsFromZod(result.error)).map(([field, message]) => [
      field,
      {
        "en-GB": translators["en-GB"]?.(message.key, message.params),
        lt: translators.lt?.(message.key, message.params),
      },
    ]),
  );
}

describe("a flexible move's window", () => {
  it("is optional, and kept with both ends when given (the specific date is dropped)", () => {
    expect(moveDetailsStep(TODAY).parse(moveDetails({ specificDate: "2026-06-01" }))).toMatchObject({
      movingDate: "flexible",
      specificDate: undefined,
      flexibleFrom: undefined,
      flexibleTo: undefined,
    });
    const window = { flexibleFrom: TODAY, flexibleTo: addDays(TODAY, MAX_WINDOW_DAYS - 1) };
    expect(moveDetailsStep(TODAY).parse(moveDetails(window))).toMatchObject(window);
  });

  it("is dropped, not checked, when the move has a specific date", () => {
    const parsed = moveDetailsStep(TODAY).parse(
      moveDetails({ movingDate: "specific", specificDate: "2026-06-01", flexibleFrom: "2020-01-01", flexibleTo: "" }),
    );
    expect(parsed).toMatchObject({ specificDate: "2026-06-01", flexibleFrom: undefined, flexibleTo: undefined });
  });

  it("needs both ends", () => {
    expect(problems(moveDetails({ flexibleFrom: "2026-06-01" }))).toEqual({
      flexibleTo: {
        "en-GB": "Click the last day of your window too, or clear the dates.",
        lt: "Spustelėkite ir paskutinę laikotarpio dieną arba išvalykite datas.",
      },
    });
  });

  it("cannot end before it starts", () => {
    expect(problems(moveDetails({ flexibleFrom: "2026-06-09", flexibleTo: "2026-06-01" }))).toEqual({
      flexibleTo: {
        "en-GB": "The last day of the window must not be before the first.",
        lt: "Paskutinė laikotarpio diena negali būti ankstesnė už pirmąją.",
      },
    });
  });

  it(`spans at most ${MAX_WINDOW_DAYS} days`, () => {
    expect(problems(moveDetails({ flexibleFrom: TODAY, flexibleTo: addDays(TODAY, MAX_WINDOW_DAYS) }))).toEqual({
      flexibleTo: {
        "en-GB": `Choose a window of at most ${MAX_WINDOW_DAYS} days.`,
        lt: `Pasirinkite ne ilgesnį kaip ${MAX_WINDOW_DAYS} dienų laikotarpį.`,
      },
    });
  });

  it("is not in the past, nor beyond the two years a move can be booked ahead", () => {
    expect(problems(moveDetails({ flexibleFrom: addDays(TODAY, -1), flexibleTo: addDays(TODAY, 3) }))).toEqual({
      flexibleFrom: {
        "en-GB": "The moving date cannot be in the past",
        lt: "Persikraustymo data negali būti praeityje",
      },
    });
    const farEnd = addDays(TODAY, 731);
    expect(problems(moveDetails({ flexibleFrom: addDays(farEnd, -3), flexibleTo: farEnd }))).toEqual({
      flexibleTo: {
        "en-GB": "The moving date must be within the next two years",
        lt: "Persikraustymo data turi būti per artimiausius dvejus metus",
      },
    });
  });

  it("refuses a day that is not a date", () => {
    expect(problems(moveDetails({ flexibleFrom: "2026-02-30", flexibleTo: "2026-03-02" })).flexibleFrom).toEqual({
      "en-GB": "Choose a valid date",
      lt: "Pasirinkite tinkamą datą",
    });
  });
});
