/**
 * Reading a PDF dictionary's top-level entries as PDF.js reads them, for the
 * flate guard (`pdf_streams.ts`): names with their `#xx` escapes decoded,
 * comments and strings skipped, nested dictionaries and arrays kept whole
 * (a key inside them is not the stream's), and an indirect reference
 * (`9 0 R`) resolved from the file's `9 0 obj … endobj`. Pure: text in,
 * values out.
 *
 * @module
 */

/** A value of a dictionary entry: a name, a number, an array, a reference, or something else. */
export type PdfValue =
  | { readonly kind: "name"; readonly name: string }
  | { readonly kind: "number"; readonly value: number }
  | { readonly kind: "array"; readonly items: readonly PdfValue[] }
  | { readonly kind: "ref"; readonly num: number; readonly gen: number }
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
  | { readonly t: "open" | "close" | "dictOpen" | "dictClose" | "string" };

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
      let depth = 0;
      for (; i < text.length; i++) {
        if (text[i] === "\\") i++;
        else if (text[i] === "(") depth++;
        else if (text[i] === ")" && --depth === 0) break;
      }
      i++;
      yield { t: "string" };
    } else if (c === "<") {
      const end = text.indexOf(">", i);
      i = end < 0 ? text.length : end + 1;
      yield { t: "string" };
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

/** Reads values from a token list; a nested dictionary is skipped whole as "other". */
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
    if (token.t === "dictOpen") {
      let depth = 1;
      while (!this.done && depth > 0) {
        const inner = this.next()!;
        if (inner.t === "dictOpen") depth++;
        else if (inner.t === "dictClose") depth--;
      }
    }
    return { kind: "other" };
  }
}

/**
 * The top-level entries of the dictionary `text` (`<< … >>`), by decoded key;
 * the first of a repeated key wins, as in PDF.js.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const entries = dictionaryEntries("<< /DP << /Filter /DCT >> /#46ilter [/Fl#61teDecode] % /Length 1\n/Length 9 0 R >>");
 * assert.deepEqual(entries.get("Filter"), { kind: "array", items: [{ kind: "name", name: "FlateDecode" }] });
 * assert.deepEqual(entries.get("Length"), { kind: "ref", num: 9, gen: 0 });
 * ```
 */
export function dictionaryEntries(text: string): Map<string, PdfValue> {
  const reader = new ValueReader([...tokens(text)]);
  const entries = new Map<string, PdfValue>();
  if (reader.next()?.t !== "dictOpen") return entries;
  while (!reader.done) {
    const key = reader.next()!;
    if (key.t === "dictClose") break;
    if (key.t !== "name") continue;
    const value = reader.value();
    if (!entries.has(key.name)) entries.set(key.name, value);
  }
  return entries;
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
