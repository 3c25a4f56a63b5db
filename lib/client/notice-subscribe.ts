// Subscribing to 到货通知 / 降价通知 from the goods page's notice chunk: apart from lib/client/notices.ts
// (the message centre's SWR lists), so that the chunk stays small. docs/decisions/046-notices.md
"use client";

import { api, type Input } from "./api";
import { noticesSubscribe } from "./routes/notices.generated";

/** Field errors come back as ApiClientError.fields (skuId: in stock; targetPrice: not below). */
export const subscribeNotice = (input: Input<typeof noticesSubscribe>) =>
  api(noticesSubscribe, input, { silent: true });
