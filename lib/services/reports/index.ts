// The reports domain's public entry: the back office's dashboard.
export { LOW_STOCK_THRESHOLD, dashboard } from "./dashboard";
export { MAX_SETTLEMENT_DAYS, dailySettlement, settlementCsv } from "./settlement";
export type { Settlement, SettlementRow } from "./settlement";
