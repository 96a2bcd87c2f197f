import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { companyMembers } from "~/db/schema";
import type { UserRole } from "~/lib/vocabulary";
import { loader as partnerHomeLoader } from "~/routes/partner/home";
import { action as placeholderAction, loader as placeholderLoader } from "~/routes/partner/placeholder";
import { getAuth } from "~/server/auth/auth.server";
import { getSessionUser, requirePartner, requireStaff, requireUser } from "~/server/auth/guards.server";
import { createCompany } from "../factories/companies";
import { setupTestDatabase } from "../setup/test-database";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "a fine test password";

/** A user with a password, signed in: returns the cookie header a browser would send. */
async function signedInUser(role: UserRole) {
  const auth = await getAuth();
  const email = `guard-${randomBytes(4).toString("hex")}@example.com`;
  const { user } = await auth.api.createUser({ body: { email, password: PASSWORD, name: "Guard Test", role } });
  const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: user.id, email, cookie };
}

function page(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
}

function post(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: "",
  });
}

/** What a guard threw: a redirect (Location) or a data() response (status). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await promise.then(
    () => {
      throw new Error("expected the guard to refuse");
    },
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
  const { init } = thrown as { init?: ResponseInit | null };
  if (typeof init?.status !== "number") throw thrown;
  return { status: init.status, location: null };
}

describe("guards", () => {
  const db = setupTestDatabase();

  async function member(companyStatus: "approved" | "pending" | "rejected" | "suspended", role: UserRole = "partner") {
    const person = await signedInUser(role);
    const company = await createCompany(db(), { status: companyStatus });
    await db().insert(companyMembers).values({ companyId: company.id, userId: person.id, role: "owner" });
    return { ...person, company };
  }

  it("sends anonymous page requests to log in with redirectTo, and answers 401 to anonymous actions", async () => {
    expect(await getSessionUser(page("/partner/admin"))).toBeNull();
    expect(await refusal(requireUser(page("/partner/admin/work?tab=2")))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fwork%3Ftab%3D2",
    });
    expect(await refusal(requirePartner(page("/partner/admin")))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin",
    });
    expect(await refusal(requirePartner(post("/partner/admin/drivers")))).toEqual({ status: 401, location: null });
    expect(await refusal(requireStaff(page("/admin")))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fadmin",
    });
    expect(await refusal(requireStaff(post("/admin")))).toEqual({ status: 401, location: null });
  });

  it("ignores a forged or stale session cookie", async () => {
    const cookie = "better-auth.session_token=not-a-real-token.signature";
    expect(await getSessionUser(page("/", cookie))).toBeNull();
  });

  it("sends a signed-in customer back to log in (with a notice) and refuses their actions with 403", async () => {
    const customer = await signedInUser("customer");
    expect(await requireUser(page("/", customer.cookie))).toMatchObject({ id: customer.id, role: "customer" });
    expect(await refusal(requirePartner(page("/partner/admin", customer.cookie)))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin&notice=no-access",
    });
    expect(await refusal(requirePartner(post("/partner/admin", customer.cookie)))).toEqual({
      status: 403,
      location: null,
    });
    expect(await refusal(requireStaff(post("/admin", customer.cookie)))).toEqual({ status: 403, location: null });
  });

  it("lets a member of an approved company in, with that company", async () => {
    const partner = await member("approved");
    const context = await requirePartner(page("/partner/admin", partner.cookie));
    expect(context.user).toMatchObject({ id: partner.id, email: partner.email, role: "partner" });
    expect(context.company).toEqual({
      id: partner.company.id,
      name: partner.company.name,
      slug: partner.company.slug,
      status: "approved",
    });
    expect(context.memberRole).toBe("owner");
    expect(await requirePartner(post("/partner/admin", partner.cookie))).toMatchObject({
      company: { id: partner.company.id },
    });
  });

  it("returns only the partner's own company, never another partner's", async () => {
    const first = await member("approved");
    const second = await member("approved");
    const firstContext = await requirePartner(page("/partner/admin", first.cookie));
    const secondContext = await requirePartner(page("/partner/admin", second.cookie));
    expect(firstContext.company.id).toBe(first.company.id);
    expect(secondContext.company.id).toBe(second.company.id);
    expect(firstContext.company.id).not.toBe(second.company.id);
  });

  it.each(["pending", "rejected", "suspended"] as const)(
    "sends a member of a %s company to the application status page (403 for actions)",
    async (status) => {
      const applicant = await member(status);
      expect(await refusal(requirePartner(page("/partner/admin", applicant.cookie)))).toEqual({
        status: 302,
        location: "/account/application-status",
      });
      expect(await refusal(requirePartner(post("/partner/admin", applicant.cookie)))).toEqual({
        status: 403,
        location: null,
      });
    },
  );

  it("admits staff and admins to staff pages, and only admins when the admin role is asked for", async () => {
    const staff = await signedInUser("staff");
    const admin = await signedInUser("admin");
    const partner = await member("approved");
    expect(await requireStaff(page("/admin", staff.cookie))).toMatchObject({ role: "staff" });
    expect(await requireStaff(page("/admin", admin.cookie))).toMatchObject({ role: "admin" });
    expect(await requireStaff(page("/admin", admin.cookie), { role: "admin" })).toMatchObject({ role: "admin" });
    expect(await refusal(requireStaff(post("/admin/users", staff.cookie), { role: "admin" }))).toEqual({
      status: 403,
      location: null,
    });
    expect(await refusal(requireStaff(page("/admin", partner.cookie)))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fadmin&notice=no-access",
    });
  });

  it("treats a banned user as signed out", async () => {
    const partner = await member("approved");
    const admin = await signedInUser("admin");
    const auth = await getAuth();
    await auth.api.banUser({ body: { userId: partner.id }, headers: new Headers({ cookie: admin.cookie }) });
    expect(await getSessionUser(page("/", partner.cookie))).toBeNull();
  });

  it("guards the back-office loaders and actions themselves, not only the layout", async () => {
    const customer = await signedInUser("customer");
    const partner = await member("approved");
    const call = <T>(fn: (args: never) => T, request: Request) =>
      fn({ request, context: { clientIp: "127.0.0.1" }, params: {} } as never);

    expect(await refusal(Promise.resolve().then(() => call(partnerHomeLoader, page("/partner/admin"))))).toMatchObject({
      status: 302,
    });
    expect(await call(partnerHomeLoader, page("/partner/admin", partner.cookie))).toMatchObject({
      companyName: partner.company.name,
    });
    expect(
      await refusal(
        Promise.resolve().then(() => call(placeholderLoader, page("/partner/admin/work", customer.cookie))),
      ),
    ).toMatchObject({ status: 302, location: "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fwork&notice=no-access" });
    expect(await refusal(Promise.resolve().then(() => call(placeholderAction, post("/partner/admin/work"))))).toEqual({
      status: 401,
      location: null,
    });
    // A partner reaches the page, which does not exist yet: 404 rather than sample data.
    expect(
      await refusal(Promise.resolve().then(() => call(placeholderLoader, page("/partner/admin/work", partner.cookie)))),
    ).toEqual({ status: 404, location: null });
  });
});
