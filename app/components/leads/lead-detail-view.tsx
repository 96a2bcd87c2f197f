import { ArrowLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessage } from "~/components/forms/use-message";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Badge } from "~/components/ui/badge";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate, formatPounds, telHref } from "~/lib/format";
import { PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import type { LeadDetailData } from "~/routes/partner/lead-detail.server";
import type { PropertySummary } from "~/server/leads/lead-cards.server";
import type { LeadDetail } from "~/server/leads/lead-detail.server";
import { CreditRequestsPanel } from "./credit-requests-panel";
import { LeadActions } from "./lead-actions";
import { LeadTitleText, MoveDateText } from "./lead-text";
import { QuotePanel } from "./quote-panel";

/**
 * A lead as a partner sees it: the move in full, never the customer's identity until the
 * company has claimed it; then the contact, what the claim cost (and any automatic credit) and
 * the quote. One view for both addresses of a lead (the company's own lead, or an open request
 * from Find work).
 */
export function LeadDetailView({ detail, quoteDates }: LeadDetailData) {
  const { t, i18n } = useTranslation("leads");
  const { card, claim } = detail;
  const badges = [
    card.invited && !claim && card.leadStatus === "offered" ? t("detail.badges.invitation") : null,
    claim ? t("detail.badges.claimed") : null,
    card.leadStatus === "declined" ? t("detail.badges.declined") : null,
    card.watching ? t("detail.badges.watching") : null,
  ].filter((badge) => badge !== null);

  return (
    <article className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to={PARTNER_FIND_WORK_PATH}
        className="inline-flex w-fit items-center gap-1.5 font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("detail.backToJobs")}
      </Link>
      <header className="grid gap-2">
        <ScreenHeading>
          <LeadTitleText card={card} />
        </ScreenHeading>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
          {badges.map((badge) => (
            <Badge key={badge} variant="secondary">
              {badge}
            </Badge>
          ))}
          {t("detail.posted", { date: formatDate(card.postedAt, i18n.language) })}
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-6">
          {claim ? <CustomerSection claim={claim} /> : <IdentityHidden />}
          {claim ? <CreditRequestsPanel credits={claim.creditRequests} credited={claim.credit !== null} /> : null}
          <MoveSection card={card} />
          <PropertiesSection current={card.current} next={card.next} />
          <section aria-labelledby="description-title" className={SECTION_CLASS}>
            <h2 id="description-title" className="font-semibold text-lg">
              {t("detail.descriptionTitle")}
            </h2>
            {detail.additionalDetails ? (
              <UserText language={detail.detailsLanguage} className="whitespace-pre-line text-sm">
                {detail.additionalDetails}
              </UserText>
            ) : (
              <p className="text-sm">{t("detail.noDescription")}</p>
            )}
          </section>
          {claim ? <QuotePanel detail={detail} quoteDates={quoteDates} /> : null}
        </div>
        <div className="lg:sticky lg:top-4">
          <LeadActions detail={detail} />
        </div>
      </div>
    </article>
  );
}

const SECTION_CLASS = "grid gap-3 rounded-lg border border-border bg-background p-5";

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function IdentityHidden() {
  const { t } = useTranslation("leads");
  return (
    <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-4 text-brand-900 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t("detail.identityHidden")}
    </p>
  );
}

function MoveSection({ card }: { card: LeadDetail["card"] }) {
  const { t } = useTranslation("leads");
  const { t: tQuote } = useTranslation("quote");
  return (
    <section aria-labelledby="move-title" className={SECTION_CLASS}>
      <h2 id="move-title" className="font-semibold text-lg">
        {t("detail.moveTitle")}
      </h2>
      <Facts>
        <Fact label={t("detail.facts.moveType")}>{tQuote(`type.${card.moveType}`)}</Fact>
        <Fact label={t("detail.facts.date")}>
          <MoveDateText date={card.date} />
        </Fact>
        <Fact label={t("detail.facts.from")}>
          {card.from.district ? `${card.from.town} (${card.from.district})` : card.from.town}
        </Fact>
        <Fact label={t("detail.facts.to")}>{card.to.town ?? t("detail.notGiven")}</Fact>
        <Fact label={t("detail.facts.distance")}>
          {card.distanceMiles === null ? t("detail.notGiven") : t("detail.miles", { miles: card.distanceMiles })}
        </Fact>
        <Fact label={t("detail.facts.size")}>{t(`sizes.${card.size}`)}</Fact>
        <Fact label={t("detail.facts.volume")}>{t("detail.volumeValue", { volume: card.volumeM3 })}</Fact>
        <Fact label={t("detail.facts.crew")}>{t("detail.movers", { count: card.crew })}</Fact>
      </Facts>
    </section>
  );
}

/** Both properties as the customer described them (a lead's page, a job's sheet). */
export function PropertiesSection({ current, next }: { current: PropertySummary; next: PropertySummary }) {
  const { t } = useTranslation("leads");
  return (
    <section aria-labelledby="properties-title" className={SECTION_CLASS}>
      <h2 id="properties-title" className="font-semibold text-lg">
        {t("detail.propertiesTitle")}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <Property title={t("detail.current")} property={current} />
        <Property title={t("detail.next")} property={next} />
      </div>
    </section>
  );
}

function Property({ title, property }: { title: string; property: PropertySummary }) {
  const { t } = useTranslation("leads");
  const { t: tQuote } = useTranslation("quote");
  const answer = (value: string | null) => value ?? t("detail.notGiven");
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-medium">{title}</h3>
      <dl className="grid content-start gap-2 text-sm">
        <Fact label={t("detail.propertyType")}>{tQuote(`move.${property.type}`)}</Fact>
        {property.type === "house" ? (
          <Fact label={t("detail.bedrooms")}>{answer(property.bedrooms)}</Fact>
        ) : (
          <>
            <Fact label={t("detail.floor")}>{answer(property.floorNumber)}</Fact>
            <Fact label={t("detail.lift")}>
              {property.liftAvailable === "yes" || property.liftAvailable === "no"
                ? tQuote(`move.${property.liftAvailable}`)
                : t("detail.notGiven")}
            </Fact>
          </>
        )}
      </dl>
    </div>
  );
}

/** Once claimed: who the customer is, and what the claim cost (with an automatic credit's reason). */
function CustomerSection({ claim }: { claim: NonNullable<LeadDetail["claim"]> }) {
  const { t, i18n } = useTranslation("leads");
  const message = useMessage();
  const locale = i18n.language;
  const { contact, credit } = claim;
  const earlierDate = credit?.reason.params.date;
  const earlierClaimDate = earlierDate ? formatDate(earlierDate, locale) : "";
  const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(", ") || t("detail.notGiven");
  return (
    <section aria-labelledby="customer-title" className={SECTION_CLASS}>
      <h2 id="customer-title" className="font-semibold text-lg">
        {t("detail.customerTitle")}
      </h2>
      <Facts>
        <Fact label={t("detail.name")}>{contact.fullName}</Fact>
        <Fact label={t("detail.reference")}>{contact.reference}</Fact>
        <Fact label={t("detail.email")}>
          <a href={`mailto:${contact.email}`} className="text-brand-700 underline underline-offset-4">
            {contact.email}
          </a>
        </Fact>
        <Fact label={t("detail.phone")}>
          {contact.phone ? (
            <a href={telHref(contact.phone)} className="text-brand-700 underline underline-offset-4">
              {contact.phone}
            </a>
          ) : (
            t("detail.notGiven")
          )}
        </Fact>
        <Fact label={t("detail.fromAddress")}>{joined(contact.fromAddress, contact.fromPostcode)}</Fact>
        <Fact label={t("detail.toAddress")}>{joined(contact.toAddress, contact.toCity)}</Fact>
      </Facts>
      <div className="grid gap-1 border-border border-t pt-3 text-sm">
        <h3 className="font-medium">{t("detail.chargeTitle")}</h3>
        <p>
          {t("detail.charged", {
            price: formatPounds(claim.pricePence, locale),
            date: formatDate(claim.claimedAt, locale),
          })}
        </p>
        {credit ? (
          <p className="font-medium text-success">
            {t("detail.credited", { price: formatPounds(credit.amountPence, locale) })}{" "}
            {message({ ...credit.reason, params: { ...credit.reason.params, date: earlierClaimDate } })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
