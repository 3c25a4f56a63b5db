// Group-buying endpoints (拼团, docs/decisions/040-group-buying.md): a product's rule and open groups,
// a group's page, opening a group and joining one (each the one order path, at the group's price).
import { endpoint } from "@/lib/api/endpoint";
import {
  groupDetailQuerySchema,
  groupJoinSchema,
  groupOpenSchema,
  groupPreviewSchema,
  productGroupsQuerySchema,
} from "@/lib/validation/group";
import { orderPreviewResultSchema } from "@/lib/validation/responses/order";
import { groupSeatPlacedSchema, groupViewSchema, productGroupsSchema } from "@/lib/validation/responses/group";

const tag = "Group buying";

export const groupEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/v1/groups",
    summary: "A product's group rule open now and the groups one may join (closest to filling first)",
    tag,
    auth: "none",
    query: productGroupsQuerySchema,
    response: productGroupsSchema,
  }),
  detail: endpoint({
    method: "GET",
    path: "/api/v1/group-detail",
    summary: "A group: its seats, who joined (nicknames masked), its end by the server's clock, and the caller's seat",
    tag,
    auth: "optional",
    query: groupDetailQuerySchema,
    response: groupViewSchema,
    errors: [404],
  }),
  preview: endpoint({
    method: "POST",
    path: "/api/v1/group-preview",
    summary:
      "The group checkout's figures (one unit at the group price, freight, coupon, points, total) without taking a seat",
    tag,
    auth: "required",
    body: groupPreviewSchema,
    response: orderPreviewResultSchema,
    errors: [404, 409],
  }),
  open: endpoint({
    method: "POST",
    path: "/api/v1/group-open",
    summary:
      "Open a group of a rule: the order of one unit at the group price with the first seat; the group runs from now for the rule's hours",
    tag,
    auth: "required",
    body: groupOpenSchema,
    response: groupSeatPlacedSchema,
    errors: [404, 409],
    idempotent: true,
    placesOrder: true,
  }),
  join: endpoint({
    method: "POST",
    path: "/api/v1/group-join",
    summary:
      "Join an open group: the order of one unit at the group price with a seat; 409 when full, ended, already in it or over the per-shopper limit (nothing is charged)",
    tag,
    auth: "required",
    body: groupJoinSchema,
    response: groupSeatPlacedSchema,
    errors: [404, 409],
    idempotent: true,
    placesOrder: true,
  }),
};
