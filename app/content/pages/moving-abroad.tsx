import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { localized } from "../localized";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

export const movingAbroadCopy = localized({
  "en-GB": {
    title: "Moving abroad from the UK: a step-by-step checklist",
    description:
      "Visas, tax, pensions, healthcare, pets, banking and the removal itself: a practical timeline for moving abroad from the UK, from six months out to arrival.",
    eyebrow: "Moving abroad",
    heading: "Moving abroad from the UK",
    intro: (
      <p>
        Leaving the UK means more than a removal: visas, tax, pensions and healthcare all need sorting, often months
        ahead. Use this timeline to stay on top of it, and see our{" "}
        <Link to={href("/international")} className={linkClass}>
          international removals guide
        </Link>{" "}
        for the shipping itself.
      </p>
    ),
    action: "Get international removal quotes",
    timelineTitle: "Your moving abroad timeline",
    timeline: [
      {
        title: "Six months or more before",
        items: [
          "Check visa, residence and work permit rules for your destination, and how long applications take",
          "Research healthcare: how residents access it, and whether you need private insurance at first",
          "Look into schools, if you are moving with children, and their application deadlines",
          "Decide what to ship, store, sell or give away",
          "Ask at least three international removal companies for a survey and quote",
        ],
      },
      {
        title: "Three months before",
        items: [
          "Book your removal company and agree the packing and collection dates",
          "Check pet travel rules: microchip, vaccinations and health certificates can take months",
          "Give notice on your tenancy, or arrange to sell or let your home",
          "Check whether your UK driving licence can be used or exchanged at your destination",
          "Order copies of medical, dental and vaccination records",
        ],
      },
      {
        title: "One month before",
        items: [
          "Tell HMRC you are leaving the UK (the usual form is the P85) and ask about your tax position",
          "Ask about your State Pension abroad and whether to keep paying voluntary National Insurance",
          "Tell your bank, pension providers and insurers; check which UK accounts you can keep as a non-resident",
          "Cancel or transfer utilities, broadband, phone contracts, TV Licensing and council tax",
          "Register to vote as an overseas voter if you want to keep voting in UK elections",
        ],
      },
      {
        title: "Moving week and arrival",
        items: [
          "Keep passports, visas, the removal inventory and insurance documents in your hand luggage",
          "Check the inventory as goods are loaded and keep a copy",
          "Pack a suitcase for the weeks before your shipment arrives",
          "On arrival, register with the local authorities as your destination requires",
          "Check your delivery against the inventory and report any damage to the remover promptly",
        ],
      },
    ],
    forgotten: {
      title: "Things people often forget",
      body: (
        <ul>
          <li>
            <strong>Your UK driving licence.</strong> Some countries let you exchange it, others make you take a local
            test, and some only recognise it for a limited time after you become resident.
          </li>
          <li>
            <strong>Mobile numbers for two-factor codes.</strong> Banks and HMRC often text codes to your UK number.
            Keep it active, at least until you have updated every account.
          </li>
          <li>
            <strong>Pet travel.</strong> Rules differ by country and can require blood tests months before travel. Start
            with your vet early.
          </li>
          <li>
            <strong>Electrical appliances.</strong> UK plugs and some appliances will not suit your destination.
            Adaptors are fine for chargers; large appliances are often not worth shipping.
          </li>
          <li>
            <strong>Healthcare cover.</strong> A GHIC card is for temporary stays in the EU, not for people who live
            there. Check how residents access healthcare before you go.
          </li>
        </ul>
      ),
    },
    ship: {
      title: "What to ship and what to leave",
      worthTitle: "Usually worth shipping",
      worth: [
        "Good-quality furniture you love or that is costly to replace",
        "Personal items: photos, books, artwork, heirlooms",
        "Tools and hobby equipment",
        "Children's toys and familiar things that help them settle",
      ],
      leaveTitle: "Often better sold or left",
      leave: [
        "Large appliances (voltage, plugs and sizes differ)",
        "Cheap flat-pack furniture that costs more to ship than to replace",
        "Anything restricted by customs: plants, food, alcohol, some medicines",
        "Things you have not used in a year",
      ],
    },
    cta: {
      title: "Compare international removal companies",
      body: "Describe your move once and receive quotes from verified companies that handle moves to your destination.",
      secondary: "International removals guide",
    },
  },
  lt: {
    title: "Persikraustymas iš JK į užsienį: kontrolinis sąrašas žingsnis po žingsnio",
    description:
      "Vizos, mokesčiai, pensijos, sveikatos priežiūra, gyvūnai, bankai ir pats perkraustymas: praktinis persikraustymo iš JK į užsienį planas nuo likusių šešių mėnesių iki atvykimo.",
    eyebrow: "Persikraustymas į užsienį",
    heading: "Persikraustymas iš JK į užsienį",
    intro: (
      <p>
        Išvykimas iš JK – tai daugiau nei perkraustymas: vizas, mokesčius, pensijas ir sveikatos priežiūrą reikia
        sutvarkyti, dažnai prieš kelis mėnesius. Šis planas padės nieko nepamiršti, o apie patį daiktų gabenimą
        skaitykite mūsų{" "}
        <Link to={href("/international")} className={linkClass}>
          tarptautinio perkraustymo gide
        </Link>
        .
      </p>
    ),
    action: "Gauti pasiūlymų",
    timelineTitle: "Jūsų persikraustymo į užsienį planas",
    timeline: [
      {
        title: "Likus šešiems mėnesiams ar daugiau",
        items: [
          "Pasitikrinkite paskirties šalies vizų, leidimų gyventi ir dirbti taisykles bei kiek laiko nagrinėjami prašymai",
          "Išsiaiškinkite, kaip gyventojai gauna sveikatos priežiūros paslaugas ir ar iš pradžių reikės privataus draudimo",
          "Jei kraustotės su vaikais, pasidomėkite mokyklomis ir prašymų terminais",
          "Nuspręskite, ką vešite, ką paliksite sandėlyje, parduosite ar atiduosite",
          "Paprašykite bent trijų tarptautinio perkraustymo įmonių apžiūros ir pasiūlymo",
        ],
      },
      {
        title: "Likus trims mėnesiams",
        items: [
          "Užsakykite perkraustymo įmonę ir suderinkite pakavimo bei išvežimo datas",
          "Pasitikrinkite gyvūnų kelionių taisykles: mikroschemai, skiepams ir sveikatos pažymoms gali prireikti kelių mėnesių",
          "Praneškite nuomotojui apie nuomos nutraukimą arba pasirūpinkite būsto pardavimu ar nuoma",
          "Pasitikrinkite, ar JK vairuotojo pažymėjimu galėsite naudotis paskirties šalyje, ar jį reikės pasikeisti",
          "Užsisakykite medicininių, odontologinių ir skiepų įrašų kopijas",
        ],
      },
      {
        title: "Likus mėnesiui",
        items: [
          "Praneškite JK mokesčių ir muitinės tarnybai (HMRC), kad išvykstate iš JK (paprastai pildoma forma P85), ir pasiteiraukite dėl savo mokesčių",
          "Pasidomėkite, kaip gausite valstybinę pensiją (angl. State Pension) užsienyje ir ar verta toliau mokėti savanoriškas socialinio draudimo (angl. National Insurance) įmokas",
          "Praneškite bankui, pensijų fondams ir draudikams; pasitikrinkite, kurias JK sąskaitas galėsite pasilikti kaip nerezidentas",
          "Nutraukite arba perleiskite komunalines paslaugas, internetą, telefono sutartis, televizijos licenciją (angl. TV Licence) ir savivaldybės mokestį (angl. council tax)",
          "Jei norite ir toliau balsuoti JK rinkimuose, užsiregistruokite kaip užsienyje gyvenantis rinkėjas",
        ],
      },
      {
        title: "Persikraustymo savaitė ir atvykimas",
        items: [
          "Pasus, vizas, perkraustymo daiktų sąrašą ir draudimo dokumentus laikykite rankiniame bagaže",
          "Kraunant daiktus, tikrinkite juos pagal sąrašą ir pasilikite jo kopiją",
          "Susidėkite lagaminą savaitėms, kol atkeliaus jūsų krovinys",
          "Atvykę užsiregistruokite vietos institucijose, kaip reikalauja paskirties šalis",
          "Pristatytus daiktus patikrinkite pagal sąrašą ir apie bet kokią žalą nedelsdami praneškite perkraustytojui",
        ],
      },
    ],
    forgotten: {
      title: "Ką žmonės dažnai pamiršta",
      body: (
        <ul>
          <li>
            <strong>JK vairuotojo pažymėjimą.</strong> Vienos šalys leidžia jį pasikeisti, kitos reikalauja laikyti
            vietinį egzaminą, o dar kitos jį pripažįsta tik ribotą laiką po to, kai tampate gyventoju.
          </li>
          <li>
            <strong>Mobiliojo telefono numerį dviejų veiksnių kodams.</strong> Bankai ir HMRC dažnai siunčia kodus į
            jūsų JK numerį. Neatsisakykite jo bent tol, kol atnaujinsite visas paskyras.
          </li>
          <li>
            <strong>Kelionę su gyvūnais.</strong> Taisyklės skiriasi priklausomai nuo šalies, kai kur kraujo tyrimų
            reikia likus keliems mėnesiams iki kelionės. Į veterinarą kreipkitės anksti.
          </li>
          <li>
            <strong>Elektros prietaisus.</strong> JK kištukai ir kai kurie prietaisai paskirties šalyje gali netikti.
            Įkrovikliams pakanka adapterių, o didelės buitinės technikos dažnai neverta vežti.
          </li>
          <li>
            <strong>Sveikatos draudimą.</strong> GHIC kortelė skirta laikinoms viešnagėms ES, o ne ten gyvenantiems.
            Prieš išvykdami išsiaiškinkite, kaip gyventojai gauna sveikatos priežiūros paslaugas.
          </li>
        </ul>
      ),
    },
    ship: {
      title: "Ką vežti, o ką palikti",
      worthTitle: "Paprastai verta vežti",
      worth: [
        "Kokybiškus baldus, kuriuos mėgstate arba kuriuos brangu pakeisti",
        "Asmeninius daiktus: nuotraukas, knygas, meno kūrinius, šeimos relikvijas",
        "Įrankius ir laisvalaikio reikmenis",
        "Vaikų žaislus ir pažįstamus daiktus, padedančius jiems apsiprasti",
      ],
      leaveTitle: "Dažnai geriau parduoti ar palikti",
      leave: [
        "Didelę buitinę techniką (skiriasi įtampa, kištukai ir dydžiai)",
        "Pigius surenkamus baldus, kuriuos nuvežti kainuoja daugiau nei nusipirkti naujus",
        "Viską, ką riboja muitinė: augalus, maistą, alkoholį, kai kuriuos vaistus",
        "Daiktus, kuriais nesinaudojote metus",
      ],
    },
    cta: {
      title: "Palyginkite tarptautinio perkraustymo įmones",
      body: "Vieną kartą aprašykite savo persikraustymą ir gaukite patikrintų įmonių, kraustančių į jūsų paskirties šalį, pasiūlymus.",
      secondary: "Tarptautinio perkraustymo gidas",
    },
  },
});
