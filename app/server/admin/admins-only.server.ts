import { data, type MiddlewareFunction } from "react-router";
import type { SessionUser } from "../auth/guards.server";
import { staffContext } from "../auth/middleware.server";

/** Staff may use the panel; some pages (staff accounts, the audit log) are for admins only. */
export function requireAdminRole(user: SessionUser): void {
  if (user.role !== "admin") throw data({ message: "Only admins can do this." }, { status: 403 });
}

/**
 * Route middleware for admin-only pages, after the area's guard (which set `staffContext`):
 * staff get a 403 for the page and for its actions alike.
 */
export const adminsOnly: MiddlewareFunction<Response> = ({ context }) => {
  requireAdminRole(context.get(staffContext));
};
