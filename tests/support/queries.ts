import type { Database } from "~/db/client.server";

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

export interface QueryRecorder {
  /** The statements sent since the last call. */
  take(): RecordedQuery[];
}

/** Records every statement sent through the driver's client (PGlite or a node-postgres pool). */
export function recordQueries(db: Database): QueryRecorder {
  // Drizzle keeps the driver's client on the database object, untyped on the shared Database type.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  let recorded: RecordedQuery[] = [];
  client.query = (first: unknown, params?: unknown, ...rest: unknown[]) => {
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    recorded.push({ text, params: Array.isArray(params) ? params : [] });
    return original(first, params, ...rest);
  };
  return {
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}
