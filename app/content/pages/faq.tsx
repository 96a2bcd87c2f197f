import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

export const faqCopy = localized({
  "en-GB": {
    title: "Frequently asked questions about removal quotes",
    description: `Answers about getting removal quotes on ${SITE_NAME}: cost, how many quotes, how quickly companies reply, how companies are checked, reviews, damage and your data.`,
    eyebrow: "Help",
    heading: "Frequently asked questions",
    intro: (
      <p>
        Quick answers about getting and comparing removal quotes. Cannot find what you need?{" "}
        <Link to={href("/contact")} className={linkClass}>
          Contact us
        </Link>
        .
      </p>
    ),
    quotesTitle: "Getting quotes",
    quotes: [
      {
        question: "Is it free to get removal quotes?",
        answer: `Yes. Requesting and comparing quotes on ${SITE_NAME} is free, and you are under no obligation to book any of the companies. Companies pay us a fee for each request they take up, which is how the service stays free for you.`,
      },
      {
        question: "How many quotes will I receive?",
        answer: `Up to ${MAX_MATCHED_COMPANIES}. We match your request with verified companies that cover your area and the kind of move you need. In remote areas, or for unusual moves, fewer companies may be available.`,
      },
      {
        question: "How quickly will removal companies reply?",
        answer: `Companies aim to reply within ${REPLY_WITHIN_HOURS} hours, often sooner. Some will call or email first to check details or arrange a survey, so that their quote is accurate.`,
      },
      {
        question: "What do I need to tell you to get a quote?",
        answer:
          "Where you are moving from and to, the type and size of both properties (bedrooms, or the floor and whether there is a lift), how much needs moving and when. The more detail you give, the more accurate your quotes will be.",
      },
      {
        question: "I do not know my exact moving date yet. Can I still get quotes?",
        answer:
          "Yes. Choose a flexible date when you describe your move. Many companies will hold a provisional date and confirm it once your completion date is fixed.",
      },
      {
        question: "Why do you send me a code before I can submit?",
        answer:
          "The code confirms that the email address is yours. It makes sure your quotes reach you, and stops anyone from requesting quotes in someone else's name.",
      },
    ],
    companiesTitle: "Companies, payment and your data",
    companies: [
      {
        question: "How do you check removal companies?",
        answer:
          "Before a company can quote, we verify its business registration and insurance, check its trading history and experience, and look at what customers say about it. After approval we keep monitoring reviews, complaints and insurance renewals, and pause or remove companies that fall below our standards.",
      },
      {
        question: "Are the reviews genuine?",
        answer: `Only customers who requested quotes through ${SITE_NAME} can leave a review, and we invite them after their moving date. We publish every review that meets our content guidelines, positive or negative, and companies cannot pay to remove reviews.`,
      },
      {
        question: "Who do I pay for my move?",
        answer:
          "You pay the removal company you choose, directly and on the terms in its quote. We do not take payment for your move, and we never ask you for card details.",
      },
      {
        question: "What if something is damaged during my move?",
        answer:
          "Tell the removal company in writing as soon as you can, with photos, and follow its claims procedure: many set a time limit for reporting damage. The claim is made against the company's goods-in-transit insurance. If a company we matched you with does not respond, contact us and we will follow it up.",
      },
      {
        question: "Who sees my personal details?",
        answer: `Only the removal companies matched to your move, at most ${MAX_MATCHED_COMPANIES}, and only to quote for it. We never sell your details or add you to marketing lists. Our privacy policy explains what we keep and for how long.`,
      },
      {
        question: "Can I cancel my quote request?",
        answer:
          "Yes. Write to us through our contact page and we will close your request and tell the matched companies that you no longer need quotes. You owe nothing to any company you have not booked.",
      },
    ],
    more: (
      <>
        More detail in{" "}
        <Link to={href("/how-it-works")} className={linkClass}>
          how it works
        </Link>{" "}
        and our{" "}
        <Link to={href("/privacy")} className={linkClass}>
          privacy policy
        </Link>
        . Are you a removal company?{" "}
        <Link to={href("/partner-faq")} className={linkClass}>
          Read the partner FAQ
        </Link>
        .
      </>
    ),
  },
  lt: {
    title: "Dažniausiai užduodami klausimai apie perkraustymo pasiūlymus",
    description: `Atsakymai apie perkraustymo pasiūlymų gavimą per ${SITE_NAME}: kaina, pasiūlymų skaičius, kaip greitai atsako įmonės, kaip jos tikrinamos, atsiliepimai, žala ir jūsų duomenys.`,
    eyebrow: "Pagalba",
    heading: "Dažniausiai užduodami klausimai",
    intro: (
      <p>
        Trumpi atsakymai apie perkraustymo pasiūlymų gavimą ir palyginimą. Neradote, ko ieškote?{" "}
        <Link to={href("/contact")} className={linkClass}>
          Susisiekite su mumis
        </Link>
        .
      </p>
    ),
    quotesTitle: "Pasiūlymų gavimas",
    quotes: [
      {
        question: "Ar perkraustymo pasiūlymus gauti nemokama?",
        answer: `Taip. Paprašyti pasiūlymų ir juos palyginti per ${SITE_NAME} nemokama, ir jūs neprivalote užsakyti nė vienos įmonės. Įmonės moka mums už kiekvieną perimtą užklausą – todėl paslauga jums nieko nekainuoja.`,
      },
      {
        question: "Kiek pasiūlymų gausiu?",
        answer: `Iki ${MAX_MATCHED_COMPANIES}. Jūsų užklausą perduodame patikrintoms įmonėms, kurios aptarnauja jūsų vietovę ir atlieka jums reikalingą perkraustymą. Atokiose vietovėse ar neįprastiems perkraustymams įmonių gali būti mažiau.`,
      },
      {
        question: "Kaip greitai atsakys perkraustymo įmonės?",
        answer: `Įmonės stengiasi atsakyti per ${REPLY_WITHIN_HOURS} val., dažnai greičiau. Kai kurios pirmiausia paskambins ar parašys, kad pasitikslintų informaciją ar susitartų dėl apžiūros – taip jų pasiūlymas bus tikslesnis.`,
      },
      {
        question: "Ką turiu nurodyti, kad gaučiau pasiūlymą?",
        answer:
          "Iš kur ir į kur kraustotės, abiejų būstų tipą ir dydį (miegamųjų skaičių arba aukštą ir ar yra liftas), kiek daiktų reikia perkraustyti ir kada. Kuo daugiau informacijos pateiksite, tuo tikslesni bus pasiūlymai.",
      },
      {
        question: "Dar nežinau tikslios persikraustymo datos. Ar vis tiek galiu gauti pasiūlymų?",
        answer:
          "Taip. Aprašydami persikraustymą pasirinkite lanksčią datą. Daug įmonių preliminariai rezervuos datą ir ją patvirtins, kai bus aišku, kada perimsite būstą (angl. completion date – diena, kai sandoris baigiamas ir gaunate raktus).",
      },
      {
        question: "Kodėl prieš pateikiant užklausą siunčiate man kodą?",
        answer:
          "Kodas patvirtina, kad el. pašto adresas priklauso jums. Taip pasiūlymai tikrai pasieks jus, ir niekas negalės prašyti pasiūlymų kito žmogaus vardu.",
      },
    ],
    companiesTitle: "Įmonės, mokėjimas ir jūsų duomenys",
    companies: [
      {
        question: "Kaip tikrinate perkraustymo įmones?",
        answer:
          "Prieš leisdami įmonei teikti pasiūlymus, patikriname jos verslo registraciją ir draudimą, veiklos istoriją ir patirtį, ir ką apie ją sako klientai. Patvirtinę toliau stebime atsiliepimus, skundus ir draudimo atnaujinimą, o mūsų standartų nebeatitinkančių įmonių veiklą sustabdome arba jas pašaliname.",
      },
      {
        question: "Ar atsiliepimai tikri?",
        answer: `Atsiliepimą gali palikti tik klientai, kurie prašė pasiūlymų per ${SITE_NAME}, ir juos pakviečiame tik po persikraustymo datos. Skelbiame kiekvieną mūsų turinio taisykles atitinkantį atsiliepimą – teigiamą ar neigiamą, o įmonės negali sumokėti, kad atsiliepimas būtų pašalintas.`,
      },
      {
        question: "Kam moku už persikraustymą?",
        answer:
          "Mokate tiesiogiai savo pasirinktai perkraustymo įmonei, jos pasiūlyme nurodytomis sąlygomis. Mes už persikraustymą mokėjimų nepriimame ir niekada neprašome jūsų kortelės duomenų.",
      },
      {
        question: "Kas, jei persikraustant kas nors sugadinama?",
        answer:
          "Kuo greičiau praneškite perkraustymo įmonei raštu, pridėkite nuotraukų ir laikykitės jos pretenzijų tvarkos: daug įmonių nustato terminą, per kurį reikia pranešti apie žalą. Pretenzija teikiama pagal įmonės krovinių gabenimo draudimą (angl. goods-in-transit insurance). Jei mūsų parinkta įmonė neatsako, susisiekite su mumis – pasirūpinsime, kad reikalas būtų išspręstas.",
      },
      {
        question: "Kas mato mano asmens duomenis?",
        answer: `Tik jūsų persikraustymui parinktos perkraustymo įmonės, ne daugiau kaip ${MAX_MATCHED_COMPANIES}, ir tik tam, kad pateiktų pasiūlymą. Niekada neparduodame jūsų duomenų ir neįtraukiame jūsų į rinkodaros sąrašus. Mūsų privatumo pranešime paaiškinta, ką ir kiek laiko saugome.`,
      },
      {
        question: "Ar galiu atšaukti savo užklausą?",
        answer:
          "Taip. Parašykite mums per kontaktų puslapį – uždarysime jūsų užklausą ir pranešime parinktoms įmonėms, kad pasiūlymų jums nebereikia. Įmonėms, kurių neužsakėte, nieko neskolingi.",
      },
    ],
    more: (
      <>
        Daugiau informacijos rasite puslapyje{" "}
        <Link to={href("/how-it-works")} className={linkClass}>
          „Kaip tai veikia“
        </Link>{" "}
        ir mūsų{" "}
        <Link to={href("/privacy")} className={linkClass}>
          privatumo pranešime
        </Link>
        . Atstovaujate perkraustymo įmonei?{" "}
        <Link to={href("/partner-faq")} className={linkClass}>
          Skaitykite partnerių DUK
        </Link>
        .
      </>
    ),
  },
});
