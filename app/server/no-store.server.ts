import type { MiddlewareFunction } from "react-router";

/**
 * Route middleware for pages meant for one person: everything behind a sign-in, the sign-in and
 * two-factor pages themselves, and pages opened with a key in the address (a customer's request,
 * a review invitation, a password link). Neither the browser nor any cache in between keeps a
 * copy, so the back button on a shared computer or a proxy cannot show them to someone else.
 * Placed on an area's layout it covers every page and data request below it.
 */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
