import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { readJson } from "./http.server";

const post = (body: string) =>
  new Request("http://localhost/quote", { method: "POST", headers: { "content-type": "application/json" }, body });

describe("reading a JSON body", () => {
  it.each([
    ["arrays", `${"[".repeat(6_000)}${"]".repeat(6_000)}`],
    ["objects", `${'{"a":'.repeat(6_000)}1${"}".repeat(6_000)}`],
  ])("refuses %s nested thousands deep as unreadable (a 400), without overflowing the stack", async (_, body) => {
    const refusal = await readJson(post(body)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "VALIDATION", message: "messages:form.unreadable" });
  });

  it("reads a body nested as deep as a form of ours, and still refuses a NUL inside it", async () => {
    const form = { intent: "submit", personalDetails: { email: "a@example.com" }, list: [[{ a: "b" }]] };
    expect(await readJson(post(JSON.stringify(form)))).toEqual(form);
    const withNul = await readJson(post(JSON.stringify({ a: [{ b: "x\u0000" }] }))).catch((error: unknown) => error);
    expect(withNul).toMatchObject({ code: "VALIDATION", message: "messages:form.controlCharacters" });
  });
});
