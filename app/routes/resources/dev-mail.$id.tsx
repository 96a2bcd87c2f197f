import { eq } from "drizzle-orm";
import { data, href, Link } from "react-router";
import { Container } from "~/components/content/container";
import { emailOutbox } from "~/db/schema";
import { pageTitle } from "~/lib/seo";
import { z } from "~/lib/zod";
import { getDb } from "~/server/db.server";
import { isDevMailboxEnabled } from "~/server/email/transport.server";
import { getEnv } from "~/server/env.server";
import type { Route } from "./+types/dev-mail.$id";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(`${loaderData?.email.subject ?? "Email"} | Dev mailbox`) },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** One queued email as it will be (or was) sent: headers, the HTML and the text version. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isDevMailboxEnabled()) throw data(null, { status: 404 });
  // Not a uuid cannot be an email, and would make PostgreSQL raise rather than find nothing.
  const id = z.uuid().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const [email] = await db
    .select({
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      html: emailOutbox.html,
      text: emailOutbox.text,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id.data));
  if (!email) throw data(null, { status: 404 });
  return { email, from: getEnv().MAIL_FROM };
}

export default function DevMailMessage({ loaderData }: Route.ComponentProps) {
  const { email, from } = loaderData;
  const details: [string, string][] = [
    ["From", from],
    ["To", email.to],
    ["Subject", email.subject],
    ["Template", email.template],
    ["Status", email.status],
    ["Attempts", String(email.attempts)],
    ["Created (UTC)", formatTimestamp(email.createdAt)],
    [
      email.status === "sent" ? "Sent (UTC)" : "Next attempt (UTC)",
      formatTimestamp(email.sentAt ?? email.nextAttemptAt),
    ],
  ];
  if (email.lastError) details.push(["Last error", email.lastError]);

  return (
    <Container className="py-10">
      <Link to={href("/dev/mail")} className="text-brand-700 text-sm underline">
        ← All mail
      </Link>
      <h1 className="mt-4 font-bold text-2xl tracking-tight">{email.subject}</h1>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-card border border-border bg-muted p-4 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 font-semibold text-xl">HTML version</h2>
      {/* An empty sandbox: the email's markup can neither run scripts nor reach this page. */}
      <iframe
        title={`HTML version of “${email.subject}”`}
        srcDoc={email.html}
        sandbox=""
        className="mt-3 h-[36rem] w-full rounded-card border border-border bg-white shadow-card"
      />

      <h2 className="mt-8 font-semibold text-xl">Text version</h2>
      <pre
        data-testid="mail-text"
        className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-card border border-border bg-muted p-4 font-mono text-sm"
      >
        {email.text}
      </pre>
    </Container>
  );
}

/** UTC and fixed-format, so the server render and hydration agree in any time zone. */
function formatTimestamp(date: Date): string {
  return date.toISOString().replace("T", " ").slice(0, 19);
}
