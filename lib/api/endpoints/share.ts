// Share endpoints (docs/decisions/034-share.md): the messaging app's JS-SDK configuration for a page of
// the shop, and share posters.
import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { goodsPosterQuerySchema, jssdkConfigQuerySchema } from "@/lib/validation/share";
import { jssdkConfigSchema } from "@/lib/validation/responses/share";

const tag = "Share";

export const shareEndpoints = {
  jssdkConfig: endpoint({
    method: "GET",
    path: "/api/v1/jssdk-config",
    summary:
      "The messaging app's JS-SDK configuration (wx.config) for a page of this shop: app id, timestamp, nonce and " +
      "the SHA-1 signature over the shared jsapi_ticket and the page URL without its fragment; a URL of another " +
      "origin is a field error",
    tag,
    auth: "none",
    query: jssdkConfigQuerySchema,
    response: jssdkConfigSchema,
    errors: [503],
  }),
  goodsPoster: endpoint({
    method: "GET",
    path: "/api/v1/goods-poster",
    summary:
      "A product's share poster as a PNG (picture, name, price, the QR code of its page, the shop's name) in the " +
      "locale asked for, else the caller's; 404 for a product that does not exist or is off sale",
    tag,
    auth: "none",
    query: goodsPosterQuerySchema,
    response: z.string(),
    responseMedia: { "image/png": z.string() },
    errors: [404],
  }),
  groupPoster: endpoint({
    method: "GET",
    path: "/api/v1/group-poster",
    summary:
      "A group's share poster as a PNG (拼团: the product's picture and name, the group price, the QR code of the " +
      "group's page, the shop's name) in the locale asked for, else the caller's; 404 for a group that does not exist",
    tag,
    auth: "none",
    query: goodsPosterQuerySchema,
    response: z.string(),
    responseMedia: { "image/png": z.string() },
    errors: [404],
  }),
};
