// Product search SQL that both engines run the same way: what a term matches, the relevance order
// (综合), and the search in a locale other than zh-Hans. Only how "on sale" reads, whether LIKE needs
// lower() (Fold) and how the zh-Hans candidates are found with an index differ (./sqlite.ts: FTS5;
// ./postgres.ts: pg_trgm), and the dialects pass those in. docs/decisions/004-catalogue-cache-and-search.md, 032-search.md
//
// A term matches a product when it stands (in any case) in its name or subtitle — in a locale other
// than zh-Hans also in the translation's — or in its pinyin or initials key (the patterns planned by
// lib/services/catalogue/pinyin.ts). Every term must match.
//
// Relevance, best first: the whole keyword is the name; the name starts with it; every term stands in
// the name as a word (a Chinese term anywhere: Chinese has no spaces between words); every term stands
// in the name; the terms read together as the name's pinyin ("shou ji"); every term stands in the name
// or its keys (pinyin, initials); the rest (some term only in the subtitle). Then best sellers, then
// the best rated (shown reviews), then the older product.
import { Prisma } from "../generated/prisma/client";
import { escapeLike, likePattern, type SearchTerm, type SearchTerms } from "./dialect";

const HAN = /\p{Script=Han}/u;

const PINYIN_KEY = Prisma.sql`p."namePinyin"`;
const INITIALS_KEY = Prisma.sql`p."nameInitials"`;

/** The text columns a search reads: names (zh-Hans, and the locale's translation) and subtitles. */
export type SearchColumns = { names: Prisma.Sql[]; subtitles: Prisma.Sql[] };

export const BASE_COLUMNS: SearchColumns = { names: [Prisma.sql`p."name"`], subtitles: [Prisma.sql`p."subtitle"`] };

const like = (column: Prisma.Sql, pattern: string) => Prisma.sql`${column} LIKE ${pattern} ESCAPE '\\'`;
const lower = (column: Prisma.Sql) => Prisma.sql`lower(${column})`;

/**
 * How a column's text meets a lower-case LIKE pattern: PostgreSQL's LIKE minds case, and its trigram
 * indexes are on lower(name) / lower(subtitle); SQLite's LIKE already ignores the case of ASCII
 * letters — exactly what its lower() folds — and calling lower() on every row of a scan cost a fifth
 * of a two-character search (docs/performance.md).
 */
export type Fold = (column: Prisma.Sql) => Prisma.Sql;
export const LOWER: Fold = lower;
export const AS_IS: Fold = (column) => column;
const anyOf = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.sql`(${Prisma.join(parts, " OR ")})` : Prisma.sql`(1 = 0)`;
const allOf = (parts: Prisma.Sql[]) =>
  parts.length ? Prisma.sql`(${Prisma.join(parts, " AND ")})` : Prisma.sql`(1 = 1)`;

/** A term in the keys: a pinyin reading from a syllable's start, or its initials. */
function inKeys(term: SearchTerm): Prisma.Sql[] {
  return [
    ...term.pinyin.map((pattern) => like(PINYIN_KEY, likePattern(pattern))),
    ...(term.initials ? [like(INITIALS_KEY, likePattern(term.initials))] : []),
  ];
}

/** Where a term matches a product: in a name or subtitle of `columns` (any case), or in the keys. */
export function termMatch(term: SearchTerm, columns: SearchColumns, fold: Fold): Prisma.Sql {
  const pattern = likePattern(term.text);
  return anyOf([...[...columns.names, ...columns.subtitles].map((c) => like(fold(c), pattern)), ...inKeys(term)]);
}

/** The shown reviews' mean rating, 0 without any. */
const RATING = Prisma.sql`COALESCE((SELECT avg(r."rating") FROM "Review" r WHERE r."productId" = p."id" AND r."hiddenAt" IS NULL), 0)`;

/** The relevance order (see the file comment) for products read as `p` with these names. */
export function searchOrder(terms: SearchTerms, columns: SearchColumns, fold: Fold): Prisma.Sql {
  const names = columns.names.map(fold);
  const inName = (term: SearchTerm) => names.map((n) => like(n, likePattern(term.text)));
  const asWord = (term: SearchTerm) =>
    HAN.test(term.text)
      ? inName(term)
      : names.map((n) => like(Prisma.sql`' ' || ${n} || ' '`, `% ${escapeLike(term.text)} %`));
  const ranks: [Prisma.Sql, number][] = [
    [anyOf(columns.names.map((n) => Prisma.sql`${lower(n)} = ${terms.keyword}`)), 6],
    [anyOf(names.map((n) => like(n, `${escapeLike(terms.keyword)}%`))), 5],
    [allOf(terms.terms.map((t) => anyOf(asWord(t)))), 4],
    [allOf(terms.terms.map((t) => anyOf(inName(t)))), 3],
    ...(terms.phrase.length
      ? [[anyOf(terms.phrase.map((pattern) => like(PINYIN_KEY, likePattern(pattern)))), 2] as [Prisma.Sql, number]]
      : []),
    [allOf(terms.terms.map((t) => anyOf([...inName(t), ...inKeys(t)]))), 1],
  ];
  const tier = Prisma.join(
    ranks.map(([condition, rank]) => Prisma.sql`WHEN ${condition} THEN ${Prisma.raw(String(rank))}`),
    " ",
  );
  return Prisma.sql`CASE ${tier} ELSE 0 END DESC, p."sales" DESC, ${RATING} DESC, p."id"`;
}

const ROW = Prisma.sql`p."id", p."name", p."price", p."originalPrice", p."image", p."sales"`;

/** The page of matching product rows, ranked. */
export function rowsSql(
  from: Prisma.Sql,
  where: Prisma.Sql,
  order: Prisma.Sql,
  limit: number,
  offset: number,
): Prisma.Sql {
  return Prisma.sql`SELECT ${ROW} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

// ---------- in a locale other than zh-Hans ----------
// The translation's name and subtitle are matched too, so an English shopper finds "earphones" and a
// Chinese name pasted from elsewhere alike. The indexes cover the zh-Hans columns; the translations are
// matched by scanning the on-sale products' rows of one locale, a few milliseconds at catalogue sizes,
// and the answers are cached like every catalogue read.

const translated = (locale: string) =>
  Prisma.sql`"Product" p LEFT JOIN "ProductTranslation" t ON t."productId" = p."id" AND t."locale" = ${locale}`;

const TRANSLATED_COLUMNS: SearchColumns = {
  names: [Prisma.sql`p."name"`, Prisma.sql`t."name"`],
  subtitles: [Prisma.sql`p."subtitle"`, Prisma.sql`t."subtitle"`],
};

/** What the dialect passes in: how "on sale" reads, how a column meets a pattern. */
export type EngineSql = { onSale: Prisma.Sql; fold: Fold };

function translatedWhere(terms: SearchTerms, engine: EngineSql): Prisma.Sql {
  return allOf([engine.onSale, ...terms.terms.map((term) => termMatch(term, TRANSLATED_COLUMNS, engine.fold))]);
}

export function translatedSearchRows(
  terms: SearchTerms & { locale: string },
  engine: EngineSql,
  limit: number,
  offset: number,
): Prisma.Sql {
  return rowsSql(
    translated(terms.locale),
    translatedWhere(terms, engine),
    searchOrder(terms, TRANSLATED_COLUMNS, engine.fold),
    limit,
    offset,
  );
}

export function translatedSearchCount(
  terms: SearchTerms & { locale: string },
  engine: EngineSql,
  count: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`SELECT ${count} AS total FROM ${translated(terms.locale)} WHERE ${translatedWhere(terms, engine)}`;
}
