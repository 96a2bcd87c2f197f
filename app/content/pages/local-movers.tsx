import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import { localized } from "../localized";
import { PARKING_SUSPENSION_RANGE, SERVICE_FROM_PRICES } from "../prices";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

export const localMoversCopy = localized({
  "en-GB": {
    title: "Local movers: moving within your town or city",
    description:
      "How local removals are priced, how to keep an hourly move short, and what to check before booking local movers. Compare quotes from verified companies near you.",
    eyebrow: "Local removals",
    heading: "Local movers near you",
    intro: (
      <p>
        Most moves in the UK are short: across town, or to the next village. Local moves are quick to plan, but because
        they are usually charged by the hour, a little preparation saves real money.
      </p>
    ),
    action: "Find local movers",
    note: `Compare up to ${MAX_MATCHED_COMPANIES} local companies. Replies within ${REPLY_WITHIN_HOURS} hours.`,
    pricing: {
      title: "How local moves are priced",
      intro: `Most local movers charge by the hour for the vehicle and crew, usually with a minimum of two or three hours. Man with a van services start from ${SERVICE_FROM_PRICES["en-GB"].manWithAVan}; full house removals from ${SERVICE_FROM_PRICES["en-GB"].houseRemovals}.`,
      after: (
        <>
          The clock usually starts when the crew arrives (some include travel from their depot), so ask how time is
          counted when you compare quotes. For a bigger home, a fixed price for the job can be better value. See{" "}
          <Link to={href("/man-and-van")} className={linkClass}>
            man and van costs
          </Link>{" "}
          for daily prices.
        </>
      ),
    },
    short: {
      title: "Keep an hourly move short",
      cards: [
        {
          title: "Be packed before they arrive",
          body: "Every box you tape up while the crew waits is paid time. Have everything packed, sealed and labelled.",
        },
        {
          title: "Clear a space outside",
          body: `A short carry saves a lot of time. A council parking suspension costs ${PARKING_SUSPENSION_RANGE["en-GB"]}.`,
        },
        {
          title: "Book enough movers",
          body: "Two movers finish a flat far faster than one. The extra person often pays for themselves.",
        },
        {
          title: "Stage by the door",
          body: "Stack boxes in one room near the exit and dismantle beds and tables in advance if you can.",
        },
      ],
    },
    before: {
      title: "Before you book local movers",
      body: "Local companies know the streets, the parking rules and which flats have awkward stairwells. That knowledge shows in accurate quotes. Ask for the quote in writing and check these points:",
      items: [
        "Hourly or fixed price, and the minimum charge",
        "When the clock starts and stops",
        "How many movers and what size of van",
        "Goods-in-transit and public liability insurance",
        "Whether blankets, straps and floor protection are included",
        "Any extra charges for stairs, parking or waiting",
      ],
    },
    cta: {
      title: "Compare local movers",
      body: "Tell us your postcodes and what you are moving. Verified companies that cover your area send their prices.",
      secondary: "Domestic removals guide",
    },
  },
  lt: {
    title: "Vietiniai perkraustytojai: persikraustymas savo mieste",
    description:
      "Kaip įkainojamas persikraustymas netoli, kaip sutrumpinti valandomis apmokamą darbą ir ką patikrinti prieš užsakant vietinius perkraustytojus. Palyginkite patikrintų įmonių netoliese pasiūlymus.",
    eyebrow: "Persikraustymas netoli",
    heading: "Vietiniai perkraustytojai netoliese",
    intro: (
      <p>
        Dauguma persikraustymų JK – netoli: į kitą miesto galą ar gretimą kaimą. Tokį persikraustymą suplanuoti nesunku,
        bet kadangi jis paprastai apmokamas valandomis, šiek tiek pasiruošę sutaupysite nemažai pinigų.
      </p>
    ),
    action: "Rasti vietinių perkraustytojų",
    note: `Palyginkite iki ${MAX_MATCHED_COMPANIES} vietinių įmonių. Atsakymai per ${REPLY_WITHIN_HOURS} valandas.`,
    pricing: {
      title: "Kaip įkainojamas persikraustymas netoli",
      intro: `Dauguma vietinių perkraustytojų už transportą ir komandą ima valandinį mokestį, paprastai mažiausiai už dvi ar tris valandas. Furgonas su vairuotoju krovėju (angl. man and van) – nuo ${SERVICE_FROM_PRICES.lt.manWithAVan}, viso namo perkraustymas – nuo ${SERVICE_FROM_PRICES.lt.houseRemovals}.`,
      after: (
        <>
          Laikas paprastai pradedamas skaičiuoti komandai atvykus (kai kurios įmonės įskaičiuoja ir kelią iš bazės), tad
          lygindami pasiūlymus paklauskite, kaip skaičiuojamas laikas. Didesniam būstui fiksuota kaina už visą darbą
          gali apsimokėti labiau. Dienos kainas rasite puslapyje{" "}
          <Link to={href("/man-and-van")} className={linkClass}>
            „Furgono su vairuotoju kainos“
          </Link>
          .
        </>
      ),
    },
    short: {
      title: "Kaip sutrumpinti valandomis apmokamą darbą",
      cards: [
        {
          title: "Susipakuokite iš anksto",
          body: "Kiekviena dėžė, kurią užklijuojate komandai laukiant, – apmokamas laikas. Viską iš anksto supakuokite, užklijuokite ir pažymėkite.",
        },
        {
          title: "Atlaisvinkite vietą prie namo",
          body: `Trumpas nešimo kelias sutaupo daug laiko. Savivaldybės leidimas laikinai užimti stovėjimo vietą (angl. parking suspension) kainuoja ${PARKING_SUSPENSION_RANGE.lt}.`,
        },
        {
          title: "Užsakykite pakankamai krovėjų",
          body: "Du krovėjai butą perkrausto kur kas greičiau nei vienas. Papildomas žmogus dažnai atsiperka.",
        },
        {
          title: "Sukraukite daiktus prie durų",
          body: "Sudėkite dėžes viename kambaryje prie išėjimo, o lovas ir stalus, jei galite, išardykite iš anksto.",
        },
      ],
    },
    before: {
      title: "Prieš užsakydami vietinius perkraustytojus",
      body: "Vietinės įmonės žino gatves, stovėjimo taisykles ir kuriuose namuose nepatogios laiptinės. Tai matyti iš tikslių pasiūlymų. Paprašykite pasiūlymo raštu ir patikrinkite:",
      items: [
        "Valandinė ar fiksuota kaina ir koks mažiausias mokestis",
        "Kada laikas pradedamas ir baigiamas skaičiuoti",
        "Kiek krovėjų ir kokio dydžio furgonas",
        "Krovinių draudimas pervežimo metu ir civilinės atsakomybės draudimas",
        "Ar įskaičiuoti apsauginiai apklotai, diržai ir grindų apsauga",
        "Ar yra papildomų mokesčių už laiptus, stovėjimą ar laukimą",
      ],
    },
    cta: {
      title: "Palyginkite vietinius perkraustytojus",
      body: "Nurodykite pašto kodus ir ką vežate. Jūsų vietovėje dirbančios patikrintos įmonės atsiųs savo kainas.",
      secondary: "Persikraustymo JK gidas",
    },
  },
});
