import { afterEach, describe, expect, it, vi } from "vitest";
import { logger, redact } from "./logger.server";
import { runInRequestScope } from "./observability/request-scope.server";

describe("log redaction", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hashes email addresses, keeping the domain, the same way each time", () => {
    const once = redact("550 <Amira.Khan+moves@example.co.uk>: mailbox unavailable");
    expect(once).not.toContain("Amira");
    expect(once).toMatch(/^550 <\[[0-9a-f]{10}\]@example\.co\.uk>: mailbox unavailable$/);
    expect(once).toContain(redact("amira.khan+moves@example.co.uk"));
  });

  it("removes tokens from one-time links and query strings", () => {
    expect(redact("GET https://movematch.test/my-request/AbC_d-9xYz?x=1")).toBe(
      "GET https://movematch.test/my-request/[redacted]?x=1",
    );
    expect(redact("/review/tok3n and /set-password?token=s3cr3t&next=/")).toBe(
      "/review/[redacted] and /set-password?token=[redacted]&next=/",
    );
  });

  it("writes no address, token, password or code, at any depth, in the message or the fields", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line) => {
      lines.push(String(line));
    });
    const error = new Error("Invalid login: 535 for owner@firm.example");
    logger.error("Sign-in failed for owner@firm.example", {
      attempts: 3,
      error,
      details: [
        { email: "owner@firm.example", password: "Summer2025!", resetUrl: "https://x.test/reset-password/abc123" },
      ],
      session: { token: "tok-123", accessToken: "tok-456" },
      verificationCode: "493817",
      code: "rate_limited",
    });
    const [line = ""] = lines;
    for (const secret of ["owner@", "Summer2025!", "abc123", "tok-123", "tok-456", "493817"]) {
      expect(line).not.toContain(secret);
    }
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({ level: "error", attempts: 3, code: "rate_limited", verificationCode: "[redacted]" });
    expect(parsed.message).toMatch(/^Sign-in failed for \[[0-9a-f]{10}\]@firm\.example$/);
    expect(parsed.error).toMatch(/^Invalid login: 535 for \[[0-9a-f]{10}\]@firm\.example$/);
  });

  it("writes one JSON line per call, with its time and level, to the error console (stderr) for errors, none below LOG_LEVEL", () => {
    // The tests run with LOG_LEVEL=error (vitest.config.ts).
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((line) => out.push(String(line)) > 0);
    vi.spyOn(console, "error").mockImplementation((line) => {
      err.push(String(line));
    });
    logger.info("Time sweeps ran", { leadsExpired: 2 });
    logger.error("The time sweeps failed", { attempt: 2 });
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^\{.*\}$/);
    expect(JSON.parse(err[0] ?? "")).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "error",
      attempt: 2,
      message: "The time sweeps failed",
    });
  });

  it("adds the id of the request being handled to every line written meanwhile", async () => {
    const out: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line) => {
      out.push(String(line));
    });
    await new Promise<void>((resolve) =>
      runInRequestScope({ requestId: "req-42", route: "/" }, () => {
        setTimeout(() => {
          logger.error("Claim failed");
          resolve();
        }, 1);
      }),
    );
    logger.error("Outside");
    expect(out.map((line) => JSON.parse(line).requestId)).toEqual(["req-42", undefined]);
  });
});
