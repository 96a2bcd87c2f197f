/**
 * Runs before the e2e server, on the same DATA_DIR. The embedded database admits one process at
 * a time, so the signed-in journeys' starting point is written here and the server opens it
 * afterwards (it finds the directory seeded and leaves it alone):
 * - an admin, created by the real CLI (`scripts/admin-create.ts`) with a random password and the
 *   TOTP secret it printed, proved with a code as an operator would;
 * - 100 quote requests and a contact message for the admin lists.
 * What the specs need to know is written to E2E_FIXTURES as JSON (see fixtures.ts). A spec that
 * needs data of its own creates it through the server's seeding hook instead (seed.ts).
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { closeDb, getDb } from "~/server/db.server";
import { seedDemoDataIfEmpty } from "~/server/seed/demo-data.server";
import { createContact, createQuoteRequest } from "../../factories/requests";
import { runAdminCreate } from "../../support/admin-create";
import { JOURNEY_QUOTE_COUNT, type JourneyFixtures, journeyCustomerName } from "./fixtures";

const fixturesPath = process.env.E2E_FIXTURES;
if (!fixturesPath) throw new Error("E2E_FIXTURES must name the file to write the fixtures to");

const runId = randomBytes(3).toString("hex");
const account = {
  email: `admin-${runId}@example.com`,
  password: `E2e-${randomBytes(12).toString("base64url")}-9x!`,
  firstName: "Ada",
  lastName: "Lovelace",
};
const created = await runAdminCreate({ ...account, env: process.env });
if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr || created.stdout}`);
const admin = { ...account, totpSecret: created.totpSecret, usedTotpCode: created.answeredCode };

try {
  const db = await getDb();
  await seedDemoDataIfEmpty(db);

  const startedAt = Date.now();
  for (let index = 1; index <= JOURNEY_QUOTE_COUNT; index += 1) {
    await createQuoteRequest(db, {
      fullName: journeyCustomerName(index),
      email: `journey-customer-${index}-${runId}@example.com`,
      // Newest first in the list: customer 1 is the newest.
      createdAt: new Date(startedAt - index * 60_000),
    });
  }
  const contact = await createContact(db, {
    firstName: "Grace",
    lastName: `Journey ${runId}`,
    email: `journey-contact-${runId}@example.com`,
    subject: "Moving a piano",
    message: "Can one of your partners move an upright piano to a second floor flat?",
  });

  const fixtures: JourneyFixtures = {
    admin,
    contact: { name: `${contact.firstName} ${contact.lastName}`, email: contact.email },
  };
  writeFileSync(fixturesPath, JSON.stringify(fixtures, null, 2), { mode: 0o600 });
} finally {
  await closeDb();
}
