import { localized } from "../localized";

/** The moving guides page; each guide card's address and icon are in the route's GUIDE_LINKS. */
export const movingGuidesCopy = localized({
  "en-GB": {
    title: "Moving guides and a printable moving house checklist",
    description:
      "Practical UK moving guides on costs, man and van, local, international and piano removals, plus a printable moving checklist from eight weeks before to moving day.",
    eyebrow: "Guides and checklists",
    heading: "Moving guides",
    intro: (
      <p>
        Plain-English guides to planning, pricing and surviving a move in the UK, and a printable checklist that takes
        you from eight weeks out to the day itself.
      </p>
    ),
    checklistAction: "Moving checklist",
    quoteAction: "Get free quotes",
    guidesTitle: "Guides",
    guides: {
      domestic: {
        title: "Domestic removals",
        description: "Costs, preparation and questions to ask when moving within the UK.",
      },
      manAndVan: {
        title: "Man and van costs",
        description: "Hourly and daily prices, van hire and when a removal company is better value.",
      },
      local: { title: "Local movers", description: "How local moves are priced and how to keep an hourly move short." },
      van: {
        title: "Choosing a removal van",
        description: "What fits in each van size, what it costs and which licence you need.",
      },
      piano: { title: "Piano removals", description: "Moving an upright or grand piano safely, and what it costs." },
      international: {
        title: "International removals",
        description: "Road, sea and air freight, customs paperwork and choosing an overseas remover.",
      },
      abroad: {
        title: "Moving abroad",
        description: "A timeline for visas, tax, pensions, healthcare and pets when you leave the UK.",
      },
      services: {
        title: "Removal services",
        description: "House, office, furniture and piano removals and storage, with typical starting prices.",
      },
    },
    blogTitle: "From the blog",
    allArticles: "All blog articles",
    checklistTitle: "Moving house checklist: 8 weeks to moving day",
    checklistIntro:
      "Tick things off as you go. Print it and stick it on the fridge, or keep this page open on your phone.",
    checklist: [
      {
        when: "8 weeks before",
        tasks: [
          "Set a moving budget, including removal, packing, storage and cleaning",
          "Start decluttering: sell, donate or recycle what you will not take",
          "Request removal quotes and book surveys",
          "If renting, check your notice period and give notice in writing",
          "Apply for school places if your children are changing schools",
        ],
      },
      {
        when: "6 weeks before",
        tasks: [
          "Compare quotes like for like and provisionally book your removal company",
          "Order boxes, tape and wrapping, or check your mover supplies them",
          "Measure large furniture and the doorways at your new home",
          "Arrange storage if your dates will not line up",
        ],
      },
      {
        when: "4 weeks before",
        tasks: [
          "Start packing rooms and items you use least: loft, garage, spare room",
          "Book broadband and phone for the new home",
          "Apply for parking suspensions or permits at both addresses",
          "Arrange buildings and contents insurance for the new home",
          "Book time off work for moving day",
        ],
      },
      {
        when: "2 weeks before",
        tasks: [
          "Confirm the date, arrival time and access details with your removal company",
          "Set up Royal Mail post redirection",
          "Tell energy and water suppliers your moving date",
          "Arrange childcare and pet care for moving day",
          "Use up frozen food and plan simple meals",
        ],
      },
      {
        when: "1 week before",
        tasks: [
          "Pack everything except the essentials, and label each box with its room",
          "Dismantle furniture you can, and bag and label the screws",
          "Confirm where the keys will be collected and at what time",
          "Pack an essentials box and a bag of documents to travel with you",
        ],
      },
      {
        when: "The day before",
        tasks: [
          "Defrost and dry the fridge and freezer",
          "Refit the washing machine transit bolts",
          "Charge your phone and a power bank",
          "Check the parking space is clear and signs are up",
        ],
      },
      {
        when: "Moving day",
        tasks: [
          "Take and photograph meter readings at both homes",
          "Walk round with the crew leader before loading and point out fragile items",
          "Check every room, cupboard and the loft before the van leaves",
          "Lock up, hand over keys and leave the old home clean",
          "At the new home, direct boxes to rooms and check for damage before the crew leaves",
        ],
      },
    ],
  },
  lt: {
    title: "Persikraustymo gidai ir spausdinamas kontrolinis sąrašas",
    description:
      "Praktiniai persikraustymo JK gidai apie kainas, furgoną su vairuotoju, vietinį, tarptautinį ir pianinų perkraustymą bei spausdinamas kontrolinis sąrašas nuo likusių aštuonių savaičių iki persikraustymo dienos.",
    eyebrow: "Gidai ir kontroliniai sąrašai",
    heading: "Persikraustymo gidai",
    intro: (
      <p>
        Paprasta kalba parašyti gidai, kaip suplanuoti persikraustymą JK, kiek jis kainuoja ir kaip jį ištverti, bei
        spausdinamas kontrolinis sąrašas nuo likusių aštuonių savaičių iki pačios persikraustymo dienos.
      </p>
    ),
    checklistAction: "Kontrolinis sąrašas",
    quoteAction: "Gauti nemokamus pasiūlymus",
    guidesTitle: "Gidai",
    guides: {
      domestic: {
        title: "Persikraustymas JK",
        description: "Kainos, pasiruošimas ir ko paklausti, kai kraustotės Jungtinėje Karalystėje.",
      },
      manAndVan: {
        title: "Furgono su vairuotoju kainos",
        description: "Valandinės ir dienos kainos, furgono nuoma ir kada perkraustymo įmonė apsimoka labiau.",
      },
      local: {
        title: "Vietiniai perkraustytojai",
        description: "Kaip įkainojamas persikraustymas netoli ir kaip sutrumpinti valandomis apmokamą darbą.",
      },
      van: {
        title: "Kaip išsirinkti furgoną",
        description: "Kas telpa į kiekvieno dydžio furgoną, kiek jis kainuoja ir kokios kategorijos pažymėjimo reikia.",
      },
      piano: {
        title: "Pianinų pervežimas",
        description: "Kaip saugiai pervežti pianiną ar fortepijoną ir kiek tai kainuoja.",
      },
      international: {
        title: "Tarptautinis perkraustymas",
        description: "Gabenimas keliu, jūra ir oru, muitinės dokumentai ir kaip išsirinkti perkraustytoją užsienyje.",
      },
      abroad: {
        title: "Persikraustymas į užsienį",
        description: "Vizų, mokesčių, pensijų, sveikatos priežiūros ir gyvūnų planas išvykstant iš JK.",
      },
      services: {
        title: "Perkraustymo paslaugos",
        description: "Namų, biurų, baldų ir pianinų perkraustymas bei sandėliavimas su įprastomis pradinėmis kainomis.",
      },
    },
    blogTitle: "Iš tinklaraščio",
    allArticles: "Visi tinklaraščio straipsniai",
    checklistTitle: "Persikraustymo kontrolinis sąrašas: nuo 8 savaičių iki persikraustymo dienos",
    checklistIntro:
      "Pažymėkite, ką jau padarėte. Atsispausdinkite ir prisiklijuokite ant šaldytuvo arba laikykite šį puslapį atvertą telefone.",
    checklist: [
      {
        when: "Likus 8 savaitėms",
        tasks: [
          "Sudarykite persikraustymo biudžetą, įskaitant perkraustymą, pakavimą, sandėliavimą ir valymą",
          "Pradėkite tvarkytis: parduokite, atiduokite ar perdirbkite tai, ko nesivešite",
          "Paprašykite perkraustymo pasiūlymų ir užsisakykite apžiūras",
          "Jei nuomojatės, pasitikrinkite įspėjimo terminą ir raštu praneškite apie išsikraustymą",
          "Jei vaikai keis mokyklą, pateikite prašymus dėl vietų",
        ],
      },
      {
        when: "Likus 6 savaitėms",
        tasks: [
          "Palyginkite pasiūlymus pagal tas pačias sąlygas ir preliminariai užsakykite perkraustymo įmonę",
          "Užsisakykite dėžių, lipnios juostos ir įvyniojimo medžiagų arba pasitikrinkite, ar jas pristato perkraustytojas",
          "Išmatuokite didelius baldus ir naujojo būsto duris",
          "Jei datos nesutaps, pasirūpinkite sandėliavimu",
        ],
      },
      {
        when: "Likus 4 savaitėms",
        tasks: [
          "Pradėkite pakuoti rečiausiai naudojamus kambarius ir daiktus: palėpę, garažą, svečių kambarį",
          "Užsisakykite internetą ir telefoną naujame būste",
          "Kreipkitės dėl leidimų laikinai užimti stovėjimo vietą (angl. parking suspension) prie abiejų adresų",
          "Apdrauskite naująjį būstą ir jo turtą",
          "Pasiimkite laisvą dieną persikraustymui",
        ],
      },
      {
        when: "Likus 2 savaitėms",
        tasks: [
          "Patvirtinkite su perkraustymo įmone datą, atvykimo laiką ir priėjimo sąlygas",
          "Užsisakykite Royal Mail pašto peradresavimą",
          "Praneškite energijos ir vandens tiekėjams persikraustymo datą",
          "Pasirūpinkite vaikų ir gyvūnų priežiūra persikraustymo dieną",
          "Suvartokite šaldytą maistą ir planuokite paprastus patiekalus",
        ],
      },
      {
        when: "Likus savaitei",
        tasks: [
          "Supakuokite viską, išskyrus būtiniausius daiktus, ir ant kiekvienos dėžės užrašykite kambarį",
          "Išardykite, ką galite, o varžtus sudėkite į maišelius ir pažymėkite",
          "Patvirtinkite, kur ir kada bus perduodami raktai",
          "Susidėkite būtiniausių daiktų dėžę ir dokumentų krepšį, kuriuos vešitės su savimi",
        ],
      },
      {
        when: "Dieną prieš",
        tasks: [
          "Atitirpinkite ir išdžiovinkite šaldytuvą bei šaldiklį",
          "Įsukite skalbimo mašinos transportavimo varžtus",
          "Įkraukite telefoną ir išorinę bateriją",
          "Patikrinkite, ar stovėjimo vieta laisva ir ar pastatyti ženklai",
        ],
      },
      {
        when: "Persikraustymo diena",
        tasks: [
          "Užsirašykite ir nufotografuokite skaitiklių rodmenis abiejuose būstuose",
          "Prieš krovimą apeikite būstą su komandos vadovu ir parodykite trapius daiktus",
          "Prieš išvažiuojant furgonui patikrinkite kiekvieną kambarį, spintą ir palėpę",
          "Užrakinkite, perduokite raktus ir palikite senąjį būstą švarų",
          "Naujame būste nurodykite, į kuriuos kambarius nešti dėžes, ir prieš komandai išvykstant patikrinkite, ar niekas nesugadinta",
        ],
      },
    ],
  },
});
