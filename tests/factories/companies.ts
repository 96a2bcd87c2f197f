import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { companies } from "~/db/schema";
import { refreshCityCompanyCounts } from "~/server/directory/cities.server";

type NewCompany = typeof companies.$inferInsert;

/**
 * An approved partner with a unique name and email and a complete profile; override any field.
 * It has no account: matching invites it only once it has a signed-in owner (createPartnerCompany).
 */
export async function createCompany(db: Database, overrides: Partial<NewCompany> = {}) {
  const suffix = randomBytes(4).toString("hex");
  const [company] = await db
    .insert(companies)
    .values({
      slug: `test-removals-${suffix}`,
      name: `Test Removals ${suffix}`,
      status: "approved",
      isPartner: true,
      email: `office-${suffix}@example.com`,
      publicEmail: `hello-${suffix}@example.com`,
      phone: "+441614960000",
      addressLine1: "1 Test Street",
      postcode: "M1 1AE",
      town: "Manchester",
      lat: 53.4808,
      lng: -2.2426,
      about: "Careful local removals, fully insured.",
      removalTypes: ["domestic"],
      services: ["house-removals"],
      serviceAreaMode: "radius",
      serviceLat: 53.4808,
      serviceLng: -2.2426,
      serviceRadiusMiles: 30,
      ...overrides,
    })
    .returning();
  if (!company) throw new Error("createCompany: no row returned");
  // As the services leave it: the stored city counts include the new company.
  await refreshCityCompanyCounts(db);
  return company;
}
