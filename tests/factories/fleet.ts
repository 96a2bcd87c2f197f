import { randomBytes } from "node:crypto";
import type { Database } from "~/db/client.server";
import { drivers, vehicles } from "~/db/schema";

/** An active driver of the company with a unique name; override any field. */
export async function createDriver(
  db: Database,
  companyId: string,
  overrides: Partial<typeof drivers.$inferInsert> = {},
) {
  const [driver] = await db
    .insert(drivers)
    .values({
      companyId,
      name: `Driver ${randomBytes(3).toString("hex")}`,
      email: "driver@example.com",
      mobile: "+447911123456",
      licenseNumber: "CARTE801015SJ9AB",
      ...overrides,
    })
    .returning();
  if (!driver) throw new Error("createDriver: no row returned");
  return driver;
}

/** A Ford Transit Luton van of the company with a unique plate; override any field. */
export async function createVehicle(
  db: Database,
  companyId: string,
  overrides: Partial<typeof vehicles.$inferInsert> = {},
) {
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      companyId,
      type: "goods",
      category: "luton-van",
      make: "Ford",
      model: "Transit",
      numberPlate: `AB${randomBytes(2).toString("hex").toUpperCase()}CDE`,
      year: 2019,
      ...overrides,
    })
    .returning();
  if (!vehicle) throw new Error("createVehicle: no row returned");
  return vehicle;
}
