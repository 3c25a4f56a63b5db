// Address endpoints (spec section 7, Addresses) and the pick-up points.
import { endpoint } from "@/lib/api/endpoint";
import { z } from "zod";
import {
  addressDeletedSchema,
  addressListSchema,
  addressRowSchema,
  pickupPointListSchema,
} from "@/lib/validation/responses/address";
import {
  addressDefaultSchema,
  addressIdQuerySchema,
  createAddressSchema,
  editAddressSchema,
} from "@/lib/validation/address";

const tag = "Addresses";

export const addressEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/v1/create-addresses",
    summary: "Add a delivery address (the first becomes the default)",
    tag,
    auth: "required",
    body: createAddressSchema,
    response: addressRowSchema,
    errors: [409],
  }),
  edit: endpoint({
    method: "POST",
    path: "/api/v1/edit-addresses",
    summary: "Replace an address's fields",
    tag,
    auth: "required",
    body: editAddressSchema,
    response: addressRowSchema,
    errors: [404],
  }),
  isDefault: endpoint({
    method: "POST",
    path: "/api/v1/addresses-is-default",
    summary: "Make an address the default, or delete it with delete: true",
    tag,
    auth: "required",
    body: addressDefaultSchema,
    response: z.union([addressRowSchema, addressDeletedSchema]),
    errors: [404],
  }),
  list: endpoint({
    method: "GET",
    path: "/api/v1/get-addresses",
    summary: "The caller's addresses, default first",
    tag,
    auth: "required",
    response: addressListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/v1/get-edit-addresses",
    summary: "One address, for the detail and edit screens",
    tag,
    auth: "required",
    query: addressIdQuerySchema,
    response: addressRowSchema,
    errors: [404],
  }),
  pickupPoints: endpoint({
    method: "GET",
    path: "/api/v1/get-pickup-points",
    summary: "Pick-up points (自提) an order can choose instead of delivery",
    tag,
    auth: "none",
    response: pickupPointListSchema,
  }),
};
