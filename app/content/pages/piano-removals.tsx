import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { localized } from "../localized";
import { SERVICE_FROM_PRICES } from "../prices";

const from = { "en-GB": SERVICE_FROM_PRICES["en-GB"].pianoRemovals, lt: SERVICE_FROM_PRICES.lt.pianoRemovals };

export const pianoRemovalsCopy = localized({
  "en-GB": {
    title: "Piano removals: moving an upright or grand piano safely",
    description: `Piano removals from ${from["en-GB"]}: what affects the price, how specialists move uprights and grands, how to prepare and what to ask before you book.`,
    eyebrow: "Specialist removals",
    heading: "Piano removals",
    intro: (
      <p>
        A piano is heavy, top-heavy and delicate at the same time. Specialist movers bring the right equipment and
        enough people to move it without damage to the instrument, your home or themselves.
      </p>
    ),
    action: "Get piano removal quotes",
    note: `Piano removals from ${from["en-GB"]}. Compare up to ${MAX_MATCHED_COMPANIES} quotes.`,
    cost: {
      title: "What a piano removal costs",
      intro: `Prices start from around ${from["en-GB"]} for an upright moved on the ground floor within the same area. The price rises with:`,
      items: [
        "The type and weight of the piano (a grand needs partial dismantling and more people)",
        "Stairs, tight turns and narrow doorways at either end",
        "Distance, and whether the piano travels alone or with a full house move",
        "Access problems that need special equipment, or rarely a hoist or crane",
        "Extras such as climate-controlled storage",
      ],
      table: {
        caption: "Typical piano weights and crew sizes",
        columns: ["Piano", "Typical weight", "Usual crew"],
        rows: [
          { label: "Digital or stage piano", cells: ["10-60 kg", "1-2 people"] },
          { label: "Upright piano", cells: ["150-300 kg", "2-3 people"] },
          { label: "Baby grand", cells: ["230-320 kg", "3 people"] },
          { label: "Grand or concert grand", cells: ["300-500+ kg", "3-4 people"] },
        ],
        note: "Weights vary by maker and age: older uprights with iron frames are often the heaviest.",
      },
    },
    how: {
      title: "How specialists move a piano",
      cards: [
        {
          title: "The right kit",
          body: "Padded covers, straps, a piano board (skid) for grands and heavy-duty trolleys for uprights.",
        },
        {
          title: "Enough people",
          body: "Two or three for most uprights, three or four for a grand, with one person guiding on stairs.",
        },
        {
          title: "Grands on their side",
          body: "Legs, pedal lyre and lid are removed and the piano travels on its straight side, strapped to the board.",
        },
        {
          title: "Proper cover",
          body: "Check the company's insurance covers the piano's full value in transit; standard limits may be lower.",
        },
      ],
    },
    prepare: {
      title: "How to prepare",
      items: [
        "Measure doorways, stair widths and turns, and send photos of both routes when you ask for quotes.",
        "Close and lock the lid, and remove music, candlesticks and anything on top.",
        "Clear the route and protect floors, or ask the movers to bring protection.",
        "Plan where it will stand: away from radiators, fireplaces and direct sunlight, ideally on an inside wall.",
        "Book a tuner for two to four weeks after the move, once the piano has settled in its new room.",
      ],
      questionsTitle: "Questions to ask piano movers",
      questions: [
        "How many pianos, and which types, do you move in a typical month?",
        "How many people will come, and what equipment will you bring?",
        "Is the piano insured for its full value while you move it?",
        "Is the price fixed, including stairs at both ends?",
        "Can you store the piano if our dates do not line up?",
      ],
    },
    diy: {
      title: "Can I move a piano myself?",
      body: "A digital piano, yes. An acoustic piano is a different matter: even a small upright weighs as much as two or three adults, and almost all of it is above the castors. Those small wheels are meant for nudging the piano across a room, not for moving it between rooms or over thresholds. Injuries and damaged floors cost more than a specialist. If you are booking a full house move, ask your removal company whether they handle pianos themselves or use a specialist partner.",
    },
    cta: {
      title: "Compare piano removal quotes",
      body: "Tell us about the piano and access at both ends. Companies with the right equipment send you their prices.",
      secondary: "All removal services",
    },
  },
  lt: {
    title: "Pianinų ir fortepijonų pervežimas: kaip saugiai perkraustyti instrumentą",
    description: `Pianino pervežimas nuo ${from.lt}: kas lemia kainą, kaip specialistai perveža pianinus ir fortepijonus, kaip pasiruošti ir ko paklausti prieš užsakant.`,
    eyebrow: "Specializuotas perkraustymas",
    heading: "Pianinų ir fortepijonų pervežimas",
    intro: (
      <p>
        Pianinas vienu metu sunkus, viršutinė jo dalis sunkesnė už apatinę, ir jis trapus. Specializuoti perkraustytojai
        atsiveža tinkamą įrangą ir pakankamai žmonių, kad pervežtų instrumentą nepažeisdami nei jo, nei jūsų namų, nei
        savęs.
      </p>
    ),
    action: "Gauti pasiūlymų",
    note: `Pianino pervežimas nuo ${from.lt}. Palyginkite iki ${MAX_MATCHED_COMPANIES} pasiūlymų.`,
    cost: {
      title: "Kiek kainuoja pianino pervežimas",
      intro: `Kainos prasideda maždaug nuo ${from.lt} už pianiną, pervežamą pirmame aukšte toje pačioje vietovėje. Kaina didėja dėl:`,
      items: [
        "Instrumento tipo ir svorio (fortepijoną reikia iš dalies išardyti, ir žmonių reikia daugiau)",
        "Laiptų, staigių posūkių ir siaurų durų abiejuose galuose",
        "Atstumo ir to, ar pianinas vežamas atskirai, ar kartu su viso namo perkraustymu",
        "Priėjimo kliūčių, dėl kurių reikia specialios įrangos, retais atvejais – keltuvo ar krano",
        "Papildomų paslaugų, pavyzdžiui, sandėliavimo su klimato kontrole",
      ],
      table: {
        caption: "Įprastas instrumentų svoris ir komandos dydis",
        columns: ["Instrumentas", "Svoris", "Žmonių"],
        rows: [
          { label: "Skaitmeninis pianinas", cells: ["10–60 kg", "1–2"] },
          { label: "Pianinas", cells: ["150–300 kg", "2–3"] },
          { label: "Mažasis fortepijonas", cells: ["230–320 kg", "3"] },
          { label: "Didysis fortepijonas", cells: ["300–500+ kg", "3–4"] },
        ],
        note: "Svoris priklauso nuo gamintojo ir amžiaus: seni pianinai su ketaus rėmu dažnai būna sunkiausi.",
      },
    },
    how: {
      title: "Kaip specialistai perveža pianiną",
      cards: [
        {
          title: "Tinkama įranga",
          body: "Minkšti apvalkalai, diržai, fortepijonams – speciali lenta (angl. piano board, skid), o pianinams – tvirti vežimėliai.",
        },
        {
          title: "Pakankamai žmonių",
          body: "Daugumai pianinų – du ar trys, fortepijonui – trys ar keturi, o laiptais vienas žmogus nurodo kryptį.",
        },
        {
          title: "Fortepijonai – ant šono",
          body: "Nuimamos kojos, pedalų lyra ir dangtis, o fortepijonas vežamas ant tiesiojo šono, pritvirtintas prie lentos.",
        },
        {
          title: "Tinkamas draudimas",
          body: "Pasitikrinkite, ar įmonės draudimas pervežimo metu padengia visą instrumento vertę; įprasti limitai gali būti mažesni.",
        },
      ],
    },
    prepare: {
      title: "Kaip pasiruošti",
      items: [
        "Išmatuokite duris, laiptų plotį ir posūkius, o prašydami pasiūlymų atsiųskite abiejų maršrutų nuotraukas.",
        "Uždarykite ir užrakinkite dangtį, nuimkite natas, žvakides ir viską, kas ant viršaus.",
        "Atlaisvinkite kelią ir apsaugokite grindis arba paprašykite perkraustytojų atsivežti apsaugą.",
        "Numatykite, kur instrumentas stovės: toliau nuo radiatorių, židinių ir tiesioginių saulės spindulių, geriausia prie vidinės sienos.",
        "Praėjus dviem–keturioms savaitėms po persikraustymo, kai pianinas apsipras naujame kambaryje, užsisakykite derintoją.",
      ],
      questionsTitle: "Ko paklausti pianinų pervežėjų",
      questions: [
        "Kiek ir kokių instrumentų perkraustote per įprastą mėnesį?",
        "Kiek žmonių atvyks ir kokią įrangą atsivešite?",
        "Ar pervežimo metu pianinas apdraustas visa verte?",
        "Ar kaina fiksuota, įskaitant laiptus abiejuose galuose?",
        "Ar galite pasaugoti pianiną, jei mūsų datos nesutaps?",
      ],
    },
    diy: {
      title: "Ar galiu pervežti pianiną pats?",
      body: "Skaitmeninį – taip. Akustinis – visai kas kita: net mažas pianinas sveria tiek, kiek du ar trys suaugusieji, ir beveik visas tas svoris yra virš ratukų. Tie maži ratukai skirti pianinui šiek tiek pastumti kambaryje, o ne vežti iš kambario į kambarį ar per slenksčius. Traumos ir sugadintos grindys kainuoja daugiau nei specialistas. Jei užsakote viso namo perkraustymą, paklauskite įmonės, ar pianinus perveža patys, ar pasitelkia specializuotą partnerį.",
    },
    cta: {
      title: "Palyginkite pianino pervežimo pasiūlymus",
      body: "Papasakokite apie instrumentą ir priėjimą abiejuose galuose. Tinkamą įrangą turinčios įmonės atsiųs savo kainas.",
      secondary: "Visos perkraustymo paslaugos",
    },
  },
});
