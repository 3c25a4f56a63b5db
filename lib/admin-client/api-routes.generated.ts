// Generated from the admin endpoint registry (lib/api/admin-endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// Every back-office API route the console calls, for its typed client (lib/admin-client/api.ts), and the
// values each route's enumerated fields accept (its sorts, its filters' choices): the console's lists
// and editors offer exactly these, never a copy (docs/decisions/035-console-frame.md).
import type { AdminRoute } from "./api";

export const staffLogin = "POST /api/admin/v1/sessions" satisfies AdminRoute;
export const staffLogout = "DELETE /api/admin/v1/sessions" satisfies AdminRoute;
export const staffMe = "GET /api/admin/v1/me" satisfies AdminRoute;
export const staffOpenapi = "GET /api/admin/v1/openapi.json" satisfies AdminRoute;
export const staffOwnPassword = "POST /api/admin/v1/me/password" satisfies AdminRoute;
export const staffTotpStart = "POST /api/admin/v1/me/totp" satisfies AdminRoute;
export const staffTotpConfirm = "POST /api/admin/v1/me/totp/confirm" satisfies AdminRoute;
export const staffRoles = "GET /api/admin/v1/roles" satisfies AdminRoute;
export const staffList = "GET /api/admin/v1/staff" satisfies AdminRoute;
export const staffCreate = "POST /api/admin/v1/staff" satisfies AdminRoute;
export const staffSetRoles = "POST /api/admin/v1/staff/{id}/roles" satisfies AdminRoute;
export const staffSetStatus = "POST /api/admin/v1/staff/{id}/status" satisfies AdminRoute;
export const staffResetPassword = "POST /api/admin/v1/staff/{id}/password" satisfies AdminRoute;

export const auditList = "GET /api/admin/v1/audit" satisfies AdminRoute;
export const auditFacets = "GET /api/admin/v1/audit/facets" satisfies AdminRoute;

export const dashboardGet = "GET /api/admin/v1/dashboard" satisfies AdminRoute;

export const ordersList = "GET /api/admin/v1/orders" satisfies AdminRoute;
export const ordersExport = "GET /api/admin/v1/orders/export" satisfies AdminRoute;
export const ordersShipBatch = "POST /api/admin/v1/orders/ship-batch" satisfies AdminRoute;
export const ordersDetail = "GET /api/admin/v1/orders/{id}" satisfies AdminRoute;
export const ordersShip = "POST /api/admin/v1/orders/{id}/ship" satisfies AdminRoute;
export const ordersTrack = "POST /api/admin/v1/orders/{id}/tracking" satisfies AdminRoute;
export const ordersCancel = "POST /api/admin/v1/orders/{id}/cancel" satisfies AdminRoute;
export const ordersRemark = "POST /api/admin/v1/orders/{id}/remark" satisfies AdminRoute;
export const ordersInvoices = "GET /api/admin/v1/invoices" satisfies AdminRoute;
export const ordersIssueInvoice = "POST /api/admin/v1/invoices/{id}" satisfies AdminRoute;
export const ordersAttachInvoice = "POST /api/admin/v1/invoices/{id}/pdf" satisfies AdminRoute;

export const afterSalesList = "GET /api/admin/v1/after-sales" satisfies AdminRoute;
export const afterSalesDetail = "GET /api/admin/v1/after-sales/{id}" satisfies AdminRoute;
export const afterSalesApprove = "POST /api/admin/v1/after-sales/{id}/approve" satisfies AdminRoute;
export const afterSalesReceive = "POST /api/admin/v1/after-sales/{id}/receive" satisfies AdminRoute;
export const afterSalesReject = "POST /api/admin/v1/after-sales/{id}/reject" satisfies AdminRoute;
export const afterSalesRetryRefund = "POST /api/admin/v1/after-sales/{id}/retry-refund" satisfies AdminRoute;
export const afterSalesRefunds = "GET /api/admin/v1/refunds" satisfies AdminRoute;
export const afterSalesRefund = "POST /api/admin/v1/refunds/{id}" satisfies AdminRoute;
export const afterSalesBill = "GET /api/admin/v1/payment-bills" satisfies AdminRoute;

export const consultThreads = "GET /api/admin/v1/consult" satisfies AdminRoute;
export const consultThread = "GET /api/admin/v1/consult/{userId}" satisfies AdminRoute;
export const consultReply = "POST /api/admin/v1/consult/{userId}" satisfies AdminRoute;

export const reviewsList = "GET /api/admin/v1/reviews" satisfies AdminRoute;
export const reviewsVisibility = "POST /api/admin/v1/reviews/{id}/visibility" satisfies AdminRoute;
export const reviewsReply = "POST /api/admin/v1/reviews/{id}/reply" satisfies AdminRoute;

export const shoppersList = "GET /api/admin/v1/shoppers" satisfies AdminRoute;
export const shoppersDetail = "GET /api/admin/v1/shoppers/{id}" satisfies AdminRoute;
export const shoppersStatus = "POST /api/admin/v1/shoppers/{id}/status" satisfies AdminRoute;
export const shoppersPoints = "POST /api/admin/v1/shoppers/{id}/points" satisfies AdminRoute;

export const couponsList = "GET /api/admin/v1/coupons" satisfies AdminRoute;
export const couponsCreate = "POST /api/admin/v1/coupons" satisfies AdminRoute;
export const couponsDetail = "GET /api/admin/v1/coupons/{id}" satisfies AdminRoute;
export const couponsUpdate = "POST /api/admin/v1/coupons/{id}" satisfies AdminRoute;
export const couponsStatus = "POST /api/admin/v1/coupons/{id}/status" satisfies AdminRoute;
export const couponsClaims = "GET /api/admin/v1/coupons/{id}/claims" satisfies AdminRoute;

export const salesList = "GET /api/admin/v1/sales" satisfies AdminRoute;
export const salesCreate = "POST /api/admin/v1/sales" satisfies AdminRoute;
export const salesProduct = "GET /api/admin/v1/sales/products/{id}" satisfies AdminRoute;
export const salesDetail = "GET /api/admin/v1/sales/{id}" satisfies AdminRoute;
export const salesUpdate = "POST /api/admin/v1/sales/{id}" satisfies AdminRoute;

export const groupRulesList = "GET /api/admin/v1/group-rules" satisfies AdminRoute;
export const groupRulesCreate = "POST /api/admin/v1/group-rules" satisfies AdminRoute;
export const groupRulesUpdate = "POST /api/admin/v1/group-rules/{id}" satisfies AdminRoute;

export const contentBannersList = "GET /api/admin/v1/content/banners" satisfies AdminRoute;
export const contentBannersCreate = "POST /api/admin/v1/content/banners" satisfies AdminRoute;
export const contentBannersUpdate = "POST /api/admin/v1/content/banners/{id}" satisfies AdminRoute;
export const contentBannersDelete = "DELETE /api/admin/v1/content/banners/{id}" satisfies AdminRoute;
export const contentButtonsList = "GET /api/admin/v1/content/buttons" satisfies AdminRoute;
export const contentButtonsCreate = "POST /api/admin/v1/content/buttons" satisfies AdminRoute;
export const contentButtonsUpdate = "POST /api/admin/v1/content/buttons/{id}" satisfies AdminRoute;
export const contentButtonsDelete = "DELETE /api/admin/v1/content/buttons/{id}" satisfies AdminRoute;
export const contentHotWordsList = "GET /api/admin/v1/content/hot-words" satisfies AdminRoute;
export const contentHotWordsCreate = "POST /api/admin/v1/content/hot-words" satisfies AdminRoute;
export const contentHotWordsUpdate = "POST /api/admin/v1/content/hot-words/{id}" satisfies AdminRoute;
export const contentHotWordsDelete = "DELETE /api/admin/v1/content/hot-words/{id}" satisfies AdminRoute;
export const contentActivitiesList = "GET /api/admin/v1/content/activities" satisfies AdminRoute;
export const contentActivitiesCreate = "POST /api/admin/v1/content/activities" satisfies AdminRoute;
export const contentActivitiesUpdate = "POST /api/admin/v1/content/activities/{id}" satisfies AdminRoute;
export const contentShopsList = "GET /api/admin/v1/content/shops" satisfies AdminRoute;
export const contentShopsCreate = "POST /api/admin/v1/content/shops" satisfies AdminRoute;
export const contentShopsUpdate = "POST /api/admin/v1/content/shops/{id}" satisfies AdminRoute;
export const contentList = "GET /api/admin/v1/content/lists/{tag}" satisfies AdminRoute;
export const contentListSave = "POST /api/admin/v1/content/lists/{tag}" satisfies AdminRoute;

export const settingsFreightList = "GET /api/admin/v1/settings/freight-rules" satisfies AdminRoute;
export const settingsFreightCreate = "POST /api/admin/v1/settings/freight-rules" satisfies AdminRoute;
export const settingsFreightUpdate = "POST /api/admin/v1/settings/freight-rules/{id}" satisfies AdminRoute;
export const settingsCourierList = "GET /api/admin/v1/settings/couriers" satisfies AdminRoute;
export const settingsCourierCreate = "POST /api/admin/v1/settings/couriers" satisfies AdminRoute;
export const settingsCourierUpdate = "POST /api/admin/v1/settings/couriers/{id}" satisfies AdminRoute;
export const settingsPickupList = "GET /api/admin/v1/settings/pickup-points" satisfies AdminRoute;
export const settingsPickupCreate = "POST /api/admin/v1/settings/pickup-points" satisfies AdminRoute;
export const settingsPickupUpdate = "POST /api/admin/v1/settings/pickup-points/{id}" satisfies AdminRoute;
export const settingsServiceList = "GET /api/admin/v1/settings/service-items" satisfies AdminRoute;
export const settingsServiceCreate = "POST /api/admin/v1/settings/service-items" satisfies AdminRoute;
export const settingsServiceUpdate = "POST /api/admin/v1/settings/service-items/{id}" satisfies AdminRoute;
export const settingsPayment = "GET /api/admin/v1/settings/payment" satisfies AdminRoute;
export const settingsPaymentWindow = "POST /api/admin/v1/settings/payment-window" satisfies AdminRoute;
export const settingsReturnPolicy = "GET /api/admin/v1/settings/returns" satisfies AdminRoute;
export const settingsSaveReturnPolicy = "POST /api/admin/v1/settings/returns" satisfies AdminRoute;
export const settingsNoticePush = "GET /api/admin/v1/settings/notice-push" satisfies AdminRoute;
export const settingsSaveNoticePush = "POST /api/admin/v1/settings/notice-push" satisfies AdminRoute;

export const shopChecklist = "GET /api/admin/v1/launch" satisfies AdminRoute;
export const shopOpen = "POST /api/admin/v1/launch/open" satisfies AdminRoute;
export const shopSettings = "GET /api/admin/v1/shop" satisfies AdminRoute;
export const shopProfile = "POST /api/admin/v1/shop/profile" satisfies AdminRoute;
export const shopCurrency = "POST /api/admin/v1/shop/currency" satisfies AdminRoute;
export const shopMarkets = "POST /api/admin/v1/shop/markets" satisfies AdminRoute;
export const shopLegal = "GET /api/admin/v1/shop/legal/{kind}" satisfies AdminRoute;
export const shopLegalSave = "POST /api/admin/v1/shop/legal/{kind}" satisfies AdminRoute;

export const catalogueProducts = "GET /api/admin/v1/products" satisfies AdminRoute;
export const catalogueCreate = "POST /api/admin/v1/products" satisfies AdminRoute;
export const catalogueExportProducts = "GET /api/admin/v1/products/export" satisfies AdminRoute;
export const catalogueImportProducts = "POST /api/admin/v1/products/import" satisfies AdminRoute;
export const catalogueProduct = "GET /api/admin/v1/products/{id}" satisfies AdminRoute;
export const catalogueUpdate = "POST /api/admin/v1/products/{id}" satisfies AdminRoute;
export const catalogueRemove = "DELETE /api/admin/v1/products/{id}" satisfies AdminRoute;
export const catalogueDuplicate = "POST /api/admin/v1/products/{id}/duplicate" satisfies AdminRoute;
export const catalogueStatus = "POST /api/admin/v1/products/{id}/status" satisfies AdminRoute;
export const catalogueBulk = "POST /api/admin/v1/products/bulk" satisfies AdminRoute;
export const catalogueStock = "GET /api/admin/v1/stock" satisfies AdminRoute;
export const catalogueExportStock = "GET /api/admin/v1/stock/export" satisfies AdminRoute;
export const catalogueAdjust = "POST /api/admin/v1/skus/{id}/stock" satisfies AdminRoute;
export const catalogueLedger = "GET /api/admin/v1/skus/{id}/stock" satisfies AdminRoute;
export const catalogueLedgerEntries = "GET /api/admin/v1/stock/ledger" satisfies AdminRoute;
export const catalogueLowStock = "POST /api/admin/v1/skus/{id}/low-stock" satisfies AdminRoute;
export const catalogueCategories = "GET /api/admin/v1/categories" satisfies AdminRoute;
export const catalogueCreateCategory = "POST /api/admin/v1/categories" satisfies AdminRoute;
export const catalogueReorderCategories = "POST /api/admin/v1/categories/order" satisfies AdminRoute;
export const catalogueUpdateCategory = "POST /api/admin/v1/categories/{id}" satisfies AdminRoute;
export const catalogueDeleteCategory = "DELETE /api/admin/v1/categories/{id}" satisfies AdminRoute;
export const catalogueTranslations = "GET /api/admin/v1/translations" satisfies AdminRoute;
export const catalogueSaveTranslation = "POST /api/admin/v1/translations" satisfies AdminRoute;
export const catalogueUpload = "POST /api/admin/v1/uploads" satisfies AdminRoute;

export const settlementList = "GET /api/admin/v1/settlement" satisfies AdminRoute;
export const settlementExport = "GET /api/admin/v1/settlement/export" satisfies AdminRoute;
export const settlementStatement = "GET /api/admin/v1/settlement/statement" satisfies AdminRoute;
export const settlementReconciliation = "GET /api/admin/v1/reconciliations" satisfies AdminRoute;
export const settlementImport = "POST /api/admin/v1/reconciliations" satisfies AdminRoute;
export const settlementDownload = "POST /api/admin/v1/reconciliations/download" satisfies AdminRoute;

export const ordersListOptions = {
  sort: ["createdAt.desc", "createdAt.asc", "paidAt.asc", "totalAmount.desc", "totalAmount.asc"],
} as const;
export const ordersExportOptions = {
  sort: ["createdAt.desc", "createdAt.asc", "paidAt.asc", "totalAmount.desc", "totalAmount.asc"],
} as const;
export const ordersInvoicesOptions = { status: ["requested", "issued"] } as const;
export const afterSalesListOptions = {
  status: ["pending", "rejected", "awaiting_return", "returning", "closed", "refunding", "refunded", "refund_failed"],
  type: ["refund", "return"],
} as const;
export const afterSalesBillOptions = { provider: ["wechat", "alipay"] } as const;
export const consultThreadsOptions = { filter: ["waiting", "all"] } as const;
export const reviewsListOptions = { visibility: ["all", "visible", "hidden"] } as const;
export const shoppersListOptions = { status: ["all", "active", "disabled"] } as const;
export const couponsListOptions = { status: ["all", "active", "stopped"] } as const;
export const couponsCreateOptions = { kind: ["amount", "rate"], scope: ["all", "categories", "products"] } as const;
export const couponsUpdateOptions = { kind: ["amount", "rate"], scope: ["all", "categories", "products"] } as const;
export const salesListOptions = { status: ["all", "running", "upcoming", "ended", "stopped"] } as const;
export const groupRulesListOptions = { state: ["all", "on", "off"] } as const;
export const contentBannersCreateOptions = { position: ["home", "big"] } as const;
export const contentBannersUpdateOptions = { position: ["home", "big"] } as const;
export const settingsFreightCreateOptions = { region: ["CN", "HK", "MO", "TW"] } as const;
export const settingsFreightUpdateOptions = { region: ["CN", "HK", "MO", "TW"] } as const;
export const settingsCourierCreateOptions = { region: ["ALL", "CN", "HK", "MO", "TW"] } as const;
export const settingsCourierUpdateOptions = { region: ["ALL", "CN", "HK", "MO", "TW"] } as const;
export const settingsServiceCreateOptions = { kind: ["delivery", "returns", "after-sales", "contact"] } as const;
export const settingsServiceUpdateOptions = { kind: ["delivery", "returns", "after-sales", "contact"] } as const;
export const shopCurrencyOptions = { currency: ["CNY", "HKD", "MOP", "TWD"] } as const;
export const catalogueProductsOptions = {
  status: ["on", "off", "deleted"],
  stock: ["low", "out"],
  sort: ["updatedAt.desc", "id.desc", "sales.desc", "price.asc", "price.desc"],
} as const;
export const catalogueStockOptions = { state: ["low", "out"] } as const;
export const catalogueAdjustOptions = { reason: ["receipt", "correction", "damage", "return"] } as const;
export const catalogueLedgerOptions = {
  reason: ["receipt", "correction", "damage", "return", "import", "opening", "sale", "release", "flash"],
} as const;
export const catalogueLedgerEntriesOptions = {
  reason: ["receipt", "correction", "damage", "return", "import", "opening", "sale", "release", "flash"],
} as const;
export const catalogueTranslationsOptions = {
  entity: ["product", "sku", "category", "shop", "banner", "button", "activity", "discount", "coupon", "service"],
  missing: ["zh-Hant", "en", "ja"],
} as const;
export const catalogueSaveTranslationOptions = {
  entity: ["product", "sku", "category", "shop", "banner", "button", "activity", "discount", "coupon", "service"],
  locale: ["zh-Hant", "en", "ja"],
} as const;
export const settlementStatementOptions = { channel: ["wechat", "alipay"] } as const;
export const settlementReconciliationOptions = { channel: ["wechat", "alipay"] } as const;
export const settlementImportOptions = { channel: ["wechat", "alipay"] } as const;
export const settlementDownloadOptions = { channel: ["wechat", "alipay"] } as const;
