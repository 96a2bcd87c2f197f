/**
 * How long records that carry secrets or contact details are kept. The privacy page states
 * these figures and the retention sweeps (app/server/sweeps/retention-sweeps.server.ts) apply
 * them, so the policy and the code cannot drift apart.
 */
export const RETENTION_DAYS = {
  /** The record of an email (recipient, template, status, times). Its content is erased once sent. */
  emailRecords: 90,
  /** Hashed verification codes, counted from when they were sent (per-address daily limits need a day). */
  verificationCodes: 2,
  /** Password-reset, set-password and invitation tokens, and signed-in sessions, after they expire. */
  expiredTokens: 1,
} as const;
