import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { localized } from "../localized";

export const internationalCopy = localized({
  "en-GB": {
    title: "International removals from the UK: road, sea and air",
    description:
      "How international removals work: road freight to Europe, shared and full containers by sea, air freight, customs paperwork, insurance and what to ask an overseas remover.",
    eyebrow: "International removals",
    heading: "International removals from the UK",
    intro: (
      <p>
        Moving abroad takes more planning than a move within the UK: a longer timeline, customs paperwork and a choice
        of how your belongings travel. This guide covers the practical side of the removal itself.
      </p>
    ),
    action: "Get international quotes",
    note: `Compare up to ${MAX_MATCHED_COMPANIES} quotes from companies that handle international moves.`,
    travel: {
      title: "How your belongings travel",
      intro:
        "For Europe, most household moves go by road. Further afield, the choice is between sharing a container, having one to yourself, or flying a small shipment.",
      cards: [
        {
          title: "Road",
          body: "Door to door across Europe, loaded by the same crew that delivers. Shared loads are cheaper but slower.",
        },
        {
          title: "Full container",
          body: "Your own 20 ft or 40 ft container, loaded at your home and sealed until it reaches the other end.",
        },
        {
          title: "Groupage",
          body: "You pay for the space you use in a shared container. Good value for part loads; allow extra time.",
        },
        {
          title: "Air freight",
          body: "Fast and expensive, priced by volume and weight. Useful for what you need on arrival.",
        },
      ],
      table: {
        caption: "International shipping options compared",
        columns: ["Option", "Best for", "Typical transit"],
        rows: [
          { label: "Road (van or lorry)", cells: ["Europe, any size of move", "Days to about 2 weeks"] },
          { label: "Shared container (groupage)", cells: ["Part loads, long distance", "6 to 16 weeks"] },
          { label: "20 ft container", cells: ["About a 2 to 3 bedroom home", "3 to 10 weeks"] },
          { label: "40 ft container", cells: ["About a 3 to 5 bedroom home", "3 to 10 weeks"] },
          { label: "Air freight", cells: ["A few urgent boxes", "About 1 to 2 weeks"] },
        ],
        note: "Transit times are door to door and vary with the route, sailings and customs. Groupage waits for a container to fill.",
      },
    },
    customs: {
      title: "Customs and paperwork",
      body: (
        <>
          <p>
            Since the UK left the EU, household goods moving between the UK and EU countries go through customs in the
            same way as moves to the rest of the world. Most countries let new residents bring used household goods free
            of duty under a transfer of residence relief, provided the paperwork is in order and the goods have been
            owned and used for a minimum period.
          </p>
          <p>
            An experienced international remover will tell you what the destination country needs and usually prepares
            the customs declaration for you. If you are moving <em>to</em> the UK, the equivalent is HMRC's Transfer of
            Residence relief, claimed before the goods arrive.
          </p>
          <p>
            Alcohol, tobacco, plants, food, weapons and some medicines are restricted almost everywhere. Ask before you
            pack them.
          </p>
        </>
      ),
      documentsTitle: "Documents you will usually need",
      documents: [
        "Passport and visa or residence permit",
        "A detailed, numbered inventory of what is shipped",
        "Proof of your new address or employment",
        "Customs forms for the destination country",
        "Insurance schedule with values for each item",
      ],
    },
    choosing: {
      title: "Choosing an international remover",
      body: (
        <>
          <p>
            Ask for a survey: an international quote depends on volume, and a cubic-metre estimate from a video or home
            survey is far more reliable than a guess. Then compare quotes on what happens at both ends, not just on the
            headline price.
          </p>
          <p>
            Look for membership of trade bodies that set standards for international moves, such as the British
            Association of Removers or FIDI (look for its FAIM quality mark). Such bodies vet their members and set
            standards for the agents who handle your goods abroad.
          </p>
        </>
      ),
      questions: [
        "Is the quote door to door, including destination delivery and unpacking?",
        "Which charges are not included: customs, port or terminal fees, duties, parking?",
        "Who is your agent at the destination?",
        "Is marine or transit insurance included, and on what basis (total loss or all risks)?",
        "How long is the transit, and what happens if the ship or ferry is delayed?",
        "Can you store goods at either end if dates do not line up?",
      ],
      abroadLead: "Planning the move itself, from visas to healthcare and tax? Read our",
      abroadLink: "moving abroad checklist",
      abroadTail: ".",
    },
    cta: {
      title: "Compare international removal quotes",
      body: "Choose 'International' as your move type and tell us where you are going. Companies that cover your route send you their quotes.",
      secondary: "Moving abroad guide",
    },
  },
  lt: {
    title: "Tarptautinis perkraustymas iš JK: keliu, jūra ir oru",
    description:
      "Kaip vyksta tarptautinis perkraustymas: krovinių gabenimas keliais į Europą, bendri ir atskiri konteineriai jūra, krovinių gabenimas oru, muitinės dokumentai, draudimas ir ko paklausti užsienio perkraustytojo.",
    eyebrow: "Tarptautinis perkraustymas",
    heading: "Tarptautinis perkraustymas iš JK",
    intro: (
      <p>
        Persikraustymą į užsienį tenka planuoti kruopščiau nei persikraustymą JK viduje: ilgesni terminai, muitinės
        dokumentai ir reikia pasirinkti, kaip keliaus jūsų daiktai. Šiame gide – praktinė paties perkraustymo pusė.
      </p>
    ),
    action: "Gauti tarptautinių pasiūlymų",
    note: `Palyginkite iki ${MAX_MATCHED_COMPANIES} tarptautinius persikraustymus atliekančių įmonių pasiūlymų.`,
    travel: {
      title: "Kaip keliauja jūsų daiktai",
      intro:
        "Į Europą dauguma namų apyvokos daiktų vežami keliais. Į tolimesnes šalis galima rinktis bendrą konteinerį, atskirą konteinerį arba nedidelę siuntą lėktuvu.",
      cards: [
        {
          title: "Keliu",
          body: "Nuo durų iki durų visoje Europoje, krauna ir pristato ta pati komanda. Bendri kroviniai pigesni, bet lėtesni.",
        },
        {
          title: "Atskiras konteineris",
          body: "Jūsų nuosavas 20 ar 40 pėdų konteineris, pakraunamas prie namų ir užplombuotas iki pat kelionės tikslo.",
        },
        {
          title: "Bendras konteineris",
          body: "Mokate tik už užimamą vietą bendrame konteineryje (angl. groupage). Apsimoka daliniams kroviniams, bet užtrunka ilgiau.",
        },
        {
          title: "Oru",
          body: "Greita ir brangu, kaina skaičiuojama pagal tūrį ir svorį. Tinka tam, ko reikės iškart atvykus.",
        },
      ],
      table: {
        caption: "Tarptautinio gabenimo būdų palyginimas",
        columns: ["Būdas", "Geriausiai tinka", "Įprasta trukmė"],
        rows: [
          {
            label: "Keliu (furgonu ar sunkvežimiu)",
            cells: ["Europai, bet kokio dydžio", "Nuo kelių dienų iki 2 savaičių"],
          },
          { label: "Bendras konteineris (angl. groupage)", cells: ["Daliniams kroviniams, toli", "6–16 savaičių"] },
          { label: "20 pėdų konteineris", cells: ["Maždaug 2–3 miegamųjų būstui", "3–10 savaičių"] },
          { label: "40 pėdų konteineris", cells: ["Maždaug 3–5 miegamųjų būstui", "3–10 savaičių"] },
          { label: "Oru", cells: ["Kelioms skubioms dėžėms", "Maždaug 1–2 savaitės"] },
        ],
        note: "Trukmė nurodyta nuo durų iki durų ir priklauso nuo maršruto, laivų tvarkaraščių ir muitinės. Bendro konteinerio tenka palaukti, kol jis prisipildys.",
      },
    },
    customs: {
      title: "Muitinė ir dokumentai",
      body: (
        <>
          <p>
            JK išstojus iš ES, namų apyvokos daiktai tarp JK ir ES šalių muitinę pereina taip pat, kaip ir vežami į bet
            kurią kitą pasaulio šalį. Daugelyje šalių naujieji gyventojai naudotus namų apyvokos daiktus gali įsivežti
            be muitų, taikant lengvatą dėl gyvenamosios vietos pakeitimo, jei dokumentai tvarkingi, o daiktai jums
            priklausė ir buvo naudojami tam tikrą laiką.
          </p>
          <p>
            Patyręs tarptautinis perkraustytojas pasakys, ko reikalauja paskirties šalis, ir paprastai už jus parengia
            muitinės deklaraciją. Jei kraustotės <em>į</em> JK, atitikmuo – JK mokesčių ir muitinės tarnybos (HMRC)
            lengvata dėl gyvenamosios vietos pakeitimo (angl. Transfer of Residence relief), dėl kurios reikia kreiptis
            prieš daiktams atvykstant.
          </p>
          <p>
            Alkoholis, tabakas, augalai, maistas, ginklai ir kai kurie vaistai beveik visur ribojami. Prieš juos
            pakuodami, pasiteiraukite.
          </p>
        </>
      ),
      documentsTitle: "Paprastai reikalingi dokumentai",
      documents: [
        "Pasas ir viza ar leidimas gyventi",
        "Išsamus, sunumeruotas siunčiamų daiktų sąrašas",
        "Naujo adreso ar darbo vietos įrodymas",
        "Paskirties šalies muitinės formos",
        "Draudimo sąrašas su kiekvieno daikto verte",
      ],
    },
    choosing: {
      title: "Kaip išsirinkti tarptautinį perkraustytoją",
      body: (
        <>
          <p>
            Paprašykite apžiūros: tarptautinio pasiūlymo kaina priklauso nuo tūrio, o kubinių metrų įvertinimas pagal
            vaizdo skambutį ar apžiūrą namuose kur kas patikimesnis už spėjimą. Tada lyginkite pasiūlymus pagal tai, kas
            vyks abiejuose galuose, o ne vien pagal galutinę kainą.
          </p>
          <p>
            Ieškokite narystės profesinėse organizacijose, nustatančiose tarptautinių persikraustymų standartus,
            pavyzdžiui, Britų perkraustytojų asociacijoje (angl. British Association of Removers) ar FIDI (ieškokite jos
            kokybės ženklo FAIM). Tokios organizacijos tikrina savo narius ir nustato standartus agentams, kurie tvarko
            jūsų daiktus užsienyje.
          </p>
        </>
      ),
      questions: [
        "Ar pasiūlymas nuo durų iki durų, įskaitant pristatymą ir išpakavimą paskirties vietoje?",
        "Kokie mokesčiai neįskaičiuoti: muitinės, uosto ar terminalo mokesčiai, muitai, stovėjimas?",
        "Kas yra jūsų agentas paskirties šalyje?",
        "Ar įskaičiuotas jūrinio ar pervežimo draudimas ir kokiu pagrindu (tik visiško praradimo ar visų rizikų)?",
        "Kiek truks gabenimas ir kas bus, jei laivas ar keltas vėluos?",
        "Ar galite pasaugoti daiktus bet kuriame gale, jei datos nesutaps?",
      ],
      abroadLead: "Planuojate patį persikraustymą – nuo vizų iki sveikatos priežiūros ir mokesčių? Skaitykite mūsų",
      abroadLink: "persikraustymo į užsienį kontrolinį sąrašą",
      abroadTail: ".",
    },
    cta: {
      title: "Palyginkite tarptautinio perkraustymo pasiūlymus",
      body: "Persikraustymo tipu pasirinkite „Tarptautinis“ ir nurodykite, kur kraustotės. Jūsų maršrutu dirbančios įmonės atsiųs savo pasiūlymus.",
      secondary: "Persikraustymo į užsienį gidas",
    },
  },
});
