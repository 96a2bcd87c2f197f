import { type Env, getEnv, SUPPLIER_SETTINGS } from "./env.server";

/**
 * The platform as the supplier invoices and emails name: from configuration, never invented.
 * A deployment must set every detail (env.server.ts); a local run may leave them out, and what
 * it prints then says plainly that they are not configured.
 */
export interface Supplier {
  name: string;
  /** Null until every required detail is configured. */
  details: {
    addressLines: string[];
    companyNumber: string;
    vatNumber: string | null;
    bank: { accountName: string; sortCode: string; accountNumber: string };
  } | null;
  supportEmail: string | null;
  supportPhone: string | null;
}

export function supplierFrom(env: Env): Supplier {
  const { BUSINESS_ADDRESS, BUSINESS_COMPANY_NUMBER, BANK_ACCOUNT_NAME, BANK_SORT_CODE, BANK_ACCOUNT_NUMBER } = env;
  const configured = SUPPLIER_SETTINGS.every((name) => Boolean(env[name]));
  return {
    name: env.BUSINESS_NAME,
    details:
      configured &&
      BUSINESS_ADDRESS &&
      BUSINESS_COMPANY_NUMBER &&
      BANK_ACCOUNT_NAME &&
      BANK_SORT_CODE &&
      BANK_ACCOUNT_NUMBER
        ? {
            addressLines: BUSINESS_ADDRESS.split(",").map((part) => part.trim()),
            companyNumber: BUSINESS_COMPANY_NUMBER,
            vatNumber: env.VAT_NUMBER ?? null,
            bank: {
              accountName: BANK_ACCOUNT_NAME,
              // 123456 and 12-34-56 alike print as 12-34-56.
              sortCode: BANK_SORT_CODE.replace(/-/g, "").replace(/(\d{2})(?=\d)/g, "$1-"),
              accountNumber: BANK_ACCOUNT_NUMBER,
            },
          }
        : null,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    supportPhone: env.SUPPORT_PHONE ?? null,
  };
}

export function getSupplier(): Supplier {
  return supplierFrom(getEnv());
}
