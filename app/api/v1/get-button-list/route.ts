// GET /api/v1/get-button-list — the home button grid
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listHomeButtons } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.buttonList, () => listHomeButtons());
