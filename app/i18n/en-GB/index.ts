import { auth } from "./auth";
import { common } from "./common";
import { directory } from "./directory";
import { home } from "./home";
import { layout } from "./layout";
import { partner } from "./partner";
import { quote } from "./quote";

export const en = { common, layout, directory, home, quote, partner, auth } as const;
