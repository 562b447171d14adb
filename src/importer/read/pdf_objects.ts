/**
 * Reading a PDF dictionary's entries as PDF.js reads them, for the flate
 * guard (`pdf_streams.ts`) and its decryption (`pdf_decrypt.ts`): names with
 * their `#xx` escapes decoded, comments skipped, strings decoded to their
 * bytes (literal with escapes, or hex), nested dictionaries and arrays read
 * as values of their own (a key inside them is not the stream's), and an
 * indirect reference (`9 0 R`) resolved from the file's `9 0 obj … endobj`.
 * The text holds one character per byte of the file (`pdf_streams.ts`), so a
 * string's bytes are its characters' codes `& 0xff`. Pure: text in, values
 * out.
 *
 * @module
 */

/** A value of a dictionary entry: a name, a number, an array, a reference, or something else. */
export type PdfValue =
  | { readonly kind: "name"; readonly name: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "array"; readonly items: readonly PdfValue[] }
  | { readonly kind: "ref"; readonly num: number; readonly gen: number }
  | { readonly kind: "string"; readonly bytes: Uint8Array }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "dict"; readonly entries: ReadonlyMap<string, PdfValue> }
  | { readonly kind: "other" };

const DELIMITERS = "()<>[]{}/%";
const WHITESPACE = "\0\t\n\f\r ";

function isRegular(c: string | undefined): boolean {
  return c !== undefined && !DELIMITERS.includes(c) && !WHITESPACE.includes(c);
}

type Token =
  | { readonly t: "name"; readonly name: string }
  | { readonly t: "number"; readonly value: number }
  | { readonly t: "word"; readonly word: string }
  | { readonly t: "string"; readonly bytes: Uint8Array }
  | { readonly t: "open" | "close" | "dictOpen" | "dictClose" };

const ESCAPES: Readonly<Record<string, number>> = {
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  b: 0x08,
  f: 0x0c,
};

/** The literal string opening at `start` (its `(`): its bytes, and where it ends. */
function literalString(text: string, start: number): { bytes: Uint8Array; end: number } {
  const out: number[] = [];
  let depth = 1;
  let i = start + 1;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\\") {
      const next = text[++i];
      if (next === undefined) break;
      if (next >= "0" && next <= "7") {
        let octal = next;
        while (octal.length < 3 && text[i + 1]! >= "0" && text[i + 1]! <= "7") octal += text[++i];
        out.push(parseInt(octal, 8) & 0xff);
      } else if (next === "\r") {
        if (text[i + 1] === "\n") i++;
      } else if (next !== "\n") {
        out.push(ESCAPES[next] ?? next.charCodeAt(0));
      }
      continue;
    }
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) break;
    out.push(c.charCodeAt(0) & 0xff);
  }
  return { bytes: Uint8Array.from(out), end: i + 1 };
}

/** The bytes of a hex string's digits (an odd last digit is followed by 0, as in PDF.js). */
function hexString(digits: string): Uint8Array {
  const clean = digits.replace(/[^0-9A-Fa-f]/g, "");
  const out = new Uint8Array(Math.ceil(clean.length / 2));
  for (let i = 0; i < out.length; i++) {
    out[i] = parseInt((clean.slice(2 * i, 2 * i + 2) + "0").slice(0, 2), 16);
  }
  return out;
}

/** The tokens of `text`, comments and string contents dropped. */
function* tokens(text: string): Generator<Token> {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (WHITESPACE.includes(c)) {
      i++;
    } else if (c === "%") {
      while (i < text.length && text[i] !== "\n" && text[i] !== "\r") i++;
    } else if (c === "/") {
      let j = i + 1;
      while (isRegular(text[j])) j++;
      const raw = text.slice(i + 1, j);
      yield {
        t: "name",
        name: raw.replace(
          /#([0-9A-Fa-f]{2})/g,
          (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
        ),
      };
      i = j;
    } else if (c === "<" && text[i + 1] === "<") {
      yield { t: "dictOpen" };
      i += 2;
    } else if (c === ">" && text[i + 1] === ">") {
      yield { t: "dictClose" };
      i += 2;
    } else if (c === "[" || c === "]") {
      yield { t: c === "[" ? "open" : "close" };
      i++;
    } else if (c === "(") {
      const { bytes, end } = literalString(text, i);
      i = end;
      yield { t: "string", bytes };
    } else if (c === "<") {
      const end = text.indexOf(">", i);
      const close = end < 0 ? text.length : end;
      yield { t: "string", bytes: hexString(text.slice(i + 1, close)) };
      i = close + 1;
    } else {
      let j = i + 1;
      while (isRegular(text[j])) j++;
      const word = text.slice(i, j);
      const value = Number(word);
      yield /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(value)
        ? { t: "number", value }
        : { t: "word", word };
      i = Math.max(j, i + 1);
    }
  }
}

/** Reads values from a token list. */
class ValueReader {
  #at = 0;
  constructor(readonly list: readonly Token[]) {}

  get done(): boolean {
    return this.#at >= this.list.length;
  }

  peek(): Token | undefined {
    return this.list[this.#at];
  }

  next(): Token | undefined {
    return this.list[this.#at++];
  }

  value(): PdfValue {
    const token = this.next();
    if (token === undefined) return { kind: "other" };
    if (token.t === "name") return { kind: "name", name: token.name };
    if (token.t === "number") {
      const gen = this.list[this.#at];
      const r = this.list[this.#at + 1];
      if (
        Number.isInteger(token.value) && gen?.t === "number" && Number.isInteger(gen.value) &&
        r?.t === "word" && r.word === "R"
      ) {
        this.#at += 2;
        return { kind: "ref", num: token.value, gen: gen.value };
      }
      return { kind: "number", value: token.value };
    }
    if (token.t === "open") {
      const items: PdfValue[] = [];
      while (!this.done && this.peek()?.t !== "close") items.push(this.value());
      this.next();
      return { kind: "array", items };
    }
    if (token.t === "string") return { kind: "string", bytes: token.bytes };
    if (token.t === "word" && (token.word === "true" || token.word === "false")) {
      return { kind: "bool", value: token.word === "true" };
    }
    if (token.t === "dictOpen") return { kind: "dict", entries: this.entries() };
    return { kind: "other" };
  }

  /** The entries of a dictionary whose `<<` was just read, up to its `>>`. */
  entries(): Map<string, PdfValue> {
    const entries = new Map<string, PdfValue>();
    while (!this.done) {
      const key = this.next()!;
      if (key.t === "dictClose") break;
      if (key.t !== "name") continue;
      const value = this.value();
      if (!entries.has(key.name)) entries.set(key.name, value);
    }
    return entries;
  }
}

/**
 * The top-level entries of the dictionary `text` (`<< … >>`), by decoded key;
 * the first of a repeated key wins, as in PDF.js.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const entries = dictionaryEntries("<< /DP << /Filter /DCT >> /#46ilter [/Fl#61teDecode] % /Length 1\n/Length 9 0 R /O (a\\051\\n) /ID [<41 4>] >>");
 * assert.deepEqual(entries.get("Filter"), { kind: "array", items: [{ kind: "name", name: "FlateDecode" }] });
 * assert.deepEqual(entries.get("Length"), { kind: "ref", num: 9, gen: 0 });
 * assert.deepEqual(entries.get("O"), { kind: "string", bytes: Uint8Array.of(0x61, 0x29, 0x0a) });
 * assert.deepEqual(entries.get("ID"), { kind: "array", items: [{ kind: "string", bytes: Uint8Array.of(0x41, 0x40) }] });
 * assert.deepEqual(entries.get("DP"), { kind: "dict", entries: new Map([["Filter", { kind: "name", name: "DCT" }]]) });
 * ```
 */
export function dictionaryEntries(text: string): Map<string, PdfValue> {
  const reader = new ValueReader([...tokens(text)]);
  if (reader.next()?.t !== "dictOpen") return new Map();
  return reader.entries();
}

/**
 * The value of the indirect object `num gen obj … endobj` in the file's text,
 * or `undefined` when it is not found there (in an object stream, say).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(indirectValue("1 0 obj\n<< >>\nendobj\n19 0 obj 42 endobj", 19, 0), { kind: "number", value: 42 });
 * ```
 */
export function indirectValue(text: string, num: number, gen: number): PdfValue | undefined {
  const pattern = new RegExp(`(?:^|[^0-9])${num}\\s+${gen}\\s+obj\\b`, "g");
  const found = pattern.exec(text);
  if (found === null) return undefined;
  const start = found.index + found[0].length;
  const end = text.indexOf("endobj", start);
  const body = text.slice(start, end < 0 ? Math.min(text.length, start + 4096) : end);
  const reader = new ValueReader([...tokens(body)]);
  return reader.done ? undefined : reader.value();
}
