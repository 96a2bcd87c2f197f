import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";
import { LEADS_START_WITHIN_HOURS, partnerTermsCopy } from "./partner-terms";

const en = partnerTermsCopy["en-GB"];
const lt = partnerTermsCopy.lt;

export const partnerFaqCopy = localized({
  "en-GB": {
    title: "Partner FAQ for removal companies",
    description: `Questions from removal companies about joining ${SITE_NAME}: pay per lead pricing, no set-up fees, approval in ${en.approvalTime}, requirements, lead settings and cancellation.`,
    heading: "Partner FAQ",
    intro: (
      <p>
        Everything removal companies ask before joining {SITE_NAME}: what it costs, what we check, and how leads reach
        you.
      </p>
    ),
    becomePartner: "Become a partner",
    contactUs: "Contact us",
    note: "Pay per lead. No set-up fees. Cancel at any time.",
    pricingTitle: "Pricing and billing",
    pricing: [
      {
        question: "How does pricing work?",
        answer:
          "You pay per lead: a fee for each customer request you choose to take up. You see the move details (area, type, size and date) before you decide, and declining a lead costs nothing.",
      },
      {
        question: "Are there any set-up fees?",
        answer: `No. Joining ${SITE_NAME} and setting up your company profile are free. You only pay for the leads you take.`,
      },
      {
        question: "Can I cancel, and is there a fee?",
        answer:
          "You can cancel at any time, with no cancellation fees. Your account stays active until the end of the current billing period, so you can finish any jobs already in progress.",
      },
    ],
    joiningTitle: "Joining and receiving leads",
    joining: [
      {
        question: "What are the requirements to join?",
        answer: `${en.requirements.join(", ")}.`,
      },
      {
        question: "How long does approval take?",
        answer: `We review complete applications in ${en.approvalTime}. We may contact you for copies of your insurance certificates or other documents; having them ready speeds things up.`,
      },
      {
        question: "When will I start receiving leads?",
        answer: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of your approval, as soon as customers in your service area request quotes for the kinds of move you offer: sign in and complete your public profile, and you are invited to the next request in your area, unless other new companies there were waiting before you.`,
      },
      {
        question: "How do I choose which leads I receive?",
        answer:
          "You choose the kinds of removal you do (domestic, international, commercial) and your service area, either as a radius in miles around your base or as a list of regions and cities. You can also set a daily or weekly cap and pause leads when you are fully booked.",
      },
      {
        question: "How many companies receive each lead?",
        answer: `Each customer request is shared with at most ${MAX_MATCHED_COMPANIES} companies, so you compete with a small number of verified firms rather than a crowd. An invited company has a few working hours to claim or decline; if it does not answer, its place is offered to the next company.`,
      },
      {
        question: "How do reviews work for my company?",
        answer:
          "Customers who requested quotes through us are invited to review the company they used after the move. Every review that meets our guidelines is published, and you can reply publicly to any review.",
      },
    ],
    sharingLink: "How leads are shared between companies",
    sharingAfter: ": who is invited, the response window and the ranking.",
    requirementsIntro: "Every company is checked against these before approval.",
    questionsTitle: "Still have questions?",
    questionsBody: "Talk to our partner team. We are happy to explain how leads work in your area before you apply.",
    apply: "Apply to become a partner",
    or: "Or",
  },
  lt: {
    title: "DUK perkraustymo įmonėms, norinčioms tapti partnerėmis",
    description: `Perkraustymo įmonių klausimai apie prisijungimą prie ${SITE_NAME}: mokėjimas už užklausą, jokių pradinių mokesčių, patvirtinimas per ${lt.approvalTime}, reikalavimai, užklausų nustatymai ir narystės nutraukimas.`,
    heading: "Partnerių DUK",
    intro: (
      <p>
        Viskas, ko perkraustymo įmonės klausia prieš prisijungdamos prie {SITE_NAME}: kiek tai kainuoja, ką tikriname ir
        kaip jus pasiekia užklausos.
      </p>
    ),
    becomePartner: "Tapti partneriu",
    contactUs: "Susisiekti",
    note: "Mokate už užklausą. Jokių pradinių mokesčių. Nutraukti galite bet kada.",
    pricingTitle: "Kainos ir atsiskaitymas",
    pricing: [
      {
        question: "Kaip skaičiuojama kaina?",
        answer:
          "Mokate už kiekvieną užklausą: mokestį už kiekvieną kliento užklausą, kurią nusprendžiate perimti. Prieš apsispręsdami matote persikraustymo informaciją (vietovę, tipą, apimtį ir datą), o atsisakyti užklausos nieko nekainuoja.",
      },
      {
        question: "Ar yra pradinių mokesčių?",
        answer: `Ne. Prisijungti prie ${SITE_NAME} ir susikurti įmonės profilį nemokama. Mokate tik už perimtas užklausas.`,
      },
      {
        question: "Ar galiu nutraukti narystę ir ar tai kainuoja?",
        answer:
          "Nutraukti galite bet kada, be jokių nutraukimo mokesčių. Jūsų paskyra lieka aktyvi iki einamojo atsiskaitymo laikotarpio pabaigos, todėl spėsite užbaigti jau pradėtus darbus.",
      },
    ],
    joiningTitle: "Prisijungimas ir užklausų gavimas",
    joining: [
      {
        question: "Kokie reikalavimai norint prisijungti?",
        answer: `${lt.requirements.join(", ")}.`,
      },
      {
        question: "Kiek laiko trunka patvirtinimas?",
        answer: `Visas reikiamas žinias pateikusias paraiškas peržiūrime per ${lt.approvalTime}. Galime paprašyti draudimo liudijimų ar kitų dokumentų kopijų – jei turėsite juos po ranka, viskas vyks greičiau.`,
      },
      {
        question: "Kada pradėsiu gauti užklausas?",
        answer: `Užklausos pradeda plaukti per ${LEADS_START_WITHIN_HOURS} val. nuo patvirtinimo, kai tik jūsų aptarnaujamos teritorijos klientai paprašo pasiūlymų jūsų siūlomiems perkraustymams: prisijunkite ir užpildykite viešą profilį – būsite pakviesti į kitą užklausą savo vietovėje, nebent kitos naujos įmonės ten laukia ilgiau už jus.`,
      },
      {
        question: "Kaip pasirinkti, kokias užklausas gausiu?",
        answer:
          "Pasirenkate, kokius perkraustymus atliekate (vietinius, tarptautinius, komercinius), ir aptarnaujamą teritoriją: spindulį mylių aplink savo bazę arba regionų ir miestų sąrašą. Taip pat galite nustatyti dienos ar savaitės užklausų ribą ir sustabdyti užklausas, kai darbų kalendorius pilnas.",
      },
      {
        question: "Kiek įmonių gauna kiekvieną užklausą?",
        answer: `Kiekviena kliento užklausa siunčiama ne daugiau kaip ${MAX_MATCHED_COMPANIES} įmonėms, todėl konkuruojate su keliomis patikrintomis įmonėmis, o ne su minia. Pakviesta įmonė turi kelias darbo valandas užklausai perimti ar jos atsisakyti; jei neatsako, jos vieta pasiūloma kitai įmonei.`,
      },
      {
        question: "Kaip veikia atsiliepimai apie mano įmonę?",
        answer:
          "Po persikraustymo klientus, kurie prašė pasiūlymų per mus, pakviečiame įvertinti pasirinktą įmonę. Skelbiame kiekvieną mūsų taisykles atitinkantį atsiliepimą, o jūs galite viešai atsakyti į bet kurį iš jų.",
      },
    ],
    sharingLink: "Kaip užklausos paskirstomos įmonėms",
    sharingAfter: ": kas kviečiamas, kiek laiko turite atsakyti ir kaip sudaroma eilė.",
    requirementsIntro: "Prieš patvirtindami kiekvieną įmonę patikriname pagal šiuos reikalavimus.",
    questionsTitle: "Vis dar turite klausimų?",
    questionsBody:
      "Pasikalbėkite su mūsų partnerių komanda. Mielai paaiškinsime, kaip užklausos veikia jūsų vietovėje, dar prieš jums teikiant paraišką.",
    apply: "Pateikti partnerio paraišką",
    or: "Arba",
  },
});
