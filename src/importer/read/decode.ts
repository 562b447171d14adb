/**
 * Turning the bytes of a text export into text: UTF-8 with or without a
 * byte-order mark; else Windows-1250 (what Polish and Czech Excel often
 * saves), or ISO-8859-2 when that reading gives more letters of one
 * language (Polish, Czech, Slovak, German) and fewer odd characters. An XML document
 * is read in the encoding its declaration names.
 *
 * @module
 */

/** The encodings a text input is read in. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1250" | "iso-8859-2";

/** Decoded text and the encoding it was read in. */
export interface Decoded {
  readonly text: string;
  readonly encoding: TextEncoding;
}

/**
 * The letters of the languages whose single-byte files come in these two
 * encodings: Polish, Czech, Slovak, German (and Hungarian's). The two
 * readings agree on most of them; where they differ, one reading gives a
 * letter of the document's language and the other a symbol, a control
 * character or a letter of another language (ISO-8859-2's Czech `š` is
 * Windows-1250's Polish `ą`).
 */
const ALPHABETS: readonly string[] = [
  "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ",
  "áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ",
  "áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ",
  "äöüßÄÖÜ",
  "áéíóöőúüűÁÉÍÓÖŐÚÜŰ",
];

/** Non-ASCII characters a lab's text holds in either reading: neither letters nor odd. */
const NEUTRAL = new Set([..."µ°§×·–—„“”…"]);

/**
 * How well a reading reads as the one language its letters say: the
 * letters of the language with the most of them, less every other non-ASCII
 * character (symbols such as `±` `¶`, C1 controls, letters of no language there).
 */
function score(text: string): number {
  const rest = [...text].filter((ch) => ch > "\u007f" && !NEUTRAL.has(ch));
  let best = 0;
  for (const alphabet of ALPHABETS) {
    best = Math.max(best, rest.filter((ch) => alphabet.includes(ch)).length);
  }
  return best - (rest.length - best) + (text.match(MICRO_UNIT)?.length ?? 0);
}

/**
 * The micro sign of a unit (`µg/dL`, `µmol/l`, `µIU/ml`): a reading that makes
 * one reads a lab's text as printed. Windows-1250's `µ` is ISO-8859-2's
 * Slovak `ľ`, and "ľg" or "ľmol" is no word: without this, an English file
 * with one Polish letter and many units reads as ISO-8859-2.
 */
const MICRO_UNIT = /µ(?:g|l|L|mol|IU|U|kat)(?![\p{L}])/gu;

/**
 * Decodes a text file. A UTF-8 BOM is dropped; bytes that are not valid
 * UTF-8 are read as Windows-1250 (which keeps `µ`), unless ISO-8859-2 reads
 * them as clearly more text of one language (see {@link ALPHABETS}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), { text: "A", encoding: "utf-8" });
 * assert.deepEqual(decodeText(new Uint8Array([0xbf, 0x65, 0x6c])), { text: "żel", encoding: "windows-1250" });
 * ```
 */
export function decodeText(bytes: Uint8Array): Decoded {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: "utf-8" };
  } catch {
    const windows = new TextDecoder("windows-1250").decode(bytes);
    const latin2 = new TextDecoder("iso-8859-2").decode(bytes);
    return score(latin2) > score(windows)
      ? { text: latin2, encoding: "iso-8859-2" }
      : { text: windows, encoding: "windows-1250" };
  }
}

const DECLARED: Readonly<Record<string, TextEncoding>> = {
  "utf-8": "utf-8",
  "utf8": "utf-8",
  "windows-1250": "windows-1250",
  "cp1250": "windows-1250",
  "x-cp1250": "windows-1250",
  "iso-8859-2": "iso-8859-2",
  "iso8859-2": "iso-8859-2",
  "iso_8859-2": "iso-8859-2",
  "latin2": "iso-8859-2",
};

/**
 * Decodes an XML document: a UTF-16 byte-order mark, else the encoding its
 * `<?xml … encoding="…"?>` declaration names (UTF-8, Windows-1250,
 * ISO-8859-2), else as {@linkcode decodeText} does. Bytes that do not fit
 * the declared encoding are read as {@linkcode decodeText} does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const bytes = new Uint8Array([
 *   ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-2"?><a>'),
 *   0xb1, // "ą" in ISO-8859-2, "±" in Windows-1250
 *   ...new TextEncoder().encode("</a>"),
 * ]);
 * assert.deepEqual(decodeXml(bytes), {
 *   text: '<?xml version="1.0" encoding="ISO-8859-2"?><a>ą</a>',
 *   encoding: "iso-8859-2",
 * });
 * ```
 */
export function decodeXml(bytes: Uint8Array): Decoded {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes), encoding: "utf-16le" };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder("utf-16be").decode(bytes), encoding: "utf-16be" };
  }
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 256));
  const label = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']+)["']/
    .exec(head)?.[1]?.trim().toLowerCase();
  const encoding = label === undefined ? undefined : DECLARED[label];
  if (encoding === undefined) return decodeText(bytes);
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding };
  } catch {
    return decodeText(bytes);
  }
}
