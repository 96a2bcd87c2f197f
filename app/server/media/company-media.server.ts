import { createHash } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { companies, companyPhotos } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { keyOfMediaPath, mediaPath } from "~/lib/media";
import { MAX_PROJECT_PHOTOS } from "~/lib/schemas/company-profile";
import { getDb } from "../db.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { type CompanyScope, ownedBy } from "../partners/company-scope.server";
import { getFileStore } from "../storage/file-store.server";
import { assertId } from "../validation.server";
import { type ImageUse, type PreparedImage, prepareImage } from "./images.server";

/**
 * A company's logo and project photos: checked and re-encoded by `prepareImage`, kept in the
 * file store under content-hashed keys (so /media/<key> can be cached for ever), and listed on
 * the company's public page. Keys include the company, so two companies uploading the same
 * picture never share a file and deleting one's copy cannot take the other's.
 */

const PHOTO_NOT_FOUND = "backOffice:profile.errors.photoNotFound";
const PHOTO_DUPLICATE = "backOffice:profile.errors.photoDuplicate";

export interface ProjectPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

function storageKey(scope: CompanyScope, use: ImageUse, image: PreparedImage): string {
  const hash = createHash("sha256").update(scope.companyId).update(image.bytes).digest("hex");
  return `${use}-${hash}.${image.extension}`;
}

async function deleteStoredFile(key: string | undefined): Promise<void> {
  if (key) await getFileStore().delete(key);
}

/** Replaces the company's logo; the old file is deleted once the new one is in place. */
export async function uploadLogo(scope: CompanyScope, file: File | null): Promise<{ logoUrl: string }> {
  const image = await prepareImage(file, "logo");
  const key = storageKey(scope, "logo", image);
  await getFileStore().put(key, image.bytes);
  const db = await getDb();
  const previous = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ logoPath: companies.logoPath })
      .from(companies)
      .where(eq(companies.id, scope.companyId))
      .for("update");
    await tx
      .update(companies)
      .set({ logoPath: mediaPath(key), updatedAt: new Date() })
      .where(eq(companies.id, scope.companyId));
    await recordDirectoryChange(tx, { coverage: false });
    return keyOfMediaPath(company?.logoPath ?? null);
  });
  if (previous !== key) await deleteStoredFile(previous);
  return { logoUrl: mediaPath(key) };
}

/** Takes the logo off the profile (the page shows the company's initials again). */
export async function deleteLogo(scope: CompanyScope): Promise<void> {
  const db = await getDb();
  const previous = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ logoPath: companies.logoPath })
      .from(companies)
      .where(eq(companies.id, scope.companyId))
      .for("update");
    await tx.update(companies).set({ logoPath: null, updatedAt: new Date() }).where(eq(companies.id, scope.companyId));
    await recordDirectoryChange(tx, { coverage: false });
    return keyOfMediaPath(company?.logoPath ?? null);
  });
  await deleteStoredFile(previous);
}

async function countPhotos(db: Database | Transaction, scope: CompanyScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyPhotos).where(ownedBy(companyPhotos, scope));
  return row?.n ?? 0;
}

const photosFull = () =>
  new AppError("CONFLICT", "backOffice:profile.errors.photosFull", {
    field: "file",
    params: { max: MAX_PROJECT_PHOTOS },
  });

/**
 * Adds a project photo. Refused with CONFLICT when the company already shows MAX_PROJECT_PHOTOS
 * (checked before the image is processed, and again under a lock on the company so two uploads
 * at once cannot make 13) or already shows this very picture.
 */
export async function addProjectPhoto(scope: CompanyScope, file: File | null): Promise<ProjectPhoto> {
  const db = await getDb();
  if ((await countPhotos(db, scope)) >= MAX_PROJECT_PHOTOS) throw photosFull();
  const image = await prepareImage(file, "photo");
  const key = storageKey(scope, "photo", image);
  await getFileStore().put(key, image.bytes);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, scope.companyId)).for("update");
      const [same] = await tx
        .select({ id: companyPhotos.id })
        .from(companyPhotos)
        .where(and(ownedBy(companyPhotos, scope), eq(companyPhotos.storageKey, key)));
      if (same) throw new AppError("CONFLICT", PHOTO_DUPLICATE, { field: "file" });
      if ((await countPhotos(tx, scope)) >= MAX_PROJECT_PHOTOS) throw photosFull();
      const [photo] = await tx
        .insert(companyPhotos)
        .values({ companyId: scope.companyId, storageKey: key, width: image.width, height: image.height })
        .returning();
      if (!photo) throw new Error("addProjectPhoto: the photo row was not written");
      await recordDirectoryChange(tx, { coverage: false });
      return { id: photo.id, url: mediaPath(key), width: photo.width, height: photo.height };
    });
  } catch (error) {
    // The file is another photo's when it is the same picture; otherwise nothing refers to it.
    if (!(error instanceof AppError && error.message === PHOTO_DUPLICATE)) await deleteStoredFile(key);
    throw error;
  }
}

/** Deletes one of the company's photos and its file; another company's photo is not found. */
export async function deleteProjectPhoto(scope: CompanyScope, photoId: string): Promise<void> {
  assertId(photoId, PHOTO_NOT_FOUND);
  const db = await getDb();
  const [photo] = await db
    .delete(companyPhotos)
    .where(and(eq(companyPhotos.id, photoId), ownedBy(companyPhotos, scope)))
    .returning({ storageKey: companyPhotos.storageKey });
  if (!photo) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  await recordDirectoryChange(db, { coverage: false });
  await deleteStoredFile(photo.storageKey);
}

/** A company's project photos, oldest first (the order they were added). */
export async function listProjectPhotos(companyId: string): Promise<ProjectPhoto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(companyPhotos)
    .where(eq(companyPhotos.companyId, companyId))
    .orderBy(asc(companyPhotos.createdAt), asc(companyPhotos.id));
  return rows.map((photo) => ({
    id: photo.id,
    url: mediaPath(photo.storageKey),
    width: photo.width,
    height: photo.height,
  }));
}
