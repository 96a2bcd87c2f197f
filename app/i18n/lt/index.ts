import { common } from "./common";
import { layout } from "./layout";

export const lt = { common, layout };
