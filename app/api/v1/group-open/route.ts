// POST /api/v1/group-open — open a group, the first seat's order at the group price
import { handler } from "@/lib/api/handler";
import { groupEndpoints } from "@/lib/api/endpoints/group";
import { openGroup } from "@/lib/services/group";

export const POST = handler(groupEndpoints.open, ({ user, body }) => openGroup(user.id, body));
