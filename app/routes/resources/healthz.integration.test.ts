import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { installDatabaseHandle } from "~/server/db.server";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./healthz";

describe("GET /healthz", () => {
  const db = setupTestDatabase();

  it("answers 200 when the database is reachable", async () => {
    db();
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database does not answer", async () => {
    const broken = {
      db: { execute: () => Promise.reject(new Error("connection refused")) },
    } as unknown as DatabaseHandle;
    installDatabaseHandle(broken);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
