import { site } from "./site";
import { staff } from "./staff";

export const en = { ...site, ...staff } as const;
