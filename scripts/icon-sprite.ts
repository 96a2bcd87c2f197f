import { writeFileSync } from "node:fs";
import { SPRITES, type SpriteName } from "../app/components/ui/icon";
import { buildIconSprite } from "../app/components/ui/icon-sprite";

/** `npm run icons`: rewrites public/<sprite>.svg, each sprite file, after a list of sprite icons changes. */
for (const sprite of Object.keys(SPRITES) as SpriteName[]) {
  writeFileSync(`public/${sprite}.svg`, buildIconSprite(sprite));
}
