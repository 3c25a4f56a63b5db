// Settings (issue 23, part B): freight rules, pick-up points, the service area's questions and
// answers, the order payment window and the payment channels' state (never their secrets). settings:write.
import { adminEndpoint } from "@/lib/api/admin-endpoint";
import { idParamsSchema } from "@/lib/validation/admin-orders";
import {
  freightRuleSchemas,
  paymentWindowSchema,
  pickupPointSchemas,
  serviceItemSchemas,
} from "@/lib/validation/admin-marketing";
import {
  adminFreightRuleListSchema,
  adminFreightRuleSchema,
  adminPickupPointListSchema,
  adminPickupPointSchema,
  adminServiceItemListSchema,
  adminServiceItemSchema,
  paymentSettingsSchema,
} from "@/lib/validation/responses/admin-marketing";

import { returnPolicySchema, returnPolicyViewSchema } from "@/lib/validation/returns";

const stale = "409: the version is stale; the answer's `current` is the record as saved now";

export const settingsEndpoints = {
  freightList: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settings/freight-rules",
    summary: "Freight rules (checkout uses the default one): all of them, in their order",
    tag: "Settings",
    permission: "settings:write",
    response: adminFreightRuleListSchema,
  }),
  freightCreate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/freight-rules",
    summary: "Creates one (freight rules (checkout uses the default one))",
    tag: "Settings",
    permission: "settings:write",
    body: freightRuleSchemas.create,
    response: adminFreightRuleSchema,
  }),
  freightUpdate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/freight-rules/{id}",
    summary: `Saves an edit made on \`version\` (${stale})`,
    tag: "Settings",
    permission: "settings:write",
    params: idParamsSchema,
    body: freightRuleSchemas.update,
    response: adminFreightRuleSchema,
    errors: [404, 409],
  }),
  pickupList: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settings/pickup-points",
    summary: "Pick-up points: all of them, in their order",
    tag: "Settings",
    permission: "settings:write",
    response: adminPickupPointListSchema,
  }),
  pickupCreate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/pickup-points",
    summary: "Creates one (pick-up points)",
    tag: "Settings",
    permission: "settings:write",
    body: pickupPointSchemas.create,
    response: adminPickupPointSchema,
  }),
  pickupUpdate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/pickup-points/{id}",
    summary: `Saves an edit made on \`version\` (${stale})`,
    tag: "Settings",
    permission: "settings:write",
    params: idParamsSchema,
    body: pickupPointSchemas.update,
    response: adminPickupPointSchema,
    errors: [404, 409],
  }),
  serviceList: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settings/service-items",
    summary: "The service area's questions and answers (rich text, sanitised): all of them, in their order",
    tag: "Settings",
    permission: "settings:write",
    response: adminServiceItemListSchema,
  }),
  serviceCreate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/service-items",
    summary: "Creates one (the service area's questions and answers (rich text, sanitised))",
    tag: "Settings",
    permission: "settings:write",
    body: serviceItemSchemas.create,
    response: adminServiceItemSchema,
  }),
  serviceUpdate: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/service-items/{id}",
    summary: `Saves an edit made on \`version\` (${stale})`,
    tag: "Settings",
    permission: "settings:write",
    params: idParamsSchema,
    body: serviceItemSchemas.update,
    response: adminServiceItemSchema,
    errors: [404, 409],
  }),
  payment: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settings/payment",
    summary:
      "The order payment window and each payment provider's state: configured, sandbox or off (no key is ever shown)",
    tag: "Settings",
    permission: "settings:write",
    response: paymentSettingsSchema,
  }),
  paymentWindow: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/payment-window",
    summary: `Minutes an unpaid order waits before it closes, for orders placed from now on (version 0 when never set; ${stale})`,
    tag: "Settings",
    permission: "settings:write",
    body: paymentWindowSchema,
    response: paymentSettingsSchema,
    errors: [409],
  }),
  returnPolicy: adminEndpoint({
    method: "GET",
    path: "/api/admin/v1/settings/returns",
    summary: "The return policy: the address returned goods go to and the days a shopper has to send them",
    tag: "Settings",
    permission: "order:read",
    response: returnPolicyViewSchema,
  }),
  saveReturnPolicy: adminEndpoint({
    method: "POST",
    path: "/api/admin/v1/settings/returns",
    summary: `Sets the return policy (version 0 when never set; ${stale})`,
    tag: "Settings",
    permission: "settings:write",
    body: returnPolicySchema,
    response: returnPolicyViewSchema,
    errors: [409],
  }),
};
