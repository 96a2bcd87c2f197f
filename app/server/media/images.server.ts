import { AppError } from "~/lib/errors";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from "~/lib/schemas/company-profile";
import { readForm } from "../http.server";

/** What an image is for, and the box it is shrunk to fit (never enlarged). */
export const IMAGE_SIZES = { logo: 512, photo: 1600 } as const;
export type ImageUse = keyof typeof IMAGE_SIZES;

/** Formats accepted, as the image library reads them from the file's own bytes. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
/** Larger pictures are refused before decoding (a small file can still decode to a huge one). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;
/** What a multipart body may carry besides the image: boundaries, part headers, other fields. */
const UPLOAD_OVERHEAD_BYTES = 64 * 1024;

export interface PreparedImage {
  bytes: Uint8Array;
  contentType: "image/webp";
  extension: "webp";
  width: number;
  height: number;
}

const wrongType = () => new AppError("VALIDATION", "backOffice:profile.errors.imageType", { field: "file" });

/**
 * Checks an upload and makes the image the site serves. The type is read from the content by
 * the image library (a text file named photo.png is refused whatever its name or declared type),
 * then the image is turned upright, shrunk to fit `IMAGE_SIZES[use]` and re-encoded as WebP,
 * which also drops its metadata (camera, location).
 *
 * Throws AppError VALIDATION (field "file") for no file, a format other than PNG, JPEG or WebP,
 * or a file that cannot be decoded, and PAYLOAD_TOO_LARGE past 5 MB.
 */
export async function prepareImage(file: File | null, use: ImageUse): Promise<PreparedImage> {
  if (!file || file.size === 0) {
    throw new AppError("VALIDATION", "backOffice:profile.errors.imageRequired", { field: "file" });
  }
  if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
  // Loaded on first use: libvips is only needed when someone uploads.
  const { default: sharp } = await import("sharp");
  const input = new Uint8Array(await file.arrayBuffer());
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let format: string | undefined;
  try {
    format = (await image.metadata()).format;
  } catch {
    throw wrongType();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw wrongType();
  const box = IMAGE_SIZES[use];
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: box, height: box, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      contentType: "image/webp",
      extension: "webp",
      width: info.width,
      height: info.height,
    };
  } catch {
    // A truncated or corrupt file whose header still named a format, or one over the pixel limit.
    throw new AppError("VALIDATION", "backOffice:profile.errors.imageUnreadable", { field: "file" });
  }
}

export function imageTooLarge(): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", "backOffice:profile.errors.imageTooLarge", {
    field: "file",
    params: { megabytes: MAX_IMAGE_MEGABYTES },
  });
}

/**
 * Reads an upload form (multipart) of one image plus a few fields. Its own body limit, the 5 MB
 * image and some overhead, instead of the forms' 256 KB; a bigger body is refused as it streams
 * in (or at once, by its Content-Length), never read whole, with the image's own message.
 */
export async function readUploadForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request, MAX_IMAGE_BYTES + UPLOAD_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof AppError && error.code === "PAYLOAD_TOO_LARGE") throw imageTooLarge();
    throw error;
  }
}

/** The form's `file` field, or null when there is none. */
export function uploadedFile(form: FormData): File | null {
  const file = form.get("file");
  return file instanceof File ? file : null;
}
