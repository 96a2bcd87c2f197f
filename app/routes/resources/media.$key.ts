import { imageContentType } from "~/lib/media";
import { getFileStore, isStorageKey } from "~/server/storage/file-store.server";
import type { Route } from "./+types/media.$key";

/** Keys are content-hashed: the bytes behind a key never change, so browsers and proxies keep them for a year. */
const CACHE_FOR_EVER = "public, max-age=31536000, immutable";

/** GET /media/:key: an uploaded image (logo, project photo) from the file store (nosniff and the rest come from the server's headers). */
export async function loader({ params }: Route.LoaderArgs) {
  const contentType = isStorageKey(params.key) ? imageContentType(params.key) : undefined;
  const bytes = contentType ? await getFileStore().get(params.key) : undefined;
  if (!contentType || !bytes) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(bytes, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": CACHE_FOR_EVER,
    },
  });
}
