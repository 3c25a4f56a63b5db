// GET /api/v1/jssdk-config?url — wx.config's fields for a page of this shop, signed with the shared ticket
import { handler } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/request-info";
import { shareEndpoints } from "@/lib/api/endpoints/share";
import { jssdkConfig } from "@/lib/services/share";

export const GET = handler(shareEndpoints.jssdkConfig, async ({ req, query }) =>
  jssdkConfig(query.url, requestOrigin(req)),
);
