/**
 * A number as lab documents print it: a decimal comma or point (`13,4`),
 * thousands grouped with spaces (`1 250`). Pure; anything else is no number.
 *
 * @module
 */

const NUMBER = /^[+-]?(?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,]\d+)?$/;

/**
 * Parses a printed number with a decimal comma or point. Thousands may be
 * grouped with spaces (`1 250`). Returns `undefined` for anything else.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(parseNumber("13,5"), 13.5);
 * assert.equal(parseNumber("1 250"), 1250);
 * assert.equal(parseNumber("12a"), undefined);
 * ```
 */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(/[ \u00a0]/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The decimal places a printed number shows (`1,0` → 1, `1 250` → 0): the
 * lab's precision, which the parsed number loses when it ends in zeros.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(["1,0", "0.50", "140", "1 250"].map(printedDecimals), [1, 2, 0, 0]);
 * ```
 */
export function printedDecimals(text: string): number {
  return /[.,](\d+)$/.exec(text.trim())?.[1]?.length ?? 0;
}
