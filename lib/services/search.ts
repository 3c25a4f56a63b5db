// Product search: SQLite FTS5 with the trigram tokenizer (table "ProductSearch", kept in step with
// "Product" by triggers; migration 20261122010000_product_search), ranked by bm25 with the name
// weighted above the subtitle, then by sales.
//
// The trigram tokenizer matches substrings of 3 or more characters, so it finds Chinese words without
// word breaks ("智能手机" in "星耀 X20 5G 智能手机") and English case-insensitively. It matches
// nothing for shorter terms, and the commonest Chinese words are two characters ("手机", "耳机"):
// those terms are matched with LIKE instead, ranked by where they occur (in the name first, earlier
// first). Every term of the keyword must match. Answers are cached like every catalogue read.
import { db, dbReady, Prisma } from "@/lib/db";
import { toPage, type Page } from "@/lib/api/paging";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { cachedRead } from "./catalogue-cache";
import type { ProductRow } from "./catalogue";
import { withDiscounts } from "./catalogue-pricing";

/** Shortest term the trigram index can answer. */
const TRIGRAM = 3;
/** bm25 column weights: name, subtitle. */
const NAME_WEIGHT = 10;
const SUBTITLE_WEIGHT = 2;

export type SearchPlan = { match: string | null; longTerms: string[]; likeTerms: string[] };

/** Splits a keyword into the FTS5 MATCH expression (terms of 3+ characters) and the LIKE terms. */
export function planSearch(keyword: string): SearchPlan {
  const terms = [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
  // Characters, not UTF-16 units: "手机" is 2 characters, an emoji is 1.
  const long = terms.filter((t) => [...t].length >= TRIGRAM);
  const short = terms.filter((t) => [...t].length < TRIGRAM);
  // Each term as an FTS5 string ("..." with quotes doubled): no operator or column syntax reaches
  // the query parser, whatever the shopper types.
  const match = long.length ? long.map((t) => `"${t.replaceAll('"', '""')}"`).join(" AND ") : null;
  return { match, longTerms: long, likeTerms: short };
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type RawRow = { id: number | bigint; name: string; price: number | bigint; originalPrice: number | bigint | null; image: string; sales: number | bigint };

function toRow(r: RawRow): ProductRow {
  return {
    id: Number(r.id),
    name: r.name,
    price: Number(r.price),
    originalPrice: r.originalPrice === null ? null : Number(r.originalPrice),
    image: r.image,
    sales: Number(r.sales),
  };
}

function likeConditions(terms: string[]): Prisma.Sql[] {
  return terms.map((t) => Prisma.sql`(p."name" LIKE ${likePattern(t)} ESCAPE '\\' OR p."subtitle" LIKE ${likePattern(t)} ESCAPE '\\')`);
}

function whereClause(plan: SearchPlan): Prisma.Sql {
  const conditions = [Prisma.sql`p."isOnSale" = 1`, ...likeConditions(plan.likeTerms)];
  if (plan.match) conditions.unshift(Prisma.sql`"ProductSearch" MATCH ${plan.match}`);
  return Prisma.join(conditions, " AND ");
}

function fromClause(plan: SearchPlan): Prisma.Sql {
  return plan.match ? Prisma.sql`"ProductSearch" JOIN "Product" p ON p."id" = "ProductSearch"."rowid"` : Prisma.sql`"Product" p`;
}

/**
 * How many terms appear in the name as whole words: "phone" should put "X20 Phone" before
 * "Headphones", which bm25 over trigrams cannot tell apart. Chinese has no word breaks, so there
 * this is 0 everywhere and bm25 decides.
 */
function wholeWordHits(terms: string[]): Prisma.Sql {
  const hits = terms.map((t) => Prisma.sql`(CASE WHEN ' ' || lower(p."name") || ' ' LIKE ${`% ${likePattern(t).slice(1, -1)} %`} ESCAPE '\\' THEN 1 ELSE 0 END)`);
  return Prisma.join(hits, " + ");
}

function orderClause(plan: SearchPlan): Prisma.Sql {
  if (plan.match) {
    return Prisma.sql`${wholeWordHits(plan.longTerms)} DESC, bm25("ProductSearch", ${NAME_WEIGHT}, ${SUBTITLE_WEIGHT}), p."sales" DESC, p."id"`;
  }
  const first = plan.likeTerms[0];
  return Prisma.sql`CASE WHEN p."name" LIKE ${likePattern(first)} ESCAPE '\\' THEN 0 ELSE 1 END, instr(lower(p."name"), ${first}), p."sales" DESC, p."id"`;
}

const countMatches = cachedRead("search-count", async (keyword: string) => {
  await dbReady();
  const plan = planSearch(keyword);
  const rows = await db.$queryRaw<{ total: number | bigint }[]>`SELECT count(*) AS total FROM ${fromClause(plan)} WHERE ${whereClause(plan)}`;
  return Number(rows[0]?.total ?? 0);
});

export const searchProducts = cachedRead(
  "search",
  async (input: ProductSearchInput): Promise<Page<ProductRow>> => {
    await dbReady();
    const plan = planSearch(input.keyword);
    const skip = (input.pageIndex - 1) * input.pageSize;
    const [rows, total] = await Promise.all([
      db.$queryRaw<RawRow[]>`
        SELECT p."id", p."name", p."price", p."originalPrice", p."image", p."sales"
        FROM ${fromClause(plan)}
        WHERE ${whereClause(plan)}
        ORDER BY ${orderClause(plan)}
        LIMIT ${input.pageSize} OFFSET ${skip}`,
      countMatches(input.keyword.toLowerCase()),
    ]);
    return toPage(await withDiscounts(rows.map(toRow)), total, input);
  },
  (i) => `${i.pageIndex}:${i.pageSize}:${i.keyword.toLowerCase()}`,
);
