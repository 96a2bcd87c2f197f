import { type Browser, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmailPayload, type EmailTemplateName, emailTemplates } from "~/emails";
import type { EmailSender } from "~/emails/types";
import { LOCALES } from "~/i18n/config";
import { renderEmail } from "~/server/email/outbox.server";
import { getEnv } from "~/server/env.server";
import { listRoutes } from "../../support/routes";
import { TEST_EMAIL_SENDER } from "../../support/supplier-settings";

const app = getEnv().APP_URL;
const token = "k3JmZp0qXv9sT2uYwB7nR4cL8dF6hA1eG5iO0pQzV";
const moveDate = { kind: "flexible", from: "2026-06-01", to: "2026-06-14" } as const;
const lead = {
  area: "Leeds (LS1)",
  moveType: "domestic",
  helpType: "full",
  home: { type: "house", bedrooms: "5+" },
  movingDate: moveDate,
} as const;

/**
 * A realistic payload for every template, long values included (a long company name, a private
 * link's token). Typed over the registry, so a new template does not compile without one.
 */
const samples: { [T in EmailTemplateName]: EmailPayload<T> } = {
  "contact-acknowledgement": { topic: "quote" },
  "quote-verification-code": { code: "482913", minutesValid: 15 },
  "quote-request-confirmation": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    requestUrl: `${app}/my-request/${token}`,
    appUrl: app,
    movingDate: moveDate,
    companies: [
      {
        name: "Northern Removals and Storage Ltd",
        town: "Leeds",
        rating: 9.2,
        reviewCount: 41,
        slug: "northern-removals",
      },
      { name: "Yorkshire Van Co", town: "Bradford", rating: null, reviewCount: 0, slug: "yorkshire-van-co" },
    ],
  },
  "partner-new-lead": {
    companyName: "Northern Removals and Storage Ltd",
    ...lead,
    leadsUrl: `${app}/partner/admin/leads/0b6f1e2a-4c1d-4e8f-9a7b-3d2c1b0a9f8e`,
    respondBy: "2026-06-01T11:15:00Z",
  },
  "partner-application-received": {
    companyName: "Northern Removals and Storage Ltd",
    email: "bookings.and.enquiries@northern-removals-and-storage.co.uk",
    phone: "+441132460000",
    removalTypes: ["domestic", "commercial", "international"],
    targetArea: { type: "regions", cities: ["Leeds", "Bradford", "Wakefield", "Harrogate", "York"] },
    businessType: "company",
    companyNumber: "12345678",
    employees: "11-50",
    website: "https://www.northern-removals-and-storage.co.uk/domestic-removals",
    address: "Unit 4, Kirkstall Industrial Park, Kirkstall Road, Leeds LS4 2AZ",
    partnerPhone: "+441134960000",
  },
  "partner-account-exists": {
    loginUrl: `${app}/partner/admin`,
    resetUrl: `${app}/account/forgot-password`,
  },
  "password-reset": {
    name: "Aleksandra",
    resetUrl: `${app}/account/reset-password?token=${token}`,
    expiresInMinutes: 60,
  },
  "partner-approved-set-password": {
    companyName: "Northern Removals and Storage Ltd",
    email: "bookings.and.enquiries@northern-removals-and-storage.co.uk",
    setPasswordUrl: `${app}/account/set-password?token=${token}`,
    expiresInDays: 7,
    loginUrl: `${app}/partner/admin`,
  },
  "partner-rejected": {
    companyName: "Northern Removals and Storage Ltd",
    reason: "We could not confirm your goods in transit insurance.",
  },
  "staff-invite": {
    firstName: "Tomas",
    setPasswordUrl: `${app}/account/set-password?token=${token}`,
    expiresInDays: 7,
    adminUrl: `${app}/admin`,
  },
  "customer-lead-claimed": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    companyName: "Northern Removals and Storage Ltd",
    companyTown: "Leeds",
    rating: 9.2,
    reviewCount: 41,
    profileUrl: `${app}/company/northern-removals`,
    requestUrl: `${app}/my-request/${token}`,
  },
  "customer-quote-received": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    companyName: "Northern Removals and Storage Ltd",
    amountPence: 84500,
    validUntil: "2026-05-30",
    revised: true,
    requestUrl: `${app}/my-request/${token}`,
  },
  "customer-booking-confirmed": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    companyName: "Northern Removals and Storage Ltd",
    companyEmail: "bookings.and.enquiries@northern-removals-and-storage.co.uk",
    companyPhone: "+441132460000",
    amountPence: 84500,
    vat: "included",
    depositTerms: "A deposit of £100 is due when you book, by bank transfer.",
    cancellationTerms: "Free cancellation up to 7 days before the move; after that the deposit is kept.",
    movingDate: moveDate,
    requestUrl: `${app}/my-request/${token}`,
  },
  "customer-request-links": {
    requests: [
      {
        reference: "MM-2026-004821",
        createdAt: "2026-05-20T10:00:00Z",
        fromCity: "Leeds",
        url: `${app}/my-request/${token}`,
      },
    ],
  },
  "customer-request-progress": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    quotes: 2,
    withDetails: 3,
    moreAsked: 1,
    requestUrl: `${app}/my-request/${token}`,
  },
  "partner-quote-won": {
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    jobReference: "JOB-2026-000318",
    customerName: "Aleksandra Kowalska-Johnson",
    customerEmail: "aleksandra.kowalska-johnson@example-mail-provider.co.uk",
    customerPhone: "+447911123456",
    movingDate: moveDate,
    amountPence: 84500,
    workUrl: `${app}/partner/admin/jobs/0b6f1e2a-4c1d-4e8f-9a7b-3d2c1b0a9f8e`,
  },
  "partner-quote-lost": {
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    area: "Leeds (LS1)",
  },
  "partner-request-cancelled": {
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    area: "Leeds (LS1)",
    reason: "My move has been postponed until next year.",
  },
  "partner-moving-date-changed": {
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    area: "Leeds (LS1)",
    previousDate: { kind: "specific", date: "2026-06-12" },
    newDate: moveDate,
    hasQuote: true,
    leadUrl: `${app}/partner/admin/leads/0b6f1e2a-4c1d-4e8f-9a7b-3d2c1b0a9f8e`,
  },
  "review-invitation": {
    fullName: "Aleksandra Kowalska-Johnson",
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    reviewUrl: `${app}/review/${token}`,
    reminder: false,
  },
  "review-decision": {
    fullName: "Aleksandra Kowalska-Johnson",
    companyName: "Northern Removals and Storage Ltd",
    title: "Careful, quick and friendly from start to finish",
    decision: "rejected",
    reason: "The review names a member of staff in full.",
    companyUrl: `${app}/company/northern-removals`,
  },
  "partner-credit-decision": {
    companyName: "Northern Removals and Storage Ltd",
    reference: "MM-2026-004821",
    reason: "contact_details_wrong",
    decision: "approved",
    creditPence: 1500,
    rejectionReason: null,
    leadUrl: `${app}/partner/admin/leads/0b6f1e2a-4c1d-4e8f-9a7b-3d2c1b0a9f8e`,
  },
  "partner-lead-digest": {
    companyName: "Northern Removals and Storage Ltd",
    day: "2026-06-01",
    leads: [lead, { ...lead, area: "Bradford (BD1)", home: { type: "apartment" } }],
    invitationsUrl: `${app}/partner/admin/orders`,
  },
  "partner-team-invite": {
    companyName: "Northern Removals and Storage Ltd",
    inviterName: "Aleksandra Kowalska-Johnson",
    email: "dispatch.office@northern-removals-and-storage.co.uk",
    setPasswordUrl: `${app}/account/set-password?token=${token}`,
    expiresInDays: 7,
    loginUrl: `${app}/partner/admin`,
  },
  "customer-job-cancelled": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    companyName: "Northern Removals and Storage Ltd",
    companyEmail: "bookings.and.enquiries@northern-removals-and-storage.co.uk",
    companyPhone: "+441132460000",
    pickupDay: "2026-06-12",
    reason: "Our only large van failed its inspection and cannot be replaced in time.",
  },
  "customer-job-date-agreed": {
    fullName: "Aleksandra Kowalska-Johnson",
    reference: "MM-2026-004821",
    companyName: "Northern Removals and Storage Ltd",
    companyEmail: "bookings.and.enquiries@northern-removals-and-storage.co.uk",
    companyPhone: "+441132460000",
    agreedDate: "2026-06-09",
    changed: true,
    requestUrl: `${app}/my-request/${token}`,
  },
};

const templates = Object.keys(emailTemplates) as EmailTemplateName[];
const renderAll = (sender: EmailSender) =>
  templates.flatMap((template) =>
    LOCALES.map((locale) => ({
      template,
      locale,
      ...renderEmail(template, samples[template] as never, locale, sender),
    })),
  );
const rendered = renderAll(TEST_EMAIL_SENDER);

describe("every email", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
    page = await browser.newPage();
  });
  afterAll(() => browser?.close());

  it("fits a 320 and a 375 px wide screen in both languages", async () => {
    const tooWide: string[] = [];
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { template, locale, html } of rendered) {
        await page.setContent(html);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) tooWide.push(`${template} (${locale}) at ${width} px: ${scrollWidth} px`);
      }
    }
    expect(tooWide).toEqual([]);
  }, 60_000);

  it("links only to pages of the app, at APP_URL", () => {
    const patterns = listRoutes()
      .map(({ pattern }) => pattern)
      // The not-found and API catch-alls would match anything.
      .filter((pattern) => !pattern.endsWith("*"))
      .map((pattern) => new RegExp(`^/${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`.replace("//", "/")));
    const broken: string[] = [];
    for (const { template, locale, html } of rendered) {
      for (const [, href = ""] of html.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith("mailto:") || href.startsWith("tel:")) continue;
        const url = href.replaceAll("&amp;", "&");
        const path = url.startsWith(`${app}/`) || url === app ? new URL(url).pathname : null;
        if (path === null || !patterns.some((pattern) => pattern.test(path)))
          broken.push(`${template} (${locale}): ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("shows the brand header and the footer with the business address and support contact", () => {
    for (const { html, text } of rendered) {
      expect(html).toContain('role="img" aria-label="MoveMatch"');
      expect(html).toContain("1 Test Street");
      expect(html).toContain("support@movematch.example");
      expect(html).toContain("0113 496 0123");
      expect(text).toContain("support@movematch.example");
    }
  });

  it("writes every telephone number the UK way", () => {
    for (const { template, html, text } of rendered) {
      expect(`${template}: ${html}${text}`).not.toMatch(/\+44/);
    }
  });

  it("invites a reply only where replies reach the support address", () => {
    const withoutSupport = { ...TEST_EMAIL_SENDER, supportEmail: null, supportPhone: null };
    for (const template of templates) {
      for (const locale of LOCALES) {
        const { html, text } = renderEmail(template, samples[template] as never, locale, withoutSupport);
        expect(`${template}: ${html}${text}`).not.toMatch(/reply to this email|į šį laišką/i);
      }
    }
    const invited = rendered.filter(({ text }) => /reply to this email/i.test(text));
    expect(invited.map(({ template }) => template).sort()).toEqual([
      "partner-application-received",
      "partner-rejected",
    ]);
  });
});

describe("every email's bytes", () => {
  // Rendering may keep what does not vary (texts, markup) between emails: whatever it keeps,
  // every email stays exactly as recorded, however often and in whatever order it is rendered.
  it("are as recorded, in both languages, with and without the support contact, rendered again and again", async () => {
    const withoutSupport = { ...TEST_EMAIL_SENDER, details: null, supportEmail: null, supportPhone: null };
    const record = (emails: typeof rendered) =>
      emails
        .map(({ template, locale, subject, html, text }) => `=== ${template} ${locale}\n${subject}\n${html}\n${text}`)
        .join("\n");
    const recorded = `${record(rendered)}\n${record(renderAll(withoutSupport))}\n`;
    await expect(recorded).toMatchFileSnapshot("./__snapshots__/every-email.txt");
    expect(`${record(renderAll(TEST_EMAIL_SENDER))}\n${record(renderAll(withoutSupport))}\n`).toBe(recorded);
  });
});
