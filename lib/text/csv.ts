// CSV for spreadsheet users (back-office exports and imports): UTF-8 with a byte-order mark so Excel
// reads the Chinese text, CRLF line ends, every cell quoted when it needs to be, and cells that a
// spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) made inert
// with a leading apostrophe (OWASP's "CSV injection"). Reading uses papaparse, a maintained parser.
import Papa from "papaparse";

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text made inert when a spreadsheet would evaluate it, quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",") + "\r\n";
}

/** Rows of a CSV text (a leading BOM dropped; blank lines skipped), each an array of trimmed cells. */
export function parseCsv(text: string): { rows: string[][]; errors: { line: number; message: string }[] } {
  const result = Papa.parse<string[]>(text.startsWith(CSV_BOM) ? text.slice(1) : text, {
    skipEmptyLines: "greedy",
    transform: (cell) => cell.trim(),
  });
  return {
    rows: result.data,
    errors: result.errors.map((e) => ({ line: (e.row ?? 0) + 1, message: e.message })),
  };
}

/** A stream of CSV text from rows produced one batch at a time: nothing holds the whole file. */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly (string | number | null | undefined)[])[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
