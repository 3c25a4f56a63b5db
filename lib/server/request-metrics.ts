// Every request counted by route and status, with its time to the end of the answer (lib/metrics.ts).
// Routes are labelled by what they are, never by the raw path, so that the number of series stays
// bounded whatever clients send: an API path by its route (`/api/v1/after-sales/[id]`), anything else
// by its group.
import type http from "node:http";
import { apiRouteOf } from "@/lib/api/route-methods";
import { metrics } from "@/lib/metrics";
import { pathOf } from "./answer";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The label of a path: its API route, or one of a few groups. */
export function routeLabel(pathname: string): string {
  if (pathname === "/api" || pathname.startsWith("/api/")) return apiRouteOf(pathname) ?? "/api (no such route)";
  if (pathname.startsWith("/_next/")) return "/_next (assets)";
  if (pathname.startsWith("/media/")) return "/media";
  if (pathname.startsWith("/uploads/")) return "/uploads";
  if (pathname.startsWith("/admin")) return "/admin (console pages)";
  return "(shop pages)";
}

/** Records the request when its answer has gone out (or its connection closed first: status 0). */
export function countRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = process.hrtime.bigint();
  let done = false;
  const record = (status: number) => {
    if (done) return;
    done = true;
    const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
    const route = routeLabel(pathOf(req));
    const m = metrics();
    m.requests.inc({ route, method, status: String(status) });
    m.duration.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
  };
  res.once("finish", () => record(res.statusCode));
  res.once("close", () => record(res.writableFinished ? res.statusCode : 0));
}
