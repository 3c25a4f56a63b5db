// GET /api/v1/product-reviews — a product's reviews with the rating summary, SKUs in the reader's locale
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { listProductReviews } from "@/lib/services/after-sales";

export const GET = handler(afterSalesEndpoints.productReviews, ({ query, locale }) =>
  listProductReviews(query, locale),
);
