import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import { localized } from "../localized";

/** The landing page's title and description; its sections speak through the `home` catalogue. */
export const homeCopy = localized({
  "en-GB": {
    title: `${SITE_NAME}: compare removal companies and get up to ${MAX_MATCHED_COMPANIES} free quotes`,
    description: `Compare verified UK removal companies, read real customer reviews and get up to ${MAX_MATCHED_COMPANIES} free, no-obligation quotes for your move within ${REPLY_WITHIN_HOURS} hours.`,
    organisation:
      "A UK removals comparison marketplace connecting people who are moving with verified removal companies.",
  },
  lt: {
    title: `${SITE_NAME}: palyginkite perkraustymo įmones ir gaukite iki ${MAX_MATCHED_COMPANIES} nemokamų pasiūlymų`,
    description: `Palyginkite patikrintas Jungtinės Karalystės perkraustymo įmones, skaitykite tikrus klientų atsiliepimus ir per ${REPLY_WITHIN_HOURS} val. gaukite iki ${MAX_MATCHED_COMPANIES} nemokamų, neįpareigojančių pasiūlymų savo persikraustymui.`,
    organisation:
      "Jungtinės Karalystės perkraustymo paslaugų palyginimo platforma, jungianti besikraustančius žmones su patikrintomis perkraustymo įmonėmis.",
  },
});
