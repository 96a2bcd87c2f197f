import { AVERAGE_REMOVAL_COST, MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { formatWholePounds } from "~/lib/format";
import { localized } from "../localized";

type CostPart = (typeof AVERAGE_REMOVAL_COST.parts)[number]["key"];

const packing = AVERAGE_REMOVAL_COST.parts.find((part) => part.key === "packing")?.pounds ?? 0;

/** A city page's own copy: its meta, the cost guide and the sections under the directory. */
export const cityGuideCopy = localized({
  "en-GB": {
    meta: {
      title: (city: string, total: number) => `Removal companies in ${city} – compare ${total} movers`,
      description: (city: string, total: number) =>
        `Compare ${total} verified removal companies covering ${city}: ratings from real customers, services and prices. Get up to ${MAX_MATCHED_COMPANIES} free quotes.`,
      notFoundTitle: "City not found",
      notFoundDescription: "This city is not listed.",
    },
    cost: {
      title: (city: string) => `How much does a removal in ${city} cost?`,
      intro: (city: string) =>
        `An average home removal in the UK costs around ${formatWholePounds(AVERAGE_REMOVAL_COST.total)} in total. Here is where that money goes, so you can compare like with like when quotes from ${city} movers arrive.`,
      caption: "Average removal cost breakdown",
      item: "Item",
      average: "Average cost",
      total: "Total",
      parts: {
        removal: "Removal",
        packing: "Packing",
        disassembly: "Furniture disassembly",
        storage: "Storage",
        cleaning: "Cleaning",
      } satisfies Record<CostPart, string>,
      fridays: {
        lead: "Prices are usually lower on Fridays.",
        rest: "Weekends and the last days of the month are busiest; a mid-week or Friday move is often cheaper.",
      },
      packing: `Packing is the biggest optional cost. Packing yourself and booking only the removal can save around ${formatWholePounds(packing)}.`,
      access:
        "Flats without a lift, long carries and parking permits add time. Mention them in your request so quotes are accurate.",
    },
    life: (city: string) => `Life in ${city}`,
    neighbourhoods: (city: string) => `Popular neighbourhoods in ${city}`,
    areas: { title: "Areas in the UK", browse: "Browse all areas" },
    help: {
      title: "Need help choosing?",
      intro: (city: string) =>
        `Tell us about your move once and up to ${MAX_MATCHED_COMPANIES} removal companies that cover ${city} will send you their quotes. Free, with no obligation.`,
      action: "Get free quotes",
    },
  },
  lt: {
    meta: {
      title: (city: string, total: number) => `${city}: perkraustymo įmonės (${total}) – palyginkite pasiūlymus`,
      description: (city: string, total: number) =>
        `Palyginkite patikrintas perkraustymo įmones, dirbančias vietovėje ${city} (iš viso ${total}): tikrų klientų įvertinimai, paslaugos ir kainos. Gaukite iki ${MAX_MATCHED_COMPANIES} nemokamų pasiūlymų.`,
      notFoundTitle: "Miestas nerastas",
      notFoundDescription: "Šio miesto sąraše nėra.",
    },
    cost: {
      title: (city: string) => `Kiek kainuoja persikraustymas: ${city}`,
      intro: (city: string) =>
        `Vidutinis namų perkraustymas JK iš viso kainuoja apie ${formatWholePounds(AVERAGE_REMOVAL_COST.total, "lt")}. Štai iš ko susideda ši suma – taip galėsite palyginti panašius dalykus, kai gausite pasiūlymus iš perkraustytojų, dirbančių vietovėje ${city}.`,
      caption: "Vidutinės perkraustymo kainos sudėtis",
      item: "Paslauga",
      average: "Vidutinė kaina",
      total: "Iš viso",
      parts: {
        removal: "Perkraustymas",
        packing: "Pakavimas",
        disassembly: "Baldų išardymas",
        storage: "Sandėliavimas",
        cleaning: "Valymas",
      },
      fridays: {
        lead: "Penktadieniais kainos paprastai mažesnės.",
        rest: "Daugiausia darbo savaitgaliais ir paskutinėmis mėnesio dienomis; persikraustymas savaitės viduryje ar penktadienį dažnai pigesnis.",
      },
      packing: `Pakavimas – didžiausia nebūtina išlaida. Susipakavę patys ir užsakę tik perkraustymą galite sutaupyti apie ${formatWholePounds(packing, "lt")}.`,
      access:
        "Butai be lifto, ilgas nešimo kelias ir stovėjimo leidimai prailgina darbą. Paminėkite juos užklausoje, kad pasiūlymai būtų tikslūs.",
    },
    life: (city: string) => `Gyvenimas: ${city}`,
    neighbourhoods: (city: string) => `Populiarūs rajonai: ${city}`,
    areas: { title: "Vietovės JK", browse: "Visos vietovės" },
    help: {
      title: "Reikia pagalbos renkantis?",
      intro: (city: string) =>
        `Vieną kartą aprašykite savo persikraustymą, ir iki ${MAX_MATCHED_COMPANIES} perkraustymo įmonių, dirbančių vietovėje ${city}, atsiųs jums pasiūlymus. Nemokamai ir be įsipareigojimų.`,
      action: "Gauti nemokamus pasiūlymus",
    },
  },
});
