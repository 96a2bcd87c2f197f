import { SITE_NAME } from "~/lib/constants";
import { formatRating } from "~/lib/format";
import { localized } from "../localized";

/** What a company page's meta says of it. */
interface CompanySummary {
  name: string;
  town: string;
  isPartner: boolean;
  rating: number | null;
  reviewCount: number;
}

/** A company page's meta, in each language (the page's words are in the directory catalogue). */
export const companyPageCopy = localized({
  "en-GB": {
    title: ({ name, town }: CompanySummary) => `${name}, removals in ${town} – reviews and quotes`,
    description: ({ name, town, isPartner, rating, reviewCount }: CompanySummary) =>
      `${name} in ${town}: ${reviewCount > 0 ? `rated ${formatRating(rating)}/10 from ${reviewCount} verified reviews` : `new on ${SITE_NAME}`}. ${isPartner ? `Compare quotes from ${name} and other movers.` : `Compare quotes from partner movers covering ${town}.`}`,
    notFoundTitle: "Company not found",
    notFoundDescription: "This company is not listed.",
  },
  lt: {
    title: ({ name, town }: CompanySummary) => `${name} – perkraustymas, ${town}: atsiliepimai ir pasiūlymai`,
    description: ({ name, town, isPartner, rating, reviewCount }: CompanySummary) =>
      `${name}, ${town}: ${reviewCount > 0 ? `įvertinimas ${formatRating(rating, "lt")}/10 (patikrintų atsiliepimų: ${reviewCount})` : `nauja ${SITE_NAME} įmonė`}. ${isPartner ? `Palyginkite ${name} ir kitų perkraustytojų pasiūlymus.` : `Palyginkite pasiūlymus iš partnerių, aptarnaujančių vietovę ${town}.`}`,
    notFoundTitle: "Įmonė nerasta",
    notFoundDescription: "Šios įmonės kataloge nėra.",
  },
});
