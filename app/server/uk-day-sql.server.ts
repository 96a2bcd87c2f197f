import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * UK calendar days in SQL, as app/lib/uk-time.ts has them in code: a timestamp read in London
 * time (GMT or BST as it falls), so a claim at 00:30 BST counts on its UK day, not UTC's.
 */
export function ukDay(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`(${column} at time zone 'Europe/London')::date`;
}

/** The UK month of a timestamp, "2026-06". */
export function ukMonth(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;
}
