import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "~/db/schema";
import { getAuth } from "~/server/auth/auth.server";
import { getSessionUser } from "~/server/auth/guards.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post } from "../../support/http";
import { callRoute } from "../../support/routes";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Sessions are judged by their rows: `created_at` is the sign-in, `updated_at` the last recorded
 * activity. Moving them into the past is the clock these tests control.
 */
describe("session lifetime and idle timeout, on every signed-in request", () => {
  const db = setupTestDatabase();

  async function age(userId: string, { signedIn, lastActive }: { signedIn: number; lastActive: number }) {
    const now = Date.now();
    await db()
      .update(session)
      .set({ createdAt: new Date(now - signedIn), updatedAt: new Date(now - lastActive) })
      .where(eq(session.userId, userId));
  }

  const sessionsOf = (userId: string) => db().select().from(session).where(eq(session.userId, userId));

  async function partner() {
    const company = await createCompany(db());
    return createSignedInUser({ role: "partner", company });
  }

  it("keeps a remembered partner session for 30 days from sign-in, then signs the partner out", async () => {
    const member = await partner();
    await age(member.id, { signedIn: 29 * DAY, lastActive: DAY });
    expect((await callRoute(page("/partner/admin", { cookie: member.cookie }))).status).toBe(200);

    await age(member.id, { signedIn: 30 * DAY + MINUTE, lastActive: MINUTE });
    expect(await callRoute(page("/partner/admin", { cookie: member.cookie }))).toMatchObject({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin",
    });
    expect(await sessionsOf(member.id)).toHaveLength(0);
    // The cookie is worth nothing afterwards, for actions too.
    expect(
      (await callRoute(post("/partner/admin/security", { password: "x" }, { cookie: member.cookie }))).status,
    ).toBe(401);
  });

  it("signs a partner out after 7 days without a request, and answers an action with 401", async () => {
    const member = await partner();
    await age(member.id, { signedIn: 10 * DAY, lastActive: 7 * DAY + MINUTE });
    expect(
      (await callRoute(post("/partner/admin/security", { password: "x" }, { cookie: member.cookie }))).status,
    ).toBe(401);
    expect(await sessionsOf(member.id)).toHaveLength(0);
  });

  it("records activity at most once a minute, which keeps an active session alive", async () => {
    const member = await partner();
    await age(member.id, { signedIn: 10 * DAY, lastActive: 6 * DAY });
    expect((await callRoute(page("/partner/admin", { cookie: member.cookie }))).status).toBe(200);
    const [touched] = await sessionsOf(member.id);
    expect(Date.now() - (touched?.updatedAt.getTime() ?? 0)).toBeLessThan(MINUTE);

    await age(member.id, { signedIn: 10 * DAY, lastActive: 30_000 });
    const [before] = await sessionsOf(member.id);
    await callRoute(page("/partner/admin", { cookie: member.cookie }));
    const [after] = await sessionsOf(member.id);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it("never slides a session's expiry: better-auth keeps the one set at sign-in", async () => {
    const member = await partner();
    const [signedIn] = await sessionsOf(member.id);
    await age(member.id, { signedIn: 3 * DAY, lastActive: 2 * DAY });
    const auth = await getAuth();
    await auth.api.getSession({ headers: new Headers({ cookie: member.cookie }) });
    const [later] = await sessionsOf(member.id);
    expect(later?.expiresAt).toEqual(signedIn?.expiresAt);
  });

  it("ends a staff session 8 hours after sign-in however active, and after 30 idle minutes", async () => {
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    await age(staff.id, { signedIn: 7 * HOUR, lastActive: 29 * MINUTE });
    expect((await callRoute(page("/admin", { cookie: staff.cookie }))).status).toBe(200);

    await age(staff.id, { signedIn: 8 * HOUR + MINUTE, lastActive: 0 });
    expect(await callRoute(page("/admin", { cookie: staff.cookie }))).toMatchObject({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin",
    });

    const admin = await createSignedInUser({ role: "admin", twoFactor: true });
    await age(admin.id, { signedIn: HOUR, lastActive: 30 * MINUTE + 5_000 });
    expect(
      (await callRoute(post("/admin/quote-requests/x", { status: "completed" }, { cookie: admin.cookie }))).status,
    ).toBe(401);
    expect(await sessionsOf(admin.id)).toHaveLength(0);
  });

  it("judges staff by the staff limits on every page, the public log-in pages included", async () => {
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    await age(staff.id, { signedIn: 2 * HOUR, lastActive: 31 * MINUTE });
    expect(await getSessionUser(page("/account/login", { cookie: staff.cookie }))).toBeNull();
  });
});
