import { AppError } from "~/lib/errors";

/** Forms are small; anything bigger than this is refused before it is read. */
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "messages:form.tooLarge");
const unreadable = () => new AppError("VALIDATION", "messages:form.unreadable");
/** PostgreSQL text cannot hold NUL: a value carrying one is refused before it reaches a query. */
const controlCharacters = () => new AppError("VALIDATION", "messages:form.controlCharacters");

/** No form of ours nests deeper than a few levels; a body nested deeper is refused unread. */
const MAX_JSON_DEPTH = 32;

function holdsNul(value: unknown, depth = 0): boolean {
  if (depth > MAX_JSON_DEPTH) throw unreadable();
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some((each) => holdsNul(each, depth + 1));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, each]) => key.includes("\u0000") || holdsNul(each, depth + 1));
  }
  return false;
}

/**
 * The body's bytes, refused with PAYLOAD_TOO_LARGE as soon as they pass `maxBytes`: a declared
 * Content-Length is checked before reading, and every body (a chunked one declares no length)
 * is counted as it streams in, so an oversized one is never buffered whole.
 */
async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength;
    if (received > maxBytes) {
      // Not cancelled: cancelling would close the connection before the 413 goes out. The HTTP
      // server drops the rest of the body once the answer is sent (server/body-limit.ts).
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads a form body (urlencoded or multipart). Throws AppError: UNSUPPORTED_MEDIA_TYPE for any
 * other content type, PAYLOAD_TOO_LARGE past `maxBytes`, VALIDATION for a malformed body.
 */
export async function readForm(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.some((formType) => type.includes(formType))) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "messages:form.unsupported");
  }
  const body = await readBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    // A multipart body that does not match its boundary, for example.
    throw unreadable();
  }
  if ([...form].some(([key, value]) => holdsNul(key) || holdsNul(value))) throw controlCharacters();
  return form;
}

/** Plain string fields of a form (files and repeated keys are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/** Reads a JSON body of at most `maxBytes`. Throws AppError PAYLOAD_TOO_LARGE, or VALIDATION for invalid JSON. */
export async function readJson(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const body = await readBody(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    throw unreadable();
  }
  if (holdsNul(value)) throw controlCharacters();
  return value;
}
