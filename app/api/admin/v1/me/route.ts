// GET /api/admin/v1/me — the signed-in operator, their roles and permissions
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";

export const GET = adminHandler(
  staffEndpoints.me,
  async ({ operator: { id, username, roles, permissions, demo, totp } }) => ({
    id,
    username,
    roles,
    permissions,
    demo,
    totp,
  }),
);
