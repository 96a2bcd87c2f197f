import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PartnerContext } from "../auth/guards.server";

/**
 * Tenant scoping for the partner back office. Services that touch a company's data take
 * `{ companyId }` (from `partnerContext`, never from the request) and put `ownedBy` in every
 * query's WHERE, so one company can never read or change another's rows by guessing an id.
 */
export interface CompanyScope {
  companyId: string;
}

export function scopeOf(partner: PartnerContext): CompanyScope {
  return { companyId: partner.company.id };
}

/** The condition that keeps a query inside one company: `table.companyId = scope.companyId`. */
export function ownedBy(table: { companyId: AnyPgColumn }, scope: CompanyScope): SQL {
  return eq(table.companyId, scope.companyId);
}
