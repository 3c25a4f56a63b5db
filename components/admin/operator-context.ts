// The signed-in operator for the console's screens (its permissions decide what they show; the server
// decides what happens).
"use client";

import { createContext, useContext } from "react";
import type { Operator } from "@/lib/admin-client/staff";

export const OperatorContext = createContext<Operator | null>(null);

/** Whether the signed-in operator holds `permission`. */
export function useCan(): (permission: string) => boolean {
  const operator = useContext(OperatorContext);
  return (permission) => Boolean(operator && (operator.permissions as string[]).includes(permission));
}

export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error("useOperator outside the console shell");
  return operator;
}
