import { useRef } from "react";
import { href, useFetcher } from "react-router";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useMessage } from "~/components/forms/use-message";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";

/** Admins only: invites a member of staff, who gets an email with a set-password link. */
export function InviteStaffForm() {
  const { t } = useTranslation("admin");
  const translate = useMessage();
  const fetcher = useFetcher<FormResult<{ email: string }>>();
  const formRef = useRef<HTMLFormElement>(null);
  useResultToast(fetcher, { success: () => t("invite.sent"), failure: t("invite.failed") });
  useFetcherResult(fetcher, (result) => {
    if (result.ok) formRef.current?.reset();
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  return (
    <section aria-labelledby="invite-staff-title" className="rounded-lg border border-border bg-background p-4">
      <h2 id="invite-staff-title" className="font-semibold">
        {t("invite.title")}
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={href("/admin/staff")}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
      >
        <FormField id="invite-email" label={t("invite.email")} error={translate(errors.email)}>
          <Input name="email" type="email" required maxLength={320} autoComplete="off" />
        </FormField>
        <FormField id="invite-first" label={t("invite.firstName")} error={translate(errors.firstName)}>
          <Input name="firstName" required maxLength={100} autoComplete="off" />
        </FormField>
        <FormField id="invite-last" label={t("invite.lastName")} error={translate(errors.lastName)}>
          <Input name="lastName" required maxLength={100} autoComplete="off" />
        </FormField>
        <Button type="submit" className="sm:mt-7" disabled={fetcher.state !== "idle"}>
          {t("invite.submit")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
