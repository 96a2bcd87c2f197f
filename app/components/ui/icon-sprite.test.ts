import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITES, type SpriteName } from "./icon";
import { buildIconSprite } from "./icon-sprite";

const sprites = Object.keys(SPRITES) as SpriteName[];

describe("icon sprites", () => {
  it.each(sprites)("public/%s.svg is what `npm run icons` builds (rerun it after changing the list)", (sprite) => {
    expect(readFileSync(`public/${sprite}.svg`, "utf8")).toBe(buildIconSprite(sprite));
  });

  it.each(sprites)("%s holds a symbol for every name SpriteIcon accepts for it", (sprite) => {
    const built = buildIconSprite(sprite);
    for (const name of SPRITES[sprite]) expect(built).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
  });
});
