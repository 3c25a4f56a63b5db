// POST /api/v1/group-preview — the group checkout's figures, one unit at the group price
import { handler } from "@/lib/api/handler";
import { groupEndpoints } from "@/lib/api/endpoints/group";
import { previewGroupSeat } from "@/lib/services/group";

export const POST = handler(groupEndpoints.preview, ({ user, body, locale }) =>
  previewGroupSeat(user.id, body, locale),
);
