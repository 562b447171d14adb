/**
 * Results copied from a portal or an e-mail into a text file (`.txt`): its
 * bytes decoded (UTF-16 by its byte-order mark; UTF-8 with or without one;
 * Windows-1251 when the text is Cyrillic words; else as a text export is,
 * Windows-1250 or ISO-8859-2), and its lines handed on as an e-mail's plain
 * part is (`textLines`): runs of tab-separated lines aligned into columns,
 * quote marks of a forwarded message taken off. Cells set apart by runs of
 * spaces stay as they are (the layout stage splits cells at two spaces), and
 * so does a line such as "Glukoza: 92 mg/dl (70-99)", one cell the table
 * stage reads by its content.
 *
 * @module
 */

import { decodeText } from "./decode.ts";
import { textLines } from "./html_lines.ts";
import { markdownText } from "./markdown.ts";

/**
 * Why a text file cannot be read.
 *
 * @internal test seam: the tests tell a refusal of a text file from a crash by this class.
 */
export class TextFileError extends Error {
  override name = "TextFileError";
}

/** Words of three or more letters: all Cyrillic, or mixing Cyrillic and Latin letters. */
function cyrillicWords(text: string): { cyrillic: number; mixed: number } {
  let cyrillic = 0;
  let mixed = 0;
  for (const [word] of text.matchAll(/\p{L}{3,}/gu)) {
    const letters = [...word].filter((ch) => /\p{Script=Cyrillic}/u.test(ch)).length;
    if (letters === word.length) cyrillic++;
    else if (letters > 0) mixed++;
  }
  return { cyrillic, mixed };
}

/**
 * A text file's text: UTF-16 by its byte-order mark, UTF-8 (a byte-order
 * mark dropped), Windows-1251 when that reading makes whole Cyrillic words
 * (a Polish file read so mixes Cyrillic into Latin words instead), else
 * Windows-1250 or ISO-8859-2 as `decodeText` tells them.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * // "Глюкоза" in Windows-1251
 * assert.equal(decodeTextFile(new Uint8Array([0xc3, 0xeb, 0xfe, 0xea, 0xee, 0xe7, 0xe0])), "Глюкоза");
 * assert.equal(decodeTextFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00])), "A");
 * ```
 *
 * @internal tested alone: each encoding by its bytes, without lines read from them.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  const decoded = decodeText(bytes);
  if (decoded.encoding === "utf-8") return decoded.text;
  const cyrillic = new TextDecoder("windows-1251").decode(bytes);
  const words = cyrillicWords(cyrillic);
  return words.cyrillic > 0 && words.cyrillic > words.mixed ? cyrillic : decoded.text;
}

/**
 * Reads a text file into lines, tab-separated runs aligned (a Markdown note's
 * marks taken off first when `markdown`). Throws a
 * {@link TextFileError} when it holds no text, or is no text at all.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = "Wyniki z portalu\nBadanie\tWynik\tJednostka\nGlukoza\t92\tmg/dl\n";
 * assert.deepEqual(readTextFile(new TextEncoder().encode(text)), [
 *   "Wyniki z portalu",
 *   "Badanie    Wynik    Jednostka",
 *   "Glukoza    92       mg/dl",
 * ]);
 * ```
 */
export function readTextFile(bytes: Uint8Array, markdown = false): string[] {
  const decoded = decodeTextFile(bytes);
  // A Markdown note (`.md`): its marks taken off first (`markdown.ts`).
  const text = markdown ? markdownText(decoded) : decoded;
  if (text.trim() === "") throw new TextFileError("the file is empty");
  // NUL bytes outside UTF-16 text: a binary file (a document of another kind renamed).
  if (text.slice(0, 64 * 1024).includes("\u0000")) {
    throw new TextFileError(
      "it is not a text file (it holds binary data); if it is a document of another kind, give it its own extension",
    );
  }
  const lines = textLines(text.replace(/\r(?!\n)/g, "\n"));
  if (lines.length === 0) throw new TextFileError("the file holds no text");
  return lines;
}
