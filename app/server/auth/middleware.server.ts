import { createContext, data, type MiddlewareFunction } from "react-router";
import { requireAdminArea } from "../admin/guard.server";
import { type PartnerContext, requirePartner, type SessionUser } from "./guards.server";

/**
 * The guards of the two signed-in areas, as React Router middleware on each area's layout route
 * (app/routes.ts). Every route below the layout runs behind it, so a new screen cannot forget its
 * guard; loaders and actions read who is signed in from the typed context instead of asking again.
 * Reading a context that no guard set throws, so a route put outside its area fails loudly.
 */

/** The member of staff (staff or admin, TOTP on, session younger than 8 hours). */
export const staffContext = createContext<SessionUser>();
/** The partner: the user, their approved company and their role in it. */
export const partnerContext = createContext<PartnerContext>();

export const requireStaffArea: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(staffContext, await requireAdminArea(request));
};

export const requirePartnerArea: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(partnerContext, await requirePartner(request));
};

/**
 * Route middleware for pages of the panel that are for admins only (staff accounts, the audit
 * log), after the area's guard: staff get a 403 for the page and for its actions alike.
 */
export const adminsOnly: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(staffContext).role !== "admin") throw data({ message: "Only admins can do this." }, { status: 403 });
};

/**
 * The back office's owner things (payments, the team, company details) are refused to the
 * company's staff members with a 403. A page carries `ownersOnly`; a resource route with one
 * handler calls `requireOwner` first instead, so that a method it does not answer is still a 405.
 */
export function requireOwner(partner: PartnerContext): void {
  if (partner.memberRole !== "owner") throw data({ message: "Only the company's owner can do this." }, { status: 403 });
}

/** Route middleware for an owner's page, after the area's guard: a 403 for the page and its actions alike. */
export const ownersOnly: MiddlewareFunction<Response> = ({ context }) => {
  requireOwner(context.get(partnerContext));
};
