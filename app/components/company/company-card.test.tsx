import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/config";
import { en } from "~/i18n/en-GB";
import { i18nFor, registerCatalogue } from "~/i18n/i18n";
import { lt } from "~/i18n/lt";
import { CompanyCard, type CompanyCardData } from "./company-card";

const company: CompanyCardData = {
  slug: "leeds-removals",
  name: "Leeds Removals",
  isPartner: true,
  addressLine1: "1 Test Street",
  postcode: "LS1 1AA",
  town: "Leeds",
  rating: 9.1,
  reviewCount: 12,
  services: ["house-removals"],
  phone: "0113 496 0000",
  email: "office@leeds-removals.example",
  logoPath: null,
};

registerCatalogue("en-GB", en);
registerCatalogue("lt", lt);

function render(data: CompanyCardData, locale: Locale = "en-GB"): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter>
        <CompanyCard company={data} area="Leeds" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("CompanyCard", () => {
  it("gives a partner a Get Quote link to the quote wizard naming the company, never a postcode area", () => {
    const html = render(company);
    expect(html).toMatch(/<a[^>]*href="\/quote\?company=leeds-removals"[^>]*>Get Quote<\/a>/);
    expect(html).not.toContain("postcode=");
    expect(html).not.toContain("does not receive quote requests");
  });

  it("gives a company that is not a partner no Get Quote button, and points to the partners covering the area", () => {
    const html = render({ ...company, isPartner: false });
    expect(html).not.toContain("Get Quote");
    expect(html).toContain("does not receive quote requests through us");
    expect(html).toMatch(/<a[^>]*href="\/quote"[^>]*>Get quotes from partners covering Leeds<\/a>/);
  });

  it("names the services and the logo in the page's language", () => {
    const data = { ...company, services: ["house-removals", "man-and-van"] } satisfies CompanyCardData;
    expect(render(data)).toContain(">House removals<");
    expect(render(data)).toContain('aria-label="Leeds Removals logo placeholder"');
    const lithuanian = render(data, "lt");
    expect(lithuanian).toContain(">Namų perkraustymas<");
    expect(lithuanian).toContain(">Furgonas su vairuotoju<");
    expect(lithuanian).toContain('aria-label="Leeds Removals logotipas (inicialai)"');
  });
});
