// GET /api/admin/v1/stock/ledger — the stock ledger, by SKU, kind, order and shop days
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { stockLedgerEntries } from "@/lib/services/catalogue";

export const GET = adminHandler(e.ledgerEntries, ({ query }) => stockLedgerEntries(query));
