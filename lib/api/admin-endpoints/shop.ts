// The shop itself (docs/decisions/033-go-live.md): the launch checklist and opening the shop, its
// profile, regions and languages, and its legal pages. settings:write (the owner's).
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import {
  legalKindParamsSchema,
  legalPageUpdateSchema,
  shopCurrencyUpdateSchema,
  shopMarketsUpdateSchema,
  shopOpenSchema,
  shopProfileUpdateSchema,
} from "@/lib/validation/shop";
import { launchChecklistSchema, legalDraftSchema, shopSettingsSchema } from "@/lib/validation/responses/shop";

const stale = "409: the version is stale; the answer's `current` is the setting as saved now";

export const shopEndpoints = {
  checklist: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/launch",
    summary:
      "The launch checklist: each item done, or what is missing and the screen that does it; whether the shop is open",
    tag: "Shop",
    permission: "settings:write",
    response: launchChecklistSchema,
  }),
  open: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/launch/open",
    summary:
      "Opens the shop (visitors see it instead of the coming-soon page, and may order) or closes it (a reason is required); audited with what the checklist still missed",
    tag: "Shop",
    permission: "settings:write",
    body: shopOpenSchema,
    response: launchChecklistSchema,
    errors: [409],
  }),
  settings: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/shop",
    summary: "The shop's profile, regions and languages, with the versions to save them on",
    tag: "Shop",
    permission: "settings:write",
    response: shopSettingsSchema,
  }),
  profile: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shop/profile",
    summary: `Saves the shop's profile made on \`version\` (0 when never saved; ${stale})`,
    tag: "Shop",
    permission: "settings:write",
    body: shopProfileUpdateSchema,
    response: shopSettingsSchema,
    errors: [409],
  }),
  currency: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shop/currency",
    summary: `Saves the currency every amount is in, made on \`version\`; 409 CURRENCY_LOCKED once the shop has an order (${stale})`,
    tag: "Shop",
    permission: "settings:write",
    body: shopCurrencyUpdateSchema,
    response: shopSettingsSchema,
    errors: [409],
  }),
  markets: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shop/markets",
    summary: `Saves the regions the shop sells to and the languages it writes in, made on \`version\` (${stale})`,
    tag: "Shop",
    permission: "settings:write",
    body: shopMarketsUpdateSchema,
    response: shopSettingsSchema,
    errors: [409],
  }),
  legal: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/shop/legal/{kind}",
    summary: "A legal page (terms, privacy, returns): its saved text, or the starting text in every locale",
    tag: "Shop",
    permission: "settings:write",
    params: legalKindParamsSchema,
    response: legalDraftSchema,
  }),
  legalSave: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/shop/legal/{kind}",
    summary: `Saves a legal page's text per locale (zh-Hans required), made on \`version\` (${stale})`,
    tag: "Shop",
    permission: "settings:write",
    params: legalKindParamsSchema,
    body: legalPageUpdateSchema,
    response: legalDraftSchema,
    errors: [409],
  }),
};
