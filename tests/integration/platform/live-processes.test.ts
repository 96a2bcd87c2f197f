import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { claimLead } from "~/server/leads/claim-lead.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createCompany } from "../../factories/companies";
import { createInvitation, createMember, createRequestWithToken } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";

/**
 * Live updates across processes (decision 020): on PostgreSQL every process LISTENs on its own
 * connection, so a change committed by this process reaches the streams another process holds.
 * The other process is a real one (tests/support/live-listener-process.ts) on the same database.
 * PGlite admits one process, so this runs only when TEST_DATABASE_URL is set.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("live updates reach a second process on PostgreSQL", () => {
  const db = setupTestDatabase();
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.stdin?.end();
    await exited;
  });

  it("tells the other process's partner and customer streams of a claim and a quote, and not of another request", async () => {
    const [{ name }] = (await db().execute<{ name: string }>(sql`select current_database() as name`)).rows as [
      { name: string },
    ];
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;

    const company = await createCompany(db());
    const actorUserId = await createMember(db(), company.id);
    const { request } = await createRequestWithToken(db());
    const other = await createRequestWithToken(db());

    child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/support/live-listener-process.ts", company.id, request.id],
      {
        env: { ...process.env, DATABASE_URL: url.toString(), RENDER_CACHE: "off" },
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    const heard: Record<string, unknown>[] = [];
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      heard.push(JSON.parse(line) as Record<string, unknown>);
    });
    await expect.poll(() => heard.some((line) => line.ready === true), { timeout: 30_000 }).toBe(true);
    expect(heard.find((line) => line.ready)?.pid).not.toBe(process.pid);

    // Another customer's request changes first: the other process's streams hear nothing of it.
    await createInvitation(db(), { quoteRequestId: other.request.id, companyId: (await createCompany(db())).id });
    const lead = await createInvitation(db(), { quoteRequestId: request.id, companyId: company.id });
    await claimLead({ companyId: company.id }, { leadId: lead.id, actorUserId });
    await sendQuote(
      { companyId: company.id },
      { authorLanguage: "en-GB", leadId: lead.id, actorUserId, terms: { price: "720", inclusions: [], message: "" } },
    );
    const told = (stream: string, kind: string) => heard.some((line) => line.stream === stream && line.kind === kind);
    await expect
      .poll(() => told("partner", "invitation") && told("partner", "lead") && told("customer", "request"), {
        timeout: 10_000,
      })
      .toBe(true);
    const messages = heard.filter((line) => !line.ready);
    for (const message of messages) {
      if (message.stream === "partner") expect(message.request).toBe(request.id);
      else expect(message).toEqual({ stream: "customer", kind: "request" });
    }
  }, 60_000);
});
