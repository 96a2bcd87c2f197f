import { SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

/** The meta and headings of the page on how leads are shared (its rules' figures come from the code). */
export const howLeadsAreSharedCopy = localized({
  "en-GB": {
    title: "How leads are shared between removal companies",
    description: `How ${SITE_NAME} decides which removal companies are invited to a customer's request, how long they have to answer, and the places kept for new companies.`,
    eyebrow: "For removal companies",
    heading: "How leads are shared",
    becomePartner: "Become a partner",
    whoTitle: "Who can be invited",
    wavesTitle: "Invitations come in waves",
    rankingTitle: "How companies are ranked",
    newTitle: "Places kept for new companies",
    moreOftenTitle: "How to be invited more often",
  },
  lt: {
    title: "Kaip užklausos paskirstomos perkraustymo įmonėms",
    description: `Kaip ${SITE_NAME} nusprendžia, kurias perkraustymo įmones pakviesti atsakyti į kliento užklausą, kiek laiko joms duodama atsakyti ir kiek vietų paliekama naujoms įmonėms.`,
    eyebrow: "Perkraustymo įmonėms",
    heading: "Kaip paskirstomos užklausos",
    becomePartner: "Tapti partneriu",
    whoTitle: "Kas gali būti pakviestas",
    wavesTitle: "Kvietimai siunčiami bangomis",
    rankingTitle: "Kaip įmonės reitinguojamos",
    newTitle: "Vietos naujoms įmonėms",
    moreOftenTitle: "Kaip gauti daugiau kvietimų",
  },
});
