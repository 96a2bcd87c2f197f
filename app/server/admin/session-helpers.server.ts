import { signOut } from "../auth/sessions.server";

/** "name=value; …" from Set-Cookie lines, as the browser would send them back. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/**
 * Ends a session that was just created for someone who may not use the admin area (a partner
 * or customer signing in on the admin log-in page): its cookies never reach the browser.
 */
export async function discardNewSession(url: string, headers: Headers): Promise<void> {
  const cookie = cookiesFrom(headers);
  if (!cookie) return;
  await signOut({ request: new Request(url, { headers: { cookie } }), everywhere: false });
}
