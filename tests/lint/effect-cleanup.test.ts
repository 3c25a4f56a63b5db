// The lint rule that keeps an effect's (or a ref callback's) arrow from handing React what a DOM call
// returned as its cleanup (issue 31: the consult inbox crashed on Chromium's promise from
// scrollIntoView()). Runs the repository's own ESLint configuration, so it also proves the rule is on
// for the screens.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = "local/effect-returns-only-cleanup";

async function problems(code: string, filePath = "components/admin/lint-probe.tsx"): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const screen = (body: string) => `"use client";
import { useEffect, useLayoutEffect, useRef } from "react";
import * as React from "react";
export function Probe() {
  const el = useRef<HTMLDivElement>(null);
  const stop = () => undefined;
${body}
  return <div ref={el} />;
}
`;

// The first case loads the configuration and its plugins: 6 s alone, past 30 s beside the whole run.
describe("effect-returns-only-cleanup", { timeout: 120_000 }, () => {
  it("refuses an effect whose arrow returns what a DOM call returns", async () => {
    const code = screen(
      [
        '  useEffect(() => el.current?.scrollIntoView({ block: "nearest" }), []);',
        "  useLayoutEffect(() => el.current!.focus(), []);",
        "  React.useEffect(() => el.current && el.current.scrollIntoView(), []);",
        // An async effect returns a promise whatever its body says.
        "  useEffect(async () => { await Promise.resolve(); }, []);",
        "  useEffect(async function load() { await Promise.resolve(); }, []);",
      ].join("\n"),
    );
    expect(await problems(code)).toEqual([7, 8, 9, 10, 11]);
  });

  it("refuses a ref callback that returns a DOM call's result", async () => {
    const code = `"use client";
export function Probe() {
  return <input ref={(input) => input?.focus()} />;
}
`;
    expect(await problems(code, "app/[locale]/lint-probe.tsx")).toEqual([3]);
  });

  it("accepts block bodies, void, returned cleanups and ref assignments", async () => {
    const code = screen(
      [
        "  useEffect(() => {",
        "    el.current?.scrollIntoView();",
        "  }, []);",
        "  useEffect(() => void el.current?.focus(), []);",
        "  useEffect(() => () => stop(), []);",
        "  useEffect(() => {",
        "    return stop;",
        "  }, []);",
      ].join("\n"),
    );
    expect(await problems(code)).toEqual([]);
    const ref = `"use client";
import { useRef } from "react";
export function Probe() {
  const box = useRef<HTMLInputElement | null>(null);
  return <input ref={(input) => (box.current = input)} />;
}
`;
    expect(await problems(ref, "components/ui/lint-probe.tsx")).toEqual([]);
  });
});
