import { href } from "react-router";

/** Uploaded images are served from /media/<key> (app/routes/resources/media.$key.ts). */
export const MEDIA_PREFIX = "/media/";

export function mediaPath(key: string): string {
  return href("/media/:key", { key });
}

/** The storage key of a /media/<key> path, or undefined for anything else (an outside logo URL). */
export function keyOfMediaPath(path: string | null): string | undefined {
  return path?.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : undefined;
}

/** The content type of a stored image by its key's extension (keys are made by the server). */
export function imageContentType(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return { webp: "image/webp", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" }[extension];
}
