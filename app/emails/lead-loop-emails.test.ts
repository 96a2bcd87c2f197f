import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { emails as englishCatalogue } from "~/i18n/en-GB/emails";
import { TEST_EMAIL_SENDER } from "../../tests/support/supplier-settings";
import { type EmailPayload, type EmailTemplateName, emailTemplates } from "./index";
import type { EmailContent, EmailContext } from "./types";

function contextFor(locale: Locale): EmailContext {
  return { t: serverI18n(locale).getFixedT(locale, ["emails", "contact"]), locale, sender: TEST_EMAIL_SENDER };
}

function render<T extends EmailTemplateName>(template: T, payload: EmailPayload<T>, locale: Locale) {
  const email = (emailTemplates[template] as (payload: EmailPayload<T>, context: EmailContext) => EmailContent)(
    payload,
    contextFor(locale),
  );
  return { ...email, html: renderToStaticMarkup(email.element) };
}

const specific = { kind: "specific", date: "2026-06-12" } as const;
const flexible = { kind: "flexible", from: "2026-06-01", to: "2026-06-14" } as const;

/** Every email of the lead loop, each shape it takes (a revision, a reason, no phone...). */
const cases: { [T in EmailTemplateName]?: EmailPayload<T>[] } = {
  "partner-new-lead": [
    {
      companyName: "Northern Removals",
      area: "York (YO1)",
      moveType: "domestic",
      helpType: "full",
      home: { type: "house", bedrooms: "3" },
      movingDate: { kind: "specific", date: "2026-06-12" },
      leadsUrl: "https://movematch.test/partner/admin/find-work",
    },
  ],
  "partner-lead-digest": [1, 2].map((count) => ({
    companyName: "Northern Removals",
    day: "2026-06-01",
    leads: Array.from({ length: count }, () => ({
      area: "York (YO1)",
      moveType: "domestic" as const,
      helpType: "full" as const,
      home: { type: "apartment" as const },
      movingDate: flexible,
    })),
    invitationsUrl: "https://movematch.test/partner/admin/orders",
  })),
  "customer-lead-claimed": [1, 3, 21].map((reviewCount) => ({
    fullName: "Amira Khan",
    reference: "MM-ABCD2345",
    companyName: "Northern Removals",
    companyTown: "Leeds",
    rating: 9.1,
    reviewCount,
    profileUrl: "https://movematch.test/company/northern-removals",
    requestUrl: "https://movematch.test/my-request/token",
  })),
  "customer-quote-received": [false, true].map((revised) => ({
    fullName: "Amira Khan",
    reference: "MM-ABCD2345",
    companyName: "Northern Removals",
    amountPence: 125_050,
    validUntil: "2026-06-12",
    revised,
    requestUrl: "https://movematch.test/my-request/token",
  })),
  "customer-booking-confirmed": [
    {
      fullName: "Amira Khan",
      reference: "MM-ABCD2345",
      companyName: "Northern Removals",
      companyEmail: "office@northern.test",
      companyPhone: "0113 496 0000",
      amountPence: 125_050,
      vat: null,
      depositTerms: null,
      cancellationTerms: null,
      movingDate: flexible,
      requestUrl: "https://movematch.test/my-request/token",
    },
    {
      fullName: "Amira Khan",
      reference: "MM-ABCD2345",
      companyName: "Northern Removals",
      companyEmail: "office@northern.test",
      companyPhone: "0113 496 0000",
      amountPence: 125_050,
      vat: "included",
      depositTerms: "£100 when you book, the rest on the day.",
      cancellationTerms: "Free until 7 days before the move.",
      movingDate: specific,
      requestUrl: "https://movematch.test/my-request/token",
    },
  ],
  // Nothing yet; one of each; several, and more companies asked since the first invitations.
  "customer-request-progress": [
    [0, 0, 0],
    [1, 1, 0],
    [3, 10, 2],
  ].map(([quotes, withDetails, moreAsked]) => ({
    fullName: "Amira Khan",
    reference: "MM-ABCD2345",
    quotes: quotes ?? 0,
    withDetails: withDetails ?? 0,
    moreAsked: moreAsked ?? 0,
    requestUrl: "https://movematch.test/my-request/token",
  })),
  // Sent to three companies, and to none.
  "quote-request-confirmation": [3, 0].map((count) => ({
    fullName: "Amira Khan",
    reference: "MM-ABCD2345",
    requestUrl: "https://movematch.test/my-request/token",
    appUrl: "https://movematch.test",
    movingDate: specific,
    companies: Array.from({ length: count }, (_, index) => ({
      name: `Northern Removals ${index + 1}`,
      town: "Leeds",
      rating: index === 0 ? null : 8.5,
      reviewCount: index,
      slug: `northern-removals-${index + 1}`,
    })),
  })),
  "customer-request-links": [
    {
      requests: [
        {
          reference: "MM-ABCD2345",
          createdAt: "2026-05-02T10:00:00.000Z",
          fromCity: "Leeds",
          url: "https://movematch.test/my-request/token",
        },
      ],
    },
  ],
  "partner-quote-won": [null, "07700 900123"].map((customerPhone) => ({
    companyName: "Northern Removals",
    reference: "MM-ABCD2345",
    jobReference: "JB-ABCD2345",
    customerName: "Amira Khan",
    customerEmail: "amira@example.test",
    customerPhone,
    movingDate: specific,
    amountPence: 125_050,
    workUrl: "https://movematch.test/partner/admin/work",
  })),
  "partner-quote-lost": [{ companyName: "Northern Removals", reference: "MM-ABCD2345", area: "York (YO1)" }],
  "partner-request-cancelled": ["We are staying after all.", null].map((reason) => ({
    companyName: "Northern Removals",
    reference: "MM-ABCD2345",
    area: "York (YO1)",
    reason,
  })),
  "partner-moving-date-changed": [true, false].map((hasQuote) => ({
    companyName: "Northern Removals",
    reference: "MM-ABCD2345",
    area: "York (YO1)",
    previousDate: specific,
    newDate: { kind: "flexible", from: null, to: null },
    hasQuote,
    leadUrl: "https://movematch.test/partner/admin/leads/1",
  })),
};

const rendered = Object.entries(cases).flatMap(([template, payloads]) =>
  (payloads ?? []).map((payload, index) => ({
    name: `${template} #${index + 1}`,
    english: render(template as EmailTemplateName, payload as never, "en-GB"),
    lithuanian: render(template as EmailTemplateName, payload as never, "lt"),
  })),
);

/** A key i18next could not find comes back as its path ("customerLeadClaimed.subject"). */
const rawKey = new RegExp(`emails:|\\{\\{|\\b(${Object.keys(englishCatalogue).join("|")})\\.\\w`);

describe("the lead loop's emails", () => {
  it("cover every lead-loop template", () => {
    expect(Object.keys(cases)).toHaveLength(12);
  });

  it.each(rendered)("$name is written in both languages, with no raw key", ({ english, lithuanian }) => {
    for (const email of [english, lithuanian]) {
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(rawKey);
    }
    // A Lithuanian date ends in "d.": no sentence may end right after one.
    expect(lithuanian.text).not.toMatch(/\.\./);
    expect(lithuanian.subject).not.toBe(english.subject);
    expect(lithuanian.text).not.toBe(english.text);
    expect(lithuanian.html).toContain('<html lang="lt">');
    expect(lithuanian.text).toContain("Sveiki");
  });

  it("formats money, dates and ratings in the email's language", () => {
    const won = cases["partner-quote-won"]?.[0];
    if (!won) throw new Error("no partner-quote-won case");
    expect(render("partner-quote-won", won, "en-GB").text).toContain("Price: £1,250.50\nMoving date: 12 June 2026");
    expect(render("partner-quote-won", won, "lt").text).toContain(
      "Kaina: 1\u00a0250,50\u00a0£\nPersikraustymo data: 2026 m. birželio 12 d.",
    );
    expect(render("partner-quote-won", won, "lt").text).toContain("Kliento telefonas: Nenurodytas");

    const booked = cases["customer-booking-confirmed"]?.[0];
    if (!booked) throw new Error("no customer-booking-confirmed case");
    expect(render("customer-booking-confirmed", booked, "en-GB").text).toContain(
      "Moving date: Flexible, 1 June 2026 to 14 June 2026",
    );
    expect(render("customer-booking-confirmed", booked, "lt").text).toContain(
      "Persikraustymo data: Lanksti, nuo 2026 m. birželio 1 d. iki 2026 m. birželio 14 d.",
    );

    const [oneLead, twoLeads] = (cases["partner-lead-digest"] ?? []).map((payload) => ({
      english: render("partner-lead-digest", payload, "en-GB").subject,
      lithuanian: render("partner-lead-digest", payload, "lt").subject,
    }));
    expect(oneLead?.english).toBe("1 new lead invitation on 1 June 2026");
    expect(twoLeads?.english).toBe("2 new lead invitations on 1 June 2026");
    expect(twoLeads?.lithuanian).toBe("2026 m. birželio 1 d.: 2 nauji kvietimai");

    const [one, few, twentyOne] = (cases["customer-lead-claimed"] ?? []).map(
      (payload) => render("customer-lead-claimed", payload, "lt").text,
    );
    expect(one).toContain("Įvertinimas 9,1/10 pagal 1 atsiliepimą.");
    expect(few).toContain("pagal 3 atsiliepimus.");
    expect(twentyOne).toContain("pagal 21 atsiliepimą.");
    const english = (cases["customer-lead-claimed"] ?? []).map(
      (payload) => render("customer-lead-claimed", payload, "en-GB").text,
    );
    expect(english[0]).toContain("Rated 9.1/10 from 1 review.");
    expect(english[1]).toContain("Rated 9.1/10 from 3 reviews.");
  });

  it("tells the customer a day on what came, in each language's plural forms, and more companies asked only when it happened", () => {
    const [nothing, one, several] = (cases["customer-request-progress"] ?? []).map((payload) => ({
      english: render("customer-request-progress", payload, "en-GB"),
      lithuanian: render("customer-request-progress", payload, "lt"),
    }));
    expect(nothing?.english.subject).toBe("Your removal request MM-ABCD2345: how it is going");
    expect(nothing?.english.text).toContain("No quotes have arrived yet.");
    expect(nothing?.english.text).toContain(
      "No company has taken on your request yet, so none has your contact details.",
    );
    expect(nothing?.english.text).not.toContain("Since the first invitations");
    expect(one?.english.text).toContain("1 quote has arrived so far.");
    expect(one?.english.text).toContain("1 company has taken on your request and has your contact details.");
    expect(one?.lithuanian.text).toContain("Kol kas gavote 1 pasiūlymą.");
    expect(one?.lithuanian.text).toContain("1 įmonė perėmė jūsų užklausą ir turi jūsų kontaktus.");
    expect(one?.lithuanian.text).not.toContain("Po pirmųjų kvietimų");
    expect(several?.english.text).toContain("3 quotes have arrived so far.");
    expect(several?.english.text).toContain(
      "Since the first invitations, we have offered your request to 2 more companies.",
    );
    expect(several?.lithuanian.text).toContain("Kol kas gavote 3 pasiūlymus.");
    expect(several?.lithuanian.text).toContain("10 įmonių perėmė jūsų užklausą");
    expect(several?.lithuanian.text).toContain("Po pirmųjų kvietimų jūsų užklausą pasiūlėme dar 2 įmonėms.");
    for (const email of [nothing, one, several]) {
      expect(email?.english.text).toContain("See your request: https://movematch.test/my-request/token");
      expect(email?.english.subject).not.toContain("http");
    }
  });

  it("tells the customer at booking that they pay the company directly, whether VAT is included and the company's own terms", () => {
    const [noTerms, withTerms] = cases["customer-booking-confirmed"] ?? [];
    if (!noTerms || !withTerms) throw new Error("no customer-booking-confirmed cases");
    const english = render("customer-booking-confirmed", withTerms, "en-GB").text;
    expect(english).toContain(
      "You pay Northern Removals directly, not MoveMatch: MoveMatch is free for you. The price is the company's own quote.",
    );
    expect(english).toContain("Price: £1,250.50, including VAT");
    expect(english).toContain("Deposit: £100 when you book, the rest on the day.");
    expect(english).toContain("Cancellation: Free until 7 days before the move.");
    const lithuanian = render("customer-booking-confirmed", withTerms, "lt").text;
    expect(lithuanian).toContain("Mokate tiesiogiai Northern Removals, ne MoveMatch");
    expect(lithuanian).toContain("Kaina: 1\u00a0250,50\u00a0£, su PVM");
    expect(lithuanian).toContain("Avansas: £100 when you book");

    const bare = render("customer-booking-confirmed", noTerms, "en-GB").text;
    expect(bare).toContain("You pay Northern Removals directly, not MoveMatch");
    expect(bare).toContain("Price: £1,250.50\n");
    expect(bare).toContain("Northern Removals gave no deposit or cancellation terms: agree them with the company.");
  });

  it("keeps the private-link note under every customer link", () => {
    for (const { name, english, lithuanian } of rendered.filter(({ name }) => name.startsWith("customer-"))) {
      expect(english.text, name).toContain(
        "This link is private to you: anyone with it can see your request, so please do not share it.",
      );
      expect(lithuanian.text, name).toContain("Ši nuoroda skirta tik jums");
    }
  });
});
