import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimit } from "~/db/schema";
import { serverI18n } from "~/i18n/catalogues.server";
import { settleBackgroundTasks } from "~/server/background.server";
import { clientNetwork } from "~/server/client-address.server";
import { logger } from "~/server/logger.server";
import {
  addressKey,
  consumeRateLimit,
  LONGEST_RATE_LIMIT_WINDOW_SECONDS,
  QUIET_RATE_LIMITS,
  RATE_LIMITS,
  type RateLimitRule,
  SIGN_IN_ACCOUNT_BACKOFF,
  signInBackoffSeconds,
} from "~/server/rate-limit.server";
import { createOpenRequest, createPartnerCompany } from "../../factories/leads";
import { validQuoteForm } from "../../factories/quote-form";
import { createSignedInUser, createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { nextIp, post, type Settled } from "../../support/http";
import { emailsTo } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/** Uses up a rule's allowance for `key`, as earlier requests would have. */
async function exhaust(rule: RateLimitRule, key: string) {
  for (let i = 0; i < rule.max; i++) await consumeRateLimit(rule, key);
}

/** A 429 with a Retry-After header and a message both catalogues word. */
function expectLimited(answer: Settled) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const message = (answer.body as { message?: { key: string; params?: Record<string, unknown> } } | null)?.message;
  expect(message?.key).toBeTruthy();
  for (const locale of ["en-GB", "lt"] as const) {
    const i18n = serverI18n(locale);
    expect(i18n.exists(message?.key ?? "", { lng: locale }), `${message?.key} in ${locale}`).toBe(true);
    expect(String(i18n.t(message?.key ?? "", { lng: locale, ...message?.params } as never))).not.toMatch(/\{\{/);
  }
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

const contactFields = (email: string) => ({
  firstName: "Amira",
  lastName: "Khan",
  email,
  phone: "07911 123456",
  subject: "quote",
  message: "I am moving from Leeds to York in March.",
});

describe("client networks", () => {
  it("groups IPv6 by /64, keeps IPv4 as it is and reads IPv4-mapped IPv6 as IPv4", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::");
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
    expect(clientNetwork("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("192.0.2.8")).not.toBe("192.0.2.7");
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});

describe("the table of limits", () => {
  it("names every rule once and fits every window into the rows better-auth keeps", () => {
    const rules = [...Object.values(RATE_LIMITS), ...Object.values(QUIET_RATE_LIMITS)];
    const names = rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Math.max(...rules.map((rule) => rule.windowSeconds))).toBeLessThanOrEqual(LONGEST_RATE_LIMIT_WINDOW_SECONDS);
  });

  it("makes the account wait longer after each further failure, up to a cap", () => {
    const { freeFailures, maxDelaySeconds } = SIGN_IN_ACCOUNT_BACKOFF;
    expect(signInBackoffSeconds(freeFailures - 1)).toBe(0);
    const waits = [0, 1, 2, 3].map((extra) => signInBackoffSeconds(freeFailures + extra));
    expect(waits).toEqual([2, 4, 8, 16]);
    expect(signInBackoffSeconds(freeFailures + 40)).toBe(maxDelaySeconds);
  });
});

describe("abuse limits", () => {
  const db = setupTestDatabase();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("counts first attempts made at once exactly, each one once", async () => {
    // On PostgreSQL these race for the same new row; every one must be counted and none fail.
    const rule = { name: "concurrent-test", max: 100, windowSeconds: 60 };
    for (let round = 0; round < 10; round++) {
      const key = uniqueEmail("race");
      const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(rule, key)));
      expect(results.every((result) => result.allowed)).toBe(true);
      const rows = await db()
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, `app:${rule.name}:${key}`));
      expect(rows.map((row) => row.count)).toEqual([20]);
    }
  });

  it("limits the contact form per network with a 429, and an IPv6 /64 is one network", async () => {
    await exhaust(RATE_LIMITS.contactNetwork, clientNetwork("2001:db8:aa:1::1"));
    // Another address in the same /64 shares the bucket; a neighbouring /64 does not.
    expectLimited(
      await callRoute(post("/contact", contactFields(uniqueEmail("c"))), { clientIp: "2001:db8:aa:1::beef" }),
    );
    const other = await callRoute(post("/contact", contactFields(uniqueEmail("c"))), { clientIp: "2001:db8:aa:2::1" });
    expect(other.status).toBe(200);
  });

  it("limits lost-link requests per network", async () => {
    const ip = nextIp();
    await exhaust(RATE_LIMITS.lostLinkNetwork, ip);
    expectLimited(await callRoute(post("/my-request", { email: uniqueEmail("lost") }), { clientIp: ip }));
  });

  it("limits password-reset requests per network", async () => {
    const ip = nextIp();
    await exhaust(RATE_LIMITS.passwordResetNetwork, ip);
    expectLimited(await callRoute(post("/account/forgot-password", { email: uniqueEmail("r") }), { clientIp: ip }));
  });

  it("limits partner applications per network", async () => {
    const ip = nextIp();
    await exhaust(RATE_LIMITS.partnerRegistrationNetwork, ip);
    const application = {
      removalTypes: ["domestic"],
      targetArea: { type: "radius", selectedCities: [], location: "M1 1AE", radius: "45" },
      companyDetails: {
        name: "Limit Removals",
        businessType: "company",
        companyNumber: "12345678",
        numberOfEmployees: "6-10",
        email: uniqueEmail("apply"),
        telephone: "0161 496 0000",
        addressLine1: "12 Portland Street",
        postCode: "m1 1ae",
      },
    };
    expectLimited(await callRoute(post("/become-partner", application, { json: true }), { clientIp: ip }));
  });

  it("limits verification codes per network and per address a day, whichever network asks", async () => {
    const ip = nextIp();
    await exhaust(RATE_LIMITS.quoteCodeSendNetwork, ip);
    const sendCode = (email: string) =>
      post("/quote", { intent: "send-code", personalDetails: { email } }, { json: true });
    expectLimited(await callRoute(sendCode(uniqueEmail("code")), { clientIp: ip }));

    const email = uniqueEmail("code");
    await exhaust(RATE_LIMITS.quoteCodeSendAddress, addressKey(email));
    expectLimited(await callRoute(sendCode(email.toUpperCase()), { clientIp: nextIp() }));
    expect(await emailsTo(db(), email)).toHaveLength(0);
  });

  it("limits code checks (submissions) per network and per address a day", async () => {
    const submit = (email: string) =>
      post(
        "/quote",
        {
          intent: "submit",
          code: "123456",
          idempotencyKey: randomBytes(8).toString("hex"),
          ...validQuoteForm(email),
        },
        { json: true },
      );
    const ip = nextIp();
    await exhaust(RATE_LIMITS.quoteSubmitNetwork, ip);
    expectLimited(await callRoute(submit(uniqueEmail("check")), { clientIp: ip }));

    const email = uniqueEmail("check");
    await exhaust(RATE_LIMITS.quoteCodeCheckAddress, addressKey(email));
    expectLimited(await callRoute(submit(email), { clientIp: nextIp() }));
  });

  it("limits claims per partner company, whoever of its people claims", async () => {
    const { company } = await createPartnerCompany(db());
    const owner = await createSignedInUser({ role: "partner", company });
    const request = await createOpenRequest(db());
    await exhaust(RATE_LIMITS.claimCompany, company.id);
    const answer = await callRoute(
      post(`/partner/admin/find-work/${request.id}`, { intent: "claim" }, { cookie: owner.cookie }),
      { clientIp: nextIp() },
    );
    expectLimited(answer);
  });

  it("limits sign-in per network through better-auth, with one IPv6 /64 as one network", async () => {
    // Unknown accounts each time: this is the network's limit, not an account's back-off.
    for (let attempt = 0; attempt < RATE_LIMITS.signInNetwork.max; attempt++) {
      const answer = await callRoute(
        post("/account/login", { intent: "password", email: uniqueEmail("nobody"), password: "wrong password" }),
        { clientIp: `2001:db8:bb:1::${attempt + 1}` },
      );
      expect(answer.status).toBe(401);
    }
    const limited = await callRoute(
      post("/account/login", { intent: "password", email: uniqueEmail("nobody"), password: "wrong password" }),
      { clientIp: "2001:db8:bb:1:ffff::1" },
    );
    expectLimited(limited);
    const neighbour = await callRoute(
      post("/account/login", { intent: "password", email: uniqueEmail("nobody"), password: "wrong password" }),
      { clientIp: "2001:db8:bb:2::1" },
    );
    expect(neighbour.status).toBe(401);
  });

  it("makes an account wait longer after repeated failures from any network, and logs its id, not its address", async () => {
    const partner = await createUser({ role: "partner" });
    const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
    vi.spyOn(logger, "warn").mockImplementation((message, fields) => void warnings.push({ message, fields }));
    const signIn = (password: string) =>
      callRoute(post("/account/login", { intent: "password", email: partner.email, password }), { clientIp: nextIp() });

    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_BACKOFF.freeFailures; attempt++) {
      expect((await signIn("wrong password")).status).toBe(401);
    }
    // Even the right password waits now, from a fresh network.
    const first = await signIn(partner.password);
    expectLimited(first);
    const firstWait = Number(first.headers.get("retry-after"));
    expect(firstWait).toBeLessThanOrEqual(signInBackoffSeconds(SIGN_IN_ACCOUNT_BACKOFF.freeFailures));

    // The wait passes (moved back in time), the next try fails too: the wait doubles.
    await rewindBackoff();
    expect((await signIn("wrong password")).status).toBe(401);
    const second = await signIn(partner.password);
    expectLimited(second);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(firstWait);

    const logged = warnings.filter((line) => line.fields?.userId === partner.id);
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(warnings)).not.toContain(partner.email);

    // Once the wait is over the right password works and clears the count.
    await rewindBackoff();
    expect((await signIn(partner.password)).status).toBe(302);
    expect(await backoffRows()).toHaveLength(0);

    async function backoffRows() {
      return db()
        .select()
        .from(rateLimit)
        .where(eq(rateLimit.key, `app:${SIGN_IN_ACCOUNT_BACKOFF.name}:${addressKey(partner.email)}`));
    }
    async function rewindBackoff() {
      await db()
        .update(rateLimit)
        .set({ lastRequest: Date.now() - SIGN_IN_ACCOUNT_BACKOFF.maxDelaySeconds * 1000 })
        .where(eq(rateLimit.key, `app:${SIGN_IN_ACCOUNT_BACKOFF.name}:${addressKey(partner.email)}`));
    }
  });

  it("shows an account held in back-off by someone else's failures a way out: a new password through the emailed link ends the wait", async () => {
    const partner = await createUser({ role: "partner" });
    const signIn = (password: string) =>
      callRoute(post("/account/login", { intent: "password", email: partner.email, password }), { clientIp: nextIp() });
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_BACKOFF.freeFailures; attempt++) {
      expect((await signIn("wrong password")).status).toBe(401);
    }
    const waiting = await signIn(partner.password);
    expectLimited(waiting);
    expect((waiting.body as { message?: { key?: string } }).message?.key).toBe("auth:login.errors.accountWaiting");

    await callRoute(post("/account/forgot-password", { email: partner.email }), { clientIp: nextIp() });
    await settleBackgroundTasks();
    const [mail] = await emailsTo(db(), partner.email, "password-reset");
    const resetUrl = (mail?.payload as { resetUrl?: string } | undefined)?.resetUrl ?? "";
    const token = new URL(resetUrl).searchParams.get("token") ?? "";
    const newPassword = "a quite new password 4821";
    const reset = await callRoute(
      post("/account/reset-password", { token, password: newPassword, confirmPassword: newPassword }),
      { clientIp: nextIp() },
    );
    expect(reset.status).toBe(302);
    expect((await signIn(newPassword)).status).toBe(302);
  });

  it("treats an unknown address like a known one: the same back-off, no log line", async () => {
    const email = uniqueEmail("ghost");
    const warn = vi.spyOn(logger, "warn");
    const signIn = () =>
      callRoute(post("/account/login", { intent: "password", email, password: "wrong password" }), {
        clientIp: nextIp(),
      });
    for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_BACKOFF.freeFailures; attempt++) {
      expect((await signIn()).status).toBe(401);
    }
    expectLimited(await signIn());
    expect(warn.mock.calls.filter(([message]) => message.includes("sign-ins"))).toHaveLength(0);
  });

  it("emails one address at most a few reset links a day, answering the same", async () => {
    const partner = await createUser({ role: "partner" });
    const answers: number[] = [];
    for (let i = 0; i < QUIET_RATE_LIMITS.passwordResetAddress.max + 2; i++) {
      const answer = await callRoute(post("/account/forgot-password", { email: partner.email }), {
        clientIp: nextIp(),
      });
      answers.push(answer.status);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    await settleBackgroundTasks();
    const sent = await emailsTo(db(), partner.email, "password-reset");
    expect(sent).toHaveLength(QUIET_RATE_LIMITS.passwordResetAddress.max);
  });
});
