import { common } from "./common";
import { directory } from "./directory";
import { home } from "./home";
import { layout } from "./layout";
import { quote } from "./quote";

export const en = { common, layout, directory, home, quote } as const;
