/**
 * The visible text of an HTML page saved from a browser, line by line, for
 * the transcript check: a table row is one line with its cells set apart
 * by wide gaps, so a result's name, value, unit and range stay on one line
 * as on the screen. What the page shows is the read stage's rule
 * (`pageLines`), the one the importer reads a saved page with.
 *
 * @module
 */

import { pageLines } from "../read/mod.ts";

/**
 * The visible lines of an HTML page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const html = '<html><head><style>p{}</style></head><body><div id="cookie-banner">We use cookies</div>' +
 *   "<table><tr><td>Hemoglobina</td><td>13,2</td><td>g/dl</td></tr></table><script>x()</script></body></html>";
 * assert.deepEqual(htmlLines(html).map((l) => l.text), ["Hemoglobina   13,2   g/dl"]);
 * ```
 */
export function htmlLines(html: string): { page: number; text: string }[] {
  return pageLines(html, "gaps").map((text) => ({ page: 1, text }));
}
