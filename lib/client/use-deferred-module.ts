// useDeferredModule — a dynamically imported module, loaded when the screen first wants it. Unlike
// React.lazy, a failed load (a phone dropping its connection) does not throw into an error boundary:
// the hook reports `failed`, toasts the network message unless `silent`, and `retry` tries again.
"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "./toast";

export function useDeferredModule<M extends object>(load: () => Promise<M>, wanted: boolean, { silent = false } = {}) {
  const t = useTranslations("common");
  const [module, setModule] = useState<M | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || module || failed) return;
    let active = true;
    load().then(
      (loaded) => active && setModule(loaded),
      () => {
        if (!active) return;
        setFailed(true);
        if (!silent) showToast(t("networkError"), "error");
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, module, failed, load, attempt, silent, t]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { module, failed, retry };
}
