/**
 * A sparkline: a row of block characters ▁▂▃▄▅▆▇█ showing the shape of a
 * series at a glance.
 *
 * @module
 */

const BARS = "▁▂▃▄▅▆▇█";

/** Averages `values` into at most `width` equal buckets, keeping their order. */
function squeeze(values: readonly number[], width: number): number[] {
  if (values.length <= width) return [...values];
  return Array.from({ length: width }, (_, b) => {
    const start = Math.floor((b * values.length) / width);
    const end = Math.floor(((b + 1) * values.length) / width);
    const bucket = values.slice(start, Math.max(end, start + 1));
    return bucket.reduce((sum, v) => sum + v, 0) / bucket.length;
  });
}

/**
 * Draws numbers as a sparkline at most `width` characters wide. Fewer than
 * two values give an empty string; equal values give a flat line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(sparkline([1, 8, 4]), "▁█▄");
 * assert.equal(sparkline([5, 5]), "▄▄");
 * assert.equal(sparkline([5]), "");
 * ```
 */
export function sparkline(values: readonly number[], width = 40): string {
  if (values.length < 2 || width < 1) return "";
  const squeezed = squeeze(values, width);
  const min = Math.min(...squeezed), max = Math.max(...squeezed);
  if (max === min) return BARS[3]!.repeat(squeezed.length);
  return squeezed.map((v) => BARS[Math.round(((v - min) / (max - min)) * (BARS.length - 1))])
    .join("");
}
