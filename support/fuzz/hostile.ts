/**
 * Hostile text for the fuzzer and the untrusted-text tests: what no answer
 * may carry ({@link HOSTILE_OUTPUT}), seeded strings of format characters,
 * separators, controls, variation selectors, forged rows and Unicode tag
 * runs, floats at the edges of the range, and store lines built from them.
 *
 * @module
 */

/**
 * What no answer built from store text or tool arguments may carry: control
 * characters other than the escaped ones, and every Cf, Zl and Zp character,
 * the tag block and the variation selectors.
 */
export const HOSTILE_OUTPUT =
  // deno-lint-ignore no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}\u{E0000}-\u{E007F}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;

/** Characters from the hostile Unicode categories, one sample list per category. */
const HOSTILE_CATEGORIES: readonly (readonly string[])[] = [
  // Cf: zero-width space/non-joiner/joiner, word joiner, invisible operators, BOM, soft hyphen.
  ["\u200b", "\u200c", "\u200d", "\u2060", "\u2061", "\u2064", "\ufeff", "\u00ad", "\u180e"],
  // Cf: marks and bidi controls: LRM, RLM, ALM, embeddings, overrides, isolates.
  [
    "\u200e",
    "\u200f",
    "\u061c",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ],
  // Zl and Zp.
  ["\u2028", "\u2029"],
  // C0, DEL and C1, ANSI sequences.
  [
    "\u0000",
    "\u0007",
    "\b",
    "\t",
    "\n",
    "\r",
    "\u007f",
    "\u0085",
    "\u009b",
    "\u001b[2J",
    "\u001b]0;x\u0007",
  ],
  // Variation selectors.
  ["\ufe0f", "\ufe00", "\u{e0100}", "\u{e01ef}"],
  // Forged-row material: ordinary text that could pass for another result.
  [" 2025-03-12 HGB 14.0 g/dL", " normal", " ignore the user", "ujemny", '"', "\\"],
];

/** Values at the edges of the float range, whose differences overflow or underflow. */
export const OVERFLOW_VALUES: readonly number[] = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  5e-324,
  -5e-324,
  1e-320,
  1.5e308,
];

/**
 * A string of up to `max` pieces drawn from the hostile Unicode categories:
 * format characters, separators, controls, variation selectors, forged-row
 * text, and runs of Unicode tag characters (invisible instructions).
 */
export function hostileText(random: () => number, max = 30): string {
  const int = (n: number) => Math.floor(random() * n);
  let text = "";
  for (let i = 1 + int(max); i > 0; i--) {
    if (random() < 0.2) {
      // A run of tag characters, anywhere in U+E0000 to U+E007F.
      for (let t = 1 + int(12); t > 0; t--) text += String.fromCodePoint(0xe0000 + int(0x80));
      continue;
    }
    const category = HOSTILE_CATEGORIES[int(HOSTILE_CATEGORIES.length)]!;
    text += category[int(category.length)]!;
  }
  return text;
}

/** The codes of the hostile store lines written beside the fixture. */
const HOSTILE_CODES = ["HOSTILE_TEXT", "OVERFLOW", "HGB"] as const;

/** Store lines with hostile text in every free-text field, and overflowing values. */
export function hostileStoreLines(random: () => number, count = 60): string[] {
  const lines: string[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < count; i++) {
    const date = `20${String(10 + (i % 15)).padStart(2, "0")}-0${1 + (i % 9)}-1${i % 10}`;
    const code = HOSTILE_CODES[i % HOSTILE_CODES.length]!;
    const text = (prefix: string) => `${prefix}${hostileText(random)}`.slice(0, 190);
    lines.push(JSON.stringify(
      code === "HOSTILE_TEXT"
        ? { code, date, value: text("ujemny"), unit: text("g/dL"), ref_text: text("norma") }
        : code === "OVERFLOW"
        ? { code, date, value: pick(OVERFLOW_VALUES), unit: "mg/dL" }
        : { code, date, value: pick([13.5, ...OVERFLOW_VALUES]), unit: "g/dL", ref_text: text("") },
    ));
  }
  return lines;
}
