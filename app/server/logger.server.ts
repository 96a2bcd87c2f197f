import { getEnv } from "./env.server";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

/** One-line JSON logs: easy to grep locally and to ship anywhere in production. */
function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[getEnv().LOG_LEVEL]) return;
  const line = JSON.stringify({ at: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
