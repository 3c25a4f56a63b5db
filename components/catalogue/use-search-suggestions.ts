// Product names completing what the shopper types (debounced), shared by the search screen's box and
// the desktop header's search (components/ui/desktop-header-extras.tsx).
"use client";

import { useEffect, useState } from "react";
import { searchSuggestions } from "@/lib/client/catalogue";

const SUGGEST_DELAY_MS = 200;

/** Suggestions for `input`; none while it is empty or is the keyword already searched. */
export function useSearchSuggestions(input: string, searched: string): string[] {
  const [found, setFound] = useState<{ term: string; rows: string[] }>({ term: "", rows: [] });
  const term = input.trim();
  useEffect(() => {
    if (!term || term === searched) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSuggestions(term, controller.signal)
        .then((res) => setFound({ term, rows: res.rows }))
        .catch(() => {
          // No suggestions this time; searching still works.
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searched]);
  return term && term !== searched && found.term === term ? found.rows : [];
}
