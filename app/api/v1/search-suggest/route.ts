// GET /api/v1/search-suggest?keyword= — product names (in the caller's locale) to complete what the shopper is typing
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { suggestSearchTermsIn } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.searchSuggest, ({ query, locale }) =>
  suggestSearchTermsIn(query.keyword, locale),
);
