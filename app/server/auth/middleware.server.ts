import { createContext, type MiddlewareFunction } from "react-router";
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
