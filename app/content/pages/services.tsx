import { SERVICE_FROM_PRICES } from "~/content/prices";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import { localized } from "../localized";

export const servicesCopy = localized({
  "en-GB": {
    title: "Removal services: house, man and van, piano, office and storage",
    description: `Compare quotes for house removals (from ${SERVICE_FROM_PRICES["en-GB"].houseRemovals}), man with a van (from ${SERVICE_FROM_PRICES["en-GB"].manWithAVan}), furniture, piano and office removals, and storage from verified UK companies.`,
    eyebrow: "Our services",
    heading: "Removal services for every kind of move",
    intro: (
      <p>
        Whatever you are moving, you can compare up to {MAX_MATCHED_COMPANIES} quotes from verified companies that offer
        the service you need in your area. Prices below are typical starting points; your quotes depend on your move.
      </p>
    ),
    getQuotes: "Get free quotes",
    note: "Free, with no obligation to book.",
    chooseTitle: "Choose a service",
    chooseIntro: "Every service is carried out by an independent, verified removal company.",
    from: "From",
    quote: "Get Quotes",
    quoteFor: (service: string) => `Get quotes for ${service.toLowerCase()}`,
    services: {
      houseRemovals: {
        title: "House Removals",
        description:
          "A full move of your home by a professional crew, from a one-bedroom flat to a large family house, anywhere in the UK.",
        features: [
          "Pre-move survey, in person or by video",
          "Packing and packing materials on request",
          "Furniture dismantling and reassembly",
          "Goods-in-transit and public liability insurance",
        ],
        guide: "Domestic removals guide",
      },
      manWithAVan: {
        title: "Man With A Van",
        description:
          "A van and a driver who helps you load and unload: ideal for small flats, student moves and single rooms.",
        features: [
          "Charged by the hour or by the job",
          "Transit and Luton vans, one to four movers",
          "Same-day and weekend slots from many companies",
          "Local and longer-distance moves",
        ],
        guide: "Man and van costs",
      },
      furnitureRemoval: {
        title: "Furniture Removal",
        description:
          "One or a few large items moved safely: a sofa you bought second-hand, a wardrobe for a new flat, a bed for the spare room.",
        features: [
          "Single items and small loads",
          "Blankets and straps to protect each piece",
          "Two-person teams for heavy items",
          "Collection from shops and auction houses",
        ],
      },
      pianoRemovals: {
        title: "Piano Removals",
        description:
          "Uprights, grands and digital pianos moved by specialists with the right equipment and enough people to do it safely.",
        features: [
          "Piano skids, trolleys and stair equipment",
          "Grand legs and lyre removed and refitted",
          "Experienced crews for stairs and tight spaces",
          "Specialist insurance cover",
        ],
        guide: "Piano removals guide",
      },
      officeRemovals: {
        title: "Office Removals",
        description:
          "Office, shop and workshop moves planned around your business, often in the evening or at the weekend to avoid downtime.",
        features: [
          "Planning visit and move schedule",
          "Crates for files and IT equipment",
          "Out-of-hours and weekend moves",
          "Disposal of old furniture",
        ],
      },
      storage: {
        title: "Storage Services",
        description:
          "Secure storage for a few days between completions or for months while you renovate, travel or downsize.",
        features: [
          "Short and long-term storage",
          "Containerised storage in secure warehouses",
          "Collection and delivery by the same company",
          "Access by appointment",
        ],
      },
    },
    why: {
      title: "Why choose our network",
      verified: {
        title: "Verified companies",
        body: "Every company is checked for registration, insurance and experience before it can quote, and monitored after.",
      },
      reviews: {
        title: "Real reviews",
        body: "Reviews come only from customers who requested quotes through us, so you compare on real experience.",
      },
      replies: {
        title: "Quick replies",
        body: `Companies aim to reply within ${REPLY_WITHIN_HOURS} hours, and you describe your move only once.`,
      },
      obligation: {
        title: "No obligation",
        body: "Comparing is free. You decide whether to book, and you deal with the company you choose directly.",
      },
    },
    startTitle: "How to get started",
    steps: [
      {
        title: "Tell us about your move",
        body: "Your postcodes, the size of your home, what needs moving and when. It takes a few minutes.",
      },
      {
        title: "Confirm your email",
        body: "We send you a short code so quotes reach you and nobody else can request quotes in your name.",
      },
      {
        title: "Compare quotes",
        body: `Up to ${MAX_MATCHED_COMPANIES} matched companies send their prices. Compare them with their reviews and what is included.`,
      },
      {
        title: "Book your mover",
        body: "Choose the quote that suits you and agree the details with the company. After the move, leave a review.",
      },
    ],
    howItWorks: "How it works",
  },
  lt: {
    title: "Perkraustymo paslaugos: būsto, furgono su vairuotoju, pianinų, biurų perkraustymas ir sandėliavimas",
    description: `Palyginkite patikrintų JK įmonių pasiūlymus būsto perkraustymui (nuo ${SERVICE_FROM_PRICES.lt.houseRemovals}), furgonui su vairuotoju (nuo ${SERVICE_FROM_PRICES.lt.manWithAVan}), baldų, pianinų ir biurų perkraustymui bei sandėliavimui.`,
    eyebrow: "Mūsų paslaugos",
    heading: "Perkraustymo paslaugos bet kokiam persikraustymui",
    intro: (
      <p>
        Kad ir ką kraustytumėte, galite palyginti iki {MAX_MATCHED_COMPANIES} pasiūlymų iš patikrintų įmonių, kurios
        jūsų vietovėje teikia jums reikalingą paslaugą. Toliau nurodytos kainos – įprastos pradinės kainos; jūsų
        pasiūlymai priklausys nuo jūsų persikraustymo.
      </p>
    ),
    getQuotes: "Gauti nemokamus pasiūlymus",
    note: "Nemokamai ir neįpareigoja nieko užsakyti.",
    chooseTitle: "Pasirinkite paslaugą",
    chooseIntro: "Kiekvieną paslaugą atlieka nepriklausoma, patikrinta perkraustymo įmonė.",
    from: "Nuo",
    quote: "Gauti pasiūlymus",
    quoteFor: (service: string) => `Gauti pasiūlymus: ${service.toLowerCase()}`,
    services: {
      houseRemovals: {
        title: "Būsto perkraustymas",
        description:
          "Viso jūsų būsto perkraustymas su profesionalia komanda – nuo vieno kambario buto iki didelio šeimos namo, bet kurioje JK vietoje.",
        features: [
          "Apžiūra prieš persikraustymą – vietoje arba vaizdo skambučiu",
          "Pakavimas ir pakavimo medžiagos pagal pageidavimą",
          "Baldų išardymas ir surinkimas",
          "Krovinių gabenimo (angl. goods-in-transit) ir civilinės atsakomybės draudimas",
        ],
        guide: "Perkraustymo šalyje gidas",
      },
      manWithAVan: {
        title: "Furgonas su vairuotoju",
        description:
          "Furgonas ir vairuotojas, kuris padeda pakrauti ir iškrauti: puikiai tinka nedideliems butams, studentams ir pavieniams kambariams.",
        features: [
          "Mokestis už valandą arba už visą darbą",
          "Transit ir Luton furgonai (angl. Luton van – didelis furgonas su dėže virš kabinos), nuo vieno iki keturių krovikų",
          "Daug įmonių siūlo laiką tą pačią dieną ir savaitgaliais",
          "Vietiniai ir tolimesni persikraustymai",
        ],
        guide: "Furgono su vairuotoju kainos",
      },
      furnitureRemoval: {
        title: "Baldų pervežimas",
        description:
          "Vienas ar keli dideli daiktai, pervežti saugiai: naudota sofa, spinta naujam butui ar lova svečių kambariui.",
        features: [
          "Pavieniai daiktai ir nedideli kroviniai",
          "Antklodės ir diržai kiekvienam daiktui apsaugoti",
          "Dviejų žmonių komandos sunkiems daiktams",
          "Paėmimas iš parduotuvių ir aukcionų",
        ],
      },
      pianoRemovals: {
        title: "Pianinų pervežimas",
        description:
          "Pianinus, rojalius ir skaitmeninius pianinus perveža specialistai, turintys tinkamą įrangą ir pakankamai žmonių, kad viskas vyktų saugiai.",
        features: [
          "Pianinų slidės, vežimėliai ir įranga laiptams",
          "Rojalio kojos ir pedalų mechanizmas nuimami ir sumontuojami",
          "Patyrusios komandos laiptams ir ankštoms erdvėms",
          "Specialus draudimas",
        ],
        guide: "Pianinų pervežimo gidas",
      },
      officeRemovals: {
        title: "Biurų perkraustymas",
        description:
          "Biurų, parduotuvių ir dirbtuvių perkraustymas, suplanuotas pagal jūsų verslą – dažnai vakare ar savaitgalį, kad darbas nesustotų.",
        features: [
          "Planavimo vizitas ir persikraustymo grafikas",
          "Dėžės dokumentams ir IT įrangai",
          "Perkraustymas ne darbo valandomis ir savaitgaliais",
          "Senų baldų išvežimas",
        ],
      },
      storage: {
        title: "Sandėliavimo paslaugos",
        description:
          "Saugus sandėliavimas kelioms dienoms tarp dviejų būsto sandorių arba mėnesiams, kol remontuojate, keliaujate ar persikeliate į mažesnį būstą.",
        features: [
          "Trumpalaikis ir ilgalaikis sandėliavimas",
          "Sandėliavimas konteineriuose saugiuose sandėliuose",
          "Tos pačios įmonės paėmimas ir pristatymas",
          "Prieiga iš anksto susitarus",
        ],
      },
    },
    why: {
      title: "Kodėl verta rinktis mūsų tinklą",
      verified: {
        title: "Patikrintos įmonės",
        body: "Kiekvienos įmonės registracija, draudimas ir patirtis patikrinami prieš jai pradedant teikti pasiūlymus, o vėliau ji nuolat stebima.",
      },
      reviews: {
        title: "Tikri atsiliepimai",
        body: "Atsiliepimus rašo tik klientai, prašę pasiūlymų per mus, todėl lyginate pagal tikrą patirtį.",
      },
      replies: {
        title: "Greiti atsakymai",
        body: `Įmonės stengiasi atsakyti per ${REPLY_WITHIN_HOURS} val., o persikraustymą aprašote tik kartą.`,
      },
      obligation: {
        title: "Jokių įsipareigojimų",
        body: "Palyginti nemokama. Jūs sprendžiate, ar užsakyti, ir su pasirinkta įmone bendraujate tiesiogiai.",
      },
    },
    startTitle: "Kaip pradėti",
    steps: [
      {
        title: "Papasakokite apie persikraustymą",
        body: "Pašto kodai, būsto dydis, ką reikia perkraustyti ir kada. Tai užtrunka kelias minutes.",
      },
      {
        title: "Patvirtinkite el. paštą",
        body: "Atsiunčiame trumpą kodą, kad pasiūlymai pasiektų jus ir niekas kitas negalėtų prašyti pasiūlymų jūsų vardu.",
      },
      {
        title: "Palyginkite pasiūlymus",
        body: `Iki ${MAX_MATCHED_COMPANIES} parinktų įmonių atsiunčia savo kainas. Palyginkite jas kartu su atsiliepimais ir tuo, kas įskaičiuota.`,
      },
      {
        title: "Užsakykite perkraustytoją",
        body: "Pasirinkite jums tinkamą pasiūlymą ir detales aptarkite su įmone. Po persikraustymo palikite atsiliepimą.",
      },
    ],
    howItWorks: "Kaip tai veikia",
  },
});
