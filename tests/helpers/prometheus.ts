// A parser of Prometheus' text exposition format (version 0.0.4), enough to check what a scrape says:
// every sample line `name{label="value",...} number`, and the `# TYPE` of each metric.
export type Sample = { name: string; labels: Record<string, string>; value: number };

export function parsePrometheus(text: string) {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      types.set(type[1], type[2]);
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
    // Go's ParseFloat spellings, which Prometheus accepts: +Inf, -Inf, NaN in any letter case.
    const raw = sample[3].toLowerCase();
    const value = raw === "+inf" ? Infinity : raw === "-inf" ? -Infinity : raw === "nan" ? NaN : Number(raw);
    if (Number.isNaN(value) && raw !== "nan") throw new Error(`not a value: ${line}`);
    samples.push({ name: sample[1], labels, value });
  }
  /** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
  const value = (name: string, labels: Record<string, string>): number => {
    const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
    return found[0]?.value ?? 0;
  };
  return { samples, types, value };
}
