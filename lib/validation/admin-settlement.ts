// Inputs of the daily settlement and the reconciliation (issue 34 §5, decision 041).
import { z } from "zod";

const day = z.iso.date({ error: "invalid" });

export const settlementQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "invalid" });

export const reconcileChannelSchema = z.enum(["wechat", "alipay"], { error: "invalid" });

export const channelDaySchema = z.object({ channel: reconcileChannelSchema, day });

/** A statement file as uploaded: its bytes in base64 (the Alipay bill is a ZIP), within the body's 1 MB. */
export const statementImportSchema = channelDaySchema.extend({
  file: z
    .string({ error: "required" })
    .min(1, "required")
    .max(1_000_000, "too_big")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "invalid"),
});
