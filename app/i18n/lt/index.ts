import { admin } from "./admin";
import { auth } from "./auth";
import { backOffice } from "./back-office";
import { contact } from "./contact";
import { core } from "./core";
import { directory } from "./directory";
import { home } from "./home";
import { leads } from "./leads";
import { myRequest } from "./my-request";
import { partner } from "./partner";
import { quote } from "./quote";
import { reviews } from "./reviews";

export const lt = {
  ...core,
  contact,
  directory,
  home,
  quote,
  partner,
  auth,
  leads,
  myRequest,
  reviews,
  admin,
  backOffice,
};
