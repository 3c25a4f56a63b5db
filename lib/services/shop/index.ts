// The shop itself (docs/decisions/033-go-live.md): its settings (profile, regions and languages, legal
// pages), whether it is open, the launch checklist, its setup, the demo's removal and the record of its
// backups. The one public entry of the domain.
export {
  inLocale,
  lastBackup,
  publicShopProfile,
  recordBackup,
  saveShopCurrency,
  saveShopMarkets,
  saveShopProfile,
  shopCurrency,
  setupRecord,
  shopSettingsView,
  shopMarkets,
  shopProfile,
  type BackupRecord,
  type SetupRecord,
  type ShopProfile,
} from "./settings";
export {
  assertShopTakesOrders,
  forgetOpenState,
  isOperatorPreview,
  isShopOpen,
  knownOpenState,
  lastKnownOpenState,
  OPEN_STATE_TTL_MS,
  setShopOpen,
  shopOpenState,
  type OpenState,
} from "./open-state";
export {
  checklist,
  launchChecklist,
  missingCodes,
  openOrCloseShop,
  type ChecklistAnswer,
  type ChecklistItem,
  type Missing,
} from "./checklist";
export { legalBlocks, legalDraft, legalPage, saveLegalDraft, type LegalBlock } from "./legal";
export { setUpShop, setupRefusal, type SetupInput } from "./setup";
export { demoDataPresent, demoRemoved, removeDemoData, type DemoFootprint, type DemoRemoval } from "./demo";
