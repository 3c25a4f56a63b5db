// Every endpoint definition, for /api/v1/openapi.json. Each domain keeps its own file.
import type { EndpointDef } from "@/lib/api/endpoint";
import { catalogueEndpoints } from "./catalogue";
import { engagementEndpoints } from "./engagement";
import { cartEndpoints } from "./cart";
import { addressEndpoints } from "./address";
import { orderEndpoints } from "./order";
import { paymentEndpoints } from "./payment";
import { accountEndpoints } from "./account";
import { afterSalesEndpoints } from "./after-sales";

export const allEndpoints: EndpointDef[] = [...Object.values(catalogueEndpoints), ...Object.values(engagementEndpoints), ...Object.values(cartEndpoints), ...Object.values(addressEndpoints), ...Object.values(orderEndpoints), ...Object.values(paymentEndpoints), ...Object.values(accountEndpoints), ...Object.values(afterSalesEndpoints)];
