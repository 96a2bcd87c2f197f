import { z } from "zod/mini";

/**
 * The app's zod: `zod/mini`, whose functional API (`z.optional(s)`, `s.check(z.trim())`) lets a
 * bundle keep only the parts a page's schemas use, with the same checks and issues as zod's full
 * API (docs/decisions/025-zod-mini.md). Every schema imports `z` from here, so this runs before
 * any schema is built: zod compiles object parsers with `new Function` when it may, the
 * Content-Security-Policy allows no eval, and the browser reports even zod's guarded probe for it
 * as a violation, so zod is told not to try.
 */
z.config({ jitless: true });

export { z };

/**
 * A schema that depends on the UK day (a move date no earlier than today), made once per day:
 * building one costs more than parsing with it (0.4 ms for the quote wizard's action schema).
 */
export function perDay<Schema>(make: (today: string) => Schema): (today: string) => Schema {
  let made: { today: string; schema: Schema } | undefined;
  return (today) => {
    if (made?.today !== today) made = { today, schema: make(today) };
    return made.schema;
  };
}
