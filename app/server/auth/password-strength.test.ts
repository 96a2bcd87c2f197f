import { describe, expect, it } from "vitest";
import { findPasswordProblem } from "./password-strength.server";

describe("the password rule (the same for every role and path)", () => {
  it.each([
    "Password123!",
    "Summer2025!!",
    "Manchester2024!",
    "P@ssw0rd2025",
    "qwertyuiop12",
    "iloveyou12345",
    "letmein123456",
  ])("refuses the common or near-common password %s", async (password) => {
    expect(await findPasswordProblem(password)).toBe("tooGuessable");
  });

  it("refuses passwords built from the account's own email, name or the site's name", async () => {
    expect(await findPasswordProblem("ada.lovelace99", { email: "ada.lovelace@example.com" })).toBe("tooGuessable");
    expect(await findPasswordProblem("Rasa Petraitis 7", { name: "Rasa Petraitis" })).toBe("tooGuessable");
    expect(await findPasswordProblem("movematch2025!")).toBe("tooGuessable");
  });

  it("judges length first: 12 to 128 characters, counted as characters, not bytes", async () => {
    expect(await findPasswordProblem("Summer2025!")).toBe("tooShort");
    expect(await findPasswordProblem("ąčęėįšųū ž")).toBe("tooShort");
    expect(await findPasswordProblem("x".repeat(129))).toBe("tooLong");
  });

  it("accepts unrelated words and random strings, with no rule about kinds of character", async () => {
    for (const password of ["blue kettle garden", "horse staple tea", "kj3h$9dfLq2m", "sunshine-rain-77"]) {
      expect(await findPasswordProblem(password, { email: "ada@example.com", name: "Ada Lovelace" })).toBeNull();
    }
  });
});
