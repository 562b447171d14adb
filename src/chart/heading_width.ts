/**
 * The width of a chart heading as drawn: measured with a bold sans font's own
 * advance widths (DejaVu Sans Bold, the report's font, which is wider than
 * the usual system sans, so a heading measured to fit also fits on screen),
 * and the heading's lines: the name wrapped at spaces onto at most two lines,
 * shortened with an ellipsis only when it still does not fit, the unit never
 * cut. For the standalone SVG only (the view's headings are HTML).
 *
 * @module
 */

import fontkit from "@pdf-lib/fontkit";
import { DEJAVU_SANS_BOLD } from "./font_data.ts";

/** The font's glyph advances, read once when a heading is first measured. */
let bold: {
  layout(text: string): { advanceWidth: number };
  glyphsForString(text: string): { advanceWidth: number }[];
  unitsPerEm: number;
} | undefined;

/**
 * The advance of `text` in font units, shaped. fontkit's classes are compiled
 * to inherit their static methods through `Sub.__proto__ = Base`, which Deno
 * disables, so the shapers of some scripts (Arabic: "this.shaper.plan is not
 * a function") cannot run; such a text is measured glyph by glyph, unshaped.
 */
function advance(font: NonNullable<typeof bold>, text: string): number {
  try {
    return font.layout(text).advanceWidth;
  } catch {
    return font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  }
}

/**
 * The width in pixels of `text` in the bold heading font at `size` px.
 *
 * @internal test seam: the picture tests measure each heading line against the chart's width.
 */
export function headingWidth(text: string, size = 13): number {
  bold ??= fontkit.create(Uint8Array.from(atob(DEJAVU_SANS_BOLD), (c) => c.charCodeAt(0))) as never;
  return advance(bold!, text) / bold!.unitsPerEm * size;
}

/**
 * The lines of a heading `Label (unit)` within `width` pixels: the label
 * wrapped at spaces onto at most `maxLines` lines, the unit kept whole on
 * the last; a label that still does not fit loses its end to an ellipsis.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(headingLines("Glukoza", "mg/dL", 720), ["Glukoza (mg/dL)"]);
 * const lines = headingLines("Aktywność fosfatazy alkalicznej w surowicy krwi metodą kolorymetryczną", "U/mL", 300);
 * assert.ok(lines.length === 2 && lines[1]!.endsWith("(U/mL)"));
 * ```
 */
export function headingLines(label: string, unit: string, width: number, maxLines = 2): string[] {
  const suffix = unit ? ` (${unit})` : "";
  const fits = (text: string) => headingWidth(text) <= width;
  if (fits(`${label}${suffix}`)) return [`${label}${suffix}`];
  const lines: string[] = [];
  let rest = label.split(" ").filter((w) => w !== "");
  while (lines.length < maxLines - 1 && rest.length > 0) {
    let take = 1;
    while (take < rest.length && fits(rest.slice(0, take + 1).join(" "))) take++;
    if (!fits(rest.slice(0, take).join(" "))) break;
    lines.push(rest.slice(0, take).join(" "));
    rest = rest.slice(take);
  }
  let last = rest.join(" ");
  if (!fits(`${last}${suffix}`)) {
    const chars = [...last];
    while (chars.length > 1 && !fits(`${chars.join("").trimEnd()}…${suffix}`)) chars.pop();
    last = `${chars.join("").trimEnd()}…`;
  }
  return [...lines, `${last}${suffix}`.trimStart()];
}
