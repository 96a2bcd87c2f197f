import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** Admins only: invites a member of staff, who gets an email with a set-password link. */
export function InviteStaffForm() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<{ ok: boolean; intent: string; message?: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) {
      toast.success(t("invite.sent"));
      formRef.current?.reset();
    } else toast.error(t("invite.failed"), { description: fetcher.data.message });
  }, [fetcher.state, fetcher.data, t]);
  return (
    <section aria-labelledby="invite-staff-title" className="rounded-lg border border-border bg-background p-4">
      <h2 id="invite-staff-title" className="font-semibold">
        {t("invite.title")}
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/admin"
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="invite-staff" />
        <FormField id="invite-email" label={t("invite.email")}>
          <Input name="email" type="email" required maxLength={320} autoComplete="off" />
        </FormField>
        <FormField id="invite-first" label={t("invite.firstName")}>
          <Input name="firstName" required maxLength={100} autoComplete="off" />
        </FormField>
        <FormField id="invite-last" label={t("invite.lastName")}>
          <Input name="lastName" required maxLength={100} autoComplete="off" />
        </FormField>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {t("invite.submit")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
