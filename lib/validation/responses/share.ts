// Answers of the share endpoints.
import { z } from "zod";

/** What wx.config takes besides the API list, signed for one page URL. */
export const jssdkConfigSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});
