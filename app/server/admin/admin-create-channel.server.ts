import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { AppError } from "~/lib/errors";
import { logger } from "../logger.server";
import { createAdminAccount } from "./staff.server";

/**
 * While a server holds the embedded database, `npm run admin:create` cannot open it, so the server
 * runs that one command for it over a Unix socket in DATA_DIR (docs/decisions/011). Only the
 * account that runs the server can connect: the socket sits in a directory of mode 0700 and is
 * itself 0600. It serves nothing but admin creation, with the same steps as the command run
 * alone (password rule, TOTP proved before the account is kept).
 *
 * The conversation is one JSON object a line:
 *   command → { email, password, firstName?, lastName? }
 *   server  → { totpURI }                       (the new secret, to show)
 *   command → { code }                          (a current code from it)
 *   server  → { created: { email } } | { refused: { message, params } }
 */
export function adminCreateSocketPath(dataDir: string): string {
  return path.join(dataDir, "control", "admin-create.sock");
}

export interface AdminCreateRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export type AdminCreateReply =
  | { totpURI: string }
  | { created: { email: string } }
  | { refused: { message: string; params?: Record<string, string | number> } };

/** A refusal of a step that is not one of the expected ones: the details stay in the server's log. */
const UNEXPECTED: AdminCreateReply = { refused: { message: "admin:errors.createFailed" } };

function send(socket: Socket, reply: AdminCreateReply) {
  if (!socket.destroyed) socket.write(`${JSON.stringify(reply)}\n`);
}

function parseRequest(line: string): AdminCreateRequest | null {
  try {
    const value = JSON.parse(line) as Partial<AdminCreateRequest>;
    if (typeof value.email !== "string" || typeof value.password !== "string") return null;
    const optional = (field: unknown) => (typeof field === "string" ? field : undefined);
    return {
      email: value.email,
      password: value.password,
      firstName: optional(value.firstName),
      lastName: optional(value.lastName),
    };
  } catch {
    return null;
  }
}

async function serveConversation(socket: Socket): Promise<void> {
  const lines = createInterface({ input: socket, terminal: false })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const next = await lines.next();
    if (next.done) throw new AppError("VALIDATION", "auth:totp.invalidCode", { field: "code" });
    return String(next.value);
  };
  try {
    const accountRequest = parseRequest(await nextLine());
    if (!accountRequest) {
      send(socket, UNEXPECTED);
      return;
    }
    const created = await createAdminAccount({
      ...accountRequest,
      async proveTotp(totpURI) {
        send(socket, { totpURI });
        const answer = JSON.parse(await nextLine()) as { code?: unknown };
        return typeof answer.code === "string" ? answer.code : "";
      },
    });
    logger.info("Created an admin through admin:create", { userId: created.id });
    send(socket, { created: { email: created.email } });
  } catch (error) {
    if (error instanceof AppError) send(socket, { refused: { message: error.message, params: error.details.params } });
    else {
      logger.error("admin:create through the server failed", { error });
      send(socket, UNEXPECTED);
    }
  } finally {
    socket.end();
  }
}

/** Starts answering `npm run admin:create` on the socket in DATA_DIR; returns how to stop. */
export async function listenForAdminCreate(dataDir: string): Promise<() => Promise<void>> {
  const socketPath = adminCreateSocketPath(dataDir);
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  // Left by a server that was killed; this process holds the database lock, so it is not in use.
  rmSync(socketPath, { force: true });
  const open = new Set<Socket>();
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
    void serveConversation(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A command still waiting at its code prompt does not hold up the shutdown.
      for (const socket of open) socket.destroy();
    });
}
