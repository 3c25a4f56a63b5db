// Catalogue endpoints (spec section 7, Catalogue).
import { endpoint } from "@/lib/api/endpoint";
import { z } from "zod";
import {
  bannerSchema,
  categoryNodeSchema,
  categoryOrTopSchema,
  discountPageSchema,
  homeButtonSchema,
  productDetailSchema,
  productPageSchema,
  skuRowSchema,
} from "@/lib/validation/responses/catalogue";
import {
  categoryQuerySchema,
  discountListQuerySchema,
  idQuerySchema,
  productListQuerySchema,
  productSearchSchema,
} from "@/lib/validation/catalogue";

export const catalogueEndpoints = {
  banner: endpoint({ method: "GET", path: "/api/v1/banner", summary: "Home banner carousel", tag: "Catalogue", auth: "none", response: z.array(bannerSchema) }),
  buttonList: endpoint({ method: "GET", path: "/api/v1/get-button-list", summary: "Home button grid", tag: "Catalogue", auth: "none", response: z.array(homeButtonSchema) }),
  bigBannerList: endpoint({ method: "GET", path: "/api/v1/get-big-barnner-list", summary: "Home big banners", tag: "Catalogue", auth: "none", response: z.array(bannerSchema) }),
  products: endpoint({
    method: "GET",
    path: "/api/v1/products",
    summary: "Product list, by category, tag, shop or activity",
    tag: "Catalogue",
    auth: "none",
    query: productListQuerySchema,
    response: productPageSchema,
  }),
  productsDetail: endpoint({
    method: "GET",
    path: "/api/v1/products-detail",
    summary: "Product detail with images and SKUs",
    tag: "Catalogue",
    auth: "none",
    query: idQuerySchema,
    response: productDetailSchema,
    errors: [404],
  }),
  productsSkus: endpoint({
    method: "GET",
    path: "/api/v1/products-skus",
    summary: "A product's SKUs with price and stock",
    tag: "Catalogue",
    auth: "none",
    query: idQuerySchema,
    response: z.array(skuRowSchema),
    errors: [404],
  }),
  category: endpoint({ method: "GET", path: "/api/v1/category", summary: "Category tree (two levels)", tag: "Catalogue", auth: "none", response: z.array(categoryNodeSchema) }),
  getCategory: endpoint({
    method: "GET",
    path: "/api/v1/get-category",
    summary: "One category with its parent and children; the top level without an id",
    tag: "Catalogue",
    auth: "none",
    query: categoryQuerySchema,
    response: categoryOrTopSchema,
    errors: [404],
  }),
  getDiscount: endpoint({
    method: "GET",
    path: "/api/v1/get-discount",
    summary: "Running discounts with their products",
    tag: "Catalogue",
    auth: "none",
    query: discountListQuerySchema,
    response: discountPageSchema,
  }),
  productsSearch: endpoint({
    method: "POST",
    path: "/api/v1/products-search",
    summary: "Full-text product search (Chinese and English), ranked by relevance",
    tag: "Catalogue",
    auth: "none",
    body: productSearchSchema,
    response: productPageSchema,
  }),
};
