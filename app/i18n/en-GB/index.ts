import { common } from "./common";
import { layout } from "./layout";

export const en = { common, layout } as const;
