// Inputs of the share endpoints (docs/decisions/034-share.md).
import { z } from "zod";
import { idSchema } from "./common";
import { locales } from "@/lib/i18n/routing";

/** The page to sign for the messaging app's JS-SDK: an absolute URL of the shop (checked by the service). */
export const jssdkConfigQuerySchema = z.object({ url: z.string().trim().min(1, "required").max(2048, "too_long") });

/** A product's poster, in a locale (else the caller's). */
export const goodsPosterQuerySchema = z.object({ id: idSchema, locale: z.enum(locales).optional() });
