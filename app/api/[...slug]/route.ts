// Any /api path no route serves: the JSON 404 { code: "NOT_FOUND", message } in the caller's language,
// for every method, instead of the HTML 404 page.
import { ApiError } from "@/lib/domain/errors";
import { handler } from "@/lib/api/handler";
import { endpoint } from "@/lib/api/endpoint";
import { z } from "zod";

const unknown = handler(
  endpoint({
    method: "GET",
    path: "/api/v1/{unknown}",
    summary: "No such endpoint",
    tag: "Meta",
    auth: "none",
    response: z.never(),
  }),
  async () => {
    throw new ApiError("NOT_FOUND");
  },
);

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
