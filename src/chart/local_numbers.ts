/**
 * Numbers as a reader of the chosen language reads them: a decimal comma and
 * no thousands separator in Polish (`1,200` reads as 1.2 there), no thousands
 * separator in English either (lab values are short), and percentages
 * rounded to what a reader can use. Pure.
 *
 * @module
 */

/** The languages the view and the report speak. */
export type Lang = "en" | "pl";

/**
 * A number for an axis or a table, in `lang`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(localNumber(1200, "pl"), "1200");
 * assert.equal(localNumber(0.5, "pl"), "0,5");
 * assert.equal(localNumber(1200, "en"), "1200");
 * assert.equal(localNumber(-2.25, "en"), "−2.25");
 * ```
 */
export function localNumber(value: number, lang: Lang): string {
  const text = String(Math.abs(value));
  const shown = lang === "pl" ? text.replace(".", ",") : text;
  return value < 0 ? `−${shown}` : shown;
}

/**
 * Every decimal point between digits in `text` written as `lang` writes it
 * (a comma in Polish); dates (`2024-03-01`) and units are left as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(localText("2024-03-01: 5.1 mmol/L (range 3.9–5.5)", "pl"), "2024-03-01: 5,1 mmol/L (range 3,9–5,5)");
 * assert.equal(localText("5.1", "en"), "5.1");
 * ```
 */
export function localText(text: string, lang: Lang): string {
  return lang === "pl" ? text.replace(/(\d)\.(\d)/g, "$1,$2") : text;
}

/**
 * A signed percentage rounded to one decimal (a whole number from 100 % up),
 * with the typographic minus: `+15.7 %` is never `+15.700000000000003%`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(localPercent(-10.344827586206897, "en"), "−10.3%");
 * assert.equal(localPercent(553.8461538, "pl"), "+554%");
 * assert.equal(localPercent(2.25, "pl"), "+2,3%");
 * ```
 */
export function localPercent(percent: number, lang: Lang): string {
  const rounded = Math.abs(percent) >= 100 ? Math.round(percent) : Math.round(percent * 10) / 10;
  if (rounded === 0) return "±0%";
  return `${rounded > 0 ? "+" : ""}${localNumber(rounded, lang)}%`;
}
