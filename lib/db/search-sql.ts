// Product search in a locale other than zh-Hans: a product matches when every term stands in its
// zh-Hans name or subtitle or in its translation's (ProductTranslation), so an English shopper finds
// "earphones" and a Chinese name pasted from elsewhere alike. Plain SQL that both engines run the same
// way — only how "on sale" reads differs, which the dialect passes in. The trigram indexes cover the
// zh-Hans columns; the translations are matched by scanning the on-sale products' rows of one locale,
// a few milliseconds at catalogue sizes, and the answers are cached like every catalogue read.
import { Prisma } from "../generated/prisma/client";
import { likePattern, type SearchTerms } from "./dialect";

const from = (locale: string) =>
  Prisma.sql`"Product" p LEFT JOIN "ProductTranslation" t ON t."productId" = p."id" AND t."locale" = ${locale}`;

function where(terms: SearchTerms, onSale: Prisma.Sql): Prisma.Sql {
  const each = [...terms.longTerms, ...terms.likeTerms].map((term) => {
    const pattern = likePattern(term);
    return Prisma.sql`(lower(p."name") LIKE ${pattern} ESCAPE '\\' OR lower(p."subtitle") LIKE ${pattern} ESCAPE '\\' OR lower(t."name") LIKE ${pattern} ESCAPE '\\' OR lower(t."subtitle") LIKE ${pattern} ESCAPE '\\')`;
  });
  return Prisma.join([onSale, ...each], " AND ");
}

/** Whole words in the shown name first, then name over subtitle hits, shorter names, best sellers. */
function order(terms: SearchTerms): Prisma.Sql {
  const all = [...terms.longTerms, ...terms.likeTerms];
  const shown = Prisma.sql`lower(COALESCE(t."name", p."name"))`;
  const wholeWords = Prisma.join(
    all.map(
      (term) =>
        Prisma.sql`(CASE WHEN ' ' || ${shown} || ' ' LIKE ${`% ${likePattern(term).slice(1, -1)} %`} ESCAPE '\\' THEN 1 ELSE 0 END)`,
    ),
    " + ",
  );
  const weight = Prisma.join(
    all.map(
      (term) =>
        Prisma.sql`(CASE WHEN lower(p."name") LIKE ${likePattern(term)} ESCAPE '\\' OR lower(t."name") LIKE ${likePattern(term)} ESCAPE '\\' THEN 10 ELSE 0 END + CASE WHEN lower(p."subtitle") LIKE ${likePattern(term)} ESCAPE '\\' OR lower(t."subtitle") LIKE ${likePattern(term)} ESCAPE '\\' THEN 2 ELSE 0 END)`,
    ),
    " + ",
  );
  return Prisma.sql`${wholeWords} DESC, ${weight} DESC, length(COALESCE(t."name", p."name")), p."sales" DESC, p."id"`;
}

export function translatedSearchRows(
  terms: SearchTerms & { locale: string },
  onSale: Prisma.Sql,
  limit: number,
  offset: number,
): Prisma.Sql {
  return Prisma.sql`
    SELECT p."id", p."name", p."price", p."originalPrice", p."image", p."sales"
    FROM ${from(terms.locale)} WHERE ${where(terms, onSale)}
    ORDER BY ${order(terms)} LIMIT ${limit} OFFSET ${offset}`;
}

export function translatedSearchCount(
  terms: SearchTerms & { locale: string },
  onSale: Prisma.Sql,
  count: Prisma.Sql,
): Prisma.Sql {
  return Prisma.sql`SELECT ${count} AS total FROM ${from(terms.locale)} WHERE ${where(terms, onSale)}`;
}
