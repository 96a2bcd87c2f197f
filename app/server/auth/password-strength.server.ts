import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { SITE_NAME } from "~/lib/constants";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem } from "~/lib/password-policy";

/**
 * A new password is refused when zxcvbn-ts, matching it against its list of ~49,000 passwords
 * most common in breaches and English words and names (with capitals, l33t spellings, reversals,
 * appended years and digits, keyboard walks, repeats and the account's own email and name),
 * estimates that fewer than 10^10 guesses find it. That refuses `Password123!`,
 * `Summer2025!!`, `qwertyuiop12`, `P@ssw0rd2025` and lets through `blue kettle garden`.
 * Everything is offline: the lists ship in the packages.
 */
export const MIN_GUESSES_LOG10 = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Built on first use: loading the dictionaries takes about 150 ms and ~20 MB. */
function getEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  })();
  return estimator;
}

/** Words of the account itself that a password should not lean on. */
function personalWords({ email, name }: { email?: string | null; name?: string | null }): string[] {
  const words = [SITE_NAME, "movematch"];
  if (email) {
    const lower = email.toLowerCase();
    words.push(lower, lower.split("@")[0] ?? "", ...lower.split(/[@.+_-]+/));
  }
  if (name) words.push(...name.toLowerCase().split(/\s+/));
  return words.filter((word) => word.length >= 3);
}

/** The first reason a new password is refused, or null when it is accepted. */
export async function findPasswordProblem(
  password: string,
  account: { email?: string | null; name?: string | null } = {},
): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (length > MAX_PASSWORD_LENGTH) return "tooLong";
  const result = await (await getEstimator()).checkAsync(password, personalWords(account));
  return result.guessesLog10 < MIN_GUESSES_LOG10 ? "tooGuessable" : null;
}
