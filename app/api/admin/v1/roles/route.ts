// GET /api/admin/v1/roles — the built-in roles and what each grants
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { roles, rolePermissions, rolesRequiringTotp } from "@/lib/domain/permissions";

export const GET = adminHandler(staffEndpoints.roles, async () => ({
  roles: roles.map((role) => ({
    role,
    permissions: [...rolePermissions[role]],
    totp: rolesRequiringTotp.includes(role),
  })),
}));
