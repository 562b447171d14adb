/**
 * Another reading of a row name that OCR may have misread letter for figure:
 * a lower-case l, a capital I or a bar read for the figure 1 right after a
 * capital or a figure ("HbAlc" is "HbA1c", "HbAIc" too), a table's rule read as a bar alone at the
 * name's end ("Kreatinin |" is "Kreatinin"), and a capital O
 * read for a zero between figures, in a word of mixed case or with figures. The reading is only an alternative: the
 * classify stage tries it after the name as read, so a name that names a
 * marker as read is never changed, and a reading that names none is no
 * harm. Pure.
 *
 * @module
 */

/** A letter OCR reads for the figure 1, right after a capital or a figure, before a letter or the end. */
const ONE = /(?<=[\p{Lu}\d])[lI|](?=\p{Ll}|\b|$)/gu;
/** A capital O between figures ("1O0"). */
const ZERO = /(?<=\d)O(?=\d)/g;

/**
 * The name with the figures OCR misread as letters put back, or `undefined`
 * when it reads no other way.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ocrNameReading("HbAlc (IFCC)"), "HbA1c (IFCC)");
 * assert.equal(ocrNameReading("HbAIc"), "HbA1c");
 * assert.equal(ocrNameReading("Hemoglobina"), undefined);
 * assert.equal(ocrNameReading("Kreatinin |"), "Kreatinin");
 * ```
 */
export function ocrNameReading(name: string): string | undefined {
  // A bar standing alone at the name's end or start is a table's rule read as a character.
  const bare = name.replace(/^[|¦]\s+(?=\S)|(?<=\S)\s+[|¦]$/gu, "");
  const read = bare.split(" ").map((word) =>
    // Only in a word of mixed case ("HbA1c") or with a figure: "Glukoza" is as read.
    /\p{L}\p{Lu}/u.test(word) && /\p{Ll}/u.test(word) || /\d/.test(word)
      ? word.replace(ONE, "1").replace(ZERO, "0")
      : word
  ).join(" ");
  return read === name ? undefined : read;
}
