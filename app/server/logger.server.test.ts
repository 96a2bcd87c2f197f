import { afterEach, describe, expect, it, vi } from "vitest";
import { logger, redact } from "./logger.server";

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
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
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
});
