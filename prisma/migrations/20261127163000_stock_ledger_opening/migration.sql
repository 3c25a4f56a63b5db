-- The stock ledger counts every movement from here on (docs/decisions/039-stock-ledger.md): each SKU
-- whose stock is not the sum of its ledger (sales, releases and flash sales wrote no rows before)
-- gets one "opening" row of the difference, so that stock = sum(delta) holds from this migration on.
INSERT INTO "StockEntry" ("skuId", "delta", "reason", "stockAfter", "note", "actor", "createdAt")
SELECT s."id", s."stock" - COALESCE(l."total", 0), 'opening', s."stock", '', 'system',
       strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')
FROM "Sku" s
LEFT JOIN (SELECT "skuId", SUM("delta") AS "total" FROM "StockEntry" GROUP BY "skuId") l ON l."skuId" = s."id"
WHERE s."stock" <> COALESCE(l."total", 0);
