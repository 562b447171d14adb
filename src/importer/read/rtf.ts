/**
 * A letter in Rich Text Format (`.rtf`), as a practice's software or a word
 * processor saves it: its text, as a `.docx`'s body is read. Control words
 * are dropped; `\par`, `\line` and `\row` end a line, `\cell` and `\tab` part
 * cells (a `\trowd` table's row becomes a line of tab-separated cells, which
 * the text reader aligns into columns); `\'hh` is a byte of the document's
 * code page (`\ansicpg`, Windows-1252 when none is named), `\uN` a Unicode
 * letter (the `\ucN` fallback characters after it skipped); the font and
 * colour tables, the document's information, pictures, headers and footers
 * and every `\*` destination are not text. Pure.
 *
 * @module
 */

import { textLines } from "./html_lines.ts";

/** Destinations whose text is not the document's. */
const SKIPPED = new Set([
  "fonttbl",
  "colortbl",
  "stylesheet",
  "info",
  "pict",
  "object",
  "header",
  "headerl",
  "headerr",
  "headerf",
  "footer",
  "footerl",
  "footerr",
  "footerf",
  "listtable",
  "listoverridetable",
  "revtbl",
  "rsidtbl",
  "generator",
  "fldinst",
  "themedata",
  "colorschememapping",
  "latentstyles",
  "datastore",
  "xmlnstbl",
  "filetbl",
  "pgdsctbl",
]);

/** Control words that stand for a character or a break. */
const CHARACTERS: Readonly<Record<string, string>> = {
  par: "\n",
  line: "\n",
  row: "\n",
  sect: "\n",
  page: "\n",
  cell: "\t",
  nestcell: "\t",
  tab: "\t",
  endash: "–",
  emdash: "—",
  bullet: "•",
  lquote: "‘",
  rquote: "’",
  ldblquote: "“",
  rdblquote: "”",
  emspace: " ",
  enspace: " ",
  qmspace: " ",
};

interface Group {
  readonly skip: boolean;
  readonly uc: number;
}

/**
 * Whether bytes are an RTF document: they start with `{\rtf`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(isRtf(new TextEncoder().encode("{\\rtf1\\ansi x}")));
 * assert.ok(!isRtf(new TextEncoder().encode("Glukoza 92")));
 * ```
 */
export function isRtf(bytes: Uint8Array): boolean {
  return new TextDecoder("latin1").decode(bytes.subarray(0, 16)).replace(/^\uFEFF?\s*/, "")
    .startsWith("{\\rtf");
}

/**
 * The text of an RTF document.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rtf = "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}H\\'e4moglobin\\cell 11,6\\cell g/dl\\row K\\u281?dzierska\\par}";
 * assert.equal(rtfText(new TextEncoder().encode(rtf)), "Hämoglobin\t11,6\tg/dl\nKędzierska\n");
 * ``` *
 * @internal tested alone: the text before the text reader aligns it, each escape by itself.
 */
export function rtfText(bytes: Uint8Array): string {
  const source = new TextDecoder("latin1").decode(bytes);
  const codePage = /\\ansicpg(\d+)/.exec(source)?.[1] ?? "1252";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(`windows-${codePage}`);
  } catch {
    decoder = new TextDecoder("windows-1252");
  }
  const out: string[] = [];
  const bytesOut: number[] = []; // \'hh bytes waiting to be decoded together (a multi-byte letter)
  const flushBytes = () => {
    if (bytesOut.length === 0) return;
    out.push(decoder.decode(new Uint8Array(bytesOut)));
    bytesOut.length = 0;
  };
  const emit = (text: string, group: Group) => {
    flushBytes();
    if (!group.skip) out.push(text);
  };
  const stack: Group[] = [];
  let group: Group = { skip: false, uc: 1 };
  let skipChars = 0; // fallback characters after \uN
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === "{") {
      stack.push(group);
      i++;
      // An ignorable destination ("{\*\name ...}") or a known non-text one is skipped whole.
      const dest = /^\\\*?\\?([a-z]+)/.exec(source.slice(i, i + 40));
      const starred = source.startsWith("\\*", i);
      if (starred || (dest !== null && SKIPPED.has(dest[1]!))) group = { ...group, skip: true };
      continue;
    }
    if (ch === "}") {
      flushBytes();
      group = stack.pop() ?? { skip: false, uc: 1 };
      i++;
      continue;
    }
    if (ch === "\\") {
      const next = source[i + 1] ?? "";
      if (next === "'") {
        const byte = parseInt(source.slice(i + 2, i + 4), 16);
        i += 4;
        if (skipChars > 0) {
          skipChars--;
          continue;
        }
        if (!group.skip && Number.isFinite(byte)) bytesOut.push(byte);
        continue;
      }
      const word = /^\\([a-zA-Z]+)(-?\d+)? ?/.exec(source.slice(i, i + 40));
      if (word !== null) {
        i += word[0].length;
        const [, name, arg] = word;
        if (name === "u" && arg !== undefined) {
          const code = Number(arg) < 0 ? Number(arg) + 65536 : Number(arg);
          emit(String.fromCharCode(code), group);
          skipChars = group.uc;
        } else if (name === "uc" && arg !== undefined) group = { ...group, uc: Number(arg) };
        else if (name !== undefined && CHARACTERS[name] !== undefined) {
          emit(CHARACTERS[name]!, group);
        }
        continue;
      }
      // A control symbol: an escaped brace or backslash, a no-break space or hyphen.
      i += 2;
      const symbol: Record<string, string> = { "\\": "\\", "{": "{", "}": "}", "~": " ", "_": "-" };
      if (symbol[next] !== undefined) emit(symbol[next]!, group);
      continue;
    }
    i++;
    if (ch === "\r" || ch === "\n") continue;
    if (skipChars > 0) {
      skipChars--;
      continue;
    }
    emit(ch, group);
  }
  flushBytes();
  return out.join("");
}

/**
 * An RTF document's lines, as a text file's are read (tab-separated cells aligned into columns).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rtf = "{\\rtf1 Ferritin\\cell 9\\cell ng/ml\\row TSH\\cell 3,12\\cell mU/l\\row}";
 * assert.equal(rtfLines(new TextEncoder().encode(rtf)).length, 2);
 * ```
 */
export function rtfLines(bytes: Uint8Array): string[] {
  return textLines(rtfText(bytes).replace(/[ \t]+\n/g, "\n"));
}
