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
export { adminListBanners, adminSaveBanner } from "./content-admin/banners";
export { adminListHomeButtons, adminSaveHomeButton } from "./content-admin/home-buttons";
export { adminListHotWords, adminSaveHotWord } from "./content-admin/hot-words";
export { adminDeleteHomePiece } from "./content-admin/delete-home-piece";
export { adminListActivities, adminSaveActivity } from "./content-admin/activities";
export { adminListShops, adminSaveShop } from "./content-admin/shops";
export { adminGetTagList, adminSaveTagList } from "./content-admin/tag-lists";
export { adminListProducts } from "./product-admin/list-products";
export { adminProductDetail } from "./product-admin/product-detail";
export { createProduct, updateProduct } from "./product-admin/save-product";
export { deleteProduct, duplicateProduct, setProductOnSale } from "./product-admin/change-product";
export { bulkChangeProducts, changedPrice } from "./product-admin/bulk-change";
export type { SavedProduct } from "./product-admin/product-model";
export { adjustStock, adminListStock, setLowStock, stockLedger } from "./stock-admin";
export { adminCategoryTree, createCategory, deleteCategory, reorderCategories, updateCategory } from "./category-admin";
export { listTranslations, saveTranslation } from "./translation-admin";
export { exportProductsCsv, exportStockCsv, importProductsCsv } from "./product-csv";
export type { ImportIssue, ImportResult } from "./product-csv";
export { isRichText, sanitizeRichText } from "./rich-text";
