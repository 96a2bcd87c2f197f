import { describe, expect, it } from "vitest";
import type { UserRole } from "~/lib/vocabulary";
import { getAuth } from "~/server/auth/auth.server";
import { getSessionUser, requirePartner, requireStaff, requireUser } from "~/server/auth/guards.server";
import { createCompany } from "../../factories/companies";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page, post, settle } from "../../support/http";
import { callRoute } from "../../support/routes";

/** What a guard threw: a redirect (Location) or a data() response (status). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const { status, location } = await settle(promise);
  if (status === 200) throw new Error("expected the guard to refuse");
  return { status, location };
}

describe("guards", () => {
  const db = setupTestDatabase();

  async function member(companyStatus: "approved" | "pending" | "rejected" | "suspended", role: UserRole = "partner") {
    const company = await createCompany(db(), { status: companyStatus });
    const person = await createSignedInUser({ role, company });
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
    expect(await getSessionUser(page("/", { cookie }))).toBeNull();
  });

  it("sends a signed-in customer back to log in (with a notice) and refuses their actions with 403", async () => {
    const customer = await createSignedInUser({ role: "customer" });
    expect(await requireUser(page("/", { cookie: customer.cookie }))).toMatchObject({
      id: customer.id,
      role: "customer",
    });
    expect(await refusal(requirePartner(page("/partner/admin", { cookie: customer.cookie })))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin&notice=no-access",
    });
    expect(await refusal(requirePartner(post("/partner/admin", {}, { cookie: customer.cookie })))).toEqual({
      status: 403,
      location: null,
    });
    expect(await refusal(requireStaff(post("/admin", {}, { cookie: customer.cookie })))).toEqual({
      status: 403,
      location: null,
    });
  });

  it("lets a member of an approved company in, with that company", async () => {
    const partner = await member("approved");
    const context = await requirePartner(page("/partner/admin", { cookie: partner.cookie }));
    expect(context.user).toMatchObject({ id: partner.id, email: partner.email, role: "partner" });
    expect(context.company).toEqual({
      id: partner.company.id,
      name: partner.company.name,
      slug: partner.company.slug,
      status: "approved",
    });
    expect(context.memberRole).toBe("owner");
    expect(await requirePartner(post("/partner/admin", {}, { cookie: partner.cookie }))).toMatchObject({
      company: { id: partner.company.id },
    });
  });

  it("returns only the partner's own company, never another partner's", async () => {
    const first = await member("approved");
    const second = await member("approved");
    const firstContext = await requirePartner(page("/partner/admin", { cookie: first.cookie }));
    const secondContext = await requirePartner(page("/partner/admin", { cookie: second.cookie }));
    expect(firstContext.company.id).toBe(first.company.id);
    expect(secondContext.company.id).toBe(second.company.id);
    expect(firstContext.company.id).not.toBe(second.company.id);
  });

  it("takes the company of the session better-auth verified, not of another session cookie sent with it", async () => {
    const first = await member("approved");
    const second = await member("approved");
    // Read first by an optimistic lookup, but this server's cookie is the unprefixed one.
    const cookie = `__Secure-${second.cookie}; ${first.cookie}`;
    const context = await requirePartner(page("/partner/admin", { cookie }));
    expect(context.user.id).toBe(first.id);
    expect(context.company.id).toBe(first.company.id);
  });

  it.each(["pending", "rejected", "suspended"] as const)(
    "sends a member of a %s company to the application status page (403 for actions)",
    async (status) => {
      const applicant = await member(status);
      expect(await refusal(requirePartner(page("/partner/admin", { cookie: applicant.cookie })))).toEqual({
        status: 302,
        location: "/account/application-status",
      });
      expect(await refusal(requirePartner(post("/partner/admin", {}, { cookie: applicant.cookie })))).toEqual({
        status: 403,
        location: null,
      });
    },
  );

  it("admits staff and admins to staff pages, and only admins when the admin role is asked for", async () => {
    const staff = await createSignedInUser({ role: "staff" });
    const admin = await createSignedInUser({ role: "admin" });
    const partner = await member("approved");
    expect(await requireStaff(page("/admin", { cookie: staff.cookie }))).toMatchObject({ role: "staff" });
    expect(await requireStaff(page("/admin", { cookie: admin.cookie }))).toMatchObject({ role: "admin" });
    expect(await requireStaff(page("/admin", { cookie: admin.cookie }), { role: "admin" })).toMatchObject({
      role: "admin",
    });
    expect(await refusal(requireStaff(post("/admin/users", {}, { cookie: staff.cookie }), { role: "admin" }))).toEqual({
      status: 403,
      location: null,
    });
    expect(await refusal(requireStaff(page("/admin", { cookie: partner.cookie })))).toEqual({
      status: 302,
      location: "/account/login?redirectTo=%2Fadmin&notice=no-access",
    });
  });

  it("treats a banned user as signed out", async () => {
    const partner = await member("approved");
    const admin = await createSignedInUser({ role: "admin" });
    const auth = await getAuth();
    await auth.api.banUser({ body: { userId: partner.id }, headers: new Headers({ cookie: admin.cookie }) });
    expect(await getSessionUser(page("/", { cookie: partner.cookie }))).toBeNull();
  });

  it("guards every back-office route through its area's middleware", async () => {
    const customer = await createSignedInUser({ role: "customer" });
    const partner = await member("approved");

    expect(await callRoute(page("/partner/admin"))).toMatchObject({ status: 302 });
    expect(await callRoute(page("/partner/admin", { cookie: partner.cookie }))).toMatchObject({ status: 200 });
    expect(await callRoute(page("/partner/admin/work", { cookie: customer.cookie }))).toMatchObject({
      status: 302,
      location: "/account/login?redirectTo=%2Fpartner%2Fadmin%2Fwork&notice=no-access",
    });
    expect(await callRoute(post("/partner/admin/work"))).toMatchObject({ status: 401, location: null });
    // A partner reaches a screen; an address that is no screen is a 404 rather than sample data.
    expect(await callRoute(page("/partner/admin/work", { cookie: partner.cookie }))).toMatchObject({ status: 200 });
    expect(await callRoute(page("/partner/admin/no-such-screen", { cookie: partner.cookie }))).toMatchObject({
      status: 404,
      location: null,
    });
  });
});
