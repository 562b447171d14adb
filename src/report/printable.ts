/**
 * Text the report's font can print. The fonts are subsets of DejaVu Sans;
 * a character outside the subset would print blank (a WBC unit `10⁹/L` read
 * "10 /L", a Cyrillic label nothing at all). Every text the PDF draws goes
 * through {@link printableText}: a character the font has is kept, one it
 * lacks is replaced by a readable form (a superscript digit by `^` and the
 * digit, a compatibility character by its decomposition, anything else by
 * `?`), so no character ever prints as a blank.
 *
 * @module
 */

import type { PDFFont } from "pdf-lib";

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾";
const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎";
const PLAIN = "0123456789+-=()";

/** Stand-ins the font has for characters the charts draw that it lacks. */
const STAND_INS: Readonly<Record<string, string>> = { "▾": "↓" };

/** A power of ten typed as `10^3` (UCUM display), set as `10³`. */
function superscriptPowers(text: string): string {
  return text.replace(
    /\b10\^(-?\d{1,3})\b/g,
    (_, power: string) =>
      `10${[...power].map((c) => c === "-" ? "⁻" : SUPERSCRIPTS[PLAIN.indexOf(c)]).join("")}`,
  );
}

/** What a character becomes when the font lacks it. */
function readable(char: string, has: (char: string) => boolean): string {
  const stand = STAND_INS[char];
  if (stand !== undefined && has(stand)) return stand;
  const sup = SUPERSCRIPTS.indexOf(char);
  if (sup >= 0) return `^${PLAIN[sup]}`;
  const sub = SUBSCRIPTS.indexOf(char);
  if (sub >= 0) return PLAIN[sub]!;
  const decomposed = char.normalize("NFKD").replace(/\p{M}/gu, "");
  if (decomposed !== "" && decomposed !== char && [...decomposed].every(has)) return decomposed;
  return "?";
}

/**
 * `text` with every character the font lacks replaced by a readable form.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const ascii = new Set([..."0123456789/L^?fi"].map((c) => c.codePointAt(0)!));
 * assert.equal(printableText("10⁹/L", ascii), "10^9/L");
 * assert.equal(printableText("ﬁ€", ascii), "fi?");
 * ```
 *
 * @internal tested alone: each character a font lacks, without drawing a PDF.
 */
export function printableText(text: string, charset: ReadonlySet<number>): string {
  const has = (char: string) => charset.has(char.codePointAt(0)!);
  let out = "";
  for (const char of superscriptPowers(text)) {
    out += has(char) || char === "\n" ? char : readable(char, has);
  }
  return out;
}

/**
 * Makes `font` print only what it has: its text encoding and measuring take
 * the printable form of any text, so every caller (the page layout, the
 * charts drawn from SVG) gets the same replacement. Returns the same font.
 */
export function printableFont(font: PDFFont): PDFFont {
  const charset = new Set(font.getCharacterSet());
  const encode = font.encodeText.bind(font);
  const width = font.widthOfTextAtSize.bind(font);
  font.encodeText = (text: string) => encode(printableText(text, charset));
  // The page layout measures the same words and labels again and again while it wraps cells.
  const widths = new Map<string, number>();
  font.widthOfTextAtSize = (text: string, size: number) => {
    const key = `${size}\u0000${text}`;
    let measured = widths.get(key);
    if (measured === undefined) {
      widths.set(key, measured = width(printableText(text, charset), size));
    }
    return measured;
  };
  return font;
}
