import { admin } from "./admin";
import { auth } from "./auth";
import { backOffice } from "./back-office";
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

export const lt = {
  common,
  contact,
  layout,
  directory,
  home,
  quote,
  partner,
  auth,
  admin,
  messages,
  backOffice,
  leads,
  myRequest,
  reviews,
};
