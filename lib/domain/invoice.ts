// Invoices (发票, issue 37 §2; docs/decisions/047-invoices.md): what a shopper may ask for and the
// states of an order's invoice. Pure data and functions (the ground floor).

export const invoiceKinds = ["personal", "company"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceStatuses = ["requested", "issued"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of this alphabet, the last
// a check character over the first 17.
const USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

function validUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(code[i]) * USCC_WEIGHTS[i];
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}

/**
 * A company's tax number as the tax bureau issues it: the 18-character unified social credit code with its
 * check character, or an older taxpayer number of 15, 17 or 20 characters (digits and capitals).
 * Spaces are ignored and letters read as capitals (normalizeTaxNumber).
 */
export function validTaxNumber(raw: string): boolean {
  const code = normalizeTaxNumber(raw);
  if (code.length === 18) return validUscc(code);
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(code);
}

export function normalizeTaxNumber(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** The largest invoice PDF an operator may attach. */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024;

/** Whether `bytes` are a PDF document (its header, and its end marker near the end). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  const tail = String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - 1024)));
  return head === "%PDF-" && tail.includes("%%EOF");
}
