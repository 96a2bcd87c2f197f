import { redirect } from "react-router";
import { LOGIN_PATH } from "~/lib/account-paths";
import { z } from "~/lib/zod";
import { signOut } from "~/server/auth/sessions.server";
import { parseSubmission } from "~/server/forms.server";
import type { Route } from "./+types/logout";

const logoutSchema = z.object({ scope: z.catch(z.optional(z.literal("everywhere")), undefined) });

/**
 * POST /account/logout ends this session; with scope=everywhere it ends every session of the
 * user (all devices). Logging out is a POST only, so a link or image elsewhere cannot do it.
 * A body that cannot be read still logs this session out.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, logoutSchema);
  const everywhere = submission.ok && submission.data.scope === "everywhere";
  const headers = await signOut({ request, everywhere });
  return redirect(`${LOGIN_PATH}?notice=logged-out`, { headers });
}

export function loader() {
  return redirect(LOGIN_PATH);
}
