/**
 * Text helpers shared by every layer: the normalisation that marker matching
 * relies on, and the sanitising of untrusted free text before it is shown.
 *
 * @module
 */

const COMBINING_MARKS = /\p{M}/gu;
const FOLDS: Readonly<Record<string, string>> = { ł: "l", Ł: "l", ø: "o", Ø: "o", đ: "d", Đ: "d" };
const FOLDABLE = /[łŁøØđĐ]/g;

/**
 * Normalises a marker name for matching: case, surrounding and repeated
 * whitespace and diacritics are ignored, and `ł` counts as `l`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(normalizeName("  Żelazo "), "zelazo");
 * assert.equal(normalizeName("Białko  C"), "bialko c");
 * ```
 */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

// ANSI escape sequences (CSI, OSC and two-byte escapes), then any remaining
// C0/C1 control character, DEL, and the bidi overrides that can reorder text.
const ANSI_SEQUENCE =
  // deno-lint-ignore no-control-regex -- matching control characters is the point
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]|\u009b[0-?]*[ -/]*[@-~]/g;
// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The longest untrusted label or reference text that is ever shown. */
export const MAX_FREE_TEXT = 120;

/**
 * Makes untrusted free text from data files safe to show to a model or a
 * terminal: strips ANSI escapes and control characters and caps the length.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(cleanText("ok\u001b[2Jnow"), "oknow");
 * assert.equal(cleanText("abcdef", 4), "abc…");
 * ```
 */
export function cleanText(text: string, maxLength: number = MAX_FREE_TEXT): string {
  const clean = text.replace(ANSI_SEQUENCE, "").replace(CONTROL, "").trim();
  if (clean.length <= maxLength) return clean;
  // Never cut a surrogate pair in half.
  const cut = /[\uD800-\uDBFF]/.test(clean[maxLength - 2] ?? "") ? maxLength - 2 : maxLength - 1;
  return `${clean.slice(0, cut)}…`;
}
