import { randomBytes } from "node:crypto";
import type { UserRole } from "~/lib/vocabulary";
import { getAuth } from "~/server/auth/auth.server";

export const TEST_PASSWORD = "a fine test password";

/** "name=value; …" from Set-Cookie lines, as a browser would send them back (expired ones dropped). */
export function cookieHeader(setCookies: string[], previous = ""): string {
  const jar = new Map(
    previous
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** A user of `role` with a password (no session yet). */
export async function createUser(role: UserRole, email = `user-${randomBytes(4).toString("hex")}@example.com`) {
  const auth = await getAuth();
  const { user } = await auth.api.createUser({ body: { email, password: TEST_PASSWORD, name: "Test User", role } });
  return { id: user.id, email, password: TEST_PASSWORD };
}

/** A user of `role`, signed in: with the cookie header their browser would send. */
export async function createSignedInUser(role: UserRole) {
  const created = await createUser(role);
  const auth = await getAuth();
  const { headers } = await auth.api.signInEmail({
    body: { email: created.email, password: created.password },
    returnHeaders: true,
  });
  return { ...created, cookie: cookieHeader(headers.getSetCookie()) };
}
