import { localized } from "../localized";

/** Leads start within 24 hours of approval (docs/product-rules.md §2.4). */
export const LEADS_START_WITHIN_HOURS = 24;

/**
 * What every page for removal companies says alike: the requirements checked before approval,
 * how long approval takes (docs/product-rules.md §2.4) and the words around the partner line.
 */
export const partnerTermsCopy = localized({
  "en-GB": {
    eyebrow: "For removal companies",
    approvalTime: "1-2 business days",
    requirements: [
      "A valid business licence and insurance",
      "At least 2 years of removal experience",
      "Professional equipment and vehicles",
      "A commitment to customer service",
      "The ability to give accurate quotes",
    ],
    requirementsTitle: "Partner requirements",
    callPartnerTeam: (phone: string) => `Call ${phone}`,
    sendUsAMessage: "send us a message",
  },
  lt: {
    eyebrow: "Perkraustymo įmonėms",
    approvalTime: "1–2 darbo dienas",
    requirements: [
      "Galiojanti verslo licencija ir draudimas",
      "Bent 2 metų perkraustymo patirtis",
      "Profesionali įranga ir transporto priemonės",
      "Rūpestingas klientų aptarnavimas",
      "Gebėjimas pateikti tikslius pasiūlymus",
    ],
    requirementsTitle: "Reikalavimai partneriams",
    callPartnerTeam: (phone: string) => `Skambinkite ${phone}`,
    sendUsAMessage: "parašykite mums",
  },
});
