import type { Database } from "~/db/client.server";

export async function seedDemoDataIfEmpty(_db: Database): Promise<Record<string, number> | undefined> {
  return undefined;
}
