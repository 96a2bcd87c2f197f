import { auth } from "./auth";
import { common } from "./common";
import { contact } from "./contact";
import { directory } from "./directory";
import { home } from "./home";
import { layout } from "./layout";
import { leads } from "./leads";
import { messages } from "./messages";
import { myRequest } from "./my-request";
import { partner } from "./partner";
import { quote } from "./quote";
import { reviews } from "./reviews";

/** The namespaces every page may need: the browser loads them before the page comes alive. */
export const site = {
  common,
  contact,
  layout,
  directory,
  home,
  quote,
  partner,
  auth,
  messages,
  leads,
  myRequest,
  reviews,
} as const;
