import { writeFileSync } from "node:fs";
import { buildIconSprite } from "../app/components/ui/icon-sprite";

/** `npm run icons`: rewrites public/icons.svg after the list of sprite icons changes. */
writeFileSync("public/icons.svg", buildIconSprite());
