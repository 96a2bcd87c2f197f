/**
 * The quote wizard past step 1: the later steps, the step schemas that check each step's answers
 * (with zod) and the confirmation. Step 1 is all a visitor sees before answering, so this is
 * downloaded with the first answer (quote-wizard.tsx), not with the page.
 */
export { schemaForStep } from "~/lib/schemas/quote-request";
export { Confirmation } from "./quote-confirmation";
export { ContactStep, LocationStep, MoveStep, PersonalStep } from "./quote-wizard-steps";
