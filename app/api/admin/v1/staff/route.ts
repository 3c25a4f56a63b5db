// GET /api/admin/v1/staff — every operator; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { staffEndpoints } from "@/lib/api/admin-endpoints/staff";
import { json } from "@/lib/api/handler";
import { createStaff, listStaff, staffView } from "@/lib/services/staff";

export const GET = adminHandler(staffEndpoints.list, () => listStaff());

export const POST = adminHandler(staffEndpoints.create, async ({ body, actor, operator }) => {
  const { operator: created, otpauthUri } = await createStaff(body, {
    ...actor,
    operatorId: operator.id,
    roles: operator.roles,
  });
  return json({ operator: staffView(created), otpauthUri }, 201);
});
