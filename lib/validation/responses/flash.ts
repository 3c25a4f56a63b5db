// Response schemas of the flash sale endpoints (docs/decisions/022-flash-sale.md).
import { z } from "zod";
import { orderStatusCodes } from "@/lib/domain/order-status";
import { cents, dateTime, int } from "./common";

export const flashBoughtSchema = z.object({
  id: int.meta({ description: "The flash order, waiting for payment until expiresAt" }),
  orderNo: z.string().length(25),
  status: int.meta({ enum: [...orderStatusCodes] }),
  itemsAmount: cents,
  freightAmount: cents,
  discountAmount: cents,
  totalAmount: cents,
  expiresAt: dateTime.meta({ description: "The end of the sale's payment window (shorter than an order's)" }),
  repeated: z.boolean().meta({ description: "True when this press repeats the shopper's earlier, successful one" }),
});

export const flashSaleSchema = z.object({
  id: int,
  productId: int,
  skuId: int,
  title: z.string(),
  name: z.string(),
  skuName: z.string(),
  image: z.string(),
  price: cents.meta({ description: "The flash price" }),
  regularPrice: cents,
  startsAt: dateTime,
  endsAt: dateTime,
  quantity: int.meta({ description: "Units the sale sells in all" }),
  perUserLimit: int,
  paymentWindowMinutes: int,
  sold: int.meta({ description: "Units sold (orders not closed), at most LIVE_MS old" }),
  remaining: int,
  status: z.enum(["upcoming", "running", "soldOut"]),
});

export const flashSalesSchema = z.object({
  serverTime: int.meta({
    description: "The server's clock (ms since 1970) when answering: clients count down with their offset to it",
  }),
  rows: z.array(flashSaleSchema),
});
