import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

export const howItWorksCopy = localized({
  "en-GB": {
    title: "How it works: compare removal quotes in three steps",
    description: `Describe your move once, compare up to ${MAX_MATCHED_COMPANIES} quotes from verified removal companies and choose your mover. Free, with no obligation.`,
    eyebrow: "How it works",
    heading: "Compare removal quotes in three steps",
    intro: (
      <p>
        One short form instead of a day on the phone. {SITE_NAME} matches your move with up to {MAX_MATCHED_COMPANIES}{" "}
        verified removal companies that cover your area, and you choose the one that suits you.
      </p>
    ),
    describe: "Describe your move",
    note: "Free for you, with no obligation to book.",
    stepsTitle: "Three steps to your mover",
    steps: [
      {
        title: "Describe your move",
        body: "Tell us where you are moving from and to, what needs moving, the size of both homes and your dates. We confirm your email address with a one-time code, so nobody can request quotes in your name.",
      },
      {
        title: `Compare up to ${MAX_MATCHED_COMPANIES} quotes`,
        body: `We match you with up to ${MAX_MATCHED_COMPANIES} verified companies that cover your route and the kind of move you need. They aim to reply within ${REPLY_WITHIN_HOURS} hours, and you compare their prices, reviews and what is included side by side.`,
      },
      {
        title: "Choose your mover",
        body: "Pick the quote that suits you and agree the final details with the company directly. There is no fee to us and no obligation to book any of them.",
      },
    ],
    after: {
      title: "What happens after you send your request",
      email: {
        title: "A confirmation email",
        body: "You receive a summary of your request, its reference and the companies it was sent to.",
      },
      contact: {
        title: "Companies get in touch",
        body: "Matched companies may call or email to check details or arrange a survey, then send their quote.",
      },
      privacy: {
        title: "Your details stay limited",
        body: "Your request goes only to the companies matched to your move, never to a mailing list or to anyone else.",
      },
    },
    reviews: {
      title: "Verified reviews",
      intro: "Reviews are the most useful thing when you choose a removal company, so we are strict about them.",
      body: (
        <>
          <p>
            Only customers who requested quotes through {SITE_NAME} can review a company, and we invite you after your
            moving date. That means every review relates to a real move booked through the platform.
          </p>
          <p>
            Scores are out of 10 for quality, customer service and value for money. We publish every review that meets
            our content guidelines, good or bad, and companies can reply publicly. We never remove a review because a
            company asks us to, or because it pays for leads.
          </p>
        </>
      ),
      realCustomers: { title: "Real customers only", body: "Reviews are tied to a quote request made on our site." },
      threeScores: { title: "Three scores", body: "Quality, customer service and value for money, each out of 10." },
      goodAndBad: { title: "Good and bad", body: "Every review that meets the guidelines is published." },
      reply: { title: "Right of reply", body: "Companies can answer a review in public." },
    },
    readFaq: "Read the FAQ",
  },
  lt: {
    title: "Kaip tai veikia: palyginkite perkraustymo pasiūlymus per tris žingsnius",
    description: `Vieną kartą aprašykite savo persikraustymą, palyginkite iki ${MAX_MATCHED_COMPANIES} patikrintų perkraustymo įmonių pasiūlymų ir išsirinkite tinkamiausią. Nemokamai ir be įsipareigojimų.`,
    eyebrow: "Kaip tai veikia",
    heading: "Palyginkite perkraustymo pasiūlymus per tris žingsnius",
    intro: (
      <p>
        Viena trumpa forma vietoj dienos prie telefono. {SITE_NAME} parenka iki {MAX_MATCHED_COMPANIES} patikrintų
        perkraustymo įmonių, aptarnaujančių jūsų vietovę, o jūs išsirenkate tinkamiausią.
      </p>
    ),
    describe: "Aprašyti persikraustymą",
    note: "Jums nemokama ir neįpareigoja nieko užsakyti.",
    stepsTitle: "Trys žingsniai iki jūsų perkraustytojo",
    steps: [
      {
        title: "Aprašykite persikraustymą",
        body: "Nurodykite, iš kur ir į kur kraustotės, ką reikia perkraustyti, abiejų būstų dydį ir datas. Jūsų el. pašto adresą patvirtiname vienkartiniu kodu, kad niekas negalėtų prašyti pasiūlymų jūsų vardu.",
      },
      {
        title: `Palyginkite iki ${MAX_MATCHED_COMPANIES} pasiūlymų`,
        body: `Parenkame iki ${MAX_MATCHED_COMPANIES} patikrintų įmonių, kurios aptarnauja jūsų maršrutą ir atlieka jums reikalingą perkraustymą. Jos stengiasi atsakyti per ${REPLY_WITHIN_HOURS} val., o jūs greta palyginate jų kainas, atsiliepimus ir tai, kas įskaičiuota.`,
      },
      {
        title: "Išsirinkite perkraustytoją",
        body: "Pasirinkite jums tinkamą pasiūlymą ir galutines detales aptarkite tiesiogiai su įmone. Mums nieko nemokate ir neprivalote užsakyti nė vienos įmonės.",
      },
    ],
    after: {
      title: "Kas vyksta išsiuntus užklausą",
      email: {
        title: "Patvirtinimo laiškas",
        body: "Gaunate savo užklausos santrauką, jos numerį ir įmonių, kurioms ji išsiųsta, sąrašą.",
      },
      contact: {
        title: "Įmonės susisiekia su jumis",
        body: "Parinktos įmonės gali paskambinti ar parašyti, kad pasitikslintų informaciją ar susitartų dėl apžiūros, o tada atsiunčia pasiūlymą.",
      },
      privacy: {
        title: "Jūsų duomenys nesklinda",
        body: "Jūsų užklausą gauna tik jūsų persikraustymui parinktos įmonės – niekada jokie adresatų sąrašai ar kiti asmenys.",
      },
    },
    reviews: {
      title: "Patikrinti atsiliepimai",
      intro:
        "Renkantis perkraustymo įmonę atsiliepimai yra naudingiausia informacija, todėl jiems taikome griežtas taisykles.",
      body: (
        <>
          <p>
            Įvertinti įmonę gali tik klientai, prašę pasiūlymų per {SITE_NAME}, ir pakviečiame jus tai padaryti tik po
            persikraustymo datos. Todėl kiekvienas atsiliepimas susijęs su tikru per platformą užsakytu persikraustymu.
          </p>
          <p>
            Kokybė, klientų aptarnavimas ir kainos bei kokybės santykis vertinami balais iš 10. Skelbiame kiekvieną mūsų
            turinio taisykles atitinkantį atsiliepimą – gerą ar blogą, o įmonės gali į jį viešai atsakyti. Niekada
            nepašaliname atsiliepimo vien todėl, kad to paprašė įmonė ar kad ji moka už užklausas.
          </p>
        </>
      ),
      realCustomers: {
        title: "Tik tikri klientai",
        body: "Kiekvienas atsiliepimas susietas su mūsų svetainėje pateikta užklausa.",
      },
      threeScores: {
        title: "Trys įvertinimai",
        body: "Kokybė, klientų aptarnavimas ir kainos bei kokybės santykis – kiekvienas iš 10.",
      },
      goodAndBad: { title: "Geri ir blogi", body: "Skelbiamas kiekvienas taisykles atitinkantis atsiliepimas." },
      reply: { title: "Teisė atsakyti", body: "Įmonės gali viešai atsakyti į atsiliepimą." },
    },
    readFaq: "Skaityti DUK",
  },
});
