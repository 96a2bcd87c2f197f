import { site } from "./site";
import { staff } from "./staff";

export const lt = { ...site, ...staff };
