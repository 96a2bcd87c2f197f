import { data } from "react-router";
import type { AuditEntry, AuditSubjectType } from "~/lib/audit";
import { AppError } from "~/lib/errors";
import { z } from "~/lib/zod";
import { listAuditEntries } from "~/server/audit/audit-log.server";
import type { SessionUser } from "~/server/auth/guards.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";

/**
 * What the admin detail routes (/admin/<resource>/:id) share: the id in the URL, and the answer
 * of their loaders (the record, plus its audit trail for admins).
 */

const recordId = z.uuid();

/** The `:id` of a detail route; anything but a UUID names no record (AppError NOT_FOUND). */
export function readRecordId(param: string | undefined): string {
  const parsed = recordId.safeParse(param);
  if (!parsed.success) throw new AppError("NOT_FOUND", "admin:errors.notFound");
  return parsed.data;
}

function notFound(): never {
  throw data({ message: "Not found." }, { status: 404 });
}

/**
 * Loads one record for a detail dialog: 404 for a malformed id or a record that does not exist;
 * admins (not staff) also get the record's audit trail.
 */
export async function loadDetail<Item>({
  user,
  param,
  subjectType,
  load,
}: {
  user: SessionUser;
  param: string | undefined;
  subjectType: AuditSubjectType;
  load: (input: { id: string }) => Promise<Item | null>;
}): Promise<{ record: Item; audit: AuditEntry[] | null }> {
  const id = recordId.safeParse(param);
  if (!id.success) notFound();
  const [record, audit] = await Promise.all([
    load({ id: id.data }),
    user.role === "admin" ? listAuditEntries({ subjectType, subjectId: id.data }) : null,
  ]);
  if (!record) notFound();
  return { record, audit };
}

/**
 * The action of a record whose status staff set freely (contact messages): reads
 * `status`, one of `statuses`, and hands it to the audited `update`. Answers the form contract.
 */
export async function statusAction<S extends string>(
  { request, params, user }: { request: Request; params: { id?: string }; user: SessionUser },
  {
    statuses,
    update,
  }: {
    statuses: readonly [S, ...S[]];
    update: (input: { id: string; status: S; actorUserId: string }) => Promise<unknown>;
  },
) {
  const submission = await parseSubmission(
    request,
    z.object({ status: z.enum(statuses, "admin:errors.unknownStatus") }),
  );
  if (!submission.ok) return submission.failure;
  const status = submission.data.status;
  try {
    await update({ id: readRecordId(params.id), status, actorUserId: user.id });
    return formSuccess({ status });
  } catch (error) {
    return failureFromError(error);
  }
}
