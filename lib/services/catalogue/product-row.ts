// A product as every list shows it (the response schema's shape). Its own file: the list reads
// (./catalogue.ts) and the price rules they apply (./pricing.ts) both name it.
import type { z } from "zod";
import type { productRowSchema } from "@/lib/validation/responses/catalogue";

export type ProductRow = z.output<typeof productRowSchema>;
