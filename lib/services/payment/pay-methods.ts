// The ways to pay offered where the shop's page runs (a browser, the messaging app, the mini-program).
import type { z } from "zod";
import { detectEnvironment, Platform } from "@/lib/auth/platform";
import type { payMethodsSchema } from "@/lib/validation/responses/payment";
import { channelPaths, offeredChannels, providerForChannel } from "./providers";

export type PayMethod = z.output<typeof payMethodsSchema>["methods"][number];

/** The channels offered where the page runs, each with the endpoint that starts it and who serves it. */
export function listPayMethods(userAgent: string | null): z.output<typeof payMethodsSchema> {
  const detected = detectEnvironment(userAgent);
  const environment = detected.kind;
  return {
    environment,
    methods: offeredChannels(environment, detected.platform === Platform.WEB).map((channel) => ({
      channel,
      path: channelPaths[channel],
      provider: providerForChannel(channel).name,
    })),
  };
}
