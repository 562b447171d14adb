/**
 * How a result is written, once for every surface: values with their
 * comparator, reference ranges, dates with their time, flags, signed changes
 * and counts. Two styles, one spelling each:
 *
 * | | plain | typographic |
 * | --- | --- | --- |
 * | censored value | `<=0.5` | `≤0.5` |
 * | range | `10-120`, `<=5`, `>=40` | `10–120`, `≤ 5`, `≥ 40` |
 * | change | `+3`, `-2.5`, `0` | `+3`, `−2.5`, `±0` |
 *
 * The plain style is ASCII, for the model's text (the MCP tools), where every
 * character costs tokens and none may be misread. The typographic style is
 * for people: the CLI, the importer's review table, the trend view, the SVG
 * chart and the PDF report.
 *
 * Text that came from a data file (a qualitative value, a range written as
 * words) goes through the caller's `text` function: the MCP text quotes it,
 * the review table cleans it. Pure: no I/O.
 *
 * @module
 */

import type { Comparator, Flag } from "./flags.ts";
import type { ReadingFields } from "./reading.ts";

/** `plain` (ASCII, for a model) or `typographic` (for people). */
export type FormatStyle = "plain" | "typographic";

/** How to write: the style, and how to show text from a data file. */
export interface FormatOptions {
  readonly style: FormatStyle;
  /** Shows a stored text (a qualitative value, a range's text); as it is when absent. */
  readonly text?: (text: string) => string;
}

/**
 * The plain style, stored texts as they are.
 *
 * @internal test seam: the tests format in the plain style.
 */
export const PLAIN: FormatOptions = { style: "plain" };

/** The typographic style, stored texts as they are. */
export const TYPOGRAPHIC: FormatOptions = { style: "typographic" };

const COMPARATOR_SIGNS: Readonly<Record<FormatStyle, Readonly<Record<Comparator, string>>>> = {
  plain: { "<": "<", "<=": "<=", ">": ">", ">=": ">=" },
  typographic: { "<": "<", "<=": "≤", ">": ">", ">=": "≥" },
};

function shown(text: string, options: FormatOptions): string {
  return options.text === undefined ? text : options.text(text);
}

/**
 * A result's value with its comparator, if censored; a text value as the
 * caller shows stored text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatValue({ value: 0.5, comparator: "<=" }, PLAIN), "<=0.5");
 * assert.equal(formatValue({ value: 0.5, comparator: "<=" }, TYPOGRAPHIC), "≤0.5");
 * assert.equal(formatValue({ value: 13.4 }, TYPOGRAPHIC), "13.4");
 * assert.equal(formatValue({ value: "ujemny" }, { style: "plain", text: JSON.stringify }), '"ujemny"');
 * ```
 */
export function formatValue(
  point: { readonly value: number | string; readonly comparator?: Comparator | undefined },
  options: FormatOptions,
): string {
  if (typeof point.value === "string") return shown(point.value, options);
  const sign = point.comparator === undefined
    ? ""
    : COMPARATOR_SIGNS[options.style][point.comparator];
  return `${sign}${point.value}`;
}

/**
 * A reference range: both ends, one end, or else the lab's text; `""` when
 * there is none (an empty text included). A numeric end wins over the text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatRange({ ref_low: 10, ref_high: 120 }, PLAIN), "10-120");
 * assert.equal(formatRange({ ref_low: 10, ref_high: 120 }, TYPOGRAPHIC), "10–120");
 * assert.equal(formatRange({ ref_high: 5 }, PLAIN), "<=5");
 * assert.equal(formatRange({ ref_high: 5 }, TYPOGRAPHIC), "≤ 5");
 * assert.equal(formatRange({ ref_low: 40 }, TYPOGRAPHIC), "≥ 40");
 * assert.equal(formatRange({ ref_text: "ujemny" }, TYPOGRAPHIC), "ujemny");
 * assert.equal(formatRange({}, PLAIN), "");
 * ```
 */
export function formatRange(
  range: ReadingFields<never, "ref_low" | "ref_high" | "ref_text">,
  options: FormatOptions,
): string {
  const { ref_low: low, ref_high: high, ref_text: text } = range;
  const typographic = options.style === "typographic";
  if (low !== undefined && high !== undefined) return `${low}${typographic ? "–" : "-"}${high}`;
  if (high !== undefined) return typographic ? `≤ ${high}` : `<=${high}`;
  if (low !== undefined) return typographic ? `≥ ${low}` : `>=${low}`;
  return text === undefined || text === "" ? "" : shown(text, options);
}

/**
 * A flag as one letter: `L` low, `H` high, `A` abnormal (a qualitative result
 * the lab marked), nothing for a normal or unjudged result.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(flagLetter("high"), "H");
 * assert.equal(flagLetter("normal"), "");
 * assert.equal(flagLetter(null), "");
 * ```
 */
export function flagLetter(flag: Flag): "L" | "H" | "A" | "" {
  return flag === "low" ? "L" : flag === "high" ? "H" : flag === "abnormal" ? "A" : "";
}

/**
 * A stored time of day to the minute (`08:15`), its seconds and zone left
 * out; `""` for none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatTime("08:15:00+02:00"), "08:15");
 * assert.equal(formatTime(undefined), "");
 * ```
 */
export function formatTime(time: string | undefined): string {
  return time === undefined ? "" : time.slice(0, 5);
}

/**
 * A date with its time of day to the minute ({@link formatTime}), when it
 * has one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatWhen({ date: "2024-06-10" }), "2024-06-10");
 * assert.equal(formatWhen({ date: "2024-06-10", time: "08:15:00+02:00" }), "2024-06-10 08:15");
 * ```
 */
export function formatWhen(
  point: { readonly date: string; readonly time?: string | undefined },
): string {
  return point.time ? `${point.date} ${formatTime(point.time)}` : point.date;
}

/**
 * A number with its sign: `+3`; `-2.5` plain or `−2.5` typographic (the
 * minus sign); zero `0` plain or `±0` typographic.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatSigned(3, "plain"), "+3");
 * assert.equal(formatSigned(-2.5, "plain"), "-2.5");
 * assert.equal(formatSigned(-2.5, "typographic"), "−2.5");
 * assert.equal(formatSigned(0, "typographic"), "±0");
 * ```
 *
 * @internal tested alone: the sign and zero of every style.
 */
export function formatSigned(value: number, style: FormatStyle): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return style === "typographic" ? `−${-value}` : `${value}`;
  return style === "typographic" ? "±0" : "0";
}

/**
 * A change with its sign, and its percentage when known; `not computable`
 * when the change is not a finite number.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatChange(49, 816.7, "plain"), "+49 (+816.7%)");
 * assert.equal(formatChange(-0.1, -11.1, "typographic"), "−0.1 (−11.1%)");
 * assert.equal(formatChange(5, null, "plain"), "+5");
 * assert.equal(formatChange(Infinity, null, "plain"), "not computable");
 * ```
 */
export function formatChange(change: number, pct: number | null, style: FormatStyle): string {
  if (!Number.isFinite(change)) return "not computable";
  const sign = formatSigned(change, style);
  return pct === null || !Number.isFinite(pct) ? sign : `${sign} (${formatSigned(pct, style)}%)`;
}

/**
 * A count with its noun: `1 result`, `2 results`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(plural(1, "result"), "1 result");
 * assert.equal(plural(3, "entry", "entries"), "3 entries");
 * ```
 */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
