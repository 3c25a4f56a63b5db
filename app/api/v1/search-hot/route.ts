// GET /api/v1/search-hot — hot keywords for the search screen, in the caller's locale
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { hotSearchKeywordsIn } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.searchHot, ({ locale }) => hotSearchKeywordsIn(locale));
