import type { z } from "zod";
import type { SeederName, Seeders } from "./seeders";

/**
 * Creates a spec's own data in the running e2e server's database through its seeding hook
 * (e2e-server.ts), e.g. `const partner = await seed("partner", {})`. Typed by seeders.ts; the
 * port and token come from playwright.config.ts through the environment.
 */
export async function seed<Name extends SeederName>(
  name: Name,
  input: z.input<Seeders[Name]["input"]>,
): Promise<Awaited<ReturnType<Seeders[Name]["run"]>>> {
  const { E2E_SEED_PORT: port, E2E_SEED_TOKEN: token } = process.env;
  if (!port || !token)
    throw new Error("E2E_SEED_PORT and E2E_SEED_TOKEN are not set: run the specs through playwright.config.ts");
  const response = await fetch(`http://127.0.0.1:${port}/__e2e/seed/${name}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`seed("${name}") answered ${response.status}: ${body.error}`);
  return body;
}
