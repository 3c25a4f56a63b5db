// POST /api/v1/group-join — join an open group (409 when full, ended, already in it, over the limit)
import { handler } from "@/lib/api/handler";
import { groupEndpoints } from "@/lib/api/endpoints/group";
import { joinGroup } from "@/lib/services/group";

export const POST = handler(groupEndpoints.join, ({ user, body }) => joinGroup(user.id, body));
