import { readFileSync } from "node:fs";

/** What prepare-database.ts put into the e2e server's database before it started. */
export interface JourneyFixtures {
  admin: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    /** The TOTP secret admin:create printed, as the admin's authenticator app keeps it. */
    totpSecret: string;
    /** The code that proved it; a code is accepted once. */
    usedTotpCode: string;
  };
  contact: { name: string; email: string };
}

export const JOURNEY_QUOTE_COUNT = 100;

/** Zero-padded so that a search for one customer does not also find customer 10 or 100. */
export function journeyCustomerName(index: number): string {
  return `Journey Customer ${String(index).padStart(3, "0")}`;
}

export function readJourneyFixtures(): JourneyFixtures {
  const path = process.env.E2E_FIXTURES;
  if (!path) throw new Error("E2E_FIXTURES is not set: run the specs through playwright.config.ts");
  return JSON.parse(readFileSync(path, "utf8")) as JourneyFixtures;
}
