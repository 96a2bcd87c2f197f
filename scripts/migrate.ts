import { closeDb, getDatabaseHandle } from "~/server/db.server";

/** `npm run db:migrate`: opening the configured database applies any pending migrations. */
const handle = await getDatabaseHandle();
console.log(`Migrations applied (${handle.kind}).`);
await closeDb();
