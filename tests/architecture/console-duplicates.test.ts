// components/admin holds no exact duplicate block of six lines or more (issue 35, "Done when"), as
// `npm run duplicates:admin` (scripts/duplicates.ts) finds them; and the finder finds one when there is.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findDuplicates, sourceFiles } from "@/scripts/duplicates";

describe("duplicate blocks", () => {
  it("finds a copied block of six lines across two files, and not closing brackets or imports", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dups-"));
    const block = [
      "const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);",
      "const discount = coupon ? Math.min(coupon.amount, total) : 0;",
      "const freight = total - discount >= threshold ? 0 : rule.firstWeightPrice;",
      "const payable = total - discount + freight;",
      "if (payable < 0) throw new Error('negative');",
      "return { total, discount, freight, payable };",
    ];
    const imports = ["import {", "  a,", "  b,", "  c,", "  d,", "  e,", "  f,", '} from "./x";'];
    const closing = ["        </div>", "      </div>", "    </>", "  );", "}", ""];
    fs.writeFileSync(path.join(dir, "a.ts"), [...imports, "function a() {", ...block, "}", ...closing].join("\n"));
    fs.writeFileSync(
      path.join(dir, "b.tsx"),
      [...imports, "function b() {", "  log();", ...block, ...closing].join("\n"),
    );
    const found = findDuplicates(sourceFiles(dir));
    expect(found.map((d) => [path.basename(d.a.file), d.a.line, path.basename(d.b.file), d.b.line, d.lines])).toEqual([
      ["a.ts", 10, "b.tsx", 11, 6],
    ]);
  });

  it("components/admin has none", () => {
    expect(
      findDuplicates(sourceFiles("components/admin")).map((d) => `${d.a.file}:${d.a.line} = ${d.b.file}:${d.b.line}`),
    ).toEqual([]);
  });
});
