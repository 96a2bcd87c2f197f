import { REPLY_WITHIN_HOURS } from "~/lib/constants";
import { localized } from "../localized";

/** The contact page's title and description; the page itself speaks through the `contact` catalogue. */
export const contactCopy = localized({
  "en-GB": {
    title: "Contact us",
    description: `Questions about your move or your quotes? Send us a message and we reply within ${REPLY_WITHIN_HOURS} hours.`,
  },
  lt: {
    title: "Susisiekite su mumis",
    description: `Klausimų apie persikraustymą ar gautus pasiūlymus? Parašykite mums – atsakysime per ${REPLY_WITHIN_HOURS} val.`,
  },
});
