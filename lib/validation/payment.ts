// Inputs of the payment endpoints. The amount is never an input: it is the order's.
import { z } from "zod";
import { idSchema } from "./common";

export const payOrderSchema = z.object({
  orderId: idSchema,
  // The shopper's open id in the messaging app, for its in-app (JSAPI / mini-program) pay.
  openId: z.string().trim().max(64).optional(),
});

export const payOrderQuerySchema = z.object({ orderId: idSchema });

const outTradeNo = z.string().regex(/^\d{32}$/, "invalid");
const cashierSig = z.string().regex(/^[0-9a-f]{32}$/, "invalid");

export const sandboxCashierQuerySchema = z.object({ no: outTradeNo, sig: cashierSig });

export const sandboxDecisionSchema = z.object({ no: outTradeNo, sig: cashierSig, decision: z.enum(["pay", "cancel"]) });
