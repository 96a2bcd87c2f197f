import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { emailOutbox, quoteRequests } from "~/db/schema";
import { asLocale } from "~/i18n/config";
import { LOST_LINK_EMAILS_PER_HOUR } from "~/lib/lead-rules";
import { lostLinkSchema } from "~/lib/schemas/customer-request";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";
import { parseOrThrow } from "../validation.server";
import { issueAccessLink } from "./access-links.server";

/** The most requests one email lists (the newest). */
const MAX_LISTED_REQUESTS = 20;
const HOUR_MS = 3600 * 1000;

/**
 * "Lost your link?": emails a fresh private link to every request of the address. The caller
 * answers the same whether or not the address is known, and whether or not this sent anything:
 * an unknown address and an address past its hourly limit simply get no email. The route adds
 * a limit per network.
 */
export async function sendRequestLinks({ email, now = new Date() }: { email: string; now?: Date }): Promise<void> {
  const address = parseOrThrow(lostLinkSchema, { email }).email;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const requests = await tx
      .select({
        id: quoteRequests.id,
        reference: quoteRequests.reference,
        fromCity: quoteRequests.fromCity,
        createdAt: quoteRequests.createdAt,
        locale: quoteRequests.locale,
      })
      .from(quoteRequests)
      .where(sql`lower(${quoteRequests.email}) = ${address}`)
      .orderBy(desc(quoteRequests.createdAt))
      .limit(MAX_LISTED_REQUESTS);
    if (requests.length === 0) return;
    const [recent] = await tx
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "customer-request-links"),
          eq(emailOutbox.to, address),
          gt(emailOutbox.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= LOST_LINK_EMAILS_PER_HOUR) return;
    const links = [];
    for (const quoteRequest of requests) {
      links.push({
        reference: quoteRequest.reference,
        fromCity: quoteRequest.fromCity,
        createdAt: quoteRequest.createdAt.toISOString(),
        url: await issueAccessLink(tx, quoteRequest.id, now),
      });
    }
    // In the language of the newest request: the one the customer used with us last.
    await queueEmail(tx, {
      to: address,
      template: "customer-request-links",
      payload: { requests: links },
      locale: asLocale(requests[0]?.locale),
    });
  });
}
