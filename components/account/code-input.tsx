// The 6-digit code as six boxes (the "input code" screen). One real input sits over the boxes, so
// paste, the phone's one-time-code suggestion and screen readers all work as with a normal field.
"use client";

import { useId } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";

const LENGTH = 6;

type Props = { label: string; value: string; onValue: (value: string) => void; error?: string; autoFocus?: boolean };

export function CodeInput({ label, value, onValue, error, autoFocus }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const digits = value.padEnd(LENGTH, " ").slice(0, LENGTH).split("");
  return (
    <div className="py-3">
      <label htmlFor={id} className="block pb-2 text-xs text-gray-500">
        {label}
      </label>
      <div className="relative">
        <div aria-hidden className="flex justify-between gap-2">
          {digits.map((d, i) => (
            <span
              key={i}
              className={`flex h-12 w-11 items-center justify-center rounded-lg border text-xl font-medium ${
                error ? "border-price" : i === value.length ? "border-accent" : "border-gray-200"
              } bg-white`}
            >
              {d.trim()}
            </span>
          ))}
        </div>
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value.replace(/\D/g, "").slice(0, LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={LENGTH}
          autoFocus={autoFocus}
          disabled={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="absolute inset-0 h-full w-full cursor-text opacity-0"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="pt-1 text-xs text-price">
          {error}
        </p>
      ) : null}
    </div>
  );
}
