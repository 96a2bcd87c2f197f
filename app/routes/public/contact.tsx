import { CheckCircle2, Clock, HelpCircle, Mail, Phone, Siren, Truck, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, href, useActionData, useNavigation } from "react-router";
import { Container } from "~/components/content/container";
import { PageHero } from "~/components/content/page-hero";
import { useMessage } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { useSupportContacts } from "~/components/layout/support-contacts";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { copyFor } from "~/content/localized";
import { contactCopy } from "~/content/pages/contact";
import { resolveLocale } from "~/i18n/addresses";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { REPLY_WITHIN_HOURS } from "~/lib/constants";
import { telHref } from "~/lib/format";
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT,
  CONTACT_TOPIC_KEYS,
  contactSchema,
  MAX_CONTACT_MESSAGE,
} from "~/lib/schemas/contact";
import { buildMeta } from "~/lib/seo";
import { submitContact } from "~/server/contacts/submit-contact.server";
import { formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { addressKey, consumeRateLimit, QUIET_RATE_LIMITS, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/contact";

export const handle = { i18n: ["contact"] } satisfies I18nHandle;

const OPENING_HOURS = [
  { days: "weekdays", hours: "8:00 – 20:00" },
  { days: "saturday", hours: "9:00 – 18:00" },
  { days: "sunday", hours: "10:00 – 16:00" },
] as const;

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = copyFor(contactCopy, matches);
  return buildMeta({
    title: copy.title,
    description: copy.description,
    path: href("/contact"),
    matches,
  });
};

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, contactSchema, { keepValues: CONTACT_FIELDS });
  if (!submission.ok) return submission.failure;
  // A bot filled the hidden field: it is told the message was sent, and nothing is stored.
  if (submission.data[CONTACT_HONEYPOT]) return formSuccess(null);
  const limit = await consumeRateLimit(RATE_LIMITS.contactNetwork, context.get(clientNetworkContext));
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds, { key: "contact:tooMany" });
  const acknowledgement = await consumeRateLimit(
    QUIET_RATE_LIMITS.contactAcknowledgementAddress,
    addressKey(submission.data.email),
  );
  await submitContact({
    submission: submission.data,
    locale: resolveLocale(request),
    acknowledge: acknowledgement.allowed,
  });
  return formSuccess(null);
}

export default function ContactPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("contact");
  const support = useSupportContacts();
  const message = useMessage();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);

  return (
    <>
      <PageHero title={t("title")} intro={t("intro", { hours: REPLY_WITHIN_HOURS })} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="font-bold text-2xl text-brand-950">
            {t("formTitle")}
          </h2>
          {result?.ok ? (
            <div role="status" className="mt-6 rounded-(--radius-card) border border-success/30 bg-green-50 p-6">
              <p className="flex items-center gap-2 font-semibold text-lg text-success">
                <CheckCircle2 aria-hidden="true" className="size-6" />
                {t("sentTitle")}
              </p>
              <p className="mt-2 text-muted-foreground">{t("sentBody", { hours: REPLY_WITHIN_HOURS })}</p>
            </div>
          ) : (
            <Form method="post" noValidate className="mt-6 grid gap-5">
              {failed ? (
                <div
                  ref={summary}
                  tabIndex={-1}
                  role="alert"
                  className="rounded-md border border-destructive/40 bg-red-50 p-4 text-destructive"
                >
                  <p className="font-semibold">{message(failed.message)}</p>
                  {Object.keys(failed.fieldErrors).length > 0 ? (
                    <ul className="mt-2 list-disc pl-5 text-sm">
                      {Object.entries(failed.fieldErrors).map(([field, error]) => (
                        <li key={field}>
                          <a href={`#contact-${field}`} className="underline">
                            {message(error)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField id="contact-firstName" label={t("firstName")} error={message(failed?.fieldErrors.firstName)}>
                  <Input
                    name="firstName"
                    autoComplete="given-name"
                    required
                    maxLength={100}
                    defaultValue={failed?.values?.firstName}
                  />
                </FormField>
                <FormField id="contact-lastName" label={t("lastName")} error={message(failed?.fieldErrors.lastName)}>
                  <Input
                    name="lastName"
                    autoComplete="family-name"
                    required
                    maxLength={100}
                    defaultValue={failed?.values?.lastName}
                  />
                </FormField>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField id="contact-email" label={t("email")} error={message(failed?.fieldErrors.email)}>
                  <Input name="email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} />
                </FormField>
                <FormField id="contact-phone" label={t("phone")} error={message(failed?.fieldErrors.phone)}>
                  <Input name="phone" type="tel" autoComplete="tel" defaultValue={failed?.values?.phone} />
                </FormField>
              </div>
              <FormField id="contact-subject" label={t("subject")} error={message(failed?.fieldErrors.subject)}>
                <NativeSelect name="subject" required defaultValue={failed?.values?.subject ?? ""}>
                  <option value="" disabled>
                    {t("chooseSubject")}
                  </option>
                  {CONTACT_TOPIC_KEYS.map((value) => (
                    <option key={value} value={value}>
                      {t(`topics.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                id="contact-message"
                label={t("message")}
                error={message(failed?.fieldErrors.message)}
                description={t("messageHint", { max: MAX_CONTACT_MESSAGE })}
              >
                <Textarea name="message" rows={6} required defaultValue={failed?.values?.message} />
              </FormField>
              <div aria-hidden="true" className="absolute left-[-9999px] h-px w-px overflow-hidden">
                <label htmlFor="contact-website">{t("honeypot")}</label>
                <input id="contact-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
              </div>
              <div>
                <Button type="submit" variant="accent" size="lg" disabled={sending}>
                  {sending ? t("sending") : t("send")}
                </Button>
                <p className="mt-3 text-muted-foreground text-sm">
                  {t("privacyBefore")}{" "}
                  <Link to={href("/privacy")} className="text-brand-700 underline">
                    {t("privacyLink")}
                  </Link>
                  .
                </p>
              </div>
            </Form>
          )}
        </section>

        <aside className="space-y-5" aria-label={t("otherWays")}>
          {support.phone ? (
            <>
              <InfoCard icon={Phone} title={t("customerLine")}>
                <a href={telHref(support.phone)} className="font-semibold text-brand-700 text-lg hover:underline">
                  {support.phone}
                </a>
              </InfoCard>
              <InfoCard icon={Clock} title={t("openingHours")}>
                <dl className="space-y-1 text-sm">
                  {OPENING_HOURS.map((row) => (
                    <div key={row.days} className="flex justify-between gap-4">
                      <dt className="text-muted-foreground">{t(row.days)}</dt>
                      <dd className="font-medium">{row.hours}</dd>
                    </div>
                  ))}
                </dl>
              </InfoCard>
            </>
          ) : null}
          {support.email ? (
            <InfoCard icon={Mail} title={t("emailTitle")}>
              <a href={`mailto:${support.email}`} className="break-all text-brand-700 hover:underline">
                {support.email}
              </a>
              <p className="mt-1 text-muted-foreground text-sm">{t("replyWithin", { hours: REPLY_WITHIN_HOURS })}</p>
            </InfoCard>
          ) : null}
          <nav
            aria-label={t("quickHelp")}
            className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card"
          >
            <h2 className="font-semibold text-brand-950">{t("quickHelp")}</h2>
            <ul className="mt-3 space-y-2">
              <QuickLink to={href("/quote")} icon={Truck} label={t("quickQuote")} />
              <QuickLink to={href("/faq")} icon={HelpCircle} label={t("quickFaq")} />
              <QuickLink to={href("/become-partner")} icon={Users} label={t("quickPartner")} />
            </ul>
          </nav>
        </aside>
      </Container>

      {support.emergencyPhone ? (
        <section aria-labelledby="helpline-heading" className="bg-red-700 text-white">
          <Container className="flex flex-col gap-3 py-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center gap-3">
              <Siren aria-hidden="true" className="size-7 shrink-0" />
              <div>
                <h2 id="helpline-heading" className="font-semibold text-lg">
                  {t("helplineTitle")}
                </h2>
                <p className="text-white/90">{t("helplineBody")}</p>
              </div>
            </div>
            <a
              href={telHref(support.emergencyPhone)}
              className="inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              <Phone aria-hidden="true" className="size-4" />
              {support.emergencyPhone}
            </a>
          </Container>
        </section>
      ) : null}
    </>
  );
}

function InfoCard({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card">
      <h2 className="flex items-center gap-2 font-semibold text-brand-950">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function QuickLink({ to, icon: Icon, label }: { to: string; icon: typeof Phone; label: string }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-2 text-brand-700 hover:underline">
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </li>
  );
}
