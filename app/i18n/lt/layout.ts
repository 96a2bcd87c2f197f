import type { Catalog } from "../catalog";
import type { layout as en } from "../en-GB/layout";

export const layout: Catalog<typeof en> = {
  menu: "Meniu",
};
