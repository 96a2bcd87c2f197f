import { z } from "zod";

/**
 * Zod compiles its object parsers with `new Function` when it may. The Content-Security-Policy
 * allows no eval, and the browser reports even Zod's guarded probe for it as a violation, so
 * Zod is told not to try. Imported first by app/root.tsx, before any schema is built.
 */
z.config({ jitless: true });
