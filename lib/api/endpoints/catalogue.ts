// Catalogue endpoints (spec section 7, Catalogue).
import { endpoint } from "@/lib/api/endpoint";
import { productListQuerySchema } from "@/lib/validation/catalogue";

export const catalogueEndpoints = {
  banner: endpoint({ method: "GET", path: "/api/v1/banner", summary: "Home banner carousel", tag: "Catalogue", auth: "none" }),
  buttonList: endpoint({ method: "GET", path: "/api/v1/get-button-list", summary: "Home button grid", tag: "Catalogue", auth: "none" }),
  bigBannerList: endpoint({ method: "GET", path: "/api/v1/get-big-barnner-list", summary: "Home big banners", tag: "Catalogue", auth: "none" }),
  products: endpoint({
    method: "GET",
    path: "/api/v1/products",
    summary: "Product list, by category or tag",
    tag: "Catalogue",
    auth: "none",
    query: productListQuerySchema,
  }),
  category: endpoint({ method: "GET", path: "/api/v1/category", summary: "Category tree (two levels)", tag: "Catalogue", auth: "none" }),
};
