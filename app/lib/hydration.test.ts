import { describe, expect, it } from "vitest";
import { documentHydration } from "./hydration";

const withoutScripts = { handle: { hydrate: false } };
const onIntent = { handle: { hydrate: "on-intent" } };

describe("documentHydration", () => {
  it("sends no scripts only when every matched module works without them", () => {
    expect(documentHydration([withoutScripts, withoutScripts, withoutScripts])).toBe("none");
    expect(documentHydration([withoutScripts, withoutScripts, { handle: undefined }])).toBe("eager");
    expect(documentHydration([{ handle: { other: 1 } }, withoutScripts])).toBe("eager");
  });

  it("waits for intent when a module asks for it and none needs the app at once", () => {
    expect(documentHydration([withoutScripts, onIntent])).toBe("on-intent");
    expect(documentHydration([onIntent, { handle: undefined }])).toBe("eager");
  });
});
