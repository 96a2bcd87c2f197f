import type { Catalog } from "../catalog";
import type { messages as en } from "../en-GB/messages";

export const messages: Catalog<typeof en> = {
  form: {
    fixFields: "Patikrinkite pažymėtus laukus.",
    tooLarge: "Ši forma per didelė. Sutrumpinkite žinutę.",
    unsupported: "Siųskite šią formą iš puslapio.",
    unreadable: "Nepavyko perskaityti užklausos.",
    tooMany: "Per daug bandymų. Bandykite vėliau.",
    failed: "Kažkas nepavyko. Bandykite dar kartą.",
  },
  validation: {
    invalid: "Ši reikšmė netinkama.",
    required: "Šis laukas privalomas.",
    tooShort: "Įveskite bent {{minimum}} simb.",
    tooLong: "Įveskite ne daugiau kaip {{maximum}} simb.",
  },
  access: {
    signIn: "Prisijunkite, kad tęstumėte.",
    forbidden: "Neturite prieigos.",
    notFound: "Tai nebeegzistuoja.",
  },
};
