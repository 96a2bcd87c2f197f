import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { drivers, jobs, vehicles } from "~/db/schema";
import type { JobStatus } from "~/lib/vocabulary";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * My drivers, My vehicles and Fleet through their routes, as a partner's browser posts them:
 * every refusal with its message, plates written properly, edits, deactivation and soft deletes
 * (refused while on a job still to do), and another company's ids answered 404 with nothing changed.
 */

const DRIVERS = "/partner/admin/profile/drivers";
const VEHICLES = "/partner/admin/profile/vehicles";
const FLEET = "/partner/admin/fleet";

const DRIVER = {
  name: "Sam Carter",
  email: "Sam.Carter@Example.com",
  mobile: "07911 123456",
  licenceNumber: "carte 801015 sj9ab",
  experienceYears: "12",
  notes: "",
};

const VEHICLE = {
  type: "goods",
  category: "luton-van",
  make: "Ford",
  model: "Transit",
  numberPlate: "ab12cde",
  year: "2019",
  color: "",
  description: "",
  branded: "on",
};

/** The fields with some replaced; `undefined` leaves a field out, as a form without it would. */
function withFields<T extends Record<string, string>>(base: T, changes: Record<string, string | undefined>) {
  const fields: Record<string, string> = { ...base };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  return fields;
}

async function addJobWith(
  db: Database,
  companyId: string,
  crew: { driverId?: string; vehicleId?: string },
  status: JobStatus = "upcoming",
) {
  const pickup = new Date(Date.now() + 5 * 24 * 3600 * 1000);
  const [job] = await db
    .insert(jobs)
    .values({
      reference: `JB-${randomBytes(4).toString("hex").toUpperCase()}`,
      companyId,
      title: "2 bedroom flat move",
      pickupFrom: pickup,
      pickupTo: new Date(pickup.getTime() + 4 * 3600 * 1000),
      fromTown: "Leeds",
      toTown: "York",
      pricePence: 65_000,
      status,
      ...crew,
    })
    .returning();
  if (!job) throw new Error("no job returned");
  return job;
}

describe("partner fleet", () => {
  const db = setupTestDatabase();

  async function signedInPartner() {
    const company = await createCompany(db());
    const partner = await createSignedInUser({ role: "partner", company });
    const send = (path: string, fields: Record<string, unknown>) =>
      callRoute(post(path, fields, { cookie: partner.cookie }));
    const get = (path: string) => callRoute(page(path, { cookie: partner.cookie }));
    const addDriver = async (fields: Record<string, string> = DRIVER) => {
      const result = await send(DRIVERS, fields);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const [row] = await db()
        .select()
        .from(drivers)
        .where(and(eq(drivers.companyId, company.id), eq(drivers.name, fields.name ?? "")));
      if (!row) throw new Error("driver not stored");
      return row;
    };
    const addVehicle = async (fields: Record<string, string> = VEHICLE) => {
      const result = await send(VEHICLES, fields);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const plate = (result.body?.data as { numberPlate?: string } | undefined)?.numberPlate ?? "";
      const [row] = await db()
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.companyId, company.id), eq(vehicles.numberPlate, plate), isNull(vehicles.deletedAt)));
      if (!row) throw new Error("vehicle not stored");
      return row;
    };
    return { company, send, get, addDriver, addVehicle };
  }

  describe("refuses invalid input with its message, and stores nothing", () => {
    const nextYear = String(new Date().getFullYear() + 1);

    it.each([
      ["no name", { name: undefined }, "name", "backOffice:drivers.errors.nameRequired"],
      ["a blank name", { name: "   " }, "name", "backOffice:drivers.errors.nameRequired"],
      ["no email", { email: undefined }, "email", "backOffice:drivers.errors.emailRequired"],
      ["a bad email", { email: "sam@" }, "email", "messages:validation.emailInvalid"],
      ["no mobile", { mobile: "" }, "mobile", "messages:validation.phoneRequired"],
      ["a mobile that is not a UK number", { mobile: "12345" }, "mobile", "messages:validation.phoneInvalid"],
      ["no licence number", { licenceNumber: "" }, "licenceNumber", "backOffice:drivers.errors.licenceRequired"],
      [
        "51 years of experience",
        { experienceYears: "51" },
        "experienceYears",
        "backOffice:drivers.errors.experienceRange",
      ],
      [
        "negative experience",
        { experienceYears: "-1" },
        "experienceYears",
        "backOffice:drivers.errors.experienceRange",
      ],
      [
        "part years of experience",
        { experienceYears: "2.5" },
        "experienceYears",
        "backOffice:drivers.errors.experienceRange",
      ],
      ["notes too long", { notes: "x".repeat(2001) }, "notes", "messages:validation.tooLong"],
    ])("a driver with %s", async (_, changes, field, key) => {
      const partner = await signedInPartner();
      const result = await partner.send(DRIVERS, withFields(DRIVER, changes));
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, code: "VALIDATION", fieldErrors: { [field]: { key } } });
      expect(await db().select().from(drivers).where(eq(drivers.companyId, partner.company.id))).toEqual([]);
    });

    it.each([
      ["no type", { type: undefined }, "type", "backOffice:vehicles.errors.typeRequired"],
      ["a type not in the list", { type: "bus" }, "type", "backOffice:vehicles.errors.typeRequired"],
      ["no category", { category: "" }, "category", "backOffice:vehicles.errors.categoryRequired"],
      ["no make", { make: "" }, "make", "backOffice:vehicles.errors.makeRequired"],
      ["no model", { model: undefined }, "model", "backOffice:vehicles.errors.modelRequired"],
      ["no number plate", { numberPlate: " " }, "numberPlate", "backOffice:vehicles.errors.plateRequired"],
      ["a bad number plate", { numberPlate: "NOT A PLATE" }, "numberPlate", "backOffice:vehicles.errors.plateInvalid"],
      ["no year", { year: "" }, "year", "backOffice:vehicles.errors.yearRequired"],
      ["the year 1899", { year: "1899" }, "year", "backOffice:vehicles.errors.yearRange"],
      ["next year", { year: nextYear }, "year", "backOffice:vehicles.errors.yearRange"],
      ["a year that is not a number", { year: "19x9" }, "year", "backOffice:vehicles.errors.yearRange"],
    ])("a vehicle with %s", async (_, changes, field, key) => {
      const partner = await signedInPartner();
      const result = await partner.send(VEHICLES, withFields(VEHICLE, changes));
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, code: "VALIDATION", fieldErrors: { [field]: { key } } });
      expect(await db().select().from(vehicles).where(eq(vehicles.companyId, partner.company.id))).toEqual([]);
    });

    it("says which years are allowed", async () => {
      const partner = await signedInPartner();
      const result = await partner.send(VEHICLES, { ...VEHICLE, year: "1899" });
      expect(result.body).toMatchObject({
        fieldErrors: { year: { params: { minimum: 1900, maximum: new Date().getFullYear() } } },
      });
    });
  });

  it("adds drivers, listed newest first with their details written consistently", async () => {
    const partner = await signedInPartner();
    const first = await partner.addDriver();
    expect(first).toMatchObject({
      companyId: partner.company.id,
      name: "Sam Carter",
      email: "sam.carter@example.com",
      mobile: "+447911123456",
      licenseNumber: "CARTE801015SJ9AB",
      experienceYears: 12,
      notes: null,
      active: true,
    });
    await partner.addDriver({ ...DRIVER, name: "Alex Moore", experienceYears: "", notes: "Prefers early starts" });

    const list = await partner.get(DRIVERS);
    expect(list.status).toBe(200);
    expect(list.body?.drivers).toMatchObject([
      { name: "Alex Moore", experienceYears: null, notes: "Prefers early starts" },
      { name: "Sam Carter", experienceYears: 12 },
    ]);
  });

  it("edits a driver, refusing invalid changes", async () => {
    const partner = await signedInPartner();
    const driver = await partner.addDriver();
    const path = `${DRIVERS}/${driver.id}`;

    const refused = await partner.send(path, { ...DRIVER, intent: "update", email: "not an email" });
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: { key: "messages:validation.emailInvalid" } } },
    });

    const edited = await partner.send(path, {
      ...DRIVER,
      intent: "update",
      name: "Samantha Carter",
      mobile: "+44 7400 123456",
      experienceYears: "",
      notes: "Class C licence",
    });
    expect(edited).toMatchObject({ status: 200, body: { ok: true, data: { name: "Samantha Carter" } } });
    const [stored] = await db().select().from(drivers).where(eq(drivers.id, driver.id));
    expect(stored).toMatchObject({
      name: "Samantha Carter",
      mobile: "+447400123456",
      experienceYears: null,
      notes: "Class C licence",
    });

    // An unknown intent is refused, not guessed.
    expect((await partner.send(path, { intent: "promote" })).status).toBe(400);
  });

  it("deactivates a driver after confirmation, unless they are on a job still to do", async () => {
    const partner = await signedInPartner();
    const driver = await partner.addDriver();
    const path = `${DRIVERS}/${driver.id}`;
    const job = await addJobWith(db(), partner.company.id, { driverId: driver.id }, "in_progress");
    await addJobWith(db(), partner.company.id, { driverId: driver.id }, "completed");

    expect(await partner.send(path, { intent: "deactivate" })).toMatchObject({
      status: 409,
      body: { ok: false, message: { key: "backOffice:drivers.errors.onJob", params: { reference: job.reference } } },
    });
    expect((await db().select().from(drivers).where(eq(drivers.id, driver.id)))[0]?.active).toBe(true);

    // Once the job is done, the driver can go; the row stays for the jobs that name them.
    await db().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    expect(await partner.send(path, { intent: "deactivate" })).toMatchObject({
      status: 200,
      body: { ok: true, data: { name: "Sam Carter" } },
    });
    expect((await db().select().from(drivers).where(eq(drivers.id, driver.id)))[0]?.active).toBe(false);
    expect((await partner.get(DRIVERS)).body?.drivers).toEqual([]);

    // A deactivated driver is no longer there to edit or deactivate.
    expect((await partner.send(path, { intent: "deactivate" })).status).toBe(404);
    expect((await partner.send(path, { ...DRIVER, intent: "update" })).status).toBe(404);
  });

  it("writes number plates in capitals with one space, and refuses a plate already on one of the company's vehicles", async () => {
    const partner = await signedInPartner();
    const vehicle = await partner.addVehicle({ ...VEHICLE, numberPlate: "  ab12   cde " });
    expect(vehicle).toMatchObject({
      companyId: partner.company.id,
      numberPlate: "AB12 CDE",
      year: 2019,
      branded: true,
      color: null,
      description: null,
      deletedAt: null,
    });
    const unbranded = await partner.addVehicle({ ...VEHICLE, numberPlate: "a123bcd", branded: "" });
    expect(unbranded).toMatchObject({ numberPlate: "A123 BCD", branded: false });

    const duplicate = await partner.send(VEHICLES, { ...VEHICLE, numberPlate: "AB12CDE" });
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        ok: false,
        code: "CONFLICT",
        fieldErrors: {
          numberPlate: { key: "backOffice:vehicles.errors.duplicatePlate", params: { plate: "AB12 CDE" } },
        },
      },
    });
    expect(await db().select().from(vehicles).where(eq(vehicles.companyId, partner.company.id))).toHaveLength(2);

    // Another company may have the same plate (the same van sold on, or a typing mistake of theirs).
    const other = await signedInPartner();
    expect((await other.addVehicle()).numberPlate).toBe("AB12 CDE");

    // Deleting the vehicle frees its plate.
    expect((await partner.send(`${VEHICLES}/${vehicle.id}`, { intent: "delete" })).status).toBe(200);
    expect((await partner.addVehicle()).numberPlate).toBe("AB12 CDE");
  });

  it("deletes a vehicle softly after confirmation, unless it is on a job still to do", async () => {
    const partner = await signedInPartner();
    const vehicle = await partner.addVehicle();
    const path = `${VEHICLES}/${vehicle.id}`;
    const job = await addJobWith(db(), partner.company.id, { vehicleId: vehicle.id });

    const listed = await partner.get(VEHICLES);
    expect(listed.body?.vehicles).toMatchObject([
      { id: vehicle.id, numberPlate: "AB12 CDE", jobReference: job.reference },
    ]);

    expect(await partner.send(path, { intent: "delete" })).toMatchObject({
      status: 409,
      body: { message: { key: "backOffice:vehicles.errors.onJob", params: { reference: job.reference } } },
    });
    expect((await db().select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]?.deletedAt).toBeNull();

    await db().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
    expect((await partner.get(VEHICLES)).body?.vehicles).toMatchObject([{ id: vehicle.id, jobReference: null }]);
    expect(await partner.send(path, { intent: "delete" })).toMatchObject({
      status: 200,
      body: { ok: true, data: { numberPlate: "AB12 CDE" } },
    });
    const [stored] = await db().select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect((await partner.get(VEHICLES)).body?.vehicles).toEqual([]);
    expect((await partner.send(path, { intent: "delete" })).status).toBe(404);
    // A post without the intent deletes nothing.
    expect((await partner.send(`${VEHICLES}/${vehicle.id}`, {})).status).toBe(400);
  });

  it("shows the company's vehicles and drivers together on Fleet, and nothing of another company's", async () => {
    const partner = await signedInPartner();
    const other = await signedInPartner();
    await partner.addDriver();
    await partner.addVehicle();
    await other.addDriver({ ...DRIVER, name: "Jo Other" });
    await other.addVehicle({ ...VEHICLE, numberPlate: "XY70 ZZZ" });

    const fleet = await partner.get(FLEET);
    expect(fleet.status).toBe(200);
    expect(fleet.body).toMatchObject({
      vehicles: [{ numberPlate: "AB12 CDE" }],
      drivers: [{ name: "Sam Carter" }],
    });
    expect(fleet.body?.vehicles).toHaveLength(1);
    expect(fleet.body?.drivers).toHaveLength(1);
    expect((await partner.get(DRIVERS)).body?.drivers).toHaveLength(1);
    expect((await partner.get(VEHICLES)).body?.vehicles).toHaveLength(1);
  });

  describe("refuses another company's driver or vehicle (404) and changes nothing", () => {
    const actions = [
      { name: "edit a driver", kind: "driver", fields: { ...DRIVER, intent: "update", name: "Hijacked" } },
      { name: "deactivate a driver", kind: "driver", fields: { intent: "deactivate" } },
      { name: "delete a vehicle", kind: "vehicle", fields: { intent: "delete" } },
    ] as const;

    it.each(actions)("$name", async ({ kind, fields }) => {
      const owner = await signedInPartner();
      const intruder = await signedInPartner();
      const driver = await owner.addDriver();
      const vehicle = await owner.addVehicle();
      const before = {
        drivers: await db().select().from(drivers).where(eq(drivers.companyId, owner.company.id)),
        vehicles: await db().select().from(vehicles).where(eq(vehicles.companyId, owner.company.id)),
      };
      const path = kind === "driver" ? `${DRIVERS}/${driver.id}` : `${VEHICLES}/${vehicle.id}`;

      const result = await intruder.send(path, fields);
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({
        ok: false,
        code: "NOT_FOUND",
        message: { key: `backOffice:${kind}s.errors.notFound` },
      });
      expect({
        drivers: await db().select().from(drivers).where(eq(drivers.companyId, owner.company.id)),
        vehicles: await db().select().from(vehicles).where(eq(vehicles.companyId, owner.company.id)),
      }).toEqual(before);

      // An id that is not one at all is not found either, never a database error.
      const base = kind === "driver" ? DRIVERS : VEHICLES;
      expect((await intruder.send(`${base}/not-an-id`, fields)).status).toBe(404);
    });
  });
});
