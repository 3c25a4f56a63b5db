// GET /api/admin/v1/consult — the consult inbox
import { adminHandler } from "@/lib/api/admin-handler";
import { consultEndpoints } from "@/lib/api/admin-endpoints/service";
import { adminListThreads } from "@/lib/services/engagement";

export const GET = adminHandler(consultEndpoints.threads, ({ query: { filter, ...page } }) =>
  adminListThreads(filter, page),
);
