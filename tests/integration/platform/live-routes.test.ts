import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as partnerLayout from "~/routes/partner/layout";
import { loader as partnerLive } from "~/routes/partner/live";
import * as customerLive from "~/routes/resources/my-request.$token.live";
import { closeLiveStreams, getLiveBus, startLiveEvents, stopLiveEvents } from "~/server/live/live-bus.server";
import { openLiveStream } from "~/server/live/live-streams.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createCompany } from "../../factories/companies";
import { createInvitation, createMember, createOpenRequest, createRequestWithToken } from "../../factories/leads";
import { createSignedInUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, page, settle } from "../../support/http";
import { guarded } from "../../support/routes";

/**
 * The live streams as HTTP (decision 020): /partner/admin/live behind the partner area's guard,
 * for the member's company only; /my-request/:token/live for the request the customer's link
 * opens, 404 for any other link; Server-Sent Events that end when the client goes or the server
 * shuts down. Who may open them at all is also in the access matrix and the route guard sweep.
 */

const decoder = new TextDecoder();

/** Reads a stream's text until `done` says it holds what is awaited (or the stream ends). */
function streamReader(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = "";
  let ended = false;
  return {
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    async until(done: (text: string) => boolean, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!done(text) && !ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the stream did not say it in time; it said: ${JSON.stringify(text)}`);
        const next = await Promise.race([
          reader.read(),
          new Promise<"late">((resolve) => setTimeout(() => resolve("late"), left)),
        ]);
        if (next === "late") continue;
        if (next.done) ended = true;
        else text += decoder.decode(next.value, { stream: true });
      }
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

/** The messages (data lines) a stream sent, parsed. */
const messagesIn = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);

describe("live stream routes", () => {
  const db = setupTestDatabase();
  let companyA: { id: string };
  let companyB: { id: string };
  const cookies: Record<"ownerA" | "ownerB" | "customer" | "staff", string> = {
    ownerA: "",
    ownerB: "",
    customer: "",
    staff: "",
  };

  beforeAll(async () => {
    companyA = await createCompany(db());
    companyB = await createCompany(db());
    cookies.ownerA = (await createSignedInUser({ role: "partner", company: companyA })).cookie;
    cookies.ownerB = (await createSignedInUser({ role: "partner", company: companyB })).cookie;
    cookies.customer = (await createSignedInUser({ role: "customer" })).cookie;
    cookies.staff = (await createSignedInUser({ role: "staff", twoFactor: true })).cookie;
    await startLiveEvents();
  });

  afterAll(stopLiveEvents);

  const openPartnerStream = (cookie: string | undefined, signal?: AbortSignal) => {
    const request = new Request(page("/partner/admin/live", { cookie }), { signal });
    return guarded(partnerLayout.middleware, partnerLive)(args(request));
  };

  it("admits only a member of an approved partner company: others are sent to sign in", async () => {
    for (const cookie of [undefined, cookies.customer, cookies.staff]) {
      const refused = await settle(() => openPartnerStream(cookie));
      expect(refused.status).toBe(302);
      expect(refused.location).toMatch(/^\/account\/login\?redirectTo=%2Fpartner%2Fadmin%2Flive/);
    }
  });

  it("streams the member's company's events as Server-Sent Events, and ends when the client goes", async () => {
    const before = getLiveBus().size;
    const leaveA = new AbortController();
    const leaveB = new AbortController();
    const responseA = await openPartnerStream(cookies.ownerA, leaveA.signal);
    const responseB = await openPartnerStream(cookies.ownerB, leaveB.signal);
    expect(responseA.status).toBe(200);
    expect(responseA.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(responseA.headers.get("cache-control")).toMatch(/no-store/);
    expect(responseA.headers.get("x-accel-buffering")).toBe("no");
    expect(getLiveBus().size).toBe(before + 2);
    const streamA = streamReader(responseA);
    const streamB = streamReader(responseB);
    expect(await streamA.until((text) => text.includes(": connected"))).toMatch(/^retry: \d+\n\n: connected\n\n/);

    // A's invitation, then B's: each stream hears its own, and never the other's.
    const requestA = await createOpenRequest(db());
    const requestB = await createOpenRequest(db(), { fromLat: 57.1497, fromLng: -2.0943 });
    await createInvitation(db(), { quoteRequestId: requestA.id, companyId: companyA.id });
    await createInvitation(db(), { quoteRequestId: requestB.id, companyId: companyB.id });
    const invitation = (text: string, request: string) =>
      messagesIn(text).some((message) => message.kind === "invitation" && message.request === request);
    await streamA.until((text) => invitation(text, requestA.id));
    await streamB.until((text) => invitation(text, requestB.id));
    expect(messagesIn(streamA.text)).not.toContainEqual(expect.objectContaining({ request: requestB.id }));
    expect(messagesIn(streamB.text).filter((message) => message.kind === "invitation")).toEqual([
      { kind: "invitation", request: requestB.id },
    ]);

    leaveA.abort();
    await streamA.until(() => false).catch(() => undefined);
    expect(streamA.ended).toBe(true);
    expect(getLiveBus().size).toBe(before + 1);
    leaveB.abort();
    await streamB.until(() => false).catch(() => undefined);
    expect(getLiveBus().size).toBe(before);
  });

  it("opens a customer's stream only with their link, and tells it of their request alone", async () => {
    const wrong = await settle(() =>
      customerLive.loader(
        args(page("/my-request/x/live"), { params: { token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } }),
      ),
    );
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");

    const x = await createRequestWithToken(db());
    const y = await createRequestWithToken(db());
    const openFor = (token: string) =>
      customerLive.loader(args(page(`/my-request/${token}/live`), { params: { token } })) as Promise<Response>;
    const streamX = streamReader(await openFor(x.token));
    const streamY = streamReader(await openFor(y.token));

    // A company claims X's request and quotes: X's page hears of it, Y's does not.
    const company = await createCompany(db());
    const actorUserId = await createMember(db(), company.id);
    const lead = await createInvitation(db(), {
      quoteRequestId: x.request.id,
      companyId: company.id,
      status: "claimed",
      claimedAt: new Date(),
    });
    await sendQuote(
      { companyId: company.id },
      { authorLanguage: "en-GB", leadId: lead.id, actorUserId, terms: { price: "640", inclusions: [], message: "" } },
    );
    await streamX.until((text) => messagesIn(text).length >= 1);
    expect(new Set(messagesIn(streamX.text).map((message) => JSON.stringify(message)))).toEqual(
      new Set([JSON.stringify({ kind: "request" })]),
    );
    // Y's own change arrives after X's, and is the first thing Y hears.
    await createInvitation(db(), { quoteRequestId: y.request.id, companyId: company.id });
    await streamY.until((text) => messagesIn(text).length >= 1);
    expect(messagesIn(streamY.text)).toEqual([{ kind: "request" }]);
    await Promise.all([streamX.cancel(), streamY.cancel()]);
  });

  it("tells a first connection of a change made after its page was read", async () => {
    const company = await createCompany(db());
    const readAt = Date.now();
    const request = await createOpenRequest(db());
    await createInvitation(db(), { quoteRequestId: request.id, companyId: company.id });
    // Heard by the bus before the page's app connected.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const audience = { type: "partner" as const, companyId: company.id };
    const late = streamReader(await openLiveStream(page(`/partner/admin/live?since=${readAt}`), audience));
    await late.until((text) => messagesIn(text).length >= 1);
    // One message is enough for a page to load again: the first, the request's arrival in its region.
    expect(messagesIn(late.text)).toEqual([{ kind: "work", request: request.id }]);
    // Read after the change: nothing to tell.
    const fresh = streamReader(await openLiveStream(page(`/partner/admin/live?since=${Date.now()}`), audience));
    await fresh.until((text) => text.includes(": connected"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messagesIn(fresh.text)).toEqual([]);
    await Promise.all([late.cancel(), fresh.cancel()]);
  });

  it("sends a heartbeat, ends after its lifetime, and ends at shutdown, when new streams are told to come back", async () => {
    const audience = { type: "partner" as const, companyId: companyA.id };
    const short = streamReader(
      await openLiveStream(page("/partner/admin/live"), audience, { heartbeatMs: 30, lifetimeMs: 400, retryMs: 2_000 }),
    );
    await short.until((text) => text.includes(": heartbeat\n\n"));
    await short.until(() => false, 2_000).catch(() => undefined);
    expect(short.ended).toBe(true);

    const open = streamReader(await openPartnerStream(cookies.ownerA));
    await open.until((text) => text.includes(": connected"));
    closeLiveStreams();
    await open.until(() => false).catch(() => undefined);
    expect(open.ended).toBe(true);
    const refused = await openPartnerStream(cookies.ownerA);
    // Only when to connect again, then the end: the browser's retry reaches a server that runs.
    expect(await streamReader(refused).until(() => false)).toBe("retry: 3000\n\n");
  });
});
