import { z } from "~/lib/zod";
import { NEW_LEAD_EMAIL_CHOICES } from "../vocabulary";
import { emailFieldRequiring, requiredLine } from "./fields";

/** Preferences: how the company hears of new lead invitations. */
export const leadEmailPreferenceSchema = z.object({
  newLeadEmails: z.enum(NEW_LEAD_EMAIL_CHOICES, "backOffice:preferences.errors.choose"),
});

/** Team: the colleague an owner adds as a staff member. */
export const teamInviteSchema = z.object({
  name: requiredLine("backOffice:team.errors.nameRequired", 120),
  email: emailFieldRequiring("backOffice:team.errors.emailRequired"),
});

/** Team: a change to one member (removing them is the only one). */
export const teamMemberChangeSchema = z.object({
  intent: z.literal("remove", "messages:validation.invalid"),
});
