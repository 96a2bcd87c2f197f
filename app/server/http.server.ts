import { data } from "react-router";

/** Forms are small; anything bigger than this is refused before it is read. */
const DEFAULT_MAX_FORM_BYTES = 256 * 1024;

/** Reads a form body, answering 413 instead of buffering an oversized one. */
export async function readForm(request: Request, maxBytes = DEFAULT_MAX_FORM_BYTES): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    throw data({ formError: "This form is too large to send. Please shorten your message." }, { status: 413 });
  }
  const body = await request.arrayBuffer();
  if (body.byteLength > maxBytes) {
    throw data({ formError: "This form is too large to send. Please shorten your message." }, { status: 413 });
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) {
    throw data({ formError: "Send this form from the page." }, { status: 415 });
  }
  return new Response(body, { headers: { "content-type": type } }).formData();
}

/** Plain string fields of a form (files and repeated keys are ignored). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/** Reads a JSON body of at most `maxBytes`, answering 413/400 instead of failing later. */
export async function readJson(request: Request, maxBytes = DEFAULT_MAX_FORM_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw data({ formError: "This request is too large." }, { status: 413 });
  const body = await request.text();
  if (Buffer.byteLength(body) > maxBytes) throw data({ formError: "This request is too large." }, { status: 413 });
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw data({ formError: "The request could not be read." }, { status: 400 });
  }
}
