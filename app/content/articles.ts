import { href } from "react-router";
import { formatWholePounds } from "~/lib/format";
import { localized } from "./localized";
import { AVERAGE_MOVE_COST, averageMoveCostTable, PARKING_SUSPENSION_RANGE, PEAK_MONTHS } from "./prices";
import type { Article, ArticleCopy } from "./types";

/**
 * The blog: original, practical articles for people moving home in the UK, in every language
 * at the same address. Newest first is applied by `listArticles()`, so the order here does not
 * matter. The Lithuanian copy is written for Lithuanians living in the UK: a UK term with no
 * Lithuanian word is explained where it first appears, with the English name they will meet.
 */
/** The most a driver can be fined for not telling DVLA a new address, in pounds. */
const DVLA_FINE = 1000;

export const ARTICLES: Article[] = [
  {
    slug: "how-much-does-it-cost-to-move-house-uk",
    datePublished: "2026-02-09",
    copy: localized({
      "en-GB": {
        title: "How much does it cost to move house in the UK?",
        description:
          "What a typical house move costs, where the money goes, the costs people forget and practical ways to bring the bill down.",
        intro:
          "Moving costs are easy to underestimate because the removal quote is only one line in a longer list. This guide walks through what a typical move costs, what drives the price up or down, and the other bills that land around moving day.",
        sections: [
          {
            heading: "A typical total, line by line",
            paragraphs: [
              `As an illustration, a full-service move for an average family home comes to around ${formatWholePounds(AVERAGE_MOVE_COST.total, "en-GB")} once the extras most people choose are added. The removal itself (crew, vehicle and fuel) is less than half of that.`,
            ],
            table: averageMoveCostTable("en-GB", {
              caption: "Illustrative cost of an average house move",
              columns: ["Item", "Typical cost"],
              total: "Total",
              note: "Figures are for guidance only. Your own quotes depend on volume, distance, access and dates.",
            }),
            after:
              "If you pack yourself, do not need storage and leave the property broom-clean, the same move can cost little more than the removal line.",
          },
          {
            heading: "What makes a removal quote go up or down",
            paragraphs: [
              "Removal companies price on time and labour. Anything that changes how long the job takes, or how many people and vehicles it needs, changes the quote.",
            ],
            list: {
              items: [
                "Volume: the number of rooms matters less than how full they are. A well-furnished two-bedroom flat can fill more van space than a sparse three-bedroom house.",
                "Distance: local moves are often charged by the hour; longer moves by the job, including the crew's travel time and, for very long moves, an overnight stay.",
                "Access: stairs without a lift, long walks from the van, narrow streets and restricted parking all add time.",
                `Dates: ${PEAK_MONTHS["en-GB"]} is the busiest period, as are month ends and school holidays. Flexible dates give you more choice of price.`,
                "Extras: packing, dismantling and reassembling furniture, specialist items such as pianos, and storage are all priced separately.",
              ],
            },
          },
          {
            heading: "The moving costs people forget",
            paragraphs: ["When you buy, the biggest bills are usually not the removal. Budget for these as well:"],
            list: {
              items: [
                "Property tax on the purchase: Stamp Duty Land Tax in England and Northern Ireland, Land and Buildings Transaction Tax in Scotland and Land Transaction Tax in Wales. Check the current rates on the official calculators.",
                "Conveyancing fees and searches, plus a survey if you choose one.",
                "Mortgage arrangement, valuation and broker fees.",
                "For renters: the new tenancy deposit (capped by law in England) and possibly a few days of overlapping rent.",
                `A parking suspension outside either home, typically ${PARKING_SUSPENSION_RANGE["en-GB"]} depending on the council.`,
                "Small things that add up: new keys or locks, curtains and blinds that fit, a takeaway or two in the first week.",
              ],
            },
          },
          {
            heading: "Seven ways to spend less",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "Declutter before you ask for quotes. Every item you sell, donate or recycle is volume you do not pay to move.",
                "Compare several like-for-like quotes rather than taking the first price.",
                "Be flexible on the date if you can, and avoid the busiest weeks of the summer.",
                "Pack non-fragile items yourself and leave only breakables or awkward items to the professionals.",
                "Collect free boxes from supermarkets or neighbours who have just moved, and buy proper boxes only for heavy or fragile things.",
                "Arrange parking and access in advance so the crew is not paid to wait or carry further than planned.",
                "Check what your home insurance already covers in transit before buying extra cover.",
              ],
            },
          },
        ],
        related: [
          { to: href("/man-and-van"), label: "Man and van costs" },
          { to: href("/removal-van"), label: "Hiring a removal van" },
          { to: href("/domestic"), label: "Domestic removals guide" },
        ],
      },
      lt: {
        title: "Kiek kainuoja persikraustyti Jungtinėje Karalystėje?",
        description:
          "Kiek paprastai kainuoja persikraustymas, kam išleidžiami pinigai, kokias išlaidas žmonės pamiršta ir kaip sumažinti sąskaitą.",
        intro:
          "Persikraustymo išlaidas lengva nuvertinti, nes perkraustymo įmonės pasiūlymas tėra viena eilutė gerokai ilgesniame sąraše. Šiame gide paaiškiname, kiek paprastai kainuoja persikraustymas, kas kainą didina ar mažina ir kokios dar sąskaitos laukia apie persikraustymo dieną.",
        sections: [
          {
            heading: "Įprasta suma, eilutė po eilutės",
            paragraphs: [
              `Pavyzdžiui, vidutinio šeimos namo perkraustymas su paslaugomis, kurias užsisako dauguma, kainuoja apie ${formatWholePounds(AVERAGE_MOVE_COST.total, "lt")}. Pats perkraustymas (komanda, transportas ir degalai) sudaro mažiau nei pusę šios sumos.`,
            ],
            table: averageMoveCostTable("lt", {
              caption: "Vidutinio persikraustymo išlaidos (pavyzdys)",
              columns: ["Išlaidos", "Įprasta kaina"],
              total: "Iš viso",
              note: "Sumos tik orientacinės. Jūsų gaunamų pasiūlymų kainos priklauso nuo daiktų kiekio, atstumo, priėjimo ir datų.",
            }),
            after:
              "Jei susipakuosite patys, sandėliavimo neprireiks, o senąjį būstą paliksite tvarkingai iššluotą, tas pats persikraustymas gali kainuoti vos šiek tiek daugiau nei vien perkraustymo eilutė.",
          },
          {
            heading: "Kas didina ar mažina perkraustymo kainą",
            paragraphs: [
              "Perkraustymo įmonės kainą skaičiuoja pagal laiką ir darbą. Viskas, kas keičia darbo trukmę ar reikalingų žmonių ir transporto priemonių skaičių, keičia ir pasiūlymo kainą.",
            ],
            list: {
              items: [
                "Daiktų kiekis: svarbu ne tiek kambarių skaičius, kiek tai, kiek juose daiktų. Gausiai apstatytas dviejų miegamųjų butas gali užimti daugiau vietos furgone nei pustuštis trijų miegamųjų namas.",
                "Atstumas: vietiniai persikraustymai dažnai apmokami valandomis, tolimesni – už visą darbą, įskaitant komandos kelionės laiką, o labai tolimi – ir nakvynę.",
                "Priėjimas: laiptai be lifto, ilgas kelias nuo furgono iki durų, siauros gatvės ir ribotos stovėjimo galimybės – visa tai prailgina darbą.",
                `Datos: judriausias laikotarpis – ${PEAK_MONTHS.lt}, taip pat mėnesių pabaigos ir mokyklinės atostogos. Jei jūsų datos lanksčios, galėsite rinktis iš daugiau kainų.`,
                "Papildomos paslaugos: pakavimas, baldų išardymas ir surinkimas, ypatingi daiktai, pavyzdžiui, pianinai, ir sandėliavimas įkainojami atskirai.",
              ],
            },
          },
          {
            heading: "Išlaidos, kurias žmonės pamiršta",
            paragraphs: [
              "Perkant būstą didžiausios sąskaitos dažniausiai būna ne už perkraustymą. Į biudžetą įtraukite ir šias išlaidas:",
            ],
            list: {
              items: [
                "Būsto įsigijimo mokestis, kurį moka pirkėjas ir kurio dydis priklauso nuo būsto kainos: Anglijoje ir Šiaurės Airijoje tai žyminis mokestis (angl. Stamp Duty Land Tax), Škotijoje – žemės ir pastatų sandorių mokestis (angl. Land and Buildings Transaction Tax), Velse – žemės sandorių mokestis (angl. Land Transaction Tax). Dabartinius tarifus pasitikrinkite oficialiose skaičiuoklėse.",
                "Teisinis sandorio tvarkymas (angl. conveyancing – nuosavybės dokumentų patikra ir būsto perleidimo įforminimas) ir vietos patikros (angl. searches), kai teisininkas teiraujasi savivaldybės ir kitų institucijų apie būstą ir jo aplinką, o jei užsisakysite, dar ir būsto būklės ekspertizė (angl. survey).",
                "Būsto paskolos (angl. mortgage) sutarties sudarymo, būsto vertinimo ir paskolų tarpininko (angl. mortgage broker) mokesčiai.",
                "Nuomininkams – naujas nuomos užstatas (angl. tenancy deposit), kurio dydį Anglijoje riboja įstatymas, o kartais ir kelios dienos, kai tenka mokėti nuomą už abu būstus.",
                `Savivaldybės leidimas laikinai užimti stovėjimo vietą (angl. parking suspension) prie vieno ar kito būsto, kad furgonui būtų kur sustoti: paprastai ${PARKING_SUSPENSION_RANGE.lt}, priklausomai nuo savivaldybės.`,
                "Smulkmenos, kurios susideda į nemenką sumą: nauji raktai ar spynos, tinkamo dydžio užuolaidos ir žaliuzės, vienas kitas į namus užsakytas maistas pirmąją savaitę.",
              ],
            },
          },
          {
            heading: "Septyni būdai išleisti mažiau",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "Prieš prašydami pasiūlymų atsikratykite nereikalingų daiktų. Kiekvienas parduotas, padovanotas ar perdirbti atiduotas daiktas – tai tūris, už kurio pervežimą nemokėsite.",
                "Palyginkite kelis tas pačias paslaugas apimančius pasiūlymus, užuot sutikę su pirma pasiūlyta kaina.",
                "Jei galite, būkite lankstūs dėl datos ir venkite judriausių vasaros savaičių.",
                "Nedūžtančius daiktus susipakuokite patys, o profesionalams palikite tik trapius ar sunkiai pakuojamus daiktus.",
                "Nemokamų dėžių paprašykite prekybos centruose ar ką tik persikrausčiusių kaimynų, o tvirtas naujas dėžes pirkite tik sunkiems ar trapiems daiktams.",
                "Iš anksto pasirūpinkite stovėjimo vieta ir priėjimu, kad nereikėtų mokėti komandai už laukimą ar ilgesnį nešimą nei planuota.",
                "Prieš pirkdami papildomą draudimą pasitikrinkite, ką daiktų gabenimo metu jau apima jūsų būsto draudimas.",
              ],
            },
          },
        ],
        related: [
          { to: href("/man-and-van"), label: "Furgono su vairuotoju kainos" },
          { to: href("/removal-van"), label: "Perkraustymo furgono nuoma" },
          { to: href("/domestic"), label: "Persikraustymo JK gidas" },
        ],
      },
    }),
  },
  {
    slug: "how-to-compare-removal-quotes",
    datePublished: "2026-04-14",
    copy: localized({
      "en-GB": {
        title: "How to compare removal quotes like for like",
        description:
          "The cheapest quote is not always the best value. What a good removal quote includes, how to check insurance and the company, and the red flags to avoid.",
        intro:
          "Removal quotes for the same move can differ by hundreds of pounds, and often the difference is not the price of the same service but a different service. Here is how to line quotes up fairly and pick a company you can trust with everything you own.",
        sections: [
          {
            heading: "Start with an accurate picture of your move",
            paragraphs: [
              "A quote is only as good as the information behind it. For anything bigger than a small flat, ask for a survey, in person or by video call, so the company sees your furniture, the stairs and the parking. A quote based on a quick phone description is an estimate, and estimates tend to grow on the day.",
              "Give every company the same details: what is going, what is not, which items need dismantling, access at both ends and your preferred dates. That is the only way to compare like with like.",
            ],
          },
          {
            heading: "What a good written quote includes",
            paragraphs: [],
            list: {
              items: [
                "Whether the price is fixed for the job or charged by the hour, and what happens if the move takes longer.",
                "The number of crew and the size of the vehicle or vehicles.",
                "Exactly which services are included: packing, packing materials, dismantling and reassembly, protection for floors and doorways.",
                "The insurance or liability cover, with the limit per item and any excess.",
                "The deposit, when the balance is due and the cancellation or postponement terms.",
                "Any extras that may be added: parking, congestion or clean-air zone charges, long carries, waiting time.",
              ],
            },
          },
          {
            heading: "Insurance: read the small print",
            paragraphs: [
              "A professional removal company should hold goods-in-transit insurance (for your belongings while they are loaded and on the road) and public liability insurance (for damage to property or injury). Ask to see the certificates and check they are in date.",
              "Cover is often limited per item, and items you packed yourself may only be covered for visible damage to the box. If you own anything of high value, ask how it will be covered, or check whether your own home insurance extends to the move.",
            ],
          },
          {
            heading: "Check the company, not just the price",
            paragraphs: [],
            list: {
              items: [
                "Look the company up on Companies House (for limited companies) and check the name, address and how long it has been trading.",
                "Vehicles over 3.5 tonnes used for hire or reward need an operator's licence. A company running large lorries should hold one.",
                "Membership of a trade association such as the British Association of Removers means the company has agreed to a code of practice.",
                "Read reviews from real customers, ideally verified ones, and look at how the company answers complaints.",
              ],
            },
          },
          {
            heading: "Red flags",
            paragraphs: [
              "Be cautious if a company will only quote by phone, will not put the price in writing, asks for a large cash deposit, has no fixed address, or is vague about insurance. A very low quote next to several similar ones usually means something has been left out.",
            ],
          },
          {
            heading: "Questions to ask before you book",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "Is this a fixed price, and what could change it?",
                "Who will do the move: your own crew or subcontractors?",
                "What is covered by your insurance, and up to what value per item?",
                "What happens if our completion is delayed or moved?",
                "Do you supply boxes and wrapping, and can unused boxes be returned?",
                "How do you protect floors, banisters and doorways?",
              ],
            },
          },
        ],
        related: [
          { to: href("/how-it-works"), label: "How comparing quotes works" },
          { to: href("/domestic"), label: "Domestic removals guide" },
          { to: href("/faq"), label: "Customer FAQ" },
        ],
      },
      lt: {
        title: "Kaip teisingai palyginti perkraustymo pasiūlymus",
        description:
          "Pigiausias pasiūlymas ne visada naudingiausias. Ką turi apimti geras perkraustymo pasiūlymas, kaip patikrinti draudimą ir pačią įmonę ir kokių pavojaus ženklų saugotis.",
        intro:
          "To paties persikraustymo pasiūlymai gali skirtis šimtais svarų, ir dažnai skiriasi ne tos pačios paslaugos kaina, o pati paslauga. Štai kaip pasiūlymus palyginti sąžiningai ir išsirinkti įmonę, kuria galėsite patikėti viską, ką turite.",
        sections: [
          {
            heading: "Pirmiausia – tikslus persikraustymo vaizdas",
            paragraphs: [
              "Pasiūlymas tiek tikslus, kiek tiksli informacija, kuria jis paremtas. Jei kraustotės ne iš mažo buto, paprašykite apžiūros – gyvai ar vaizdo skambučiu, kad įmonė pamatytų jūsų baldus, laiptus ir kur galės sustoti furgonas. Pasiūlymas, parengtas pagal trumpą pokalbį telefonu, tėra apytikslė sąmata, o tokios sąmatos persikraustymo dieną paprastai išauga.",
              "Visoms įmonėms pateikite tuos pačius duomenis: ką vešite, ko ne, kuriuos baldus reikės išardyti, koks priėjimas abiejuose galuose ir kokios datos jums tinka. Tik taip pasiūlymus palyginsite teisingai.",
            ],
          },
          {
            heading: "Ką turi apimti geras rašytinis pasiūlymas",
            paragraphs: [],
            list: {
              items: [
                "Ar kaina fiksuota už visą darbą, ar skaičiuojama valandomis, ir kas bus, jei persikraustymas užtruks ilgiau.",
                "Kiek žmonių dirbs ir kokio dydžio bus transporto priemonė ar priemonės.",
                "Kokios tiksliai paslaugos įskaičiuotos: pakavimas, pakavimo medžiagos, baldų išardymas ir surinkimas, grindų ir durų angų apsauga.",
                "Draudimas ar atsakomybės ribos: didžiausia suma už vieną daiktą ir išskaita (angl. excess) – žalos dalis, kurią padengiate patys.",
                "Avansas, likusios sumos mokėjimo terminas ir atšaukimo ar datos perkėlimo sąlygos.",
                "Galimi papildomi mokesčiai: už stovėjimą, įvažiavimą į spūsčių ar taršių automobilių zonas (angl. congestion charge, clean air zone), ilgą nešimą ir laukimą.",
              ],
            },
          },
          {
            heading: "Draudimas: skaitykite smulkųjį šriftą",
            paragraphs: [
              "Iš profesionalios perkraustymo įmonės galite tikėtis dviejų draudimų: krovinių gabenimo (angl. goods-in-transit insurance), saugančio jūsų daiktus, kol jie kraunami ir vežami, ir civilinės atsakomybės (angl. public liability insurance), dengiančio turtui padarytą žalą ar sužalojimus. Paprašykite parodyti draudimo liudijimus ir patikrinkite, ar jie dar galioja.",
              "Draudimo suma dažnai ribojama kiekvienam daiktui, o už daiktus, kuriuos supakavote patys, gali būti atlyginama tik tada, kai matyti, kad pažeista pati dėžė. Jei turite brangių daiktų, paklauskite, kaip jie bus apdrausti, arba pasitikrinkite, ar persikraustymą apima jūsų būsto draudimas.",
            ],
          },
          {
            heading: "Tikrinkite įmonę, ne tik kainą",
            paragraphs: [],
            list: {
              items: [
                "Ribotos atsakomybės bendrovę susiraskite Jungtinės Karalystės įmonių registre (angl. Companies House) ir patikrinkite jos pavadinimą, adresą ir kiek laiko ji veikia.",
                "Transporto priemonėms, sunkesnėms nei 3,5 tonos, kuriomis už atlygį vežami kitų žmonių daiktai, reikia vežėjo licencijos (angl. operator's licence). Įmonei, naudojančiai didelius sunkvežimius, ji būtina.",
                "Narystė profesinėje asociacijoje, pavyzdžiui, Britų perkraustytojų asociacijoje (angl. British Association of Removers), reiškia, kad įmonė įsipareigojo laikytis jos elgesio kodekso.",
                "Skaitykite tikrų klientų, geriausia patvirtintus, atsiliepimus ir pažiūrėkite, kaip įmonė atsako į skundus.",
              ],
            },
          },
          {
            heading: "Pavojaus ženklai",
            paragraphs: [
              "Būkite atsargūs, jei įmonė kainą sako tik telefonu ir nenori jos patvirtinti raštu, prašo didelio avanso grynaisiais, neturi nuolatinio adreso arba miglotai kalba apie draudimą. Jei vienas pasiūlymas gerokai pigesnis už kelis panašius, greičiausiai kažkas į jį neįtraukta.",
            ],
          },
          {
            heading: "Ko paklausti prieš užsakant",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "Ar ši kaina fiksuota ir kas galėtų ją pakeisti?",
                "Kas mus perkraustys: jūsų pačių komanda ar subrangovai?",
                "Ką apima jūsų draudimas ir iki kokios sumos už vieną daiktą?",
                "Kas bus, jei mūsų sandorio užbaigimas (angl. completion – diena, kai už būstą sumokama ir perduodami raktai) vėluos ar bus perkeltas?",
                "Ar tiekiate dėžes ir pakavimo medžiagas ir ar galima grąžinti nepanaudotas dėžes?",
                "Kaip apsaugosite grindis, laiptų turėklus ir durų angas?",
              ],
            },
          },
        ],
        related: [
          { to: href("/how-it-works"), label: "Kaip veikia pasiūlymų palyginimas" },
          { to: href("/domestic"), label: "Persikraustymo JK gidas" },
          { to: href("/faq"), label: "Dažniausi klientų klausimai" },
        ],
      },
    }),
  },
  {
    slug: "planning-your-move-around-completion-day",
    datePublished: "2026-06-22",
    copy: localized({
      "en-GB": {
        title: "Completion day: how to plan your removal around it",
        description:
          "Exchange, completion and keys: how the legal timeline of buying and selling in the UK affects your removal booking, and how to avoid a stressful moving day.",
        intro:
          "When you buy or sell a home, the legal process decides your moving date, and it often decides it late. Knowing how exchange and completion work helps you book your removal without paying twice or waiting on the pavement for keys.",
        sections: [
          {
            heading: "Exchange and completion in England, Wales and Northern Ireland",
            paragraphs: [
              "Until contracts are exchanged, either side can still pull out, so the moving date is not certain. At exchange the contract becomes binding and the completion date is fixed, often one to two weeks later, sometimes the same day.",
              "On completion day the buyer's solicitor sends the money, the seller's solicitor confirms it has arrived, and the estate agent releases the keys. In a chain, money passes from one sale to the next, so keys can come at any time from late morning to mid-afternoon.",
            ],
          },
          {
            heading: "And in Scotland",
            paragraphs: [
              "In Scotland the deal becomes binding when the missives are concluded, and the move happens on the agreed date of entry. The principle is the same: do not treat a date as firm until the legal side says it is.",
            ],
          },
          {
            heading: "When to book your removal company",
            paragraphs: [
              "Start collecting quotes as soon as your sale or purchase is agreed, and make a provisional booking for your likely week. Many companies will hold a provisional date and confirm it once you exchange. Ask about their policy before you pay a deposit: what happens if the date moves, and how much notice they need.",
              `Popular weeks, especially from ${PEAK_MONTHS["en-GB"]} and at month ends, get booked up early. A company that knows your provisional date can often fit you in even at short notice after exchange.`,
            ],
          },
          {
            heading: "Planning the day itself",
            paragraphs: [
              "The usual pattern is to load in the morning at your old home, which you must leave empty by the completion time in your contract, and unload at the new one once the keys are released.",
            ],
            list: {
              items: [
                "Ask your conveyancer what time completion is expected and keep your phone on.",
                "Tell the removal company about the expected key time, so they do not plan a second job that afternoon.",
                "Keep a day bag in the car: documents, chargers, medication, kettle, snacks, bedding for the first night.",
                "Take meter readings at both properties and photograph them.",
                "If the keys come late, ask whether your belongings can stay on the vehicle overnight. Some companies offer secure overnight storage for a fee.",
              ],
            },
          },
          {
            heading: "If completion is delayed",
            paragraphs: [
              "Delays happen: a mortgage offer is late, a chain link stalls or the money arrives after the banks' cut-off. Tell your removal company as soon as you know. If your goods are already loaded, short-term storage is usually the simplest answer; if not, moving the date is cheaper than keeping a crew waiting.",
            ],
          },
        ],
        related: [
          { to: href("/moving-guides"), label: "Moving checklist: 8 weeks to moving day" },
          { to: href("/domestic"), label: "Domestic removals guide" },
          { to: href("/quote"), label: "Get removal quotes" },
        ],
      },
      lt: {
        title: "Sandorio užbaigimo diena: kaip pagal ją suplanuoti perkraustymą",
        description:
          "Pasikeitimas sutartimis, sandorio užbaigimas ir raktai: kaip būsto pirkimo ir pardavimo JK teisinė eiga lemia perkraustymo užsakymą ir kaip išvengti įtemptos persikraustymo dienos.",
        intro:
          "Kai perkate ar parduodate būstą, persikraustymo datą lemia teisinis procesas, ir dažnai tik paskutinę minutę. Supratę, kaip vyksta pasikeitimas sutartimis (angl. exchange) ir sandorio užbaigimas (angl. completion), perkraustymą užsakysite nemokėdami dukart ir nelaukdami raktų ant šaligatvio.",
        sections: [
          {
            heading: "Pasikeitimas sutartimis ir sandorio užbaigimas Anglijoje, Velse ir Šiaurės Airijoje",
            paragraphs: [
              "Kol šalys nepasikeitė pasirašytomis sutartimis, bet kuri iš jų dar gali persigalvoti, todėl persikraustymo data nėra tikra. Pasikeitus sutartimis, sandoris tampa privalomas ir nustatoma sandorio užbaigimo diena (angl. completion day) – dažnai po vienos ar dviejų savaičių, kartais tą pačią dieną.",
              "Sandorio užbaigimo dieną pirkėjo teisininkas (angl. solicitor arba conveyancer) perveda pinigus, pardavėjo teisininkas patvirtina, kad jie gauti, ir nekilnojamojo turto agentūra (angl. estate agent) atiduoda raktus. Jei jūsų sandoris yra grandinės dalis (angl. chain – kai pardavėjas tą pačią dieną perka kitą būstą, o šio pardavėjas – dar kitą), pinigai keliauja iš vieno sandorio į kitą, todėl raktus galite gauti bet kada nuo vėlyvo ryto iki popietės.",
            ],
          },
          {
            heading: "O Škotijoje",
            paragraphs: [
              "Škotijoje sandoris tampa privalomas, kai teisininkai baigia apsikeisti raštais, kuriais suderinamos pirkimo sąlygos (angl. missives), o persikraustoma sutartą įsikraustymo dieną (angl. date of entry). Principas tas pats: nelaikykite datos galutine, kol to nepatvirtina teisininkai.",
            ],
          },
          {
            heading: "Kada užsakyti perkraustymo įmonę",
            paragraphs: [
              "Pasiūlymų pradėkite ieškoti vos susitarę dėl pardavimo ar pirkimo ir preliminariai užsisakykite perkraustymą tikėtinai savaitei. Daug įmonių sutinka preliminariai rezervuoti datą ir patvirtinti ją, kai pasikeisite sutartimis. Prieš mokėdami avansą, pasiteiraukite apie jų taisykles: kas bus, jei data pasikeis, ir prieš kiek laiko reikia apie tai pranešti.",
              `Populiarios savaitės, ypač laikotarpiu ${PEAK_MONTHS.lt} ir mėnesio pabaigoje, užimamos anksti. Įmonė, žinanti jūsų preliminarią datą, dažnai ras jums laiko ir tada, kai pasikeitus sutartimis iki persikraustymo lieka visai nedaug laiko.`,
            ],
          },
          {
            heading: "Pačios dienos planas",
            paragraphs: [
              "Paprastai ryte daiktai kraunami senajame būste, kurį turite atlaisvinti iki sutartyje nurodytos sandorio užbaigimo valandos, o naujajame iškraunami, kai tik atiduodami raktai.",
            ],
            list: {
              items: [
                "Paklauskite savo teisininko, kada numatomas sandorio užbaigimas, ir laikykite telefoną įjungtą.",
                "Praneškite perkraustymo įmonei, kada tikitės raktų, kad ji tai popietei neplanuotų kito darbo.",
                "Automobilyje laikykite dienos krepšį: dokumentus, įkroviklius, vaistus, virdulį, užkandžius ir patalynę pirmajai nakčiai.",
                "Užsirašykite skaitiklių rodmenis abiejuose būstuose ir juos nufotografuokite.",
                "Jei raktai vėluoja, paklauskite, ar daiktai gali likti transporto priemonėje per naktį. Kai kurios įmonės už papildomą mokestį siūlo saugiai juos pasaugoti iki ryto.",
              ],
            },
          },
          {
            heading: "Jei sandorio užbaigimas vėluoja",
            paragraphs: [
              "Vėlavimų pasitaiko: laiku negaunamas būsto paskolos pasiūlymas (angl. mortgage offer), sustringa kuri nors grandinės grandis arba pinigai atkeliauja jau po to, kai bankai nebeatlieka tos dienos pervedimų. Vos sužinoję, praneškite perkraustymo įmonei. Jei daiktai jau pakrauti, paprasčiausia išeitis dažniausiai yra trumpalaikis sandėliavimas; jei dar ne – perkelti datą pigiau nei mokėti laukiančiai komandai.",
            ],
          },
        ],
        related: [
          {
            to: href("/moving-guides"),
            label: "Persikraustymo kontrolinis sąrašas: nuo 8 savaičių iki persikraustymo dienos",
          },
          { to: href("/domestic"), label: "Persikraustymo JK gidas" },
          { to: href("/quote"), label: "Gauti perkraustymo pasiūlymų" },
        ],
      },
    }),
  },
  {
    slug: "packing-tips-for-moving-house",
    datePublished: "2026-08-31",
    copy: localized({
      "en-GB": {
        title: "Packing for a house move: a practical guide",
        description:
          "How many boxes you need, what to pack first, how to protect fragile things and which items removal companies will not carry.",
        intro:
          "Packing takes longer than almost everyone expects. Starting early, packing in a sensible order and labelling well makes moving day faster, cheaper and much calmer.",
        sections: [
          {
            heading: "How many boxes will you need?",
            paragraphs: [
              "A rough guide for a typically furnished home, before any decluttering. Households with lots of books, toys or kitchenware will need more.",
            ],
            table: {
              caption: "Rough number of boxes by home size",
              columns: ["Home size", "Boxes"],
              rows: [
                { label: "Studio or one-bedroom flat", cells: ["20 to 30"] },
                { label: "Two bedrooms", cells: ["30 to 50"] },
                { label: "Three bedrooms", cells: ["50 to 70"] },
                { label: "Four bedrooms or more", cells: ["70 to 100+"] },
              ],
            },
            after:
              "Buy mostly small and medium boxes. Large boxes are for light, bulky things such as bedding and cushions; filled with books they become too heavy to carry safely.",
          },
          {
            heading: "Pack in the right order",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "The loft, garage and shed: things you will not miss for weeks.",
                "Spare rooms, out-of-season clothes, books and decorative items.",
                "Most of the kitchen, leaving out a small set of plates, cutlery and pans.",
                "Everyday clothes and toiletries in the last two days.",
                "An essentials box on the last morning (see below).",
              ],
            },
          },
          {
            heading: "Label for the person carrying the box",
            paragraphs: [
              "Write the destination room and a short description on the top and on one side, so the label is visible when boxes are stacked. Mark fragile boxes clearly and add 'this way up' where it matters. Colour-coding by room, with a matching sticker on each door at the new home, lets the crew unload without asking you every time.",
            ],
          },
          {
            heading: "Fragile items",
            paragraphs: [],
            list: {
              items: [
                "Wrap plates individually and stand them on their edge, like records, rather than stacking them flat.",
                "Stuff glasses and mugs with paper and pack them upright, with crumpled paper between layers.",
                "Fill gaps so nothing moves when you gently shake the box.",
                "Photograph the cables behind the TV and computer before unplugging, and keep screws for dismantled furniture in labelled bags taped to the item.",
              ],
            },
          },
          {
            heading: "Appliances need preparation",
            paragraphs: [
              "Defrost and dry the fridge and freezer the day before, and leave the doors ajar so they do not smell. Refit the transit bolts to a washing machine before it is moved; without them the drum can be damaged. Keep the bolts somewhere safe if you do not have them yet and ask the manufacturer for a set.",
            ],
          },
          {
            heading: "What not to put on the van",
            paragraphs: [
              "Removal companies generally will not carry flammable or hazardous items: paint, fuel, gas bottles, fireworks, some cleaning chemicals and aerosols. Use them up, give them away or take them to your council's recycling centre.",
              "Keep these with you rather than in the van: passports, deeds and legal papers, jewellery, cash, medication, laptops and anything you cannot replace.",
            ],
          },
          {
            heading: "The essentials box",
            paragraphs: [
              "Pack one box (or bag) that travels with you: kettle, mugs, tea and coffee, toilet roll, phone chargers, a basic toolkit, light bulbs, bin bags, towels, bedding for the first night and snacks. It is the first thing you will open.",
            ],
          },
        ],
        related: [
          { to: href("/moving-guides"), label: "Printable moving checklist" },
          { to: href("/services"), label: "Packing and removal services" },
          { to: href("/piano-removals"), label: "Moving a piano" },
        ],
      },
      lt: {
        title: "Pakavimas persikraustant: praktinis gidas",
        description:
          "Kiek dėžių prireiks, ką pakuoti pirmiausia, kaip apsaugoti trapius daiktus ir kokių daiktų perkraustymo įmonės neveža.",
        intro:
          "Pakavimas užtrunka ilgiau, nei tikisi beveik visi. Jei pradėsite anksti, pakuosite protinga tvarka ir aiškiai pažymėsite dėžes, persikraustymo diena bus greitesnė, pigesnė ir kur kas ramesnė.",
        sections: [
          {
            heading: "Kiek dėžių jums prireiks?",
            paragraphs: [
              "Apytikslis skaičius įprastai apstatytam būstui, dar neatsikračius nereikalingų daiktų. Jei namuose daug knygų, žaislų ar virtuvės reikmenų, dėžių prireiks daugiau.",
            ],
            table: {
              caption: "Apytikslis dėžių skaičius pagal būsto dydį",
              columns: ["Būsto dydis", "Dėžių skaičius"],
              rows: [
                { label: "Vieno kambario (studija) ar vieno miegamojo butas", cells: ["20–30"] },
                { label: "Du miegamieji", cells: ["30–50"] },
                { label: "Trys miegamieji", cells: ["50–70"] },
                { label: "Keturi ar daugiau miegamųjų", cells: ["70–100+"] },
              ],
            },
            after:
              "Daugiausia pirkite mažų ir vidutinių dėžių. Didelės dėžės skirtos lengviems, bet daug vietos užimantiems daiktams, pavyzdžiui, patalynei ir pagalvėlėms: prikrautos knygų jos tampa per sunkios, kad būtų saugu nešti.",
          },
          {
            heading: "Pakuokite tinkama tvarka",
            paragraphs: [],
            list: {
              ordered: true,
              items: [
                "Palėpė, garažas ir sodo sandėliukas: daiktai, kurių nepasigesite kelias savaites.",
                "Svečių kambariai, ne sezono drabužiai, knygos ir dekoratyviniai daiktai.",
                "Didžioji dalis virtuvės: pasilikite tik kelias lėkštes, stalo įrankius ir puodus.",
                "Kasdieniai drabužiai ir higienos reikmenys – per paskutines dvi dienas.",
                "Būtiniausių daiktų dėžė – paskutinį rytą (žr. toliau).",
              ],
            },
          },
          {
            heading: "Žymėkite dėžes tam, kas jas neš",
            paragraphs: [
              "Ant dėžės viršaus ir vieno šono užrašykite kambarį, į kurį ji keliauja, ir trumpai – kas viduje, kad užrašas matytųsi ir sukrovus dėžes vieną ant kitos. Trapių daiktų dėžes aiškiai pažymėkite, o kur svarbu, nupieškite rodyklę, kuris galas turi būti viršuje. Jei kiekvienam kambariui skirsite spalvą ir tokios pačios spalvos lipduką užklijuosite ant to kambario durų naujajame būste, komanda galės iškrauti daiktus kaskart jūsų neklausinėdama.",
            ],
          },
          {
            heading: "Trapūs daiktai",
            paragraphs: [],
            list: {
              items: [
                "Lėkštes vyniokite po vieną ir statykite ant briaunos, kaip plokšteles, o ne dėkite vieną ant kitos.",
                "Taures ir puodelius prikimškite popieriaus ir pakuokite stačius, tarp sluoksnių dėdami suglamžyto popieriaus.",
                "Užpildykite tarpus, kad švelniai pakračius dėžę niekas viduje nejudėtų.",
                "Prieš atjungdami nufotografuokite laidus už televizoriaus ir kompiuterio, o išardytų baldų varžtus sudėkite į pažymėtus maišelius ir priklijuokite juos prie paties baldo.",
              ],
            },
          },
          {
            heading: "Buitinę techniką reikia paruošti",
            paragraphs: [
              "Šaldytuvą ir šaldiklį atitirpinkite ir išdžiovinkite dieną prieš persikraustymą, o dureles palikite praviras, kad neatsirastų kvapo. Prieš vežant skalbimo mašiną, vėl įsukite transportavimo varžtus: be jų gali būti pažeistas būgnas. Laikykite juos saugioje vietoje, o jei varžtų nebeturite, užsisakykite komplektą iš gamintojo.",
            ],
          },
          {
            heading: "Ko nedėti į furgoną",
            paragraphs: [
              "Perkraustymo įmonės paprastai neveža degių ar pavojingų medžiagų: dažų, degalų, dujų balionų, fejerverkų, kai kurių valymo chemikalų ir aerozolių. Sunaudokite juos, atiduokite kitiems arba nuvežkite į savivaldybės atliekų priėmimo aikštelę (angl. household waste recycling centre, šnekamojoje kalboje – tip).",
              "Šiuos daiktus vežkitės patys, o ne furgone: pasus, nuosavybės dokumentus (angl. deeds) ir kitus teisinius dokumentus, papuošalus, grynuosius pinigus, vaistus, nešiojamuosius kompiuterius ir viską, ko nebeįmanoma pakeisti.",
            ],
          },
          {
            heading: "Būtiniausių daiktų dėžė",
            paragraphs: [
              "Supakuokite vieną dėžę (ar krepšį), kuri keliaus kartu su jumis: virdulį, puodelius, arbatą ir kavą, tualetinį popierių, telefonų įkroviklius, paprastą įrankių rinkinį, lemputes, šiukšlių maišus, rankšluosčius, patalynę pirmajai nakčiai ir užkandžius. Ją atidarysite pirmą.",
            ],
          },
        ],
        related: [
          { to: href("/moving-guides"), label: "Spausdinamas persikraustymo kontrolinis sąrašas" },
          { to: href("/services"), label: "Pakavimo ir perkraustymo paslaugos" },
          { to: href("/piano-removals"), label: "Pianino pervežimas" },
        ],
      },
    }),
  },
  {
    slug: "who-to-tell-when-you-move-house",
    datePublished: "2026-10-19",
    copy: localized({
      "en-GB": {
        title: "Who to tell when you move house: a UK change-of-address checklist",
        description:
          "DVLA, council tax, HMRC, the electoral register, utilities, banks and more: who needs your new address and when to tell them.",
        intro:
          "Updating your address is dull but important: some organisations are a legal requirement, and missed post is a common route to identity fraud. Work through this list in the weeks either side of your move.",
        sections: [
          {
            heading: "Government and legal",
            paragraphs: ["Most of these can be done online on GOV.UK or your council's website, and most are free."],
            list: {
              items: [
                `DVLA: update the address on your driving licence and on your vehicle log book (V5C). It is free, and you can be fined up to ${formatWholePounds(DVLA_FINE, "en-GB")} for not telling DVLA.`,
                "Council tax: tell both your old council (so the bill stops) and your new one (so it starts). Your new council can tell you the band of your new home.",
                "Electoral register: register to vote at your new address. Being on the register also helps your credit checks.",
                "HMRC: update your address in your personal tax account, especially if you are self-employed or claim any tax relief.",
                "Benefits, State Pension, Child Benefit and student finance: each has its own change-of-address process.",
                "TV Licensing: tell them your new address so your licence moves with you.",
              ],
            },
          },
          {
            heading: "Your home",
            paragraphs: [],
            list: {
              items: [
                "Energy and water: give at least a couple of days' notice, take meter readings on moving day at both properties and photograph them.",
                "Broadband and phone: contact your provider a few weeks ahead. A new connection or an engineer visit can take two weeks or more.",
                "Home and contents insurance: arrange cover for the new home from the day you are responsible for it; if you are buying, that is usually from exchange.",
                "Royal Mail Redirection: redirecting post for a few months catches anything you forgot.",
              ],
            },
          },
          {
            heading: "Money",
            paragraphs: [],
            list: {
              items: [
                "Banks, building societies and credit cards.",
                "Pensions and investments, including old workplace pensions.",
                "Car, pet, life and travel insurance (a new postcode can change the premium).",
                "Loans, finance agreements and store cards.",
              ],
            },
          },
          {
            heading: "Health, family and everything else",
            paragraphs: [],
            list: {
              items: [
                "GP, dentist and optician. If you move out of your GP's area, register with a new practice near your new home.",
                "Schools and nurseries, your employer and payroll.",
                "Your vet, and the microchip database for your pets (this is a legal requirement for dogs and cats in England).",
                "Subscriptions, online shops, loyalty cards, charities you support, and friends and family.",
              ],
            },
          },
          {
            heading: "When to do it",
            paragraphs: [
              "Utilities, broadband, insurance and post redirection need telling before you move. Government records, banks and everything else are best updated in the week after, once you are sure of the date. Keep a simple list and tick each one off: it is easy to lose track.",
            ],
          },
        ],
        related: [
          { to: href("/moving-guides"), label: "Moving checklist: 8 weeks to moving day" },
          { to: href("/moving-abroad"), label: "Moving abroad: the paperwork" },
          {
            to: articlePath("planning-your-move-around-completion-day"),
            label: "Completion day planning",
          },
        ],
      },
      lt: {
        title: "Ką informuoti persikraustant: JK adreso keitimo kontrolinis sąrašas",
        description:
          "Vairuotojų agentūra DVLA, mokesčių tarnyba HMRC, savivaldybės mokestis, rinkėjų sąrašas, komunalinės paslaugos, bankai ir kiti: kam reikia jūsų naujo adreso ir kada jį pranešti.",
        intro:
          "Adreso keitimas – nuobodus, bet svarbus darbas: kai kurioms institucijoms pranešti privaloma pagal įstatymą, o į svetimas rankas patekę laiškai – dažnas kelias į tapatybės vagystę. Peržiūrėkite šį sąrašą per kelias savaites prieš persikraustymą ir po jo.",
        sections: [
          {
            heading: "Valstybės institucijos ir teisiniai reikalai",
            paragraphs: [
              "Daugumą šių reikalų galima sutvarkyti internetu, GOV.UK ar savo savivaldybės svetainėje, ir dažniausiai nemokamai.",
            ],
            list: {
              items: [
                `DVLA (Vairuotojų ir transporto priemonių licencijavimo agentūra): atnaujinkite adresą vairuotojo pažymėjime ir transporto priemonės registracijos liudijime (angl. V5C, dar vadinamame log book). Tai nemokama, o nepranešus DVLA gali būti skirta iki ${formatWholePounds(DVLA_FINE, "lt")} bauda.`,
                "Savivaldybės mokestis (angl. council tax) – vietinis mokestis už būstą, kurį moka jame gyvenantys žmonės: praneškite ir senajai savivaldybei (kad mokestis nebebūtų skaičiuojamas), ir naujajai (kad jis būtų pradėtas skaičiuoti). Naujoji savivaldybė pasakys, kuriai mokesčio grupei (angl. band) priklauso jūsų naujasis būstas.",
                "Rinkėjų sąrašas (angl. electoral register): jei turite teisę balsuoti, užsiregistruokite naujuoju adresu. Įrašas sąraše padeda ir tada, kai bankai ar kiti kreditoriai tikrina jūsų kredito istoriją.",
                "HMRC (JK mokesčių ir muitinės tarnyba): atnaujinkite adresą savo asmeninėje mokesčių paskyroje (angl. personal tax account), ypač jei dirbate savarankiškai ar naudojatės mokesčių lengvatomis.",
                "Socialinės išmokos, valstybinė pensija (angl. State Pension), išmoka vaikams (angl. Child Benefit) ir studijų finansavimas (angl. student finance): kiekvienai iš jų adresas keičiamas atskirai.",
                "Televizijos licencija (angl. TV Licence), kurios reikia, jei žiūrite televiziją tiesiogiai ar naudojatės BBC iPlayer: praneškite tarnybai TV Licensing naują adresą, kad licencija persikeltų kartu su jumis.",
              ],
            },
          },
          {
            heading: "Jūsų būstas",
            paragraphs: [],
            list: {
              items: [
                "Elektra, dujos ir vanduo: praneškite bent prieš porą dienų, o persikraustymo dieną užsirašykite skaitiklių rodmenis abiejuose būstuose ir juos nufotografuokite.",
                "Internetas ir telefonas: susisiekite su tiekėju prieš kelias savaites. Naujas prijungimas ar techniko vizitas gali užtrukti dvi savaites ar ilgiau.",
                "Pastato ir namų turto draudimas: apdrauskite naująjį būstą nuo tos dienos, kai už jį tampate atsakingi. Perkant tai paprastai būna pasikeitimo sutartimis (angl. exchange) diena, kai sandoris tampa privalomas.",
                "Pašto peradresavimas (angl. Royal Mail Redirection): kelis mėnesius peradresuojamas paštas pasieks jus, net jei ką nors pamiršote informuoti.",
              ],
            },
          },
          {
            heading: "Finansai",
            paragraphs: [],
            list: {
              items: [
                "Bankai, savitarpio kredito bendrijos (angl. building societies) ir kredito kortelės.",
                "Pensijos ir investicijos, įskaitant pensijų kaupimą ankstesnėse darbovietėse.",
                "Automobilio, gyvūnų, gyvybės ir kelionių draudimas (kitas pašto kodas gali pakeisti draudimo įmoką).",
                "Paskolos, išsimokėtinai pirkimo sutartys ir parduotuvių kredito kortelės.",
              ],
            },
          },
          {
            heading: "Sveikata, šeima ir visa kita",
            paragraphs: [],
            list: {
              items: [
                "Šeimos gydytojas (angl. GP), odontologas ir optometristas. Jei išsikraustote iš teritorijos, kurią aptarnauja jūsų šeimos gydytojo praktika, užsiregistruokite kitoje praktikoje netoli naujųjų namų.",
                "Mokyklos ir darželiai, darbdavys ir buhalterija, skaičiuojanti jūsų atlyginimą.",
                "Veterinaras ir gyvūnų mikroschemų duomenų bazė (Anglijoje šunų ir kačių savininkams tai privaloma).",
                "Prenumeratos, internetinės parduotuvės, lojalumo kortelės, labdaros organizacijos, kurias remiate, draugai ir šeima.",
              ],
            },
          },
          {
            heading: "Kada tai padaryti",
            paragraphs: [
              "Komunalinių paslaugų ir interneto tiekėjams bei draudikams reikia pranešti, o pašto peradresavimą užsisakyti dar prieš persikraustant. Valstybės institucijose, bankuose ir visur kitur adresą geriausia atnaujinti per savaitę po persikraustymo, kai data jau tikra. Pasidarykite paprastą sąrašą ir išbraukite kiekvieną atliktą punktą: lengva pamiršti, kas jau padaryta.",
            ],
          },
        ],
        related: [
          {
            to: href("/moving-guides"),
            label: "Persikraustymo kontrolinis sąrašas: nuo 8 savaičių iki persikraustymo dienos",
          },
          { to: href("/moving-abroad"), label: "Persikraustymas į užsienį: dokumentai" },
          {
            to: articlePath("planning-your-move-around-completion-day"),
            label: "Kaip planuoti sandorio užbaigimo dieną",
          },
        ],
      },
    }),
  },
];

/** All articles, newest first. */
export function listArticles(): Article[] {
  return [...ARTICLES].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
}

/** An article's address, checked against app/routes.ts by the typecheck. */
export function articlePath(slug: string): string {
  return href("/blog/:slug", { slug });
}

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** Whole minutes at about 220 words a minute, at least 1. */
export function readingMinutes(copy: ArticleCopy): number {
  const text = [
    copy.intro,
    ...copy.sections.flatMap((section) => [...section.paragraphs, ...(section.list?.items ?? []), section.after ?? ""]),
  ].join(" ");
  return Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 220));
}
