import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { spriteIconNames } from "./icon";
import { buildIconSprite } from "./icon-sprite";

describe("icon sprite", () => {
  it("public/icons.svg is what `npm run icons` builds (rerun it after changing the list)", () => {
    expect(readFileSync("public/icons.svg", "utf8")).toBe(buildIconSprite());
  });

  it("holds a symbol for every name SpriteIcon accepts", () => {
    const sprite = buildIconSprite();
    for (const name of spriteIconNames) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
  });
});
