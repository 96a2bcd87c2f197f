import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { articlePath } from "~/content/articles";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { localized } from "../localized";
import { averageMoveCostTable, PEAK_MONTHS, SERVICE_FROM_PRICES } from "../prices";

export const domesticCopy = localized({
  "en-GB": {
    title: "Domestic removals in the UK: costs, planning and checklists",
    description:
      "A practical guide to moving home within the UK: what a house removal costs, how to prepare, what to ask removal companies and how to compare quotes.",
    eyebrow: "Domestic removals",
    heading: "Moving home within the UK",
    intro: (
      <p>
        Whether you are moving across town or from Cornwall to the Highlands, a good removal company makes the day
        predictable. Here is what it costs, how to prepare and what to ask before you book.
      </p>
    ),
    action: "Get domestic removal quotes",
    note: `House removals from ${SERVICE_FROM_PRICES["en-GB"].houseRemovals}. Compare up to ${MAX_MATCHED_COMPANIES} quotes for free.`,
    cost: {
      title: "What a house removal costs",
      intro: "The removal itself is usually less than half of the total when you add the services most people choose.",
      table: averageMoveCostTable("en-GB", {
        caption: "Illustrative cost of an average full-service house move",
        columns: ["Item", "Typical cost"],
        total: "Total",
        note: "For guidance only. Packing, storage and cleaning are optional; leave them out and the total falls sharply.",
      }),
      body: (
        <>
          <p>
            The price of the removal depends mostly on <strong>volume</strong> (how full your home is),{" "}
            <strong>distance</strong>, <strong>access</strong> at both ends and your <strong>date</strong>.{" "}
            {PEAK_MONTHS["en-GB"]} and month ends are busiest.
          </p>
          <p>
            Local moves are often charged by the hour; longer moves by the job. For a flat or a few items, a{" "}
            <Link to={href("/man-and-van")}>man and van</Link> can cost much less. Read our guide to{" "}
            <Link to={articlePath("how-much-does-it-cost-to-move-house-uk")}>what moving house costs</Link> for the
            other bills to budget for.
          </p>
        </>
      ),
    },
    prepare: {
      title: "How to prepare",
      early: {
        title: "Six to eight weeks before",
        items: [
          "Declutter: sell, donate or recycle what you will not take",
          "Request quotes and arrange surveys",
          "Provisionally book a company for your likely week",
          "Check parking at both homes and ask about permits",
        ],
      },
      late: {
        title: "The last two weeks",
        items: [
          "Confirm the date, times and access with your mover",
          "Pack room by room and label every box with its destination",
          "Defrost the freezer and refit washing machine transit bolts",
          "Pack an essentials box and keep documents with you",
        ],
      },
      checklistLink: "See the full printable moving checklist",
    },
    ask: {
      title: "What to ask a removal company",
      body: (
        <>
          <ol>
            <li>Is the quote a fixed price for the job, and what could change it on the day?</li>
            <li>Will you survey the home, in person or by video, before confirming the price?</li>
            <li>How many people and which vehicles will come?</li>
            <li>What does your goods-in-transit insurance cover, and what is the limit per item?</li>
            <li>Are packing, materials, dismantling and reassembly included?</li>
            <li>What happens if our completion date moves or keys are released late?</li>
            <li>What deposit do you need, and what are your cancellation terms?</li>
          </ol>
          <p>
            More in our guide to <Link to={articlePath("how-to-compare-removal-quotes")}>comparing removal quotes</Link>
            .
          </p>
        </>
      ),
    },
    completion: {
      title: "Buying or selling? Plan around completion",
      body: (
        <p>
          In England, Wales and Northern Ireland your moving date is only certain once contracts are exchanged; in
          Scotland, once missives are concluded. Book your removal provisionally, confirm it at exchange, and ask the
          company what happens if completion slips. Our article on{" "}
          <Link to={articlePath("planning-your-move-around-completion-day")}>planning around completion day</Link>{" "}
          explains the timeline.
        </p>
      ),
    },
    ctaSecondary: "Moving locally?",
  },
  lt: {
    title: "Persikraustymas JK viduje: kainos, planavimas ir kontroliniai sąrašai",
    description:
      "Praktinis gidas, kaip persikraustyti JK viduje: kiek kainuoja namų perkraustymas, kaip pasiruošti, ko klausti perkraustymo įmonių ir kaip palyginti pasiūlymus.",
    eyebrow: "Persikraustymas JK",
    heading: "Persikraustymas Jungtinėje Karalystėje",
    intro: (
      <p>
        Kraustotės į kitą miesto galą ar iš Kornvalio į Škotijos aukštumas – gera perkraustymo įmonė padės išvengti
        netikėtumų. Štai kiek tai kainuoja, kaip pasiruošti ir ko paklausti prieš užsakant.
      </p>
    ),
    action: "Gauti persikraustymo pasiūlymų",
    note: `Namų perkraustymas nuo ${SERVICE_FROM_PRICES.lt.houseRemovals}. Nemokamai palyginkite iki ${MAX_MATCHED_COMPANIES} pasiūlymų.`,
    cost: {
      title: "Kiek kainuoja namų perkraustymas",
      intro:
        "Pats perkraustymas paprastai sudaro mažiau nei pusę visos sumos, kai pridedate paslaugas, kurias renkasi dauguma.",
      table: averageMoveCostTable("lt", {
        caption: "Vidutinio namų perkraustymo su visomis paslaugomis kaina (pavyzdys)",
        columns: ["Paslauga", "Įprasta kaina"],
        total: "Iš viso",
        note: "Tik orientacinės kainos. Pakavimas, sandėliavimas ir valymas nebūtini: be jų suma gerokai sumažėja.",
      }),
      body: (
        <>
          <p>
            Perkraustymo kaina labiausiai priklauso nuo <strong>tūrio</strong> (kiek daiktų turite),{" "}
            <strong>atstumo</strong>, <strong>priėjimo</strong> abiejuose galuose ir <strong>datos</strong>. Daugiausia
            darbo būna laikotarpiu {PEAK_MONTHS.lt} ir mėnesio pabaigoje.
          </p>
          <p>
            Vietiniai persikraustymai dažnai apmokami valandomis, tolimesni – už visą darbą. Butui ar keliems daiktams
            pervežti <Link to={href("/man-and-van")}>furgonas su vairuotoju</Link> gali kainuoti gerokai mažiau. Apie
            kitas išlaidas, kurias verta numatyti, skaitykite mūsų gide{" "}
            <Link to={articlePath("how-much-does-it-cost-to-move-house-uk")}>„Kiek kainuoja persikraustymas“</Link>.
          </p>
        </>
      ),
    },
    prepare: {
      title: "Kaip pasiruošti",
      early: {
        title: "Likus šešioms–aštuonioms savaitėms",
        items: [
          "Atsikratykite nereikalingų daiktų: parduokite, atiduokite ar perdirbkite tai, ko nesivešite",
          "Paprašykite pasiūlymų ir susitarkite dėl apžiūrų",
          "Preliminariai užsakykite įmonę numatomai savaitei",
          "Patikrinkite stovėjimo galimybes prie abiejų namų ir pasidomėkite leidimais",
        ],
      },
      late: {
        title: "Paskutinės dvi savaitės",
        items: [
          "Patvirtinkite su perkraustymo įmone datą, laiką ir priėjimą",
          "Pakuokite kambarį po kambario ir ant kiekvienos dėžės užrašykite, kur ji keliauja",
          "Atitirpinkite šaldiklį ir įsukite skalbimo mašinos transportavimo varžtus",
          "Susidėkite būtiniausių daiktų dėžę, o dokumentus laikykite prie savęs",
        ],
      },
      checklistLink: "Visas spausdinamas persikraustymo kontrolinis sąrašas",
    },
    ask: {
      title: "Ko paklausti perkraustymo įmonės",
      body: (
        <>
          <ol>
            <li>Ar pasiūlymo kaina fiksuota už visą darbą ir kas ją gali pakeisti perkraustymo dieną?</li>
            <li>Ar prieš patvirtindami kainą apžiūrėsite būstą vietoje ar per vaizdo skambutį?</li>
            <li>Kiek žmonių ir kokios transporto priemonės atvyks?</li>
            <li>Ką apima jūsų krovinių draudimas pervežimo metu ir kokia draudimo suma vienam daiktui?</li>
            <li>Ar į kainą įeina pakavimas, medžiagos, išardymas ir surinkimas?</li>
            <li>Kas bus, jei mūsų sandorio užbaigimo diena pasikeis arba raktai bus perduoti vėliau?</li>
            <li>Kokio avanso reikia ir kokios atšaukimo sąlygos?</li>
          </ol>
          <p>
            Daugiau – mūsų gide,{" "}
            <Link to={articlePath("how-to-compare-removal-quotes")}>kaip palyginti perkraustymo pasiūlymus</Link>.
          </p>
        </>
      ),
    },
    completion: {
      title: "Perkate ar parduodate? Planuokite pagal sandorio užbaigimą",
      body: (
        <p>
          Anglijoje, Velse ir Šiaurės Airijoje persikraustymo data tampa tikra tik pasikeitus sutartimis (angl. exchange
          of contracts), o Škotijoje – sudarius sandorį raštais (angl. conclusion of missives). Perkraustymą užsakykite
          preliminariai, patvirtinkite jį pasikeitus sutartimis ir paklauskite įmonės, kas bus, jei sandorio užbaigimo
          diena (angl. completion day) nusikels. Mūsų straipsnyje, kaip{" "}
          <Link to={articlePath("planning-your-move-around-completion-day")}>
            planuoti pagal sandorio užbaigimo dieną
          </Link>
          , paaiškinta visa eiga.
        </p>
      ),
    },
    ctaSecondary: "Kraustotės netoli?",
  },
});
