/**
 * Supplier details for a test deployment (NODE_ENV=production without LOCAL_RUN must set them,
 * app/server/env.server.ts): plainly test values, no real address, company or bank account.
 */
export const TEST_SUPPLIER_SETTINGS = {
  BUSINESS_NAME: "MoveMatch Test Ltd",
  BUSINESS_ADDRESS: "1 Test Street, Testville, TE1 1ST",
  BUSINESS_COMPANY_NUMBER: "00000000",
  BANK_ACCOUNT_NAME: "MoveMatch Test Ltd",
  BANK_SORT_CODE: "000000",
  BANK_ACCOUNT_NUMBER: "00000000",
  SUPPORT_EMAIL: "support@movematch.example",
} as const;

/** Who signs emails in tests (app/emails/types.ts EmailSender): plainly test values. */
export const TEST_EMAIL_SENDER = {
  name: "MoveMatch",
  details: { addressLines: ["1 Test Street", "Testville", "TE1 1ST"] },
  supportEmail: "support@movematch.example",
  supportPhone: "+441134960123",
};
