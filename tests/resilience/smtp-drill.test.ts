import net from "node:net";
import path from "node:path";
import { expect, it } from "vitest";
import {
  drillSetting,
  mailCounts,
  PORTS,
  sinkMessages,
  startApp,
  startMailSink,
  stop,
  submitContact,
  waitForMail,
} from "./support";

/**
 * The mail server down for a minute while the app takes contact messages, on the embedded
 * database: the outbox keeps every acknowledgement and retries until the server is back. In a
 * file of its own because it is mostly waiting, so that the other drills run beside it.
 */
const setting = drillSetting("movematch-smtp-drill-");

it("SMTP down for a minute, then up: every email arrives, none twice", async () => {
  const app = await startApp({ dataDir: path.join(setting.scratch, "smtp") });
  await stop(setting.sink, "SIGTERM");
  const downAt = Date.now();
  const emails = Array.from({ length: 10 }, (_, i) => `smtp-${i}@example.com`);
  const outcomes = await Promise.all(emails.map((email, i) => submitContact(PORTS.app, i, email)));
  expect(outcomes.every((outcome) => outcome === "stored")).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() - downAt)));
  setting.sink = await startMailSink();
  const upAfterMs = Date.now() - downAt;
  // Retries come 30 s after the first failure and 60 s after the second, so the mail arrives
  // about 90 s after the outage began; then a quiet spell, for a second copy to show up if one were sent.
  await waitForMail((messages) => emails.every((email) => mailCounts(messages).has(email)), 120_000);
  const deliveredAfterMs = Date.now() - downAt;
  const mail = await waitForMail(() => true, 30_000, 6_000);
  await stop(app, "SIGTERM");
  const counts = mailCounts(mail);
  expect(emails.map((email) => counts.get(email))).toEqual(emails.map(() => 1));
  console.info(
    `SMTP drill: down ${Math.round(upAfterMs / 1000)} s, 10/10 delivered once within ${Math.round(deliveredAfterMs / 1000)} s of the outage's start, 0 twice`,
  );
});

// The SIGKILL drills kill the app while its outbox may be mid-delivery: the sink must outlive it.
it("a sender cut off in the middle of a message leaves the mail sink running, the message not kept", async () => {
  const before = (await sinkMessages()).length;
  const socket = net.connect(PORTS.smtp, "127.0.0.1");
  socket.on("error", () => {});
  const commands = ["EHLO drill", "MAIL FROM:<drill@example.com>", "RCPT TO:<cut-off@example.com>", "DATA"];
  // Each command once the server's reply to the one before is complete (its last line "NNN "),
  // then, after DATA's 354, half a message.
  await new Promise<void>((resolve) => {
    let replies = "";
    socket.on("data", (chunk) => {
      replies += chunk.toString();
      const lines = replies.split("\r\n");
      if (lines.at(-1) !== "" || !/^\d{3} /.test(lines.at(-2) ?? "")) return;
      const command = commands.shift();
      if (command) socket.write(`${command}\r\n`);
      else {
        expect(lines.at(-2)).toMatch(/^354 /);
        socket.write("Subject: half a message\r\n", () => resolve());
      }
    });
  });
  socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(setting.sink.process.exitCode).toBeNull();
  const after = await sinkMessages();
  expect(after).toHaveLength(before);
});
