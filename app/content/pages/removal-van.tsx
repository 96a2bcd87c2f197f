import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import type { Locale } from "~/i18n/config";
import { formatWholePounds } from "~/lib/format";
import { localized } from "../localized";
import { manAndVanDay, SELF_DRIVE_DAILY, VAN_SIZES } from "../prices";
import type { TableData } from "../types";

function vanSizeTable(
  locale: Locale,
  words: { caption: string; columns: string[]; fits: string[]; licence: string[]; note: string },
): TableData {
  return {
    caption: words.caption,
    columns: words.columns,
    rows: VAN_SIZES[locale].map((label, index) => ({
      label,
      cells: [
        formatWholePounds(SELF_DRIVE_DAILY[index] ?? 0, locale),
        manAndVanDay(index, locale),
        words.fits[index] ?? "",
        words.licence[index] ?? "",
      ],
    })),
    note: words.note,
  };
}

export const removalVanCopy = localized({
  "en-GB": {
    title: "Removal van hire: which size, what it costs and what licence you need",
    description: `Choosing a removal van: what fits in a Transit, a Luton or a 7.5 tonne lorry, self-drive prices from £${SELF_DRIVE_DAILY[0]} a day, licence rules and when to book a man and van instead.`,
    eyebrow: "Van guide",
    heading: "Choosing a removal van",
    intro: (
      <p>
        The right van size is the difference between one trip and three. Here is what fits in each common size, what
        they cost to hire with or without a driver, and which licence you need to drive one yourself.
      </p>
    ),
    withDriver: "Get quotes with a driver",
    manAndVanCosts: "Man and van costs",
    sizesTitle: "Van sizes compared",
    sizes: vanSizeTable("en-GB", {
      caption: "Removal van sizes: what fits and what it costs per day",
      columns: ["Vehicle", "Self-drive", "With driver", "Roughly fits", "Licence"],
      fits: [
        "A few items or a student room",
        "A studio or one-bedroom flat",
        "A one to two-bedroom home",
        "A two to four-bedroom home",
      ],
      licence: ["Car (B)", "Car (B)", "Car (B)", "C1 entitlement"],
      note: "Typical daily prices. 'With driver' is a man and van for the day. What fits depends on how much furniture you have.",
    }),
    licence: {
      title: "Which licence do you need?",
      body: (
        <>
          <p>
            A standard car licence (category B) lets you drive vehicles up to 3,500 kg maximum authorised mass. That
            covers small vans, Transits and most Luton vans with a tail-lift. A 7.5 tonne lorry needs category C1. Many
            drivers who passed their car test before 1 January 1997 already have C1 on their licence; check yours on
            GOV.UK before you book.
          </p>
          <p>
            Hire companies also set their own rules, such as a minimum age (often 21 or 25) and how long you have held
            your licence. Young drivers often pay more for insurance.
          </p>
        </>
      ),
    },
    before: {
      title: "Before you hire a van",
      terms: {
        title: "Check the hire terms",
        items: [
          "Insurance excess, and the cost of reducing it",
          "Mileage allowance and the charge per extra mile",
          "Fuel policy: full to full, or pay for what you use",
          "Whether blankets, straps and a sack truck are included",
          "Pick-up and return times, and late return fees",
        ],
      },
      day: {
        title: "On the day",
        items: [
          "Photograph the van all round before you set off",
          "Load heavy items first, against the bulkhead, and strap them",
          "Keep weight low and spread evenly; do not overload",
          "Mind the height: Luton vans do not fit under many car park barriers",
          "Leave extra braking distance: a loaded van stops much more slowly",
        ],
      },
    },
    choice: {
      title: "Self-drive or man and van?",
      body: (
        <p>
          Self-drive is cheapest if you have willing helpers and a small, local move. Once you add fuel, the insurance
          excess and a long day of lifting, a man and van for a <strong>{manAndVanDay(0, "en-GB")}</strong> day is often
          the better deal, and a removal company is usually best for a whole house. Compare prices in our{" "}
          <Link to={href("/man-and-van")}>man and van cost guide</Link>.
        </p>
      ),
    },
    cta: {
      title: "Rather have someone else drive?",
      body: "Compare quotes from verified man and van and removal companies near you.",
      secondary: "All services",
    },
  },
  lt: {
    title: "Perkraustymo furgono nuoma: koks dydis, kiek kainuoja ir kokių teisių reikia",
    description: `Kaip išsirinkti perkraustymo furgoną: kas telpa į Transit, Luton furgoną ar 7,5 tonos sunkvežimį, nuoma be vairuotojo nuo ${formatWholePounds(SELF_DRIVE_DAILY[0], "lt")} už dieną, vairuotojo pažymėjimo taisyklės ir kada verčiau užsisakyti furgoną su vairuotoju.`,
    eyebrow: "Furgonų gidas",
    heading: "Kaip išsirinkti perkraustymo furgoną",
    intro: (
      <p>
        Nuo tinkamo furgono dydžio priklauso, ar užteks vieno reiso, ar prireiks trijų. Štai kas telpa į kiekvieno
        įprasto dydžio furgoną, kiek kainuoja jį išsinuomoti su vairuotoju ar be jo ir kokios kategorijos vairuotojo
        pažymėjimo reikia norint vairuoti patiems.
      </p>
    ),
    withDriver: "Gauti pasiūlymų su vairuotoju",
    manAndVanCosts: "Furgono su vairuotoju kainos",
    sizesTitle: "Furgonų dydžiai",
    sizes: vanSizeTable("lt", {
      caption: "Perkraustymo furgonų dydžiai: kas telpa ir kiek kainuoja diena",
      columns: ["Transportas", "Be vairuotojo", "Su vairuotoju", "Apytiksliai telpa", "Kategorija"],
      fits: [
        "Keli daiktai ar studento kambarys",
        "Studija ar vieno miegamojo butas",
        "Vieno–dviejų miegamųjų būstas",
        "Dviejų–keturių miegamųjų būstas",
      ],
      licence: ["Lengvasis (B)", "Lengvasis (B)", "Lengvasis (B)", "C1 kategorija"],
      note: "Įprastos dienos kainos. „Su vairuotoju“ – tai furgonas su vairuotoju krovėju (angl. man and van) visai dienai. Kiek tilps, priklauso nuo to, kiek turite baldų.",
    }),
    licence: {
      title: "Kokios kategorijos pažymėjimo reikia?",
      body: (
        <>
          <p>
            Su įprastu B kategorijos vairuotojo pažymėjimu galima vairuoti transporto priemones, kurių didžiausia
            leidžiamoji masė – iki 3 500 kg. Tai maži furgonai, Transit ir dauguma Luton furgonų (didelių furgonų su
            dėže virš kabinos) su keliamuoju bortu. 7,5 tonos sunkvežimiui reikia C1 kategorijos. Daugelis vairuotojų,
            išlaikiusių lengvojo automobilio egzaminą JK iki 1997 m. sausio 1 d., C1 kategoriją jau turi; prieš
            užsakydami pasitikrinkite savo pažymėjimą GOV.UK svetainėje.
          </p>
          <p>
            Nuomos įmonės taiko ir savo taisykles, pavyzdžiui, mažiausią amžių (dažnai 21 ar 25 metai) ir kiek laiko
            turite pažymėjimą. Jauni vairuotojai už draudimą dažnai moka daugiau.
          </p>
        </>
      ),
    },
    before: {
      title: "Prieš nuomodamiesi furgoną",
      terms: {
        title: "Patikrinkite nuomos sąlygas",
        items: [
          "Draudimo išskaitą ir kiek kainuoja ją sumažinti",
          "Įskaičiuotų mylių skaičių ir kainą už kiekvieną papildomą mylią",
          "Degalų politiką: grąžinti pilnu baku ar mokėti už sunaudotus",
          "Ar įskaičiuoti apsauginiai apklotai, diržai ir krovinių vežimėlis",
          "Paėmimo ir grąžinimo laiką bei mokesčius už pavėluotą grąžinimą",
        ],
      },
      day: {
        title: "Perkraustymo dieną",
        items: [
          "Prieš išvažiuodami nufotografuokite furgoną iš visų pusių",
          "Sunkiausius daiktus kraukite pirmus, prie pertvaros už kabinos, ir pritvirtinkite diržais",
          "Svorį laikykite žemai ir paskirstykite tolygiai; neperkraukite",
          "Atsižvelkite į aukštį: Luton furgonai netelpa po daugelio automobilių stovėjimo aikštelių užtvarais",
          "Laikykitės didesnio atstumo: pakrautas furgonas stabdo kur kas ilgiau",
        ],
      },
    },
    choice: {
      title: "Be vairuotojo ar su vairuotoju?",
      body: (
        <p>
          Nuoma be vairuotojo pigiausia, jei turite norinčių padėti ir kraustotės nedaug bei netoli. Pridėjus degalus,
          draudimo išskaitą ir ilgą dieną nešiojant, furgonas su vairuotoju krovėju už{" "}
          <strong>{manAndVanDay(0, "lt")}</strong> per dieną dažnai apsimoka labiau, o viso namo perkraustymui
          geriausiai tinka perkraustymo įmonė. Palyginkite kainas mūsų{" "}
          <Link to={href("/man-and-van")}>furgono su vairuotoju kainų gide</Link>.
        </p>
      ),
    },
    cta: {
      title: "Norite, kad vairuotų kiti?",
      body: "Palyginkite patikrintų furgonų su vairuotoju ir perkraustymo įmonių netoliese pasiūlymus.",
      secondary: "Visos paslaugos",
    },
  },
});
