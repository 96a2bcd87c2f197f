import "i18next";
import type { en } from "./en-GB";
import type { emails } from "./en-GB/emails";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    // "emails" is registered on the server only (catalogues.server.ts).
    resources: typeof en & { emails: typeof emails };
  }
}
