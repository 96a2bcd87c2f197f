import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { claimLead } from "~/server/leads/claim-lead.server";
import { listQuoteRequests } from "~/server/quote-requests/admin-quote-requests.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createOpenRequest, createPartnerCompany } from "../../factories/leads";
import { createQuoteRequest } from "../../factories/requests";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { page } from "../../support/http";
import { callRoute } from "../../support/routes";

/**
 * Staff find a request by where it moves from: its full postcode in any spacing or case, its
 * outward code, its postcode area, or a town it moves from or to; and the list counts each
 * request's claims and quotes.
 */
describe("the quote request list's search and counts", () => {
  const db = setupTestDatabase();

  const found = async (q: string) =>
    (await listQuoteRequests({ page: 1, q, status: null })).rows.map((row) => row.reference).sort();

  it("finds a request by full postcode, outward code, postcode area and town, and not others", async () => {
    const town = `Town${randomBytes(3).toString("hex")}`;
    const leeds = await createQuoteRequest(db(), { fromPostcode: "LS1 4AP", fromCity: "Leeds", toCity: "York" });
    const leedsOther = await createQuoteRequest(db(), { fromPostcode: "LS1 5QD", fromCity: "Leeds" });
    const leeds12 = await createQuoteRequest(db(), { fromPostcode: "LS12 1AA", fromCity: "Leeds" });
    const liverpool = await createQuoteRequest(db(), { fromPostcode: "L1 8JQ", fromCity: "Liverpool", toCity: town });
    const manchester = await createQuoteRequest(db(), { fromPostcode: "M1 1AE", fromCity: "Manchester" });

    for (const q of ["LS1 4AP", "ls14ap", " ls1  4ap "]) expect(await found(q), q).toEqual([leeds.reference]);
    expect(await found("LS1")).toEqual([leeds.reference, leedsOther.reference].sort());
    expect(await found("ls12")).toEqual([leeds12.reference]);
    const inLeedsArea = [leeds.reference, leedsOther.reference, leeds12.reference].sort();
    expect((await found("LS")).filter((reference) => inLeedsArea.includes(reference))).toEqual(inLeedsArea);
    expect(await found("LS")).not.toContain(liverpool.reference);
    // "L" is Liverpool's area, not every postcode starting with L.
    expect(await found("l")).toContain(liverpool.reference);
    expect(await found("l")).not.toContain(leeds.reference);
    // A town the request moves to (or from) finds it too.
    expect(await found(town.toLowerCase())).toEqual([liverpool.reference]);
    expect(await found("Manchester")).toContain(manchester.reference);
    expect(await found("Manchester")).not.toContain(leeds.reference);
    expect(await found("M1 1AF")).toEqual([]);
  });

  it("counts the claims and the quotes of each request", async () => {
    const marker = `Counted ${randomBytes(3).toString("hex")}`;
    const request = await createOpenRequest(db(), { fullName: marker });
    for (const quoting of [true, false]) {
      const partner = await createPartnerCompany(db());
      const claim = await claimLead(partner.scope, { quoteRequestId: request.id, actorUserId: partner.actorUserId });
      if (quoting) {
        await sendQuote(partner.scope, {
          authorLanguage: "en-GB",
          leadId: claim.leadId,
          actorUserId: partner.actorUserId,
          terms: { price: "500", inclusions: [] },
        });
      }
    }
    const none = await createQuoteRequest(db(), { fullName: `${marker} none` });
    const { rows } = await listQuoteRequests({ page: 1, q: marker, status: null });
    expect(rows.map((row) => [row.id, row.claims, row.quotes]).sort()).toEqual(
      [
        [request.id, 2, 1],
        [none.id, 0, 0],
      ].sort(),
    );
  });

  it("filters by each of the lead loop's statuses", async () => {
    const staff = await createSignedInUser({ role: "staff", twoFactor: true });
    const marker = `Filtered${randomBytes(3).toString("hex")}`;
    const expired = await createQuoteRequest(db(), { fullName: marker, status: "expired" });
    await createQuoteRequest(db(), { fullName: marker, status: "collecting_quotes" });
    const result = await callRoute(page(`/admin/quote-requests?q=${marker}&status=expired`, { cookie: staff.cookie }));
    const body = result.body as { list: { rows: { id: string }[] } };
    expect(body.list.rows.map((row) => row.id)).toEqual([expired.id]);
  });
});
