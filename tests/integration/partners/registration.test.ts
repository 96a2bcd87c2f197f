import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { companies, user } from "~/db/schema";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import type { FormResult } from "~/lib/form-result";
import {
  canContinue,
  emptyPartnerRegistration,
  type PartnerRegistrationResult,
  radiusForMap,
} from "~/lib/partner-registration-wizard";
import { normaliseWebsite } from "~/lib/schemas/partner-registration";
import { action } from "~/routes/public/become-partner";
import { loader as geocode } from "~/routes/resources/geocode";
import { describeBusinessAddress, describeServiceAreas } from "~/server/partners/describe-service-areas.server";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { slugBase } from "~/server/partners/register-partner.server";
import { createCompany } from "../../factories/companies";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs } from "../../support/http";
import { emailsTo, outboxCount, outboxEmails } from "../../support/outbox";

let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function uniqueSuffix() {
  return randomBytes(4).toString("hex");
}

function randomDigits(length: number) {
  return String(randomBytes(4).readUInt32BE() % 10 ** length).padStart(length, "0");
}

/** What the wizard posts; loosely typed, so tests can send wrong values too. */
interface TestApplication {
  removalTypes: unknown;
  targetArea: Record<string, unknown>;
  companyDetails: { name: string; email: string; companyNumber: string } & Record<string, unknown>;
}

/** A complete radius-mode application with a unique email and company number. */
function application(overrides: {
  removalTypes?: unknown;
  targetArea?: Record<string, unknown>;
  companyDetails?: Record<string, unknown>;
}): TestApplication {
  const suffix = uniqueSuffix();
  const digits = randomDigits(8);
  return {
    removalTypes: ["domestic", "commercial"],
    targetArea: { type: "radius", selectedCities: [], location: "M1 1AE", radius: "45", ...overrides.targetArea },
    companyDetails: {
      name: `Swift Move ${suffix}`,
      businessType: "company",
      companyNumber: digits,
      numberOfEmployees: "6-10",
      email: `Office-${suffix}@Example.com`,
      telephone: "0161 496 0000",
      website: "swiftmove.example.co.uk",
      addressLine1: "12 Portland Street",
      postCode: "m1 1ae",
      ...overrides.companyDetails,
    },
    ...(overrides.removalTypes === undefined ? {} : { removalTypes: overrides.removalTypes }),
  } as unknown as TestApplication;
}

async function post(
  body: unknown,
  { clientIp = nextIp(), contentType = "application/json", locale = "en-GB" as Locale } = {},
) {
  // The page's address names its language, as a visitor on it posts.
  const request = new Request(`http://localhost${localizedPath("/become-partner", locale)}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const result = await action(routeArgs(request, { clientIp }));
  return { status: result.init?.status ?? 200, body: result.data as FormResult<PartnerRegistrationResult> };
}

describe("partner registration", () => {
  const db = setupTestDatabase();
  const stored = async () => (await db().select({ n: count() }).from(companies))[0]?.n ?? 0;
  const mails = () => outboxCount(db());
  const companyByEmail = async (email: string) =>
    (await db().select().from(companies).where(eq(companies.email, email.toLowerCase())))[0];

  it("stores a radius-mode application as a pending partner and queues the confirmation", async () => {
    const input = application({});
    const { status, body } = await post(input);
    expect(status).toBe(200);
    const email = input.companyDetails.email.toLowerCase();
    expect(body).toEqual({ ok: true, data: { companyName: input.companyDetails.name, email } });

    const company = await companyByEmail(email);
    expect(company).toMatchObject({
      name: input.companyDetails.name,
      status: "pending",
      isPartner: true,
      businessType: "company",
      companyNumber: input.companyDetails.companyNumber,
      employees: "6-10",
      email,
      phone: "+441614960000",
      website: "https://swiftmove.example.co.uk",
      addressLine1: "12 Portland Street",
      postcode: "M1 1AE",
      town: "Manchester",
      removalTypes: ["domestic", "commercial"],
      serviceAreaMode: "radius",
      serviceCentreLabel: "M1 1AE",
      serviceRadiusMiles: 45,
      serviceCitySlugs: [],
      servicePostcodeAreas: [],
      locale: "en-GB",
    });
    expect(company?.slug).toBe(slugBase(input.companyDetails.name));
    expect(company?.serviceLat).toBeCloseTo(53.48, 1);
    expect(company?.serviceLng).toBeCloseTo(-2.24, 1);
    expect(company?.lat).toBeCloseTo(53.48, 1);
    expect(company && describeServiceAreas(company)).toEqual([{ place: "M1 1AE", radiusMiles: 45 }]);
    expect(company && describeBusinessAddress(company)).toBe("12 Portland Street, M1 1AE");

    const queued = await emailsTo(db(), email);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      template: "partner-application-received",
      status: "pending",
      subject: "We have received your MoveMatch partner application",
    });
    expect(queued[0]?.html).toContain(input.companyDetails.name);
    expect(queued[0]?.text).toContain("within 24 hours");
    expect(queued[0]?.text).toContain("Target area: M1 1AE (45 miles radius)");
    expect(queued[0]?.text).toContain("login details");
  });

  it("remembers the language of a Lithuanian application: its emails and the partner's account use it", async () => {
    const input = application({ targetArea: { type: "regions", selectedCities: ["leeds"] } });
    expect((await post(input, { locale: "lt" })).status).toBe(200);
    const company = await companyByEmail(input.companyDetails.email);
    expect(company?.locale).toBe("lt");
    const received = await emailsTo(db(), company?.email ?? "");
    expect(received[0]?.subject).toBe("Gavome jūsų MoveMatch partnerio paraišką");
    expect(received[0]?.text).toContain("Tikslinė sritis: Leeds");
    expect(received[0]?.text).toContain("Perkraustymo tipai: Vietiniai, Komerciniai");

    const [staff] = await db()
      .insert(user)
      .values({
        id: `staff-${uniqueSuffix()}`,
        name: "Staff",
        email: `staff-${uniqueSuffix()}@example.com`,
        role: "staff",
      })
      .returning({ id: user.id });
    const approved = await approvePartnerApplication({ companyId: company?.id ?? "", actorUserId: staff?.id ?? "" });
    const [owner] = await db().select({ locale: user.locale }).from(user).where(eq(user.id, approved.userId));
    expect(owner?.locale).toBe("lt");
    const [approval] = await outboxEmails(db(), { template: "partner-approved-set-password" });
    expect(approval?.subject).toBe(`${company?.name} patvirtinta: sveiki atvykę į MoveMatch`);
  });

  it("stores a regions-mode application with the chosen cities and their postcode areas", async () => {
    const input = application({
      removalTypes: ["international"],
      targetArea: { type: "regions", selectedCities: ["london", "newcastle-upon-tyne", "belfast", "derry"] },
      // A sole trader has no company number: one typed before switching is dropped.
      companyDetails: { businessType: "sole-trader", companyNumber: "not a number", website: "" },
    });
    const { status } = await post(input);
    expect(status).toBe(200);
    const company = await companyByEmail(input.companyDetails.email);
    expect(company).toMatchObject({
      status: "pending",
      businessType: "sole-trader",
      companyNumber: null,
      website: null,
      removalTypes: ["international"],
      serviceAreaMode: "regions",
      serviceCentreLabel: null,
      serviceLat: null,
      serviceRadiusMiles: null,
      serviceCitySlugs: ["london", "newcastle-upon-tyne", "belfast", "derry"],
      servicePostcodeAreas: ["E", "EC", "N", "NW", "SE", "SW", "W", "WC", "NE", "BT"],
    });
    expect(company && describeServiceAreas(company)?.map((area) => area.place)).toEqual([
      "London",
      "Newcastle",
      "Belfast",
      "Derry",
    ]);
    const [mail] = await emailsTo(db(), company?.email ?? "");
    expect(mail?.text).toContain("Target area: London, Newcastle, Belfast, Derry");
  });

  it("finds the centre in a whole address and gives a clashing name a unique slug", async () => {
    const first = application({ companyDetails: { name: "Clash Removals & Storage" } });
    const second = application({
      companyDetails: { name: "Clash Removals & Storage" },
      targetArea: { location: "Unit 4, Riverside Park, Leeds" },
    });
    expect((await post(first)).status).toBe(200);
    expect((await post(second)).status).toBe(200);
    const one = await companyByEmail(first.companyDetails.email);
    const two = await companyByEmail(second.companyDetails.email);
    expect(one?.slug).toBe("clash-removals-and-storage");
    expect(two?.slug).toMatch(/^clash-removals-and-storage-[0-9a-f]{6}$/);
    expect(two?.serviceLat).toBeCloseTo(53.8, 0);
  });

  it("answers a second application with a known address as a new one, and emails that address instead", async () => {
    const input = application({});
    const first = await post(input);
    expect(first.status).toBe(200);
    const before = await stored();
    const again = application({ companyDetails: { email: input.companyDetails.email.toUpperCase() } });
    const { status, body } = await post(again);
    expect(status).toBe(200);
    expect(body).toEqual({
      ok: true,
      data: { companyName: again.companyDetails.name, email: input.companyDetails.email.toLowerCase() },
    });
    expect(first.body).toEqual({
      ok: true,
      data: { companyName: input.companyDetails.name, email: input.companyDetails.email.toLowerCase() },
    });
    expect(await stored()).toBe(before);
    const sent = await emailsTo(db(), input.companyDetails.email.toLowerCase());
    expect(sent.map((row) => row.template)).toEqual(["partner-application-received", "partner-account-exists"]);
    expect(sent[1]?.text).toContain("/account/login");
    expect(sent[1]?.text).not.toContain(again.companyDetails.name);
  });

  it("answers an address that signs in already (a staff member) as new, storing nothing", async () => {
    const email = `staffer-${uniqueSuffix()}@example.com`;
    await db()
      .insert(user)
      .values({ id: crypto.randomUUID(), name: "Staffer", email, emailVerified: true, role: "staff" });
    const before = await stored();
    const { status } = await post(application({ companyDetails: { email } }));
    expect(status).toBe(200);
    expect(await stored()).toBe(before);
    const [sent] = await emailsTo(db(), email);
    expect(sent?.template).toBe("partner-account-exists");
  });

  it("lets a customer's address apply: approval makes that account the owner", async () => {
    const email = `customer-${uniqueSuffix()}@example.com`;
    await db()
      .insert(user)
      .values({ id: crypto.randomUUID(), name: "Customer", email, emailVerified: true, role: "customer" });
    const before = await stored();
    expect((await post(application({ companyDetails: { email } }))).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it("emails one address at most three times a day, however many applications name it", async () => {
    const input = application({});
    for (let i = 0; i < 5; i++)
      expect((await post({ ...input, companyDetails: { ...input.companyDetails } })).status).toBe(200);
    const sent = await emailsTo(db(), input.companyDetails.email.toLowerCase());
    expect(sent).toHaveLength(3);
  });

  it("refuses a second application with the same company number", async () => {
    const input = application({ companyDetails: { companyNumber: `SC${randomDigits(6)}` } });
    expect((await post(input)).status).toBe(200);
    const before = await stored();
    const again = application({
      companyDetails: { companyNumber: ` ${input.companyDetails.companyNumber.toLowerCase()} ` },
    });
    const { status, body } = await post(again);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      ok: false,
      fieldErrors: { "companyDetails.companyNumber": { key: "partner:errors.duplicateCompanyNumber" } },
    });
    expect(await stored()).toBe(before);
  });

  it("refuses a company number that is already in the directory", async () => {
    const existing = await createCompany(db(), { companyNumber: "NI123456" });
    const { status } = await post(application({ companyDetails: { companyNumber: existing.companyNumber } }));
    expect(status).toBe(409);
  });

  it.each([
    ["no removal type", { removalTypes: [] }, "removalTypes", "partner:errors.removalTypesRequired"],
    ["an unknown removal type", { removalTypes: ["piano"] }, "removalTypes.0", "partner:errors.removalTypeUnknown"],
    ["no target area option", { targetArea: { type: "" } }, "targetArea.type", "partner:errors.areaType"],
    ["radius 0", { targetArea: { radius: "0" } }, "targetArea.radius", "partner:errors.radius"],
    ["radius 201", { targetArea: { radius: "201" } }, "targetArea.radius", "partner:errors.radius"],
    [
      "a radius that is not a number",
      { targetArea: { radius: "thirty" } },
      "targetArea.radius",
      "partner:errors.radius",
    ],
    ["a blank location", { targetArea: { location: "   " } }, "targetArea.location", "partner:errors.locationRequired"],
    [
      "regions with no city",
      { targetArea: { type: "regions", selectedCities: [] } },
      "targetArea.selectedCities",
      "partner:errors.citiesRequired",
    ],
    [
      "a city not on the list",
      { targetArea: { type: "regions", selectedCities: ["atlantis"] } },
      "targetArea.selectedCities",
      "partner:errors.cityUnknown",
    ],
    [
      "a blank company name",
      { companyDetails: { name: "  " } },
      "companyDetails.name",
      "partner:errors.companyNameRequired",
    ],
    [
      "a 10 kB company name",
      { companyDetails: { name: "A".repeat(10_000) } },
      "companyDetails.name",
      "messages:validation.tooLong",
    ],
    [
      "a name on two lines",
      { companyDetails: { name: "Swift\nMove" } },
      "companyDetails.name",
      "messages:validation.singleLine",
    ],
    [
      "no business type",
      { companyDetails: { businessType: "" } },
      "companyDetails.businessType",
      "partner:errors.businessType",
    ],
    [
      "a company without a number",
      { companyDetails: { companyNumber: "" } },
      "companyDetails.companyNumber",
      "partner:errors.companyNumberRequired",
    ],
    [
      "a malformed company number",
      { companyDetails: { companyNumber: "AB123456" } },
      "companyDetails.companyNumber",
      "partner:errors.companyNumberInvalid",
    ],
    [
      "no employee range",
      { companyDetails: { numberOfEmployees: "" } },
      "companyDetails.numberOfEmployees",
      "partner:errors.employees",
    ],
    ["a blank email", { companyDetails: { email: "" } }, "companyDetails.email", "messages:validation.emailRequired"],
    [
      "a bad email",
      { companyDetails: { email: "office@" } },
      "companyDetails.email",
      "messages:validation.emailInvalid",
    ],
    [
      "a blank telephone",
      { companyDetails: { telephone: "" } },
      "companyDetails.telephone",
      "messages:validation.phoneRequired",
    ],
    [
      "a bad telephone",
      { companyDetails: { telephone: "12345" } },
      "companyDetails.telephone",
      "messages:validation.phoneInvalid",
    ],
    [
      "a foreign telephone",
      { companyDetails: { telephone: "+1 212 555 0100" } },
      "companyDetails.telephone",
      "messages:validation.phoneInvalid",
    ],
    [
      "a bad website",
      { companyDetails: { website: "javascript:alert(1)" } },
      "companyDetails.website",
      "partner:errors.websiteInvalid",
    ],
    [
      "a website without a domain",
      { companyDetails: { website: "localhost" } },
      "companyDetails.website",
      "partner:errors.websiteInvalid",
    ],
    [
      "a blank address",
      { companyDetails: { addressLine1: "" } },
      "companyDetails.addressLine1",
      "partner:errors.addressRequired",
    ],
    [
      "a blank postcode",
      { companyDetails: { postCode: "" } },
      "companyDetails.postCode",
      "messages:validation.postcodeRequired",
    ],
    [
      "a bad postcode",
      { companyDetails: { postCode: "ZZ99 ZZZ" } },
      "companyDetails.postCode",
      "messages:validation.postcodeInvalid",
    ],
  ])("refuses %s with its field's message key and stores nothing", async (_case, overrides, field, key) => {
    const [before, mailsBefore] = [await stored(), await mails()];
    const { status, body } = await post(application(overrides as Parameters<typeof application>[0]));
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    if (!body.ok) {
      expect(body.code).toBe("VALIDATION");
      expect(body.fieldErrors[field]?.key).toBe(key);
    }
    expect(await stored()).toBe(before);
    expect(await mails()).toBe(mailsBefore);
  });

  it("refuses a radius centre the geocoder cannot find, on the location field", async () => {
    const before = await stored();
    const { status, body } = await post(application({ targetArea: { location: "Nowhere-in-particular-xyz" } }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      fieldErrors: { "targetArea.location": { key: "partner:errors.locationNotFound" } },
    });
    expect(await stored()).toBe(before);
  });

  it("answers 400, never 500, for bodies that are not an application", async () => {
    const before = await stored();
    for (const body of ["not json", "null", "[]", '"text"', "{}", '{"companyDetails":5}']) {
      const { status, body: answer } = await post(body);
      expect(status, body).toBe(400);
      expect(answer.ok).toBe(false);
    }
    const malformed = await post("--x\r\nnot a part", { contentType: "multipart/form-data; boundary=y" });
    expect(malformed.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it("accepts the same application as a form post", async () => {
    const input = application({ targetArea: { type: "regions", selectedCities: ["cardiff"] } });
    const form = new URLSearchParams();
    for (const type of input.removalTypes as string[]) form.append("removalTypes", type);
    form.append("targetArea.type", "regions");
    form.append("targetArea.selectedCities", "cardiff");
    for (const [key, value] of Object.entries(input.companyDetails))
      form.append(`companyDetails.${key}`, String(value));
    const { status } = await post(form.toString(), { contentType: "application/x-www-form-urlencoded" });
    expect(status).toBe(200);
    expect((await companyByEmail(input.companyDetails.email))?.serviceCitySlugs).toEqual(["cardiff"]);
  });

  it("rolls the application back when its email cannot be queued", async () => {
    // The outbox refuses this one recipient, as if queueing failed.
    await db().execute(sql`
      create or replace function refuse_test_mail() returns trigger language plpgsql as $$
      begin
        if new."to" like 'refuse-%' then raise exception 'outbox unavailable'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_test_mail before insert on email_outbox
      for each row execute function refuse_test_mail()`);
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const before = await stored();
      const { status, body } = await post(
        application({ companyDetails: { email: `refuse-${uniqueSuffix()}@example.com` } }),
      );
      expect(status).toBe(500);
      expect(body).toMatchObject({ ok: false, code: "INTERNAL", message: { key: "partner:toast.saveFailed" } });
      expect(await stored()).toBe(before);
      expect(errorLog).toHaveBeenCalledOnce();
    } finally {
      errorLog.mockRestore();
      await db().execute(sql`drop trigger refuse_test_mail on email_outbox`);
    }
  });

  it("rate limits one address after ten applications in an hour", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post(application({}), { clientIp: "192.0.2.80" })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await post(application({}), { clientIp: "192.0.2.81" })).status).toBe(200);
  });
});

describe("describeServiceAreas", () => {
  it("describes a radius by its location and miles, and regions by city name", () => {
    const base = { serviceCentreLabel: null, serviceRadiusMiles: null, serviceCitySlugs: [] };
    expect(
      describeServiceAreas({ ...base, serviceAreaMode: "radius", serviceCentreLabel: "Leeds", serviceRadiusMiles: 30 }),
    ).toEqual([{ place: "Leeds", radiusMiles: 30 }]);
    expect(
      describeServiceAreas({ ...base, serviceAreaMode: "regions", serviceCitySlugs: ["llandrindod-wells", "york"] }),
    ).toEqual([
      { place: "Llandrindod Wells", radiusMiles: null },
      { place: "York", radiusMiles: null },
    ]);
  });
});

describe("GET /api/geocode", () => {
  setupTestDatabase();
  async function lookUp(q: string | null, clientIp = nextIp()) {
    const url = new URL("http://localhost/api/geocode");
    if (q !== null) url.searchParams.set("q", q);
    const response = await geocode(routeArgs(new Request(url), { clientIp }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("answers a postcode, a town and an address with a point and a label", async () => {
    const postcode = await lookUp("m1 1ae");
    expect(postcode.status).toBe(200);
    expect(postcode.body).toMatchObject({ label: "M1 1AE", lat: expect.closeTo(53.48, 1) });
    expect((await lookUp("Leeds")).body).toMatchObject({ label: "Leeds" });
    expect((await lookUp("1 Deansgate, Manchester M3 1AZ")).body).toMatchObject({ label: "M3 1AZ" });
  });

  it("answers 404 for a place it cannot find and 400 for a query of the wrong length", async () => {
    expect((await lookUp("Nowhere-in-particular-xyz")).status).toBe(404);
    expect((await lookUp("M")).status).toBe(400);
    expect((await lookUp(" ")).status).toBe(400);
    expect((await lookUp(null)).status).toBe(400);
    expect((await lookUp("x".repeat(101))).status).toBe(400);
  });

  it("rate limits one address", async () => {
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 121; attempt++) statuses.add((await lookUp("M1", "192.0.2.90")).status);
    expect([...statuses]).toEqual([200, 429]);
  });
});

describe("wizard rules", () => {
  it("turns the typed radius into the map's radius: 30 when it is not a number, else within 1-200", () => {
    expect(radiusForMap("45")).toBe(45);
    expect(radiusForMap("")).toBe(30);
    expect(radiusForMap("abc")).toBe(30);
    expect(radiusForMap("0")).toBe(1);
    expect(radiusForMap("500")).toBe(200);
  });

  it("accepts http(s) websites and bare domains only", () => {
    expect(normaliseWebsite("example.co.uk")).toBe("https://example.co.uk");
    expect(normaliseWebsite("http://example.com/about")).toBe("http://example.com/about");
    expect(normaliseWebsite("https://www.example.com/")).toBe("https://www.example.com/");
    for (const bad of [
      "ftp://example.com",
      "javascript:alert(1)",
      "exa mple.com",
      "localhost",
      "https://user:pw@example.com",
    ]) {
      expect(normaliseWebsite(bad), bad).toBeUndefined();
    }
  });

  it("enables Continue by the spec's rules", () => {
    const form = emptyPartnerRegistration();
    expect(form.targetArea.radius).toBe("30");
    expect(canContinue(1, form)).toBe(false);
    expect(canContinue(1, { ...form, removalTypes: ["domestic"] })).toBe(true);
    expect(canContinue(2, form)).toBe(false);
    expect(canContinue(2, { ...form, targetArea: { ...form.targetArea, type: "radius", location: " " } })).toBe(false);
    expect(canContinue(2, { ...form, targetArea: { ...form.targetArea, type: "radius", location: "M1" } })).toBe(true);
    expect(canContinue(2, { ...form, targetArea: { ...form.targetArea, type: "regions" } })).toBe(false);
    expect(
      canContinue(2, { ...form, targetArea: { ...form.targetArea, type: "regions", selectedCities: ["leeds"] } }),
    ).toBe(true);
    const details = { ...form.companyDetails, name: "A", email: "a@b.co", telephone: "" };
    expect(canContinue(3, { ...form, companyDetails: details })).toBe(false);
    expect(canContinue(3, { ...form, companyDetails: { ...details, telephone: "0161" } })).toBe(true);
  });
});
