import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, quoteRequests } from "~/db/schema";
import type { LiveMessage } from "~/lib/live-updates";
import { getDatabaseHandle } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { type Audience, getLiveBus, startLiveEvents, stopLiveEvents } from "~/server/live/live-bus.server";
import { LIVE_CHANNEL } from "~/server/live/live-changes.server";
import { cancelRequest } from "~/server/quote-requests/request-changes.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createCompany } from "../../factories/companies";
import {
  createBookedJob,
  createInvitation,
  createMember,
  createOpenRequest,
  createRequestWithToken,
  ukDate,
} from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

/**
 * Live updates end to end in one process (decision 020): a change written by a service (or by
 * plain SQL) fires the triggers of migration 0019, the NOTIFY reaches the process's bus when the
 * transaction commits, and the bus tells each stream only what its audience may see. The table
 * below is the rule: for each change, what each partner company's and each customer's stream hears.
 */

const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };
const LEEDS = { lat: 53.7997, lng: -1.5492 };
const BIRMINGHAM = { lat: 52.4862, lng: -1.8904 };
const LONDON = { lat: 51.5072, lng: -0.1276 };
const ABERDEEN = { lat: 57.1497, lng: -2.0943 };

/** The streams listened to. Partners: who they are and why a Manchester request reaches them (or not). */
const LISTENERS = [
  /** Based in Manchester: invited to request R, claims it and quotes. */
  "A",
  /** Based in Leeds (36 miles): R is in its Find work region; it claims R from Find work. */
  "B",
  /** Based in Birmingham (70 miles), a 100-mile service area for domestic moves: covers R. */
  "Bsvc",
  /** As Bsvc, but for commercial moves only: R (domestic) is none of its business. */
  "Bcom",
  /** Based in London, with a booked job ending in Manchester: R is a return load. */
  "J",
  /** Based in Aberdeen, serving the M postcode area (regions mode). */
  "Rg",
  /** Based in Edinburgh, 185 miles away, a 30-mile service area: hears nothing of R. */
  "C",
  /** The customer of R (Manchester) and the customer of Y (Edinburgh), by their links. */
  "X",
  "Y",
] as const;
type Listener = (typeof LISTENERS)[number];
type Heard = Partial<Record<Listener, LiveMessage["kind"][]>>;

describe("live updates: who hears of what", () => {
  const db = setupTestDatabase();
  const audiences = {} as Record<Listener, Audience>;
  const heard = {} as Record<Listener, LiveMessage[]>;
  /** A stream of no company: each step ends when it hears the step's closing marker. */
  const sentinel = randomUUID();
  let markers = 0;
  const stops: (() => void)[] = [];
  const ids = {} as {
    companies: Record<"A" | "B" | "Bsvc" | "Bcom" | "J" | "Rg" | "C", string>;
    actors: Record<"A" | "B", string>;
    requestR: string;
    tokenY: string;
    requestY: string;
    leadA: string;
  };

  beforeAll(async () => {
    const company = async (base: { lat: number; lng: number }, overrides: Parameters<typeof createCompany>[1] = {}) =>
      (
        await createCompany(db(), {
          lat: base.lat,
          lng: base.lng,
          serviceLat: base.lat,
          serviceLng: base.lng,
          serviceRadiusMiles: 10,
          ...overrides,
        })
      ).id;
    const companyIds = {
      A: await company(MANCHESTER),
      B: await company(LEEDS),
      Bsvc: await company(BIRMINGHAM, { serviceRadiusMiles: 100 }),
      Bcom: await company(BIRMINGHAM, { serviceRadiusMiles: 100, removalTypes: ["commercial"] }),
      J: await company(LONDON),
      Rg: await company(ABERDEEN, {
        serviceAreaMode: "regions",
        servicePostcodeAreas: ["M"],
        serviceLat: null,
        serviceLng: null,
        serviceRadiusMiles: null,
      }),
      C: await company(EDINBURGH, { serviceRadiusMiles: 30 }),
    };
    await createBookedJob(db(), {
      companyId: companyIds.J,
      to: { city: "Manchester", ...MANCHESTER },
      day: ukDate(3),
    });
    const r = await createRequestWithToken(db(), { fromLat: MANCHESTER.lat, fromLng: MANCHESTER.lng });
    const y = await createRequestWithToken(db(), {
      fromPostcode: "EH1 1YZ",
      fromCity: "Edinburgh",
      fromLat: EDINBURGH.lat,
      fromLng: EDINBURGH.lng,
    });
    Object.assign(ids, {
      companies: companyIds,
      actors: { A: await createMember(db(), companyIds.A), B: await createMember(db(), companyIds.B) },
      requestR: r.request.id,
      tokenY: y.token,
      requestY: y.request.id,
    });

    await startLiveEvents();
    const bus = getLiveBus();
    for (const listener of LISTENERS) {
      audiences[listener] =
        listener === "X"
          ? { type: "customer", requestId: r.request.id }
          : listener === "Y"
            ? { type: "customer", requestId: y.request.id }
            : { type: "partner", companyId: companyIds[listener] };
      heard[listener] = [];
      stops.push(
        await bus.subscribe({
          audience: audiences[listener],
          send: (message) => heard[listener].push(message),
          close: () => undefined,
        }),
      );
    }
    stops.push(
      await bus.subscribe({
        audience: { type: "partner", companyId: sentinel },
        send: () => {
          markers += 1;
        },
        close: () => undefined,
      }),
    );
  });

  afterAll(async () => {
    for (const stop of stops) stop();
    await stopLiveEvents();
  });

  /**
   * Runs a change, then a marker NOTIFY: notifications arrive in commit order, so once the marker
   * is heard every notification of the change has been delivered. Returns what each stream heard.
   */
  async function hearDuring(change: () => Promise<unknown>): Promise<Heard> {
    for (const listener of LISTENERS) heard[listener] = [];
    await change();
    const expected = markers + 1;
    await db().execute(
      sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ kind: "company.changed", company: sentinel })})`,
    );
    await expect.poll(() => markers, { timeout: 5_000 }).toBe(expected);
    const result: Heard = {};
    for (const listener of LISTENERS) {
      const kinds = [...new Set(heard[listener].map((message) => message.kind))].sort();
      if (kinds.length > 0) result[listener] = kinds;
    }
    return result;
  }

  /** [change, what each stream hears (nothing when left out)] in the order they run. */
  const STEPS: [string, () => Promise<unknown>, Heard][] = [
    [
      "A is invited to R: A's invitation, and R's customer sees a company",
      async () => {
        ids.leadA = (await createInvitation(db(), { quoteRequestId: ids.requestR, companyId: ids.companies.A })).id;
      },
      { A: ["invitation"], X: ["request"] },
    ],
    [
      "A claims its invitation: a slot taken, told to every company R reaches",
      () => claimLead({ companyId: ids.companies.A }, { leadId: ids.leadA, actorUserId: ids.actors.A }),
      { A: ["lead"], B: ["work"], Bsvc: ["work"], J: ["work"], Rg: ["work"], X: ["request"] },
    ],
    [
      "B claims R from Find work: B's own lead; A, holding a lead on R, hears of the slot",
      () => claimLead({ companyId: ids.companies.B }, { quoteRequestId: ids.requestR, actorUserId: ids.actors.B }),
      { A: ["lead"], B: ["lead"], Bsvc: ["work"], J: ["work"], Rg: ["work"], X: ["request"] },
    ],
    [
      "A quotes: A's own quote and R's customer only",
      () =>
        sendQuote(
          { companyId: ids.companies.A },
          {
            authorLanguage: "en-GB",
            leadId: ids.leadA,
            actorUserId: ids.actors.A,
            terms: { price: "850", inclusions: [], message: "" },
          },
        ),
      { A: ["lead"], X: ["request"] },
    ],
    [
      "a request in Edinburgh: only C, whose region it is in",
      () =>
        createOpenRequest(db(), {
          fromPostcode: "EH2 2AA",
          fromCity: "Edinburgh",
          fromLat: EDINBURGH.lat,
          fromLng: EDINBURGH.lng,
        }),
      { C: ["work"] },
    ],
    [
      "Y cancels its Edinburgh request: Y's stream and C, never X",
      () => cancelRequest(ids.tokenY, {}),
      { C: ["work"], Y: ["request"] },
    ],
    [
      "B's service area is changed by plain SQL: B alone hears that its reach changed",
      () => db().update(companies).set({ serviceRadiusMiles: 20 }).where(eq(companies.id, ids.companies.B)),
      { B: ["work"] },
    ],
    [
      "a change rolled back is never announced",
      () =>
        db()
          .transaction(async (tx) => {
            await tx.update(quoteRequests).set({ status: "cancelled" }).where(eq(quoteRequests.id, ids.requestR));
            throw new Error("roll back");
          })
          .catch(() => undefined),
      {},
    ],
    [
      "a bulk load with movematch.live_events off is not announced",
      () =>
        db().transaction(async (tx) => {
          await tx.execute(sql`set local movematch.live_events = 'off'`);
          await createOpenRequest(tx as never, { fromLat: MANCHESTER.lat, fromLng: MANCHESTER.lng });
        }),
      {},
    ],
  ];

  for (const [label, change, expected] of STEPS) {
    it(label, async () => {
      expect(await hearDuring(change)).toEqual(expected);
    });
  }

  it("tells partners and customers only a kind and ids they may see", async () => {
    const sent = await (async () => {
      const all: LiveMessage[] = [];
      for (const listener of LISTENERS) heard[listener] = [];
      await hearDuring(() =>
        createInvitation(db(), {
          quoteRequestId: ids.requestR,
          companyId: ids.companies.C,
        }),
      );
      for (const listener of LISTENERS) all.push(...heard[listener]);
      return all;
    })();
    expect(sent).toEqual(expect.arrayContaining([{ kind: "invitation", request: ids.requestR }, { kind: "request" }]));
    for (const message of sent)
      expect(Object.keys(message).every((key) => key === "kind" || key === "request")).toBe(true);
  });
});

describe("live updates: what the database announces", () => {
  const db = setupTestDatabase();

  it("holds ids and coarse facts of the request's start, never the customer's details", async () => {
    const payloads: string[] = [];
    const handle = await getDatabaseHandle();
    const stop = await handle.listen(LIVE_CHANNEL, (payload) => {
      if (payload) payloads.push(payload);
    });
    try {
      const { request, token } = await createRequestWithToken(db(), {
        fromAddress: "12 Secret Street",
        toAddress: "34 Hidden Road",
        fromLat: MANCHESTER.lat,
        fromLng: MANCHESTER.lng,
      });
      const company = await createCompany(db());
      const actorUserId = await createMember(db(), company.id);
      const { leadId } = await claimLead({ companyId: company.id }, { quoteRequestId: request.id, actorUserId });
      await sendQuote(
        { companyId: company.id },
        {
          authorLanguage: "en-GB",
          leadId,
          actorUserId,
          terms: { price: "700", inclusions: [], message: "See you then" },
        },
      );
      await cancelRequest(token, { reason: "Found another way" });
      await expect.poll(() => payloads.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(5);

      const kinds = payloads.map((payload) => (JSON.parse(payload) as { kind: string }).kind);
      expect(new Set(kinds)).toEqual(new Set(["request.new", "lead.changed", "request.changed", "quote.changed"]));
      const allowed = new Set(["kind", "request", "company", "lat", "lng", "moveType", "area", "companies"]);
      for (const payload of payloads) {
        expect(Object.keys(JSON.parse(payload)).filter((key) => !allowed.has(key))).toEqual([]);
        for (const secret of [
          request.fullName,
          request.email,
          request.phone ?? "",
          request.fromPostcode,
          "Secret Street",
          "Hidden Road",
          "See you then",
          "Found another way",
          request.reference,
        ]) {
          expect(payload).not.toContain(secret);
        }
      }
      const created = JSON.parse(payloads[0] ?? "{}");
      expect(created).toEqual({
        kind: "request.new",
        request: request.id,
        lat: MANCHESTER.lat,
        lng: MANCHESTER.lng,
        moveType: "domestic",
        area: "M",
        companies: [],
      });
    } finally {
      await stop();
    }
  });
});
