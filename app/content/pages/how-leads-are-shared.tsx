import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import { RANKING } from "~/lib/lead-ranking";
import { RESPONSE_HOURS } from "~/lib/lead-rules";
import { localized } from "../localized";

type RankingPart = keyof typeof RANKING.weights;
type Parts = Record<RankingPart, { name: string; how: string }>;

const hour = (value: number) => `${String(value).padStart(2, "0")}:00`;
const opens = hour(RESPONSE_HOURS.opens);
const closes = hour(RESPONSE_HOURS.closes);

const lithuanianPlural = new Intl.PluralRules("lt");
/**
 * "5 atsiliepimus", "21 atsiliepimą", "10 atsiliepimų": a Lithuanian noun takes its form from the
 * number before it, so a figure of the rules can change without breaking the sentence.
 */
function count(value: number, forms: { one: string; few: string; other: string }): string {
  const category = lithuanianPlural.select(value);
  return `${value} ${category === "one" ? forms.one : category === "other" ? forms.other : forms.few}`;
}
const days = (value: number) => count(value, { one: "dieną", few: "dienas", other: "dienų" });
const leads = (value: number) => count(value, { one: "užklausos", few: "užklausų", other: "užklausų" });

/**
 * The page on how leads are shared. Every figure comes from the code that applies it; the
 * response window is a setting, so the sentences that name it take it already written out.
 */
export const howLeadsAreSharedCopy = localized({
  "en-GB": {
    title: "How leads are shared between removal companies",
    description: `How ${SITE_NAME} decides which removal companies are invited to a customer's request, how long they have to answer, and the places kept for new companies.`,
    eyebrow: "For removal companies",
    heading: "How leads are shared",
    intro: `Every customer request is offered to at most ${MAX_MATCHED_COMPANIES} companies that cover the move. This page sets out exactly how they are chosen, so you know what earns you more leads.`,
    becomePartner: "Become a partner",
    whoTitle: "Who can be invited",
    who: {
      lead: "A request is offered only to partner companies that:",
      conditions: [
        "are approved, and not paused on the day;",
        "do the kind of move (domestic, commercial or international);",
        "cover the place the move starts, by radius or by their list of regions and cities;",
        "are under the daily and weekly lead caps they set;",
        "have an owner account that has signed in at least once, and a complete public profile: a description, the services offered, a telephone number and a base.",
      ],
      unlisted:
        "Companies listed in our directory without an account are shown on city pages but are never invited: a customer should only wait for companies that can answer.",
    },
    wavesTitle: "Invitations come in waves",
    waves: (window: string) => (
      <>
        <p>
          A new request is offered first to {MAX_MATCHED_COMPANIES} companies: the best-ranked, and up to{" "}
          {RANKING.exposurePlaces} that are new or have had few leads lately (below). Each invited company has{" "}
          <strong>{window}</strong> to claim or decline, counted only between {opens} and {closes} UK time: an
          invitation that arrives in the evening can be answered the next morning.
        </p>
        <p>
          When a company declines, or its window passes without an answer, its place is offered straight away to the
          next company in the ranking that has not been invited yet, by email and in its back office. This goes on until{" "}
          {MAX_MATCHED_COMPANIES} companies have claimed the request, nobody else covers it, or the request closes.
        </p>
        <p>
          Declining is free and ends the invitation for good. If your window passes, you can still claim the request
          from Find work while places are free, like any company that covers it. A claim is charged once, and never
          after all {MAX_MATCHED_COMPANIES} places are taken.
        </p>
      </>
    ),
    rankingTitle: "How companies are ranked",
    ranking: {
      intro: "Each company that can be invited gets a score from five parts, each from 0 to 1, weighted as follows:",
      parts: (window: string): Parts => ({
        rating: {
          name: "Rating",
          how: `Your average review score out of 10. A company with few reviews is scored as if it also had ${RANKING.priorReviews} reviews of ${RANKING.priorRating}, so a single review cannot lift or sink it.`,
        },
        nearness: {
          name: "Nearness",
          how: `How close your base is to where the move starts, counting down to nothing at ${RANKING.nearnessRangeMiles} miles.`,
        },
        response: {
          name: "Response",
          how: `The share of your invitations in the last ${RANKING.responseDays} days that you claimed or declined within their window. A new company starts as if it had answered ${RANKING.priorResponseRate * RANKING.priorInvitations} of ${RANKING.priorInvitations}.`,
        },
        speed: {
          name: "Speed",
          how: `How quickly you claim the invitations you take: the median over the last ${RANKING.responseDays} days, against a window of ${window}. Customers often book one of the first companies to call.`,
        },
        fairShare: {
          name: "Fair share",
          how: `Fewer leads offered to you in the last 7 days count in your favour, reaching nothing at ${RANKING.fairShareLeads} leads a week.`,
        },
      }),
      ties: "Equal scores are settled by a fixed order, so the same request always goes to the same companies.",
    },
    newTitle: "Places kept for new companies",
    newcomers: `Up to ${RANKING.exposurePlaces} places of every first wave are kept for companies that are new (approved in the last ${RANKING.newPartnerDays} days) or have been offered fewer than ${RANKING.underServedLeads} leads in the last 7 days. They go to whichever of those companies has waited longest since its last lead (or its approval), whatever its score. A new company is therefore invited to the next request in its area, unless other new companies there were waiting before it.`,
    moreOftenTitle: "How to be invited more often",
    tips: [
      "Answer every invitation within its window, even if only to decline.",
      "Claim the requests you want quickly, and contact the customer soon after.",
      "Ask customers you have moved to leave a review.",
      "Keep your service area, caps and pause dates up to date in Preferences.",
    ],
  },
  lt: {
    title: "Kaip užklausos paskirstomos perkraustymo įmonėms",
    description: `Kaip ${SITE_NAME} nusprendžia, kurias perkraustymo įmones pakviesti atsakyti į kliento užklausą, kiek laiko joms duodama atsakyti ir kiek vietų paliekama naujoms įmonėms.`,
    eyebrow: "Perkraustymo įmonėms",
    heading: "Kaip paskirstomos užklausos",
    intro: `Kiekviena kliento užklausa pasiūloma ne daugiau kaip ${MAX_MATCHED_COMPANIES} įmonėms, dirbančioms ten, iš kur kraustomasi. Šiame puslapyje tiksliai paaiškiname, kaip jos atrenkamos, kad žinotumėte, kas padeda gauti daugiau užklausų.`,
    becomePartner: "Tapti partneriu",
    whoTitle: "Kas gali būti pakviestas",
    who: {
      lead: "Užklausa pasiūloma tik toms įmonėms partnerėms, kurios:",
      conditions: [
        "yra patvirtintos ir tą dieną nėra sustabdžiusios užklausų;",
        "atlieka tokios rūšies perkraustymus (būsto JK viduje, verslo ar tarptautinius);",
        "aptarnauja vietovę, iš kurios kraustomasi: pagal spindulį aplink savo bazę arba pagal savo regionų ir miestų sąrašą;",
        "dar nepasiekė pačių nustatytos dienos ir savaitės užklausų ribos;",
        "turi savininko paskyrą, į kurią bent kartą prisijungta, ir užpildytą viešą profilį: aprašymą, teikiamas paslaugas, telefono numerį ir bazės vietą.",
      ],
      unlisted:
        "Mūsų kataloge be paskyros įrašytos įmonės rodomos miestų puslapiuose, bet niekada nekviečiamos: klientas turi laukti atsakymo tik iš tų įmonių, kurios gali atsakyti.",
    },
    wavesTitle: "Kvietimai siunčiami bangomis",
    waves: (window: string) => (
      <>
        <p>
          Nauja užklausa pirmiausia pasiūloma {MAX_MATCHED_COMPANIES} įmonėms: aukščiausiai reitinge esančioms ir ne
          daugiau kaip {RANKING.exposurePlaces} naujoms ar pastaruoju metu mažai užklausų gavusioms įmonėms (apie jas –
          toliau). Kiekvienos pakviestos įmonės atsakymo laikas – <strong>{window}</strong>: per jį užklausą reikia
          perimti arba jos atsisakyti. Laikas skaičiuojamas tik nuo {opens} iki {closes} JK laiku, todėl į vakare gautą
          kvietimą galima atsakyti kitą rytą.
        </p>
        <p>
          Kai įmonė atsisako užklausos arba jos atsakymo laikas baigiasi be atsakymo, jos vieta iš karto pasiūloma kitai
          pagal reitingą dar nepakviestai įmonei – el. paštu ir partnerio skydelyje. Taip tęsiama tol, kol užklausą
          perima tiek įmonių, kiek yra vietų ({MAX_MATCHED_COMPANIES}), kol nelieka kitų ją aptarnaujančių įmonių arba
          kol užklausa uždaroma.
        </p>
        <p>
          Atsisakyti nieko nekainuoja, bet tada kvietimas baigiasi visam laikui. Jei jūsų atsakymo laikas baigėsi,
          užklausą vis tiek galite perimti skiltyje „Ieškoti darbo“, kol yra laisvų vietų, kaip ir bet kuri ją
          aptarnaujanti įmonė. Už perimtą užklausą mokama vieną kartą, o kai visos vietos užimtos, jos nebeperimsite ir
          už ją nemokėsite.
        </p>
      </>
    ),
    rankingTitle: "Kaip įmonės reitinguojamos",
    ranking: {
      intro:
        "Kiekviena įmonė, kurią galima pakviesti, gauna balą iš penkių dalių. Kiekviena dalis vertinama nuo 0 iki 1, o jų svoris toks:",
      parts: (window: string): Parts => ({
        rating: {
          name: "Įvertinimas",
          how: `Jūsų vidutinis atsiliepimų balas iš 10. Įmonė, turinti mažai atsiliepimų, vertinama taip, lyg dar turėtų ${count(RANKING.priorReviews, { one: "atsiliepimą", few: "atsiliepimus", other: "atsiliepimų" })} po ${RANKING.priorRating} balus, todėl vienas atsiliepimas jos negali nei iškelti į viršų, nei nustumti žemyn.`,
        },
        nearness: {
          name: "Atstumas",
          how: `Kaip arti jūsų bazė yra nuo vietos, iš kurios kraustomasi: kuo toliau, tuo mažesnis balas, o ties ${count(RANKING.nearnessRangeMiles, { one: "mylia", few: "myliomis", other: "mylių" })} jis tampa nuliu.`,
        },
        response: {
          name: "Atsakymai",
          how: `Kokią dalį kvietimų, gautų per ${days(RANKING.responseDays)} iki užklausos, perėmėte arba atsisakėte per atsakymo laiką. Nauja įmonė pradeda taip, lyg būtų atsakiusi į ${RANKING.priorResponseRate * RANKING.priorInvitations} iš ${count(RANKING.priorInvitations, { one: "kvietimo", few: "kvietimų", other: "kvietimų" })}.`,
        },
        speed: {
          name: "Greitis",
          how: `Kaip greitai perimate norimas užklausas: imama jūsų perėmimo laiko mediana per ${days(RANKING.responseDays)} iki užklausos ir lyginama su atsakymo laiku (${window}). Klientai dažnai renkasi vieną iš pirmųjų paskambinusių įmonių.`,
        },
        fairShare: {
          name: "Tolygus paskirstymas",
          how: `Kuo mažiau užklausų jums pasiūlyta per pastarąsias 7 dienas, tuo didesnis balas; gavus ${count(RANKING.fairShareLeads, { one: "užklausą", few: "užklausas", other: "užklausų" })} per savaitę, ši dalis lygi nuliui.`,
        },
      }),
      ties: "Kai balai lygūs, eilę lemia nustatyta tvarka, todėl ta pati užklausa visada pasiūloma toms pačioms įmonėms.",
    },
    newTitle: "Vietos naujoms įmonėms",
    newcomers: `Kiekvienoje pirmojoje bangoje iki ${count(RANKING.exposurePlaces, { one: "vietos", few: "vietų", other: "vietų" })} paliekama įmonėms, kurios yra naujos (patvirtintos per ${days(RANKING.newPartnerDays)}) arba per pastarąsias 7 dienas gavo mažiau nei ${leads(RANKING.underServedLeads)}. Šios vietos atitenka toms iš minėtų įmonių, kurios ilgiausiai laukia nuo paskutinės gautos užklausos (ar nuo patvirtinimo), kad ir koks būtų jų balas. Todėl nauja įmonė pakviečiama į kitą užklausą savo vietovėje, nebent ten jau anksčiau laukė kitos naujos įmonės.`,
    moreOftenTitle: "Kaip gauti daugiau kvietimų",
    tips: [
      "Atsakykite į kiekvieną kvietimą per atsakymo laiką, net jei tik norite jo atsisakyti.",
      "Norimas užklausas perimkite greitai ir netrukus susisiekite su klientu.",
      "Paprašykite klientų, kuriuos perkraustėte, palikti atsiliepimą.",
      "Skiltyje „Nuostatos“ laiku atnaujinkite aptarnaujamą teritoriją, užklausų ribas ir sustabdymo datas.",
    ],
  },
});
