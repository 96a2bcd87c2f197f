import { common } from "./common";
import { layout } from "./layout";
import { messages } from "./messages";

/** The namespaces every page uses (the document, the public frame, forms' messages): the browser always downloads them. */
export const core = { common, layout, messages } as const;
