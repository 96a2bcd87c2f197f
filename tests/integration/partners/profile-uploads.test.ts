import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyPhotos } from "~/db/schema";
import type { Message } from "~/lib/form-result";
import { keyOfMediaPath } from "~/lib/media";
import { IMAGE_SIZES } from "~/server/media/images.server";
import { getFileStore, installFileStore, LocalDiskFileStore } from "~/server/storage/file-store.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { ORIGIN, page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Logo and project photo uploads with real images made here: PNG, JPEG and WebP accepted by
 * their content, shrunk and re-encoded as WebP, stored and served from /media, shown on the
 * public page; a text file named .png refused; deleting removes the row and the file.
 */

const PHOTOS = "/partner/admin/profile/photos";
const LOGO = "/partner/admin/profile/logo";

type Format = "png" | "jpeg" | "webp";

async function makeImage(
  format: Format,
  { width = 64, height = 48, red = 200 } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: red, g: 80, b: 40 } } });
  const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg() : image.webp();
  return new Uint8Array(await encoded.toBuffer());
}

function uploadRequest(target: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, cookie: string) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return new Request(`${ORIGIN}${target}`, { method: "POST", body: form, headers: { origin: ORIGIN, cookie } });
}

function fieldError(body: Record<string, unknown> | null, field: string): Message | undefined {
  return (body?.fieldErrors as Record<string, Message> | undefined)?.[field];
}

describe("profile image uploads", () => {
  const db = setupTestDatabase();
  let mediaDir = "";

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), "movematch-uploads-"));
    installFileStore(new LocalDiskFileStore(mediaDir));
  });
  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  async function signedInOwner() {
    const company = await createCompany(db());
    const owner = await createSignedInUser({ role: "partner", company });
    return { company, cookie: owner.cookie };
  }

  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)("adds a %s photo, re-encoded as WebP, served from /media and shown publicly", async (format, type) => {
    const { company, cookie } = await signedInOwner();
    const result = await callRoute(uploadRequest(PHOTOS, await makeImage(format), `job.${format}`, type, cookie));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const photo = (result.body as { data: { id: string; url: string; width: number; height: number } }).data;
    expect(photo).toMatchObject({ width: 64, height: 48 });
    expect(photo.url).toMatch(/^\/media\/photo-[0-9a-f]{64}\.webp$/);

    const served = await callRoute(page(photo.url));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const stored = await getFileStore().get(keyOfMediaPath(photo.url) ?? "");
    expect(stored).toBeDefined();
    expect((await sharp(stored ?? new Uint8Array()).metadata()).format).toBe("webp");

    const publicPage = await callRoute(page(`/company/${company.slug}`));
    expect((publicPage.body as { photos: { url: string }[] }).photos.map((each) => each.url)).toEqual([photo.url]);
  });

  it("shrinks a large photo to fit its box", async () => {
    const { cookie } = await signedInOwner();
    const big = await makeImage("jpeg", { width: 3200, height: 1600 });
    const result = await callRoute(uploadRequest(PHOTOS, big, "wide.jpg", "image/jpeg", cookie));
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect((result.body as { data: { width: number; height: number } }).data).toMatchObject({
      width: IMAGE_SIZES.photo,
      height: IMAGE_SIZES.photo / 2,
    });
  });

  it("refuses a text file named .png, and one sent as an image type", async () => {
    const { company, cookie } = await signedInOwner();
    const text = new TextEncoder().encode("This is not an image, whatever its name says.\n");
    for (const target of [PHOTOS, LOGO]) {
      const result = await callRoute(uploadRequest(target, text, "photo.png", "image/png", cookie));
      expect(result.status).toBe(400);
      expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.imageType");
    }
    expect(await db().$count(companyPhotos, eq(companyPhotos.companyId, company.id))).toBe(0);
  });

  it("refuses an image of another format (GIF)", async () => {
    const { cookie } = await signedInOwner();
    const gif = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } } })
        .gif()
        .toBuffer(),
    );
    const result = await callRoute(uploadRequest(PHOTOS, gif, "anim.png", "image/png", cookie));
    expect(result.status).toBe(400);
    expect(fieldError(result.body, "file")?.key).toBe("backOffice:profile.errors.imageType");
  });

  it("refuses the same picture twice", async () => {
    const { cookie } = await signedInOwner();
    const image = await makeImage("png", { red: 10 });
    expect((await callRoute(uploadRequest(PHOTOS, image, "a.png", "image/png", cookie))).status).toBe(200);
    const again = await callRoute(uploadRequest(PHOTOS, image, "b.png", "image/png", cookie));
    expect(again.status).toBe(409);
    expect(fieldError(again.body, "file")?.key).toBe("backOffice:profile.errors.photoDuplicate");
  });

  it("refuses a 13th photo", async () => {
    const { company, cookie } = await signedInOwner();
    for (let index = 0; index < 12; index++) {
      const result = await callRoute(
        uploadRequest(PHOTOS, await makeImage("png", { red: index * 10 }), `${index}.png`, "image/png", cookie),
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    const thirteenth = await callRoute(
      uploadRequest(PHOTOS, await makeImage("png", { red: 250 }), "13.png", "image/png", cookie),
    );
    expect(thirteenth.status).toBe(409);
    expect(fieldError(thirteenth.body, "file")?.key).toBe("backOffice:profile.errors.photosFull");
    expect(await db().$count(companyPhotos, eq(companyPhotos.companyId, company.id))).toBe(12);
  });

  it("deletes a photo and its file", async () => {
    const { cookie } = await signedInOwner();
    const added = await callRoute(uploadRequest(PHOTOS, await makeImage("webp"), "a.webp", "image/webp", cookie));
    const photo = (added.body as { data: { id: string; url: string } }).data;
    const deleted = await callRoute(post(`${PHOTOS}/${photo.id}`, { intent: "delete" }, { cookie }));
    expect(deleted.status).toBe(200);
    expect(await db().$count(companyPhotos, eq(companyPhotos.id, photo.id))).toBe(0);
    expect((await callRoute(page(photo.url))).status).toBe(404);
  });

  it("replaces the logo, deleting the old file, and removes it", async () => {
    const { company, cookie } = await signedInOwner();
    const first = await callRoute(
      uploadRequest(LOGO, await makeImage("png", { red: 1 }), "logo.png", "image/png", cookie),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstUrl = (first.body as { data: { logoUrl: string } }).data.logoUrl;
    expect(firstUrl).toMatch(/^\/media\/logo-[0-9a-f]{64}\.webp$/);

    const second = await callRoute(
      uploadRequest(LOGO, await makeImage("jpeg", { red: 2 }), "logo.jpg", "image/jpeg", cookie),
    );
    const secondUrl = (second.body as { data: { logoUrl: string } }).data.logoUrl;
    expect((await callRoute(page(firstUrl))).status).toBe(404);
    expect((await callRoute(page(secondUrl))).status).toBe(200);
    const publicPage = await callRoute(page(`/company/${company.slug}`));
    expect((publicPage.body as { company: { logoPath: string } }).company.logoPath).toBe(secondUrl);

    expect((await callRoute(post(LOGO, { intent: "delete" }, { cookie }))).status).toBe(200);
    const [row] = await db().select().from(companies).where(eq(companies.id, company.id));
    expect(row?.logoPath).toBeNull();
    expect((await callRoute(page(secondUrl))).status).toBe(404);
  });
});
