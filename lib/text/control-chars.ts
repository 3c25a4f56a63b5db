// Control characters in what shoppers type. They have no meaning in a name, an address or a message
// (except line breaks and tabs in multi-line text), and in an operator's terminal ESC, BEL, CR and
// friends rewrite the screen (fake lines, hidden text, changed titles). So input is cleaned once, in
// the zod schemas (lib/validation/common.ts: singleLineText / multiLineText), and the operator CLIs
// escape whatever they print (escapeForTerminal), including text stored before the cleaning.
//
// Removed: C0 controls (U+0000–U+001F) except, in multi-line text, LF and TAB (CR/CRLF become LF);
// DEL (U+007F); C1 controls (U+0080–U+009F); the bidi embeddings/overrides/isolates (U+202A–U+202E,
// U+2066–U+2069) that reorder what a reader sees. Single-line text turns line breaks and tabs into a
// space instead of gluing words together.

const ALWAYS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const BREAKS = /[\t\n\r]+/g;

export function stripControlChars(text: string, options: { multiline?: boolean } = {}): string {
  if (options.multiline) return text.replace(/\r\n?/g, "\n").replace(ALWAYS, "");
  return text.replace(BREAKS, " ").replace(ALWAYS, "");
}

const ESCAPE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text safe to print in a terminal: every control character shown as a visible \x.. / \u.... escape. */
export function escapeForTerminal(text: unknown): string {
  return String(text ?? "").replace(ESCAPE, (c) => {
    const code = c.charCodeAt(0);
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
