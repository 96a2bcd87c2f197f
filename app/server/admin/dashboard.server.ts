import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { auditLog, companies, contacts, leads, quoteRequests, user } from "~/db/schema";
import type { AuditEntry } from "~/lib/audit";
import { formatUkPhone } from "~/lib/schemas/fields";
import { getDb } from "../db.server";
import { describeBusinessAddress, describeServiceAreas } from "../partners/describe-service-areas";

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_TABS = ["quotes", "partners", "contacts"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const QUOTE_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export const CONTACT_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export const COMPANY_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export interface ListInput {
  page: number;
  search: string;
  status: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive "contains" over any of the columns; undefined (no condition) for no search. */
function matchesSearch(search: string, columns: AnyPgColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

function pageOf<T>(rows: T[], total: number, page: number): Page<T> {
  return { rows, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The four stat cards, counted in SQL. */
export async function getDashboardStats() {
  const db = await getDb();
  const [[quotes], [pending], [partners], [applications], [contactCount]] = await Promise.all([
    db.select({ value: count() }).from(quoteRequests),
    db.select({ value: count() }).from(quoteRequests).where(eq(quoteRequests.status, "pending")),
    db.select({ value: count() }).from(companies).where(eq(companies.isPartner, true)),
    db.select({ value: count() }).from(companies).where(eq(companies.status, "pending")),
    db.select({ value: count() }).from(contacts),
  ]);
  return {
    quotes: quotes?.value ?? 0,
    pendingQuotes: pending?.value ?? 0,
    partners: partners?.value ?? 0,
    pendingApplications: applications?.value ?? 0,
    contacts: contactCount?.value ?? 0,
  };
}

export async function listQuoteRequests({ page, search, status }: ListInput) {
  const db = await getDb();
  const where = and(
    isOneOf(QUOTE_STATUSES, status) ? eq(quoteRequests.status, status) : undefined,
    matchesSearch(search, [quoteRequests.fullName, quoteRequests.email, quoteRequests.reference]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: quoteRequests.id,
        reference: quoteRequests.reference,
        createdAt: quoteRequests.createdAt,
        fullName: quoteRequests.fullName,
        email: quoteRequests.email,
        movingDate: quoteRequests.movingDate,
        specificDate: quoteRequests.specificDate,
        propertyType: quoteRequests.currentPropertyType,
        status: quoteRequests.status,
      })
      .from(quoteRequests)
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(quoteRequests).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total?.value ?? 0,
    page,
  );
}

export async function listPartners({ page, search, status }: ListInput) {
  const db = await getDb();
  const where = and(
    or(eq(companies.isPartner, true), eq(companies.status, "pending")),
    isOneOf(COMPANY_STATUSES, status) ? eq(companies.status, status) : undefined,
    matchesSearch(search, [companies.name, companies.email, companies.postcode]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        createdAt: companies.createdAt,
        name: companies.name,
        status: companies.status,
        phone: companies.phone,
        addressLine1: companies.addressLine1,
        postcode: companies.postcode,
        serviceAreaMode: companies.serviceAreaMode,
        serviceCentreLabel: companies.serviceCentreLabel,
        serviceRadiusMiles: companies.serviceRadiusMiles,
        serviceCitySlugs: companies.serviceCitySlugs,
      })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(companies).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      status: row.status,
      phone: formatUkPhone(row.phone),
      address: describeBusinessAddress(row),
      serviceAreas: describeServiceAreas(row),
    })),
    total?.value ?? 0,
    page,
  );
}

export async function listContacts({ page, search, status }: ListInput) {
  const db = await getDb();
  const where = and(
    isOneOf(CONTACT_STATUSES, status) ? eq(contacts.status, status) : undefined,
    matchesSearch(search, [contacts.firstName, contacts.lastName, contacts.email, contacts.subject]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contacts.id,
        createdAt: contacts.createdAt,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        phone: contacts.phone,
        category: contacts.category,
        priority: contacts.priority,
        status: contacts.status,
      })
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(contacts).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, phone: formatUkPhone(row.phone), createdAt: row.createdAt.toISOString() })),
    total?.value ?? 0,
    page,
  );
}

/** The audit trail of one subject, newest first. */
export async function listAuditEntries(subjectType: string, subjectId: string): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorEmail: user.email,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(desc(auditLog.at))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: row.actorEmail,
    before: row.before,
    after: row.after,
  }));
}

export async function getQuoteRequestDetail(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      createdAt: quoteRequests.createdAt,
      moveType: quoteRequests.moveType,
      fromPostcode: quoteRequests.fromPostcode,
      fromCity: quoteRequests.fromCity,
      fromAddress: quoteRequests.fromAddress,
      toCity: quoteRequests.toCity,
      toAddress: quoteRequests.toAddress,
      helpType: quoteRequests.helpType,
      currentPropertyType: quoteRequests.currentPropertyType,
      currentBedrooms: quoteRequests.currentBedrooms,
      currentLiftAvailable: quoteRequests.currentLiftAvailable,
      currentFloorNumber: quoteRequests.currentFloorNumber,
      newPropertyType: quoteRequests.newPropertyType,
      newBedrooms: quoteRequests.newBedrooms,
      newLiftAvailable: quoteRequests.newLiftAvailable,
      newFloorNumber: quoteRequests.newFloorNumber,
      additionalDetails: quoteRequests.additionalDetails,
      movingDate: quoteRequests.movingDate,
      specificDate: quoteRequests.specificDate,
      fullName: quoteRequests.fullName,
      email: quoteRequests.email,
      phone: quoteRequests.phone,
      status: quoteRequests.status,
      locale: quoteRequests.locale,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id));
  if (!row) return null;
  const leadRows = await db
    .select({
      id: leads.id,
      companyName: companies.name,
      status: leads.status,
      claimedAt: leads.claimedAt,
      offeredAt: leads.offeredAt,
    })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.quoteRequestId, id))
    .orderBy(leads.matchRank);
  return {
    ...row,
    phone: formatUkPhone(row.phone),
    createdAt: row.createdAt.toISOString(),
    leads: leadRows.map((lead) => ({
      id: lead.id,
      companyName: lead.companyName,
      status: lead.status,
      claimed: lead.claimedAt !== null,
      offeredAt: lead.offeredAt.toISOString(),
    })),
  };
}

export async function getPartnerDetail(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    isPartner: row.isPartner,
    businessType: row.businessType,
    companyNumber: row.companyNumber,
    employees: row.employees,
    email: row.email,
    phone: formatUkPhone(row.phone),
    website: row.website,
    address: describeBusinessAddress(row),
    town: row.town,
    removalTypes: row.removalTypes,
    serviceAreas: describeServiceAreas(row),
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getContactDetail(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: contacts.id,
      createdAt: contacts.createdAt,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      subject: contacts.subject,
      category: contacts.category,
      priority: contacts.priority,
      message: contacts.message,
      status: contacts.status,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row ? { ...row, phone: formatUkPhone(row.phone), createdAt: row.createdAt.toISOString() } : null;
}
