import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { account, companies, companyMembers, user } from "~/db/schema";
import { slugFromName } from "~/lib/directory";
import { createSetPasswordToken } from "../auth/accounts.server";
import { passwordLink } from "../auth/auth.server";
import { recordDirectoryChange } from "../directory/directory-changes.server";
import { CITIES } from "./data/cities";

/**
 * Demo partner companies a newcomer can sign in as, to play the partner side of the demo: one in
 * each of a few demo cities, approved, with a complete profile and an owner account that has no
 * password yet. Directory firms of the demo have no account and are never invited; these are, but
 * only once their owner has signed in (set the password with the printed link), like any partner.
 * Nothing seeded answers on anyone's behalf.
 */

const DEMO_PARTNER_CITIES = ["London", "Manchester", "Leeds", "Birmingham", "Bristol"] as const;
const SET_PASSWORD_DAYS = 14;
/** Demo owners' addresses: a reserved domain, so no email can ever reach a real inbox. */
const DEMO_EMAIL_DOMAIN = "demo-partner.movematch.example";

export interface DemoPartnerLink {
  companyName: string;
  city: string;
  email: string;
  setPasswordUrl: string;
}

function demoPartnerOf(cityName: (typeof DEMO_PARTNER_CITIES)[number]) {
  const city = CITIES.find((candidate) => candidate.name === cityName);
  if (!city) throw new Error(`demo partners: no city named ${cityName}`);
  const name = `${city.name} Demo Removals`;
  const slug = `demo-partner-${slugFromName(city.name)}`;
  return {
    city,
    company: {
      slug,
      name,
      status: "approved" as const,
      isPartner: true,
      email: `owner@${slugFromName(city.name)}.${DEMO_EMAIL_DOMAIN}`,
      // The address customers see: not the owner's sign-in, as the profile rule asks of every partner.
      publicEmail: `hello@${slugFromName(city.name)}.${DEMO_EMAIL_DOMAIN}`,
      phone: "+441234567890",
      addressLine1: "1 Demo Street",
      postcode: `${city.districts[0] ?? city.postcodeArea} 1AA`,
      town: city.name,
      lat: city.lat,
      lng: city.lng,
      about: `A demo partner company in ${city.name}, for trying the partner side of MoveMatch: claim leads, send quotes and run jobs.`,
      removalTypes: ["domestic" as const, "commercial" as const],
      services: ["house-removals" as const, "office-removals" as const, "packing" as const],
      serviceAreaMode: "radius" as const,
      serviceLat: city.lat,
      serviceLng: city.lng,
      serviceRadiusMiles: 30,
      serviceCentreLabel: city.name,
    },
  };
}

/**
 * Creates the demo partners that do not exist yet, and gives every demo partner owner that has not
 * chosen a password a fresh set-password link. Returns the links, to be shown once (only their
 * hashes are kept). A second call creates nothing new; an owner with a password gets no link.
 */
export async function createDemoPartners(db: Database, now = new Date()): Promise<DemoPartnerLink[]> {
  return db.transaction(async (tx) => {
    const links: DemoPartnerLink[] = [];
    let created = 0;
    for (const { city, company } of DEMO_PARTNER_CITIES.map(demoPartnerOf)) {
      const [existing] = await tx
        .select({ userId: companyMembers.userId, password: account.password })
        .from(companies)
        .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
        .leftJoin(account, and(eq(account.userId, companyMembers.userId), eq(account.providerId, "credential")))
        .where(and(eq(companies.slug, company.slug), eq(companyMembers.role, "owner")));
      if (existing?.password) continue;
      let userId = existing?.userId;
      if (!userId) {
        const [row] = await tx
          .insert(companies)
          .values({ ...company, approvedAt: now, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: companies.slug })
          .returning({ id: companies.id });
        // A company of that name without an owner is someone's edit: left alone.
        if (!row) continue;
        userId = randomUUID();
        await tx.insert(user).values({
          id: userId,
          name: company.name,
          email: company.email,
          emailVerified: true,
          role: "partner",
        });
        await tx.insert(companyMembers).values({ companyId: row.id, userId, role: "owner" });
        created++;
      }
      const token = await createSetPasswordToken(tx, { userId, expiresInDays: SET_PASSWORD_DAYS });
      links.push({
        companyName: company.name,
        city: city.name,
        email: company.email,
        setPasswordUrl: passwordLink("set-password", token),
      });
    }
    if (created > 0) await recordDirectoryChange(tx, { coverage: true });
    return links;
  });
}

/**
 * The set-password links as lines for the console of the local start or command that made them.
 * Printed, never logged: the logger rightly redacts tokens, and these are for the person at the
 * terminal of a demo.
 */
export function demoPartnerLines(links: DemoPartnerLink[]): string[] {
  return links.map(
    (link) => `Demo partner: ${link.companyName} (${link.email}); choose a password at ${link.setPasswordUrl}`,
  );
}
