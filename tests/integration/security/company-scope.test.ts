import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { drivers } from "~/db/schema";
import type { PartnerContext } from "~/server/auth/guards.server";
import { ownersOnly, partnerContext } from "~/server/auth/middleware.server";
import { ownedBy } from "~/server/partners/company-scope.server";
import { createCompany } from "../../factories/companies";
import { setupTestDatabase } from "../../setup/test-database";
import { settle } from "../../support/http";

describe("company scope", () => {
  const db = setupTestDatabase();

  it("keeps a query inside one company, even when another company's id is asked for", async () => {
    const mine = await createCompany(db());
    const theirs = await createCompany(db());
    const driver = (companyId: string, fullName: string) => ({
      companyId,
      name: fullName,
      email: `${fullName.toLowerCase()}@example.com`,
      mobile: "07700900000",
      licenseNumber: "MORGA657054SM9IJ",
    });
    const [theirDriver] = await db()
      .insert(drivers)
      .values([driver(mine.id, "Mine"), driver(theirs.id, "Theirs")])
      .returning()
      .then((rows) => rows.filter((row) => row.companyId === theirs.id));
    const scope = { companyId: mine.id };

    const visible = await db().select({ name: drivers.name }).from(drivers).where(ownedBy(drivers, scope));
    expect(visible).toEqual([{ name: "Mine" }]);
    // Guessing another company's row id finds nothing.
    const guessed = await db()
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, theirDriver?.id ?? ""), ownedBy(drivers, scope)));
    expect(guessed).toEqual([]);
  });

  it("lets only owners do owner things", async () => {
    const asMember = (memberRole: "owner" | "staff") => {
      const context = new RouterContextProvider();
      context.set(partnerContext, { memberRole, user: {}, company: {} } as PartnerContext);
      const url = new URL("http://localhost/partner/admin/team");
      const args = { context, request: new Request(url), url, params: {}, pattern: "/partner/admin/team" };
      return settle(async () => ownersOnly(args, async () => new Response()));
    };
    expect((await asMember("owner")).status).toBe(200);
    expect(await asMember("staff")).toMatchObject({ status: 403 });
  });
});
