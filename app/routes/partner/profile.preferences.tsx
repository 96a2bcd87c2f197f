import { Form, useActionData, useNavigation } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { Button } from "~/components/ui/button";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { leadEmailPreferenceSchema } from "~/lib/schemas/partner-settings";
import { pageTitle } from "~/lib/seo";
import { NEW_LEAD_EMAIL_CHOICES } from "~/lib/vocabulary";
import { partnerContext } from "~/server/auth/middleware.server";
import { formSuccess, parseSubmission } from "~/server/forms.server";
import { DIGEST_HOUR } from "~/server/leads/lead-digests.server";
import { getLeadSettings, setNewLeadEmails } from "~/server/partners/company-preferences.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.preferences";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Preferences") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/preferences: how the company hears of new lead invitations. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { newLeadEmails } = await getLeadSettings(scopeOf(context.get(partnerContext)));
  return {
    newLeadEmails,
    digestHour: DIGEST_HOUR,
    metaTitle: requestT(request, "backOffice")("preferences.title"),
  };
}

/** POST `newLeadEmails`: instant or daily_digest (any member may choose; it is not a company detail). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, leadEmailPreferenceSchema);
  if (!submission.ok) return submission.failure;
  await setNewLeadEmails(scopeOf(context.get(partnerContext)), submission.data);
  return formSuccess(submission.data);
}

export default function PreferencesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  const result = useActionData<typeof action>();
  const errors = useFormErrors(result);
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <div>
        <ScreenHeading>{t("preferences.title")}</ScreenHeading>
        <p className="mt-2 text-muted-foreground">{t("preferences.intro")}</p>
      </div>
      <Form method="post" className="grid gap-4 rounded-(--radius-card) border border-border bg-white p-6 shadow-card">
        {result?.ok ? <FormMessage tone="success">{t("preferences.saved")}</FormMessage> : null}
        {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
        <fieldset
          className="grid gap-3"
          aria-describedby={errors.field("newLeadEmails") ? "lead-emails-error" : undefined}
        >
          <legend className="mb-2 font-semibold">{t("preferences.newLeadEmails")}</legend>
          {NEW_LEAD_EMAIL_CHOICES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="newLeadEmails"
                value={choice}
                defaultChecked={loaderData.newLeadEmails === choice}
                aria-describedby={`lead-emails-${choice}-hint`}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`preferences.choices.${choice}`)}</span>
                <span id={`lead-emails-${choice}-hint`} className="text-muted-foreground text-sm">
                  {t(`preferences.hints.${choice}`, { hour: loaderData.digestHour })}
                </span>
              </span>
            </label>
          ))}
          {errors.field("newLeadEmails") ? (
            <p id="lead-emails-error" className="text-destructive text-sm">
              {errors.field("newLeadEmails")}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? t("preferences.saving") : t("preferences.save")}
        </Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("preferences.fetchFailed")} />;
}
