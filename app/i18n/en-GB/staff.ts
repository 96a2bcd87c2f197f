import { admin } from "./admin";
import { backOffice } from "./back-office";

/** The namespaces only the admin panel and the partner back office use: their own chunk in the browser. */
export const staff = { admin, backOffice } as const;
