/**
 * Text helpers shared by every layer: the normalisation that marker matching
 * relies on, and the sanitising of untrusted free text before it is shown.
 *
 * @module
 */

const COMBINING_MARKS = /\p{M}/gu;
const FOLDS: Readonly<Record<string, string>> = { ł: "l", Ł: "l", ø: "o", Ø: "o", đ: "d", Đ: "d" };
const FOLDABLE = /[łŁøØđĐ]/g;

// ANSI escape sequences (CSI, OSC and two-byte escapes), stripped whole first.
const ANSI_SEQUENCE =
  // deno-lint-ignore no-control-regex -- matching control characters is the point
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-_]|\u009b[0-?]*[ -/]*[@-~]/g;
/**
 * Every character that is invisible or can forge layout: controls (C0, DEL,
 * C1), format characters (Cf: zero-width, LRM/ALM/RLM, the BOM, bidi
 * controls, soft hyphen), the line and paragraph separators (Zl, Zp), lone
 * surrogates, the whole tag block U+E0000 to U+E007F (tags can spell hidden
 * instructions) and the variation selectors (which can also carry hidden
 * bytes).
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u{E0000}-\u{E007F}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;

/** Only printable ASCII (space to tilde): {@link normalizeName}'s quick case. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Layout whitespace among the invisible characters: a name keeps it as a space. */
const LAYOUT_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Normalises a marker name for matching: case, surrounding and repeated
 * whitespace, diacritics and invisible characters are ignored, and `ł` counts
 * as `l`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(normalizeName("  Żelazo "), "zelazo");
 * assert.equal(normalizeName("Białko  C"), "bialko c");
 * ```
 */
export function normalizeName(name: string): string {
  // Printable ASCII has nothing invisible, decomposable or foldable: only case and spaces.
  if (PRINTABLE_ASCII.test(name)) return name.toLowerCase().trim().replace(/ {2,}/g, " ");
  return name
    .replace(INVISIBLE, (ch) => (LAYOUT_SPACE.test(ch) ? " " : ""))
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ch)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * The longest untrusted label or reference text that is ever shown.
 *
 * @internal test seam: the test cuts a text at the cap without repeating the number.
 */
export const MAX_FREE_TEXT = 120;

/**
 * Makes untrusted free text from data files safe to show to a model or a
 * terminal: strips ANSI escapes, control characters and every invisible or
 * layout-forging character (see `INVISIBLE`), then caps the length. Every
 * text taken from a file goes through it: labels and aliases, values, units
 * and reference texts, in the server and in the importer.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(cleanText("ok\u001b[2Jnow"), "oknow");
 * assert.equal(cleanText("abcdef", 4), "abc…");
 * assert.equal(cleanText("ok\u2028row\u{E0041}"), "okrow");
 * ```
 */
export function cleanText(text: string, maxLength: number = MAX_FREE_TEXT): string {
  const remember = maxLength === MAX_FREE_TEXT && text.length <= REMEMBERED_LENGTH;
  if (remember) {
    const known = cleaned.get(text);
    if (known !== undefined) return known;
  }
  let clean = text.replace(ANSI_SEQUENCE, "").replace(INVISIBLE, "").trim();
  if (clean.length > maxLength) {
    // Never cut a surrogate pair in half.
    const cut = /[\uD800-\uDBFF]/.test(clean[maxLength - 2] ?? "") ? maxLength - 2 : maxLength - 1;
    clean = `${clean.slice(0, cut)}…`;
  }
  if (remember) {
    if (cleaned.size >= REMEMBERED_TEXTS) cleaned.clear();
    cleaned.set(text, clean);
  }
  return clean;
}

/**
 * Short texts cleaned at the default length, by their raw text: the units,
 * labs and reference texts of a series repeat on every point of every call.
 */
const cleaned = new Map<string, string>();
const REMEMBERED_TEXTS = 4096;
const REMEMBERED_LENGTH = 256;
