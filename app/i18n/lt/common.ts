import type { Catalog } from "../catalog";
import type { common as en } from "../en-GB/common";

export const common: Catalog<typeof en, "lt"> = {
  siteName: "MoveMatch",
  tagline: "Sujungiame žmones ir perkraustymo įmones",
  skipToContent: "Pereiti prie turinio",
  language: "Kalba",
  changeLanguage: "Keisti kalbą",
  freeNoObligation: "Nemokamai – be įsipareigojimų",
  freeNoObligations: "Nemokamai – be įsipareigojimų",
  postcode: {
    label: "Jūsų pašto kodas",
    placeholder: "Pašto kodas",
    go: "Pirmyn →",
    getQuotes: "Gauti pasiūlymus →",
  },
  rating: {
    outOfTen: "iš 10",
    reviews_one: "{{count}} atsiliepimas",
    reviews_few: "{{count}} atsiliepimai",
    reviews_many: "{{count}} atsiliepimo",
    reviews_other: "{{count}} atsiliepimų",
    new: "Naujas {{site}} narys",
  },
  wideTable: "Braukite lentelę į šoną, kad pamatytumėte visus stulpelius.",
  toasts: { label: "Pranešimai", close: "Uždaryti pranešimą" },
  logo: {
    image: "{{name}} logotipas",
    initials: "{{name}} logotipas (inicialai)",
  },
  support: {
    contactPage: "mūsų kontaktų puslapį",
    orByEmail: "arba el. paštu",
  },
  errors: {
    notFoundTitle: "Puslapis nerastas",
    notFoundBody: "Neradome ieškomo puslapio. Jis galėjo būti perkeltas arba adresas įvestas su klaida.",
    serverErrorTitle: "Kažkas nepavyko",
    serverErrorBody: "Įvyko netikėta klaida. Bandykite dar kartą po akimirkos.",
    goHome: "Į pradžios puslapį",
    getQuotes: "Gauti nemokamus pasiūlymus",
    statusCode: "Klaida {{status}}",
    reference: "Klaidos kodas: {{reference}}",
  },
};
