// The catalogue domain's public entry: what code outside lib/services/catalogue/ may use.
export {
  getCategory,
  getCategoryOrTop,
  getCategoryTree,
  getProductDetailOrThrow,
  listBanners,
  listHomeButtons,
  listProductSkusOrThrow,
  listProducts,
  productDetailJsonOrThrow,
} from "./catalogue";
export type { CategoryDetail, CategoryNode, ProductDetail, ProductRow, SkuRow } from "./catalogue";
export { hotSearchKeywordsIn, listRelatedProductsIn, searchProductsJsonIn, suggestSearchTermsIn } from "./localized";
export { getActivity, getShop, listActivities, listDiscounts, listRecommendedShops } from "./merchandising";
export type { ActivityCard, DiscountRow } from "./merchandising";
export { planSearch } from "./search";
export { backfillNameKeys, nameKeys, refreshNameKeys } from "./search-keys";
export type { NameKeys } from "./search-keys";
export { listFlashSalesIn } from "./flash-sales";
export type { FlashSaleNow } from "./flash-sales";
export { adminCreateSale, adminGetSale, adminListSales, adminSaleProduct, adminUpdateSale } from "./sale-admin";
export {
  adminDeleteHomePiece,
  adminGetTagList,
  adminListActivities,
  adminListBanners,
  adminListHomeButtons,
  adminListHotWords,
  adminListShops,
  adminSaveActivity,
  adminSaveBanner,
  adminSaveHomeButton,
  adminSaveHotWord,
  adminSaveShop,
  adminSaveTagList,
} from "./content-admin";
export {
  adminListProducts,
  adminProductDetail,
  createProduct,
  deleteProduct,
  duplicateProduct,
  setProductOnSale,
  updateProduct,
} from "./product-admin";
export type { SavedProduct } from "./product-admin";
export { adjustStock, adminListStock, setLowStock, stockLedger } from "./stock-admin";
export { adminCategoryTree, createCategory, deleteCategory, reorderCategories, updateCategory } from "./category-admin";
export { listTranslations, saveTranslation } from "./translation-admin";
export { exportProductsCsv, exportStockCsv, importProductsCsv } from "./product-csv";
export type { ImportIssue, ImportResult } from "./product-csv";
export { isRichText, sanitizeRichText } from "./rich-text";
