import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";
import { LEADS_START_WITHIN_HOURS, partnerTermsCopy } from "./partner-terms";

const en = partnerTermsCopy["en-GB"];
const lt = partnerTermsCopy.lt;

export const becomePartnerCopy = localized({
  "en-GB": {
    title: "Become a partner: get verified moving leads",
    description: `Removal companies: join ${SITE_NAME} for free and receive verified moving leads in your area. Pay per lead, no set-up fees, a company profile and a dedicated account manager.`,
    hero: {
      title: "Get verified moving leads",
      intro: (
        <p>
          Join the removal companies that grow with {SITE_NAME}. Customers who are ready to move, in the area you
          choose, for the kinds of removal you do. Pay per lead, with no set-up fees.
        </p>
      ),
      start: "Get free access",
      note: "Free to join. No set-up fees. Cancel at any time.",
    },
    steps: {
      title: "Start receiving leads in 3 steps",
      intro: `Registration takes a few minutes. We contact you within ${REPLY_WITHIN_HOURS} hours.`,
      steps: [
        {
          title: "Register for free",
          body: "Tell us the kinds of removal you do, the area you cover (a radius or a list of cities) and your company details.",
        },
        {
          title: "We verify your company",
          body: `Our partner team contacts you within ${REPLY_WITHIN_HOURS} hours and reviews your application in ${en.approvalTime}: your insurance, experience and equipment.`,
        },
        {
          title: "Receive leads and win jobs",
          body: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of approval. Claim the ones that suit you, send your quote and win the job.`,
        },
      ],
      start: "Get started",
    },
    why: {
      title: `Why removal companies choose ${SITE_NAME}`,
      realCustomers: {
        title: "Customers who are really moving",
        body: "Every customer confirms their email address with a one-time code before their request reaches you, so you spend your time on real moves.",
      },
      yourWork: {
        title: "Only the work you want",
        body: "You decide the types of removal and the area you cover, and you choose which leads to take up.",
      },
      noRisk: {
        title: "No risk to try",
        body: "No set-up fees and no long contract: you pay per lead and can cancel at any time.",
      },
    },
    offer: {
      title: "What you get as a partner",
      verifiedLeads: {
        title: "Verified leads",
        body: "Move details, dates and sizes up front, from customers who have confirmed their contact details.",
      },
      payPerLead: {
        title: "Pay per lead",
        body: "You pay only for the leads you take up. Declining a lead costs nothing.",
      },
      area: {
        title: "Your area, your choice",
        body: "A radius of up to 200 miles around your base, or the cities and regions you serve.",
      },
      profile: {
        title: "A company profile",
        body: "A public page with your services, your logo and verified reviews from the customers you have moved.",
      },
      manager: {
        title: "A dedicated account manager",
        body: "One person who knows your business and helps you get the most out of your leads.",
      },
      dashboard: {
        title: "A partner dashboard",
        body: "Leads, jobs, drivers, vehicles and payments in one back office.",
      },
      apply: "Apply to Become a Partner",
    },
    numbersTitle: `${SITE_NAME} in numbers`,
    requirementsIntro: "We check every company against these before approval, so customers can trust every partner.",
    faqTitle: "Frequently asked questions",
    faq: [
      {
        question: "How much does it cost to join?",
        answer: `Joining ${SITE_NAME} is free and there are no set-up fees. You pay per lead, only for the customer requests you choose to take up.`,
      },
      {
        question: "How quickly will my application be reviewed?",
        answer: `Our partner team contacts you within ${REPLY_WITHIN_HOURS} hours of your registration, and we review complete applications in ${en.approvalTime}.`,
      },
      {
        question: "When do I start receiving leads?",
        answer: `Leads start within ${LEADS_START_WITHIN_HOURS} hours of your approval, as soon as customers in your area ask for the kinds of removal you offer.`,
      },
      {
        question: "Which leads will I receive?",
        answer:
          "You choose the types of removal (domestic, international, commercial) and your target area: a radius in miles around a location, or a list of cities and regions across England, Scotland, Wales and Northern Ireland.",
      },
      {
        question: "How many other companies receive the same lead?",
        answer: `Each request goes to at most ${MAX_MATCHED_COMPANIES} verified companies: the partners that cover the customer's area for that kind of removal, ranked by their reviews, distance and how many leads they have had recently.`,
      },
      {
        question: "Can I cancel?",
        answer:
          "Yes, at any time and with no cancellation fees. Your account stays active until the end of the current billing period.",
      },
    ],
    allQuestions: "Read all partner questions and answers",
    contact: {
      title: "Questions before you apply?",
      before: "Our partner team is happy to explain how leads work in your area: ",
      orCall: " or call us",
    },
  },
  lt: {
    title: "Tapkite partneriu: gaukite patikrintas persikraustymo užklausas",
    description: `Perkraustymo įmonėms: prisijunkite prie ${SITE_NAME} nemokamai ir gaukite patikrintas klientų užklausas savo vietovėje. Mokate už kiekvieną užklausą, be pradinių mokesčių, su įmonės profiliu ir asmeniniu vadybininku.`,
    hero: {
      title: "Gaukite patikrintas persikraustymo užklausas",
      intro: (
        <p>
          Prisijunkite prie perkraustymo įmonių, kurios auga kartu su {SITE_NAME}. Klientai, pasiruošę kraustytis, jūsų
          pasirinktoje vietovėje ir būtent tų perkraustymų, kuriuos atliekate. Mokate už kiekvieną užklausą, be pradinių
          mokesčių.
        </p>
      ),
      start: "Gauti nemokamą prieigą",
      note: "Prisijungti nemokama. Jokių pradinių mokesčių. Nutraukti galite bet kada.",
    },
    steps: {
      title: "Pradėkite gauti užklausas per 3 žingsnius",
      intro: `Registracija užtrunka kelias minutes. Susisieksime su jumis per ${REPLY_WITHIN_HOURS} val.`,
      steps: [
        {
          title: "Užsiregistruokite nemokamai",
          body: "Nurodykite, kokius perkraustymus atliekate, kokią teritoriją aptarnaujate (spindulį arba miestų sąrašą), ir savo įmonės duomenis.",
        },
        {
          title: "Patikriname jūsų įmonę",
          body: `Mūsų partnerių komanda susisiekia su jumis per ${REPLY_WITHIN_HOURS} val. ir per ${lt.approvalTime} peržiūri jūsų paraišką: draudimą, patirtį ir įrangą.`,
        },
        {
          title: "Gaukite užklausas ir laimėkite užsakymus",
          body: `Užklausos pradeda plaukti per ${LEADS_START_WITHIN_HOURS} val. nuo patvirtinimo. Perimkite jums tinkančias, išsiųskite pasiūlymą ir gaukite užsakymą.`,
        },
      ],
      start: "Pradėti",
    },
    why: {
      title: `Kodėl perkraustymo įmonės renkasi ${SITE_NAME}`,
      realCustomers: {
        title: "Klientai, kurie tikrai kraustosi",
        body: "Kol užklausa dar nepasiekė jūsų, kiekvienas klientas patvirtina savo el. pašto adresą vienkartiniu kodu, todėl laiką skiriate tikriems persikraustymams.",
      },
      yourWork: {
        title: "Tik tie darbai, kurių norite",
        body: "Patys nusprendžiate, kokius perkraustymus atliekate ir kokią teritoriją aptarnaujate, ir renkatės, kurias užklausas perimti.",
      },
      noRisk: {
        title: "Išbandyti nerizikinga",
        body: "Jokių pradinių mokesčių ir ilgalaikės sutarties: mokate už kiekvieną užklausą ir galite nutraukti bet kada.",
      },
    },
    offer: {
      title: "Ką gaunate tapę partneriu",
      verifiedLeads: {
        title: "Patikrintos užklausos",
        body: "Persikraustymo informacija, datos ir apimtys iš anksto, iš klientų, patvirtinusių savo kontaktinius duomenis.",
      },
      payPerLead: {
        title: "Mokate už užklausą",
        body: "Mokate tik už perimtas užklausas. Atsisakyti užklausos nieko nekainuoja.",
      },
      area: {
        title: "Jūsų teritorija – jūsų pasirinkimas",
        body: "Iki 200 mylių spindulys aplink jūsų bazę arba jūsų aptarnaujami miestai ir regionai.",
      },
      profile: {
        title: "Įmonės profilis",
        body: "Viešas puslapis su jūsų paslaugomis, logotipu ir patikrintais atsiliepimais klientų, kuriuos perkraustėte.",
      },
      manager: {
        title: "Asmeninis vadybininkas",
        body: "Vienas žmogus, kuris pažįsta jūsų verslą ir padeda iš užklausų gauti kuo daugiau.",
      },
      dashboard: {
        title: "Partnerio valdymo skydelis",
        body: "Užklausos, darbai, vairuotojai, transporto priemonės ir mokėjimai vienoje administravimo sistemoje.",
      },
      apply: "Pateikti partnerio paraišką",
    },
    numbersTitle: `${SITE_NAME} skaičiais`,
    requirementsIntro:
      "Prieš patvirtindami kiekvieną įmonę patikriname pagal šiuos reikalavimus, kad klientai galėtų pasitikėti kiekvienu partneriu.",
    faqTitle: "Dažniausiai užduodami klausimai",
    faq: [
      {
        question: "Kiek kainuoja prisijungti?",
        answer: `Prisijungti prie ${SITE_NAME} nemokama, jokių pradinių mokesčių nėra. Mokate už kiekvieną užklausą – tik už tas klientų užklausas, kurias nusprendžiate perimti.`,
      },
      {
        question: "Kaip greitai bus peržiūrėta mano paraiška?",
        answer: `Mūsų partnerių komanda susisiekia su jumis per ${REPLY_WITHIN_HOURS} val. nuo registracijos, o visas reikiamas žinias pateikusias paraiškas peržiūrime per ${lt.approvalTime}.`,
      },
      {
        question: "Kada pradėsiu gauti užklausas?",
        answer: `Užklausos pradeda plaukti per ${LEADS_START_WITHIN_HOURS} val. nuo patvirtinimo, kai tik jūsų vietovės klientai ieško jūsų siūlomų perkraustymo paslaugų.`,
      },
      {
        question: "Kokias užklausas gausiu?",
        answer:
          "Patys pasirenkate perkraustymo tipus (vietinius, tarptautinius, komercinius) ir aptarnaujamą teritoriją: spindulį mylių aplink pasirinktą vietą arba miestų ir regionų sąrašą visoje Anglijoje, Škotijoje, Velse ir Šiaurės Airijoje.",
      },
      {
        question: "Kiek kitų įmonių gauna tą pačią užklausą?",
        answer: `Kiekviena užklausa siunčiama ne daugiau kaip ${MAX_MATCHED_COMPANIES} patikrintoms įmonėms: partneriams, kurie tokius perkraustymus atlieka kliento vietovėje, surikiuotiems pagal atsiliepimus, atstumą ir tai, kiek užklausų jie neseniai gavo.`,
      },
      {
        question: "Ar galiu nutraukti narystę?",
        answer:
          "Taip, bet kada ir be jokių nutraukimo mokesčių. Jūsų paskyra lieka aktyvi iki einamojo atsiskaitymo laikotarpio pabaigos.",
      },
    ],
    allQuestions: "Visi partnerių klausimai ir atsakymai",
    contact: {
      title: "Turite klausimų prieš teikdami paraišką?",
      before: "Mūsų partnerių komanda mielai paaiškins, kaip užklausos veikia jūsų vietovėje: ",
      orCall: " arba paskambinkite",
    },
  },
});
