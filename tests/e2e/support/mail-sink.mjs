import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the end-to-end run: the app delivers its mail here through its own
 * outbox worker, and tests read what arrived over HTTP (GET /messages). Its HTTP side also
 * stands in for the map tile server (MAP_TILE_URL, playwright.config.ts): the test machine
 * reaches no outside host, and every tile is a blank one.
 */
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT || 2526);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT || 2527);
const messages = [];
/** A transparent 1x1 PNG. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", async () => {
      const raw = Buffer.concat(chunks);
      try {
        // Decoded as a mail client would: tests read headers and bodies, not transfer encodings.
        const parsed = await simpleParser(raw);
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          raw: raw.toString("utf8"),
        });
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
// A client that drops its connection in the middle of a message (an app killed while it
// delivers) is an error of that connection only: the message is not kept, as a real server would
// not keep it, and the sink goes on. Unheard, the error would end the sink's process.
smtp.on("error", (error) => console.warn(`mail sink: ${error.message}`));
smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${httpPort}`);
  if (url.pathname === "/health") return response.end("ok");
  if (url.pathname.startsWith("/tiles/")) {
    response.setHeader("content-type", "image/png");
    response.setHeader("cache-control", "max-age=3600");
    return response.end(BLANK_TILE);
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader("content-type", "application/json");
    return response.end(JSON.stringify(found));
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, "127.0.0.1");
