import { afterEach, describe, expect, it, vi } from "vitest";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { settleBackgroundTasks } from "~/server/background.server";
import { createUser } from "../../factories/users";
import { setupTestDatabase } from "../../setup/test-database";
import { args, post, settle } from "../../support/http";
import { emailsTo } from "../../support/outbox";

/**
 * Queueing the reset email is held at a gate the test opens, standing in for any slowness of
 * the known-address path (the token row, rendering, the outbox). The page must answer while the
 * gate is still shut: its answer cannot depend on how long that path takes.
 */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const state = { shut: Promise.resolve(), queued: 0 };
  return {
    state,
    close() {
      state.shut = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    open: () => open(),
  };
});

vi.mock("~/server/email/outbox.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/server/email/outbox.server")>();
  return {
    ...original,
    queueEmail: async (...call: Parameters<typeof original.queueEmail>) => {
      await gate.state.shut;
      gate.state.queued += 1;
      return original.queueEmail(...call);
    },
  };
});

describe("forgotten-password answers", () => {
  const db = setupTestDatabase();
  afterEach(async () => {
    gate.open();
    await settleBackgroundTasks();
  });

  const forgot = (email: string) => settle(forgotAction(args(post("/account/forgot-password", { email }))));

  it("answers a known address before its email is even queued, exactly as an unknown one", async () => {
    const partner = await createUser({ role: "partner" });
    gate.close();
    const known = await forgot(partner.email);
    const unknown = await forgot("nobody-at-all@example.com");
    // Both answers are in while the known address's email is still waiting at the gate.
    expect(gate.state.queued).toBe(0);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ ok: true, data: { email: partner.email } });
    expect(unknown.body).toEqual({ ok: true, data: { email: "nobody-at-all@example.com" } });

    gate.open();
    await settleBackgroundTasks();
    expect(gate.state.queued).toBe(1);
    const [mail] = await emailsTo(db(), partner.email);
    expect(mail?.template).toBe("password-reset");
    expect(await emailsTo(db(), "nobody-at-all@example.com")).toHaveLength(0);
  });

  it("takes about as long for a known address as for an unknown one", async () => {
    const partner = await createUser({ role: "partner" });
    const timed = async (email: string) => {
      const started = performance.now();
      await forgot(email);
      return performance.now() - started;
    };
    // Warm up, then alternate so that load on the machine hits both alike; compare medians.
    await timed("warm-up@example.com");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      known.push(await timed(partner.email));
      unknown.push(await timed(`nobody-${round}@example.com`));
      await settleBackgroundTasks();
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Generous: both paths do the same two counter updates; the lookup and email come after.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(50, median(unknown)));
  });
});
