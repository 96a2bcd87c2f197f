/**
 * A new TOTP secret as the set-up pages show it: made by the server (beginTotpSetup) and
 * rendered by the set-up form, so it lives on neither side.
 */
export interface TotpSetupDetails {
  totpURI: string;
  secret: string;
  qrCode: string;
  backupCodes: string[];
}
