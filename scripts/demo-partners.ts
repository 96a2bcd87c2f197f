/**
 * `npm run demo:partners`: creates the demo partner companies that are missing (one in each of a
 * few demo cities) and prints a fresh set-password link for each demo owner who has not chosen a
 * password yet. Sign in with one to play the partner side of the demo.
 */
import { closeDb, getDatabaseHandle } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { createDemoPartners, demoPartnerLines } from "~/server/seed/demo-partners.server";
import { runCommand } from "./command";

await runCommand(async () => {
  if (getEnv().NODE_ENV === "production" && !process.argv.includes("--force")) {
    console.error(
      "Refusing to add demo partners in production. Run `npm run demo:partners -- --force` to do it anyway.",
    );
    process.exit(1);
  }
  try {
    const handle = await getDatabaseHandle();
    const links = await createDemoPartners(handle.db);
    if (links.length === 0) console.log("Every demo partner owner has chosen a password already: sign in with it.");
    for (const line of demoPartnerLines(links)) console.log(line);
    if (links.length > 0)
      console.log("Once its owner has signed in, a demo partner is invited to quote requests in its city.");
  } finally {
    await closeDb();
  }
});
