// A field that searches as you type and offers what it finds (WAI-ARIA combobox with a listbox): the
// arrow keys move through the options, Enter picks, Escape closes. Every picker of the console
// (products, SKUs, categories, link targets) is this field with its own search and option.
"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "../ui";

export type Found<T> = { rows: T[]; isLoading: boolean };

export function Combobox<T>({
  label,
  placeholder,
  useOptions,
  optionKey,
  renderOption,
  optionText,
  onPick,
  error,
}: {
  label: string;
  placeholder?: string;
  /** The options for what was typed (after a pause); "" is an empty search. */
  useOptions: (text: string) => Found<T>;
  optionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  /** How an option is announced (its name). */
  optionText: (option: T) => string;
  onPick: (option: T) => void;
  error?: string;
}) {
  const t = useTranslations("pickers");
  const id = useId();
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useOptions(asked);
  const options = found.rows;
  const pick = (option: T) => {
    onPick(option);
    setText("");
    setOpen(false);
  };
  return (
    <div className="relative min-w-0">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm text-gray-700">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open && options[active] ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        className={inputClass}
        placeholder={placeholder ?? t("typeToSearch")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, options.length - 1));
          else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
          else if (e.key === "Escape") setOpen(false);
          else if (e.key === "Enter" && open && options[active]) pick(options[active]);
          else return;
          e.preventDefault();
        }}
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-price">
          {error}
        </p>
      ) : null}
      {open ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-y-auto rounded border border-gray-200 bg-white py-1 shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={optionKey(option)}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={optionText(option)}
              className={`cursor-pointer px-2 py-1.5 text-sm ${i === active ? "bg-blue-50" : ""}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              onMouseEnter={() => setActive(i)}
            >
              {renderOption(option)}
            </li>
          ))}
          {options.length === 0 ? (
            <li role="presentation" className="px-2 py-1.5 text-sm text-gray-600">
              {found.isLoading ? t("searching") : t("nothingFound")}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
