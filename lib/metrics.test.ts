// Where the metrics are fed from (lib/metrics.ts): every 503 for a database that cannot answer is
// counted by cause in the one error mapping (lib/api/errors.ts).
import { describe, expect, it } from "vitest";
import { toErrorResponse } from "@/lib/api/errors";
import { DatabaseWaitTimeout } from "@/lib/db/dialect";
import { metrics } from "./metrics";

const unavailable = async (reason: string) =>
  (await metrics().unavailable.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;

describe("mall_db_unavailable_total", () => {
  it("counts each 503 the error mapping gives for a database that cannot answer, by cause", async () => {
    const before = await unavailable("busy");
    expect(toErrorResponse(new DatabaseWaitTimeout("the write gate", 10), "en").status).toBe(503);
    expect(toErrorResponse(new DatabaseWaitTimeout("a write slot", 10), "en").status).toBe(503);
    expect(toErrorResponse(new Error("a bug"), "en").status).toBe(500);
    expect(await unavailable("busy")).toBe(before + 2);
  });
});
