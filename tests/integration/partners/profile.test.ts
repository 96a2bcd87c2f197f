import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities, companies, companyPhotos, leads } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { LOCALES } from "~/i18n/config";
import { AppError } from "~/lib/errors";
import type { Message } from "~/lib/form-result";
import { MAX_IMAGE_BYTES, MAX_PROJECT_PHOTOS } from "~/lib/schemas/company-profile";
import ProfileEditPage from "~/routes/partner/profile.edit";
import { type CompanyFilters, findCompaniesForCity } from "~/server/directory/companies.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { matchCompanies } from "~/server/matching/match-companies.server";
import { getFileStore, installFileStore, LocalDiskFileStore } from "~/server/storage/file-store.server";
import { createCompany } from "../../factories/companies";
import { createMember, createOpenRequest, ukDate } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { ORIGIN, page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Edit profile through its routes, as an owner's browser posts them: every field's refusal with
 * its message in both languages, saved changes seen at once by the public page, the city
 * listing and matching, lead caps and the pause (a pause whose end day has passed is over)
 * honoured by matching and claims, the upload limits that need no image decoding, the /media
 * route's headers, and owner-only access with another company's photo answered 404.
 * Uploads of real images are in partner-profile-uploads.test.ts.
 */

const PROFILE = "/partner/admin/profile/edit";
const PHOTOS = "/partner/admin/profile/photos";
const LOGO = "/partner/admin/profile/logo";

const DETAILS = {
  intent: "details",
  about: "Family removals firm in Manchester since 1998.",
  services: ["storage", "house-removals"],
  features: ["packing"],
  removalTypes: ["domestic", "commercial"],
  phone: "0161 496 0001",
  email: "Office@Example-Removals.co.uk",
  publicEmail: "Hello@Example-Removals.co.uk",
  website: "example-removals.co.uk",
};

/** A message in both languages: each a real sentence, and not the same text. */
function inBothLanguages(message: Message | undefined): void {
  expect(message).toBeDefined();
  const texts = LOCALES.map((locale) =>
    String(serverI18n(locale).t(message?.key ?? "", { ...message?.params, lng: locale } as never)),
  );
  for (const text of texts) {
    expect(text).not.toContain(":errors.");
    expect(text).not.toContain("{{");
  }
  expect(new Set(texts).size).toBe(2);
}

function fieldError(body: Record<string, unknown> | null, field: string): Message | undefined {
  return (body?.fieldErrors as Record<string, Message> | undefined)?.[field];
}

/** A multipart upload as the page's XMLHttpRequest sends it. */
function uploadRequest(target: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, cookie: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return new Request(`${ORIGIN}${target}`, { method: "POST", body: form, headers: { origin: ORIGIN, cookie } });
}

describe("partner company profile", () => {
  const db = setupTestDatabase();
  let mediaDir = "";

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), "movematch-media-"));
    installFileStore(new LocalDiskFileStore(mediaDir));
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function signedInOwner(overrides: Parameters<typeof createCompany>[1] = {}) {
    const company = await createCompany(db(), overrides);
    const owner = await createSignedInUser({ role: "partner", company });
    const send = (fields: Record<string, unknown>, json = false) =>
      callRoute(post(PROFILE, fields, { cookie: owner.cookie, json }));
    const stored = async () => {
      const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
      if (!row) throw new Error("company gone");
      return row;
    };
    return { company, owner, send, stored };
  }

  /** Form posts repeat a name for each ticked box, as the page's checkboxes do. */
  function detailsForm(changes: Record<string, string | string[] | undefined>) {
    const fields = { ...DETAILS, ...changes };
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
    }
    return body;
  }

  async function sendDetails(cookie: string, changes: Record<string, string | string[] | undefined> = {}) {
    return callRoute(
      new Request(`${ORIGIN}${PROFILE}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
        body: detailsForm(changes),
      }),
    );
  }

  describe("company details", () => {
    it("saves them normalised, and the public page shows them at once", async () => {
      const { company, owner, stored } = await signedInOwner();
      const result = await sendDetails(owner.cookie);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const row = await stored();
      expect(row).toMatchObject({
        about: DETAILS.about,
        services: ["house-removals", "storage"],
        features: ["packing"],
        removalTypes: ["domestic", "commercial"],
        phone: "+441614960001",
        email: "office@example-removals.co.uk",
        publicEmail: "hello@example-removals.co.uk",
        website: "https://example-removals.co.uk",
      });
      const publicPage = await callRoute(page(`/company/${company.slug}`));
      expect(publicPage.status).toBe(200);
      const shown = (publicPage.body as { company: Record<string, unknown> }).company;
      expect(shown).toMatchObject({ about: DETAILS.about, website: "https://example-removals.co.uk" });
      expect(shown.services).toEqual(["house-removals", "storage"]);
    });

    it("clears the optional ones when left blank", async () => {
      const { owner, stored } = await signedInOwner({ about: "Old text", website: "https://old.example.com" });
      const result = await sendDetails(owner.cookie, {
        about: "",
        website: "",
        services: [],
        features: [],
        email: "blank-fields@example.com",
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await stored()).toMatchObject({ about: null, website: null, services: [], features: [] });
    });

    it.each([
      ["an about text over 2000 characters", { about: "a".repeat(2001) }, "about", "messages:validation.tooLong"],
      [
        "an unknown service",
        { services: ["house-removals", "teleporting"] },
        "services",
        "backOffice:profile.errors.serviceUnknown",
      ],
      ["an unknown feature", { features: ["jacuzzi"] }, "features", "backOffice:profile.errors.featureUnknown"],
      ["no removal type", { removalTypes: undefined }, "removalTypes", "partner:errors.removalTypesRequired"],
      ["an unknown removal type", { removalTypes: ["lunar"] }, "removalTypes", "partner:errors.removalTypeUnknown"],
      ["no telephone", { phone: "" }, "phone", "messages:validation.phoneRequired"],
      [
        "a telephone that is not a UK number",
        { phone: "+33 1 23 45 67 89" },
        "phone",
        "messages:validation.phoneInvalid",
      ],
      ["no email", { email: " " }, "email", "messages:validation.emailRequired"],
      ["a bad email", { email: "office@" }, "email", "messages:validation.emailInvalid"],
      ["a website that is not one", { website: "javascript:alert(1)" }, "website", "partner:errors.websiteInvalid"],
      ["a website without a domain", { website: "localhost" }, "website", "partner:errors.websiteInvalid"],
    ])("refuses %s with its message, and changes nothing", async (_name, changes, field, key) => {
      const { owner, stored } = await signedInOwner();
      const before = await stored();
      const result = await sendDetails(owner.cookie, changes);
      expect(result.status).toBe(400);
      const error = fieldError(result.body, field);
      expect(error?.key).toBe(key);
      inBothLanguages(error);
      const after = await stored();
      expect(after.updatedAt).toEqual(before.updatedAt);
      expect(after.phone).toBe(before.phone);
    });

    it("refuses an email address another company uses", async () => {
      const other = await createCompany(db());
      const { owner } = await signedInOwner();
      const result = await sendDetails(owner.cookie, { email: other.email.toUpperCase() });
      expect(result.status).toBe(409);
      expect(fieldError(result.body, "email")?.key).toBe("backOffice:profile.errors.emailTaken");
      inBothLanguages(fieldError(result.body, "email"));
    });

    it("refuses a post without a known intent", async () => {
      const { send } = await signedInOwner();
      const result = await send({ intent: "everything" });
      expect(result.status).toBe(400);
      expect(fieldError(result.body, "intent")?.key).toBe("messages:validation.invalid");
    });
  });

  describe("service area", () => {
    const leedsCity = { name: "Leeds", regionSlug: "england", postcodeArea: "LS", lat: 53.7997, lng: -1.5492 };

    it("moves the radius, and the city listing and matching follow at once", async () => {
      const [leeds] = await db()
        .insert(cities)
        .values({ ...leedsCity, slug: `leeds-${randomBytes(3).toString("hex")}` })
        .returning();
      if (!leeds) throw new Error("no city");
      const { company, send, stored } = await signedInOwner();
      const filters: CompanyFilters = { features: [], partner: "all", sort: "name", page: 1 };
      const listed = async () =>
        (await findCompaniesForCity({ city: leeds, filters })).items.some((item) => item.slug === company.slug);
      expect(await listed()).toBe(false);

      const result = await send(
        { intent: "area", targetArea: { type: "radius", location: "Leeds", radius: "15" } },
        true,
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const row = await stored();
      expect(row).toMatchObject({ serviceAreaMode: "radius", serviceCentreLabel: "Leeds", serviceRadiusMiles: 15 });
      expect(row.serviceLat).toBeCloseTo(53.8, 0);
      expect(await listed()).toBe(true);
      const matched = await matchCompanies(db(), {
        moveType: "domestic",
        point: { lat: leedsCity.lat, lng: leedsCity.lng },
        now: new Date(),
        limit: 1000,
      });
      expect(matched.map((each) => each.id)).toContain(company.id);
    });

    it("stores regions as cities and their postcode areas", async () => {
      const { send, stored } = await signedInOwner();
      const result = await send(
        { intent: "area", targetArea: { type: "regions", selectedCities: ["glasgow", "london", "glasgow"] } },
        true,
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const row = await stored();
      expect(row).toMatchObject({ serviceAreaMode: "regions", serviceLat: null, serviceRadiusMiles: null });
      expect(row.serviceCitySlugs).toEqual(["glasgow", "london"]);
      expect(row.servicePostcodeAreas).toEqual(expect.arrayContaining(["G", "EC", "SW"]));
    });

    it.each([
      ["no area type", { type: "everywhere" }, "targetArea.type", "partner:errors.areaType"],
      [
        "a blank location",
        { type: "radius", location: " ", radius: "10" },
        "targetArea.location",
        "partner:errors.locationRequired",
      ],
      [
        "a radius of 0",
        { type: "radius", location: "Leeds", radius: "0" },
        "targetArea.radius",
        "partner:errors.radius",
      ],
      [
        "a radius of 201",
        { type: "radius", location: "Leeds", radius: "201" },
        "targetArea.radius",
        "partner:errors.radius",
      ],
      [
        "no cities",
        { type: "regions", selectedCities: [] },
        "targetArea.selectedCities",
        "partner:errors.citiesRequired",
      ],
      [
        "an unknown city",
        { type: "regions", selectedCities: ["atlantis"] },
        "targetArea.selectedCities",
        "partner:errors.cityUnknown",
      ],
      [
        "a place the geocoder cannot find",
        { type: "radius", location: "Nowhere-in-particular-xyz", radius: "10" },
        "targetArea.location",
        "partner:errors.locationNotFound",
      ],
    ])("refuses %s with its message", async (_name, targetArea, field, key) => {
      const { send, stored } = await signedInOwner();
      const before = await stored();
      const result = await send({ intent: "area", targetArea }, true);
      expect(result.status).toBe(400);
      expect(fieldError(result.body, field)?.key).toBe(key);
      inBothLanguages(fieldError(result.body, field));
      expect((await stored()).serviceRadiusMiles).toBe(before.serviceRadiusMiles);
    });
  });

  describe("lead caps and the pause", () => {
    it("saves caps, blank as no cap, and a pause with the day it ends", async () => {
      const { send, stored } = await signedInOwner({ leadCapPerDay: 3, leadCapPerWeek: 10 });
      const resume = ukDate(10);
      let result = await send({
        intent: "leads",
        leadCapPerDay: "",
        leadCapPerWeek: "40",
        paused: "on",
        pausedUntil: resume,
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await stored()).toMatchObject({
        leadCapPerDay: null,
        leadCapPerWeek: 40,
        paused: true,
        pausedUntil: resume,
      });

      // The switch off posts nothing under its name: the pause and its day are cleared.
      result = await send({ intent: "leads", leadCapPerDay: "2", leadCapPerWeek: "", pausedUntil: resume });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await stored()).toMatchObject({
        leadCapPerDay: 2,
        leadCapPerWeek: null,
        paused: false,
        pausedUntil: null,
      });
    });

    it.each([
      ["a daily cap of 0", { leadCapPerDay: "0" }, "leadCapPerDay", "backOffice:profile.errors.capRange"],
      ["a daily cap of 101", { leadCapPerDay: "101" }, "leadCapPerDay", "backOffice:profile.errors.capRange"],
      [
        "a daily cap that is not a number",
        { leadCapPerDay: "lots" },
        "leadCapPerDay",
        "backOffice:profile.errors.capRange",
      ],
      ["a part daily cap", { leadCapPerDay: "2.5" }, "leadCapPerDay", "backOffice:profile.errors.capRange"],
      ["a weekly cap of 501", { leadCapPerWeek: "501" }, "leadCapPerWeek", "backOffice:profile.errors.capRange"],
      [
        "a weekly cap below the daily one",
        { leadCapPerDay: "10", leadCapPerWeek: "5" },
        "leadCapPerWeek",
        "backOffice:profile.errors.weekBelowDay",
      ],
      [
        "a pause ending today",
        { paused: "on", pausedUntil: ukDate(0) },
        "pausedUntil",
        "backOffice:profile.errors.resumeDateRange",
      ],
      [
        "a pause ending in the past",
        { paused: "on", pausedUntil: ukDate(-3) },
        "pausedUntil",
        "backOffice:profile.errors.resumeDateRange",
      ],
      [
        "a pause over a year long",
        { paused: "on", pausedUntil: ukDate(366) },
        "pausedUntil",
        "backOffice:profile.errors.resumeDateRange",
      ],
      [
        "a resume day that is not a date",
        { paused: "on", pausedUntil: "next Tuesday" },
        "pausedUntil",
        "backOffice:profile.errors.resumeDateInvalid",
      ],
    ])("refuses %s with its message", async (_name, changes, field, key) => {
      const { send, stored } = await signedInOwner({ leadCapPerDay: 3 });
      const result = await send({ intent: "leads", ...changes });
      expect(result.status).toBe(400);
      expect(fieldError(result.body, field)?.key).toBe(key);
      inBothLanguages(fieldError(result.body, field));
      expect(await stored()).toMatchObject({ leadCapPerDay: 3, paused: false });
    });

    const matched = async (companyId: string) =>
      (
        await matchCompanies(db(), {
          moveType: "domestic",
          point: { lat: 53.4808, lng: -2.2426 },
          now: new Date(),
          limit: 1000,
        })
      ).some((each) => each.id === companyId);

    it("keeps a paused company out of matching and claims until the day its pause ends", async () => {
      const { company, send } = await signedInOwner();
      const actorUserId = await createMember(db(), company.id);
      const scope = { companyId: company.id };
      const result = await send({ intent: "leads", paused: "on", pausedUntil: ukDate(5) });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(await matched(company.id)).toBe(false);
      const request = await createOpenRequest(db());
      await expect(claimLead(scope, { quoteRequestId: request.id, actorUserId })).rejects.toMatchObject({
        code: "CONFLICT",
        message: "leads:errors.companyPaused",
      });

      // Five days later the pause is over, with nothing having switched it off.
      const later = new Date(Date.now() + 5 * 24 * 3600 * 1000);
      const laterMatch = await matchCompanies(db(), {
        moveType: "domestic",
        point: { lat: 53.4808, lng: -2.2426 },
        now: later,
        limit: 1000,
      });
      expect(laterMatch.map((each) => each.id)).toContain(company.id);
    });

    it("treats a pause whose end day has passed as over: matched and able to claim", async () => {
      const { company } = await signedInOwner({ paused: true, pausedUntil: ukDate(-1) });
      const actorUserId = await createMember(db(), company.id);
      expect(await matched(company.id)).toBe(true);
      const request = await createOpenRequest(db());
      const claim = await claimLead({ companyId: company.id }, { quoteRequestId: request.id, actorUserId });
      expect(claim.newlyClaimed).toBe(true);
    });

    it("keeps a pause without an end day until it is switched off", async () => {
      const { company, send } = await signedInOwner();
      await send({ intent: "leads", paused: "on", pausedUntil: "" });
      expect(await matched(company.id)).toBe(false);
      await send({ intent: "leads" });
      expect(await matched(company.id)).toBe(true);
    });

    it("honours a daily cap set here in matching and claims", async () => {
      const { company, send } = await signedInOwner();
      const actorUserId = await createMember(db(), company.id);
      const scope = { companyId: company.id };
      expect((await send({ intent: "leads", leadCapPerDay: "1", leadCapPerWeek: "" })).status).toBe(200);
      const first = await createOpenRequest(db());
      await claimLead(scope, { quoteRequestId: first.id, actorUserId });
      expect(await matched(company.id)).toBe(false);
      const second = await createOpenRequest(db());
      const refused = await claimLead(scope, { quoteRequestId: second.id, actorUserId }).catch((error) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "CONFLICT", message: "leads:errors.dailyCap" });

      // Raising the cap lets the company claim again at once.
      expect((await send({ intent: "leads", leadCapPerDay: "2", leadCapPerWeek: "" })).status).toBe(200);
      expect((await claimLead(scope, { quoteRequestId: second.id, actorUserId })).newlyClaimed).toBe(true);
      const claimed = await db().select().from(leads).where(eq(leads.companyId, company.id));
      expect(claimed).toHaveLength(2);
    });
  });

  describe("upload limits", () => {
    it("refuses a body over 5 MB as it streams in, with the image's message", async () => {
      const { owner } = await signedInOwner();
      const big = new Uint8Array(6 * 1024 * 1024);
      const result = await callRoute(uploadRequest(PHOTOS, big, "big.png", "image/png", owner.cookie));
      expect(result.status).toBe(413);
      expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.imageTooLarge");
      inBothLanguages(fieldError(result.body, "file"));
    });

    it("refuses a file one byte over 5 MB inside an allowed body", async () => {
      const { owner } = await signedInOwner();
      const result = await callRoute(
        uploadRequest(LOGO, new Uint8Array(MAX_IMAGE_BYTES + 1), "logo.jpg", "image/jpeg", owner.cookie),
      );
      expect(result.status).toBe(413);
      expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.imageTooLarge");
    });

    it("refuses an upload without a file", async () => {
      const { owner } = await signedInOwner();
      const result = await callRoute(
        new Request(`${ORIGIN}${PHOTOS}`, {
          method: "POST",
          body: new FormData(),
          headers: { origin: ORIGIN, cookie: owner.cookie },
        }),
      );
      expect(result.status).toBe(400);
      expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.imageRequired");
      inBothLanguages(fieldError(result.body, "file"));
    });

    it(`refuses a photo past ${MAX_PROJECT_PHOTOS}, before looking at the file`, async () => {
      const { company, owner } = await signedInOwner();
      await db()
        .insert(companyPhotos)
        .values(
          Array.from({ length: MAX_PROJECT_PHOTOS }, (_, index) => ({
            companyId: company.id,
            storageKey: `photo-${String(index).padStart(64, "0")}.webp`,
            width: 800,
            height: 600,
          })),
        );
      const result = await callRoute(uploadRequest(PHOTOS, new Uint8Array(10), "13.png", "image/png", owner.cookie));
      expect(result.status).toBe(409);
      expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.photosFull");
      inBothLanguages(fieldError(result.body, "file"));
      expect(await db().$count(companyPhotos, eq(companyPhotos.companyId, company.id))).toBe(MAX_PROJECT_PHOTOS);
    });
  });

  describe("GET /media/:key", () => {
    const key = `photo-${"ab".repeat(32)}.webp`;
    const bytes = new TextEncoder().encode("RIFF....WEBPVP8 stored bytes");

    it("serves a stored image with its type and a year of caching (nosniff comes with every response's headers)", async () => {
      await getFileStore().put(key, bytes);
      const response = await callRoute(page(`/media/${key}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    });

    it.each([
      ["a key that holds nothing", `photo-${"cd".repeat(32)}.webp`],
      ["a key that is not an image's", "notes.txt"],
      ["a key that climbs out of the store", "..%2F..%2Fetc%2Fpasswd"],
    ])("answers 404 to %s", async (_name, missing) => {
      const response = await callRoute(page(`/media/${missing}`));
      expect(response.status).toBe(404);
    });
  });

  describe("access", () => {
    it("refuses a staff member the page, its saves and its uploads", async () => {
      const company = await createCompany(db());
      const staff = await createSignedInUser({ role: "partner", company, memberRole: "staff" });
      expect((await callRoute(page(PROFILE, { cookie: staff.cookie }))).status).toBe(403);
      const save = await callRoute(post(PROFILE, { ...DETAILS, services: "storage" }, { cookie: staff.cookie }));
      expect(save.status).toBe(403);
      const upload = await callRoute(uploadRequest(PHOTOS, new Uint8Array(10), "a.png", "image/png", staff.cookie));
      expect(upload.status).toBe(403);
      expect((await callRoute(post(LOGO, { intent: "delete" }, { cookie: staff.cookie }))).status).toBe(403);
      const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
      expect(row?.phone).toBe(company.phone);
    });

    it("shows the owner the page with the company's current values", async () => {
      const { company, owner } = await signedInOwner({ leadCapPerWeek: 25, paused: true, pausedUntil: ukDate(-2) });
      const result = await callRoute(page(PROFILE, { cookie: owner.cookie }));
      expect(result.status).toBe(200);
      const profile = (result.body as { profile: Record<string, Record<string, unknown>> }).profile;
      expect(profile.details?.email).toBe(company.email);
      expect(profile.targetArea).toMatchObject({ type: "radius", radius: "30" });
      // The pause's end day has passed: the page says leads are on.
      expect(profile.leads).toMatchObject({ leadCapPerWeek: 25, pausedNow: false });
    });

    it("renders the page in both languages, every text translated", async () => {
      const { owner } = await signedInOwner({ paused: true, pausedUntil: ukDate(4), leadCapPerDay: 5 });
      const { body } = await callRoute(page(PROFILE, { cookie: owner.cookie }));
      const Stub = createRoutesStub([{ id: "profile", path: PROFILE, Component: ProfileEditPage as never }]);
      const rendered = LOCALES.map((locale) =>
        renderToString(
          createElement(
            I18nextProvider,
            { i18n: serverI18n(locale) },
            createElement(Stub, { initialEntries: [PROFILE], hydrationData: { loaderData: { profile: body } } }),
          ),
        ),
      );
      expect(rendered[0]).toContain("Company details");
      expect(rendered[0]).toContain("Leads are paused until");
      expect(rendered[1]).toContain("Įmonės duomenys");
      expect(rendered[1]).toContain("Užklausos sustabdytos iki");
      for (const html of rendered) expect(html).not.toMatch(/profile\.(details|media|leads|area|errors)\./);
    });

    it("answers 404 to another company's photo and leaves it in place", async () => {
      const other = await createCompany(db());
      const [photo] = await db()
        .insert(companyPhotos)
        .values({ companyId: other.id, storageKey: `photo-${"ef".repeat(32)}.webp`, width: 10, height: 10 })
        .returning();
      if (!photo) throw new Error("no photo");
      const { owner } = await signedInOwner();
      const result = await callRoute(post(`${PHOTOS}/${photo.id}`, { intent: "delete" }, { cookie: owner.cookie }));
      expect(result.status).toBe(404);
      expect(result.body?.message).toEqual({ key: "backOffice:profile.errors.photoNotFound" });
      inBothLanguages(result.body?.message as Message);
      expect(await db().$count(companyPhotos, eq(companyPhotos.id, photo.id))).toBe(1);
      const notAnId = await callRoute(post(`${PHOTOS}/not-a-uuid`, { intent: "delete" }, { cookie: owner.cookie }));
      expect(notAnId.status).toBe(404);
    });
  });
});
