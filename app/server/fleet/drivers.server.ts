import { and, desc, eq, isNull } from "drizzle-orm";
import { drivers } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { type DriverInput, driverSchema } from "~/lib/schemas/driver";
import { getDb } from "../db.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { assertId, parseOrThrow } from "../validation.server";
import { firstJobToDo } from "./jobs-to-do.server";

/**
 * My drivers: a company's drivers. Deactivating a driver keeps the row (jobs and history may name
 * them) and takes them off the list; it is refused while the driver is on a job still to do.
 */

const NOT_FOUND = "backOffice:drivers.errors.notFound";

const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  email: drivers.email,
  mobile: drivers.mobile,
  licenceNumber: drivers.licenseNumber,
  experienceYears: drivers.experienceYears,
  notes: drivers.notes,
  createdAt: drivers.createdAt,
};

/** One of the company's active drivers: the condition every query by id starts from. */
function activeDriver(scope: CompanyScope, driverId: string) {
  return and(eq(drivers.id, driverId), ownedBy(drivers, scope), eq(drivers.active, true), isNull(drivers.deletedAt));
}

/** The company's active drivers, newest first. */
export async function listDrivers(scope: CompanyScope) {
  const db = await getDb();
  return db
    .select(driverColumns)
    .from(drivers)
    .where(and(ownedBy(drivers, scope), eq(drivers.active, true), isNull(drivers.deletedAt)))
    .orderBy(desc(drivers.createdAt), desc(drivers.id));
}

export type DriverRow = Awaited<ReturnType<typeof listDrivers>>[number];

function columnsOf(input: DriverInput) {
  const { licenceNumber, ...driver } = parseOrThrow(driverSchema, input);
  return { ...driver, licenseNumber: licenceNumber };
}

export async function addDriver(scope: CompanyScope, input: DriverInput): Promise<DriverRow> {
  const values = columnsOf(input);
  const db = await getDb();
  const [driver] = await db
    .insert(drivers)
    .values({ ...values, companyId: scope.companyId })
    .returning(driverColumns);
  if (!driver) throw new Error("Inserting a driver returned no row");
  return driver;
}

export async function updateDriver(
  scope: CompanyScope,
  { driverId, ...input }: { driverId: string } & DriverInput,
): Promise<DriverRow> {
  assertId(driverId, NOT_FOUND);
  const values = columnsOf(input);
  const db = await getDb();
  const [driver] = await db.update(drivers).set(values).where(activeDriver(scope, driverId)).returning(driverColumns);
  if (!driver) throw new AppError("NOT_FOUND", NOT_FOUND);
  return driver;
}

/** Takes a driver off the list; refused while they are on a job still to do. */
export async function deactivateDriver(
  scope: CompanyScope,
  { driverId }: { driverId: string },
): Promise<{ name: string }> {
  assertId(driverId, NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked, so that two changes to this driver cannot cross between the check and the change.
    const [driver] = await tx
      .select({ name: drivers.name })
      .from(drivers)
      .where(activeDriver(scope, driverId))
      .for("update");
    if (!driver) throw new AppError("NOT_FOUND", NOT_FOUND);
    const reference = await firstJobToDo(tx, scope, { driverId });
    if (reference) throw new AppError("CONFLICT", "backOffice:drivers.errors.onJob", { params: { reference } });
    await tx.update(drivers).set({ active: false }).where(eq(drivers.id, driverId));
    return driver;
  });
}
