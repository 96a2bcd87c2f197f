import { desc } from "drizzle-orm";
import { data, href, Link } from "react-router";
import { Container } from "~/components/content/container";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { emailOutbox } from "~/db/schema";
import { pageTitle } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { isDevMailboxEnabled } from "~/server/email/transport.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/dev-mail";

const SHOWN_EMAILS = 100;

const statusBadges = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "destructive",
} as const;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Dev mailbox") },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Every queued email, newest first, so development and a local run (npm start) can read mail without SMTP. */
export async function loader() {
  if (!isDevMailboxEnabled()) throw data(null, { status: 404 });
  const db = await getDb();
  const emails = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(SHOWN_EMAILS);
  return { emails, delivering: Boolean(getEnv().SMTP_URL) };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { emails, delivering } = loaderData;
  return (
    <Container className="py-10">
      <h1 className="font-bold text-3xl tracking-tight">Dev mailbox</h1>
      <p className="mt-2 text-muted-foreground">
        {delivering
          ? "SMTP_URL is set: the outbox worker delivers these emails. The newest 100 are shown."
          : "SMTP_URL is not set: emails stay in the outbox and are only readable here. The newest 100 are shown."}
      </p>
      {emails.length === 0 ? (
        <p className="mt-8 rounded-card border border-border bg-muted p-6 text-center text-muted-foreground">
          No email has been queued yet.
        </p>
      ) : (
        <div className="mt-8 rounded-card border border-border shadow-card">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Subject</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Template</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Attempts</TableHead>
                <TableHead>Created (UTC)</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {emails.map((email) => (
                <TableRow key={email.id}>
                  <TableCell className="whitespace-normal">
                    <Link to={href("/dev/mail/:id", { id: email.id })} className="font-medium text-brand-700 underline">
                      {email.subject}
                    </Link>
                  </TableCell>
                  <TableCell>{email.to}</TableCell>
                  <TableCell className="text-muted-foreground">{email.template}</TableCell>
                  <TableCell>
                    <Badge variant={statusBadges[email.status]}>{email.status}</Badge>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{email.attempts}</TableCell>
                  <TableCell className="tabular-nums">
                    <time dateTime={email.createdAt.toISOString()}>{formatTimestamp(email.createdAt)}</time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Container>
  );
}

/** UTC and fixed-format, so the server render and hydration agree in any time zone. */
function formatTimestamp(date: Date): string {
  return date.toISOString().replace("T", " ").slice(0, 19);
}
