// False during the server render and hydration, true once React runs in the browser. Forms keep their
// inputs and buttons disabled until then: text typed into server-rendered inputs before hydration
// would be reset by React, and a click on a submit button would post the form natively.
"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
