import type { Catalog } from "../catalog";
import type { messages as en } from "../en-GB/messages";

export const messages: Catalog<typeof en, "lt"> = {
  form: {
    fixFields: "Pataisykite pažymėtus laukus.",
    tooLarge: "Ši forma per didelė. Sutrumpinkite žinutę.",
    unsupported: "Siųskite šią formą iš puslapio.",
    unreadable: "Nepavyko perskaityti užklausos.",
    controlCharacters: "Pašalinkite nematomus valdymo simbolius (pvz., NUL) iš atsakymų ir bandykite dar kartą.",
    tooMany: "Per daug bandymų. Bandykite vėliau.",
    failed: "Kažkas nepavyko. Bandykite dar kartą.",
  },
  validation: {
    invalid: "Ši reikšmė netinkama.",
    required: "Šis laukas privalomas.",
    tooShort: "Mažiausias simbolių skaičius: {{minimum, number}}.",
    tooLong: "Didžiausias leistinas simbolių skaičius: {{maximum, number}}.",
    emailRequired: "Įveskite savo el. pašto adresą",
    emailInvalid: "Įveskite el. pašto adresą, pvz., vardas@pavyzdys.lt",
    phoneRequired: "Įveskite telefono numerį",
    phoneInvalid: "Įveskite JK telefono numerį, pvz., 07911 123456 arba 020 7946 0000",
    postcodeRequired: "Įveskite pašto kodą",
    singleLine: "Įveskite vienoje eilutėje, be eilučių lūžių ir valdymo simbolių",
    postcodeInvalid: "Įveskite JK pašto kodą, pvz., SW1A 1AA",
  },
  access: {
    signIn: "Prisijunkite, kad tęstumėte.",
    forbidden: "Neturite prieigos.",
    notFound: "Tai nebeegzistuoja.",
  },
};
