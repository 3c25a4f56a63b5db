// Every endpoint definition, by domain (each domain keeps its own file): /api/v1/openapi.json is
// generated from them, and the browser's typed client (lib/client/api.ts) takes its types from
// `typeof endpoints` and its paths from lib/client/routes/<domain>.generated.ts, written from this object.
import type { EndpointDef } from "@/lib/api/endpoint";
import { catalogueEndpoints } from "./catalogue";
import { engagementEndpoints } from "./engagement";
import { cartEndpoints } from "./cart";
import { addressEndpoints } from "./address";
import { orderEndpoints } from "./order";
import { paymentEndpoints } from "./payment";
import { accountEndpoints } from "./account";
import { afterSalesEndpoints } from "./after-sales";
import { flashEndpoints } from "./flash";
import { shareEndpoints } from "./share";
import { shopEndpoints } from "./shop";
import { groupEndpoints } from "./group";
import { noticeEndpoints } from "./notices";

export const endpoints = {
  catalogue: catalogueEndpoints,
  engagement: engagementEndpoints,
  cart: cartEndpoints,
  address: addressEndpoints,
  order: orderEndpoints,
  payment: paymentEndpoints,
  account: accountEndpoints,
  afterSales: afterSalesEndpoints,
  flash: flashEndpoints,
  share: shareEndpoints,
  shop: shopEndpoints,
  group: groupEndpoints,
  notices: noticeEndpoints,
};

export const allEndpoints: EndpointDef[] = Object.values(endpoints).flatMap((domain) => Object.values(domain));
