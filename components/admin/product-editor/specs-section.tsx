// The product's specs: up to three dimensions (颜色, 尺码, ...), each with its values, named in the
// four languages; the SKU matrix below is every combination of one value per spec.
"use client";

import { useTranslations } from "next-intl";
import { locales } from "@/lib/domain/locales";
import { Button, Card, inputClass } from "../ui";
import { emptyTexts, uid, type Spec } from "./model";

export const MAX_SPECS = 3;

export function SpecsSection({ specs, onChange }: { specs: Spec[]; onChange: (specs: Spec[]) => void }) {
  const t = useTranslations("productEditor");
  const ts = useTranslations("shell");
  const update = (i: number, spec: Spec) => onChange(specs.map((s, j) => (j === i ? spec : s)));
  return (
    <Card title={t("specs")}>
      <p className="mb-2 text-xs text-gray-600">{t("specsHelp")}</p>
      {specs.map((spec, i) => (
        <fieldset key={spec.uid} className="mb-3 rounded border border-gray-200 p-3" data-testid="spec">
          <legend className="px-1 text-sm font-medium">{t("specN", { n: i + 1 })}</legend>
          <div className="mb-2 grid gap-2 md:grid-cols-4">
            {locales.map((l) => (
              <label key={l} className="text-xs text-gray-600">
                {t("specName")} · {ts(`locale.${l}`)}
                <input
                  className={inputClass}
                  maxLength={20}
                  value={spec.name[l]}
                  onChange={(e) => update(i, { ...spec, name: { ...spec.name, [l]: e.target.value } })}
                />
              </label>
            ))}
          </div>
          {spec.values.map((value, j) => (
            <div key={value.uid} className="mb-1 grid items-end gap-2 md:grid-cols-[repeat(4,1fr)_auto]">
              {locales.map((l) => (
                <label key={l} className="text-xs text-gray-600">
                  {t("valueN", { n: j + 1 })} · {ts(`locale.${l}`)}
                  <input
                    className={inputClass}
                    maxLength={30}
                    value={value.texts[l]}
                    onChange={(e) =>
                      update(i, {
                        ...spec,
                        values: spec.values.map((v, k) =>
                          k === j ? { ...v, texts: { ...v.texts, [l]: e.target.value } } : v,
                        ),
                      })
                    }
                  />
                </label>
              ))}
              <Button
                kind="danger"
                aria-label={t("removeValue", { n: j + 1 })}
                onClick={() => update(i, { ...spec, values: spec.values.filter((_, k) => k !== j) })}
              >
                ×
              </Button>
            </div>
          ))}
          <span className="mt-2 flex gap-2">
            <Button
              onClick={() => update(i, { ...spec, values: [...spec.values, { uid: uid(), texts: emptyTexts() }] })}
            >
              {t("addValue")}
            </Button>
            <Button kind="danger" onClick={() => onChange(specs.filter((_, j) => j !== i))}>
              {t("removeSpec")}
            </Button>
          </span>
        </fieldset>
      ))}
      {specs.length < MAX_SPECS ? (
        <Button
          onClick={() =>
            onChange([...specs, { uid: uid(), name: emptyTexts(), values: [{ uid: uid(), texts: emptyTexts() }] }])
          }
        >
          {t("addSpec")}
        </Button>
      ) : null}
    </Card>
  );
}
