import { and, desc, eq, isNull } from "drizzle-orm";
import { vehicles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { type VehicleInput, vehicleSchema } from "~/lib/schemas/vehicle";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId, parseOrThrow } from "../validation.server";
import { firstJobToDo, jobsToDoByVehicle } from "./jobs-to-do.server";

/**
 * My vehicles: a company's vans and lorries. A number plate is on one of the company's vehicles
 * at a time (a unique index); deleting a vehicle is soft (`deleted_at`), which frees its plate,
 * and is refused while the vehicle is on a job still to do.
 */

const NOT_FOUND = "backOffice:vehicles.errors.notFound";

const vehicleColumns = {
  id: vehicles.id,
  type: vehicles.type,
  category: vehicles.category,
  make: vehicles.make,
  model: vehicles.model,
  numberPlate: vehicles.numberPlate,
  year: vehicles.year,
  color: vehicles.color,
  description: vehicles.description,
  branded: vehicles.branded,
  createdAt: vehicles.createdAt,
};

function notDeleted(scope: CompanyScope) {
  return and(ownedBy(vehicles, scope), isNull(vehicles.deletedAt));
}

/** The company's vehicles, newest first, each with the job still to do it is on (the table's status). */
export async function listVehicles(scope: CompanyScope) {
  const db = await getDb();
  const rows = await db
    .select(vehicleColumns)
    .from(vehicles)
    .where(notDeleted(scope))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  const jobs = await jobsToDoByVehicle(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, jobReference: jobs.get(row.id) ?? null }));
}

export type VehicleRow = Awaited<ReturnType<typeof listVehicles>>[number];

/** Adds a vehicle; a plate already on another of the company's vehicles is refused. */
export async function addVehicle(scope: CompanyScope, input: VehicleInput) {
  const values = parseOrThrow(vehicleSchema, input);
  const db = await getDb();
  // The unique index decides, so two people adding the same plate at once cannot both succeed.
  const [vehicle] = await db
    .insert(vehicles)
    .values({ ...values, companyId: scope.companyId })
    .onConflictDoNothing()
    .returning(vehicleColumns);
  if (!vehicle) {
    throw new AppError("CONFLICT", "backOffice:vehicles.errors.duplicatePlate", {
      field: "numberPlate",
      params: { plate: values.numberPlate },
    });
  }
  return vehicle;
}

/** Deletes a vehicle (softly); refused while it is on a job still to do. */
export async function deleteVehicle(
  scope: CompanyScope,
  { vehicleId }: { vehicleId: string },
): Promise<{ numberPlate: string }> {
  assertId(vehicleId, NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked, so that two changes to this vehicle cannot cross between the check and the change.
    const [vehicle] = await tx
      .select({ numberPlate: vehicles.numberPlate })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), notDeleted(scope)))
      .for("update");
    if (!vehicle) throw new AppError("NOT_FOUND", NOT_FOUND);
    const reference = await firstJobToDo(tx, scope, { vehicleId });
    if (reference) throw new AppError("CONFLICT", "backOffice:vehicles.errors.onJob", { params: { reference } });
    await tx.update(vehicles).set({ deletedAt: new Date() }).where(eq(vehicles.id, vehicleId));
    return vehicle;
  });
}
