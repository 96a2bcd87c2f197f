import { formatWholePounds } from "~/lib/format";
import { localized } from "../localized";
import {
  HOURLY_RATES,
  MAN_AND_VAN_DAILY,
  PARKING_SUSPENSION,
  PARKING_SUSPENSION_RANGE,
  PEAK_MONTHS,
  SELF_DRIVE_DAILY,
} from "../prices";

const [transit, luton] = HOURLY_RATES;
const exampleHours = 4;
const exampleRate = luton.rates[1];
const lt = (pounds: number) => formatWholePounds(pounds, "lt");

export const manAndVanCopy = localized({
  "en-GB": {
    title: "Man and van costs in the UK: hourly and daily prices",
    description: `Typical UK man and van prices: from £${transit.rates[0]} an hour for a Transit van, £${MAN_AND_VAN_DAILY[0][0]} a day, or self-drive van hire from £${SELF_DRIVE_DAILY[0]} a day. What affects the cost and when a removal company is better value.`,
    eyebrow: "Cost guide",
    heading: "Man and van costs",
    intro: (
      <p>
        What it typically costs to hire a van yourself, book a man and van by the day or by the hour, and when a full
        removal company is the better choice. All prices are typical UK figures to help you budget; the quotes you
        receive are what count.
      </p>
    ),
    getQuotes: "Get Free Quotes",
    compareServices: "Compare services",
    facts: [
      { label: "Self-drive van", value: `from £${SELF_DRIVE_DAILY[0]}/day` },
      { label: "Man and van", value: `from £${transit.rates[0]}/hour` },
      { label: "Parking suspension", value: `£${PARKING_SUSPENSION.min}-£${PARKING_SUSPENSION.max}` },
      { label: "Peak season", value: "May-Sep" },
    ],
    daily: {
      title: "Van hire and man and van: daily prices",
      intro:
        "Hiring a van and doing the work yourself is cheapest on paper. A man and van costs more per day but includes the driver's time and help with the heavy lifting.",
    },
    hourly: {
      title: "Hourly man and van rates",
      intro:
        "For local moves most companies charge by the hour. The rate depends on the size of the vehicle and how many people come with it.",
      example: `Example: a two-bedroom flat moved locally with a Luton van and two movers in ${exampleHours} hours comes to about £${exampleRate * exampleHours} at £${exampleRate} an hour, before parking costs or extras.`,
    },
    takeaways: {
      title: "Key takeaways",
      cards: [
        {
          title: "Size the vehicle right",
          body: "One trip in a bigger van is usually cheaper than two trips in a small one. Be generous when you describe your load.",
        },
        {
          title: "Count the hidden costs",
          body: "Self-drive hire adds fuel, insurance excess cover and your own time. A second mover often saves more time than it costs.",
        },
        {
          title: "Sort parking early",
          body: `A parking suspension costs ${PARKING_SUSPENSION_RANGE["en-GB"]} and councils need notice, often a week or more.`,
        },
        {
          title: "Avoid the peak",
          body: `${PEAK_MONTHS["en-GB"]} is the busiest time of year. Book early for summer, or move in the quieter months for more choice.`,
        },
      ],
    },
    compare: {
      title: "Man and van or a removal company?",
      intro:
        "A man and van is ideal for small, local moves. For a whole house, a removal company is often better value than it first looks.",
      benefitsTitle: "Benefits of a removal company",
      benefits: [
        "A trained crew sized to the job, so a house move is done in a day",
        "Goods-in-transit and public liability insurance as standard",
        "A survey and a fixed written quote, so the price does not grow on the day",
        "Packing, materials, dismantling and reassembly in one booking",
        "Larger vehicles, and storage if your dates do not line up",
        "A company you can hold to account, with reviews from real customers",
      ],
      suitsTitle: "A man and van suits you when",
      suits: [
        "You are moving a studio, a room or a small flat",
        "The move is local and you are flexible on timings",
        "You have packed everything yourself",
        "You only need a few large items collected or delivered",
        "You are happy to help carry on the day",
      ],
    },
    costs: {
      title: "What affects the cost",
      body: (
        <ul>
          <li>
            <strong>How much you are moving.</strong> Volume decides the vehicle size and the number of movers. A packed
            two-bedroom flat can need as much space as a sparse three-bedroom house.
          </li>
          <li>
            <strong>Distance and time.</strong> Hourly rates usually run from when the crew leaves its base until it
            returns or finishes. Long moves are priced by the job and may include fuel, tolls and an overnight stay.
          </li>
          <li>
            <strong>Access.</strong> Stairs without a lift, a long walk from the van, narrow doors and items that need
            dismantling all add time.
          </li>
          <li>
            <strong>Parking and road charges.</strong> Permits or bay suspensions, and in cities congestion or clean-air
            zone charges, may be added to your bill.
          </li>
          <li>
            <strong>Dates.</strong> Weekends, month ends and {PEAK_MONTHS["en-GB"]} are busiest. Midweek dates outside
            the summer give you the widest choice.
          </li>
          <li>
            <strong>Extras.</strong> Packing, materials, a third or fourth mover, and storage are priced separately.
          </li>
        </ul>
      ),
    },
    parking: {
      title: "Parking permits and suspensions",
      body: (
        <>
          <p>
            If there is no driveway or free space outside either home, the van may need a parking bay suspension or a
            dispensation from the council. Expect to pay {PARKING_SUSPENSION_RANGE["en-GB"]} per day depending on the
            council and the length of the bay, and apply early: many councils need five to ten working days' notice.
            Some removal companies arrange it for you; ask when you compare quotes.
          </p>
          <p>
            Without a space close by, the crew may have to park further away and carry everything, which costs time.
            Mention parking restrictions when you describe your move.
          </p>
        </>
      ),
    },
    cta: {
      title: "Get Free Quotes",
      body: "Compare man and van and removal company prices for your move in one request.",
      primary: "Get Free Quotes",
      secondary: "See all services",
    },
  },
  lt: {
    title: "Furgono su vairuotoju kainos JK: valandinės ir dienos kainos",
    description: `Įprastos furgono su vairuotoju krovėju kainos JK: Transit furgonas nuo ${lt(transit.rates[0])} už valandą, nuo ${lt(MAN_AND_VAN_DAILY[0][0])} už dieną, o furgono nuoma be vairuotojo – nuo ${lt(SELF_DRIVE_DAILY[0])} už dieną. Kas lemia kainą ir kada perkraustymo įmonė apsimoka labiau.`,
    eyebrow: "Kainų gidas",
    heading: "Furgono su vairuotoju kainos",
    intro: (
      <p>
        Kiek paprastai kainuoja išsinuomoti furgoną ir vairuoti patiems, užsisakyti furgoną su vairuotoju krovėju (angl.
        man and van) dienai ar valandomis ir kada geriau rinktis perkraustymo įmonę. Visos kainos – įprasti JK skaičiai,
        padedantys planuoti biudžetą; galioja tik jūsų gauti pasiūlymai.
      </p>
    ),
    getQuotes: "Gauti nemokamus pasiūlymus",
    compareServices: "Palyginti paslaugas",
    facts: [
      { label: "Furgonas be vairuotojo", value: `nuo ${lt(SELF_DRIVE_DAILY[0])}/d.` },
      { label: "Furgonas su vairuotoju", value: `nuo ${lt(transit.rates[0])}/val.` },
      { label: "Stovėjimo vietos rezervavimas", value: `${PARKING_SUSPENSION.min}–${lt(PARKING_SUSPENSION.max)}` },
      { label: "Sezono įkarštis", value: "gegužė–rugsėjis" },
    ],
    daily: {
      title: "Furgono nuoma ir furgonas su vairuotoju: dienos kainos",
      intro:
        "Išsinuomoti furgoną ir viską padaryti patiems popieriuje pigiausia. Furgonas su vairuotoju per dieną kainuoja daugiau, bet į kainą įeina vairuotojo laikas ir pagalba nešant sunkius daiktus.",
    },
    hourly: {
      title: "Valandinės furgono su krovėjais kainos",
      intro:
        "Vietiniams persikraustymams dauguma įmonių skaičiuoja valandinę kainą. Ji priklauso nuo transporto dydžio ir nuo to, kiek žmonių atvyksta.",
      example: `Pavyzdys: dviejų miegamųjų butas, vietoje perkraustomas Luton furgonu (dideliu furgonu su dėže virš kabinos) su dviem krovėjais per ${exampleHours} valandas, kainuoja apie ${lt(exampleRate * exampleHours)}, kai valanda kainuoja ${lt(exampleRate)}, neskaičiuojant stovėjimo išlaidų ir papildomų paslaugų.`,
    },
    takeaways: {
      title: "Svarbiausia",
      cards: [
        {
          title: "Rinkitės tinkamo dydžio transportą",
          body: "Vienas reisas didesniu furgonu paprastai pigesnis nei du reisai mažu. Apibūdindami krovinį, nemažinkite jo.",
        },
        {
          title: "Įvertinkite paslėptas išlaidas",
          body: "Nuomojantis be vairuotojo prisideda degalai, draudimo išskaitos sumažinimas ir jūsų pačių laikas. Antras krovėjas dažnai sutaupo daugiau laiko, nei kainuoja.",
        },
        {
          title: "Stovėjimo vietą tvarkykite iš anksto",
          body: `Laikinas stovėjimo vietos rezervavimas (angl. parking suspension) kainuoja ${PARKING_SUSPENSION_RANGE.lt}, o savivaldybė (angl. council) apie jį turi sužinoti iš anksto, dažnai bent prieš savaitę.`,
        },
        {
          title: "Venkite sezono įkarščio",
          body: `Laikotarpis ${PEAK_MONTHS.lt} – judriausias metų metas. Vasarai užsisakykite anksti arba kraustykitės ramesniais mėnesiais, kai pasirinkimas didesnis.`,
        },
      ],
    },
    compare: {
      title: "Furgonas su vairuotoju ar perkraustymo įmonė?",
      intro:
        "Furgonas su vairuotoju puikiai tinka nedideliems vietiniams persikraustymams. Viso namo perkraustymui įmonė dažnai apsimoka labiau, nei atrodo iš pirmo žvilgsnio.",
      benefitsTitle: "Perkraustymo įmonės privalumai",
      benefits: [
        "Apmokyta darbui tinkamo dydžio komanda, tad namas perkraustomas per dieną",
        "Krovinių draudimas pervežimo metu ir civilinės atsakomybės draudimas – savaime suprantami",
        "Apžiūra ir fiksuota raštiška kaina, kuri perkraustymo dieną nepadidės",
        "Pakavimas, medžiagos, išardymas ir surinkimas – vienu užsakymu",
        "Didesnis transportas ir sandėliavimas, jei datos nesutampa",
        "Įmonė, iš kurios galite pareikalauti atsakomybės, su tikrų klientų atsiliepimais",
      ],
      suitsTitle: "Furgonas su vairuotoju jums tinka, kai",
      suits: [
        "Kraustote studiją, kambarį ar nedidelį butą",
        "Kraustotės netoli ir laiko atžvilgiu esate lankstūs",
        "Viską susipakavote patys",
        "Reikia paimti ar pristatyti tik kelis didelius daiktus",
        "Mielai patys padėsite nešti",
      ],
    },
    costs: {
      title: "Kas lemia kainą",
      body: (
        <ul>
          <li>
            <strong>Kiek daiktų vežate.</strong> Nuo tūrio priklauso transporto dydis ir krovėjų skaičius. Prikrautam
            dviejų miegamųjų butui gali prireikti tiek pat vietos kiek apytuščiam trijų miegamųjų namui.
          </li>
          <li>
            <strong>Atstumas ir laikas.</strong> Valandinis mokestis paprastai skaičiuojamas nuo tada, kai komanda
            išvyksta iš bazės, iki grįžimo ar darbo pabaigos. Tolimi persikraustymai įkainojami už visą darbą, į kainą
            gali įeiti degalai, kelių mokesčiai ir nakvynė.
          </li>
          <li>
            <strong>Priėjimas.</strong> Laiptai be lifto, ilgas kelias nuo furgono, siauros durys ir ardytini baldai –
            visa tai prailgina darbą.
          </li>
          <li>
            <strong>Stovėjimo ir kelių mokesčiai.</strong> Leidimai ar stovėjimo vietų rezervavimas, o miestuose ir
            spūsčių ar švaraus oro zonų mokesčiai gali būti įtraukti į jūsų sąskaitą.
          </li>
          <li>
            <strong>Datos.</strong> Daugiausia darbo savaitgaliais, mėnesio pabaigoje ir laikotarpiu {PEAK_MONTHS.lt}.
            Didžiausią pasirinkimą turėsite darbo dienomis ne vasarą.
          </li>
          <li>
            <strong>Papildomos paslaugos.</strong> Pakavimas, medžiagos, trečias ar ketvirtas krovėjas ir sandėliavimas
            įkainojami atskirai.
          </li>
        </ul>
      ),
    },
    parking: {
      title: "Stovėjimo leidimai ir vietų rezervavimas",
      body: (
        <>
          <p>
            Jei prie kurio nors namo nėra įvažos ar laisvos vietos, furgonui gali prireikti leidimo laikinai užimti
            stovėjimo vietą (angl. parking suspension) arba savivaldybės išimties (angl. dispensation). Priklausomai nuo
            savivaldybės ir vietos ilgio tai kainuoja {PARKING_SUSPENSION_RANGE.lt} per dieną. Kreipkitės anksti:
            daugelis savivaldybių prašymą turi gauti prieš penkias–dešimt darbo dienų. Kai kurios perkraustymo įmonės
            viską sutvarko už jus – paklauskite, kai lyginsite pasiūlymus.
          </p>
          <p>
            Jei vietos arti nėra, komandai gali tekti pastatyti furgoną toliau ir viską nešti, o tai kainuoja laiko.
            Apibūdindami persikraustymą, paminėkite stovėjimo apribojimus.
          </p>
        </>
      ),
    },
    cta: {
      title: "Gaukite nemokamus pasiūlymus",
      body: "Viena užklausa palyginkite furgono su vairuotoju ir perkraustymo įmonių kainas savo persikraustymui.",
      primary: "Gauti nemokamus pasiūlymus",
      secondary: "Visos paslaugos",
    },
  },
});
