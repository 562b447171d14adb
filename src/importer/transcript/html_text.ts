/**
 * The visible text of an HTML page saved from a browser, line by line: no
 * scripts, styles, templates or hidden elements, no cookie or consent
 * banner; a table row is one line with its cells set apart by wide gaps, so
 * a result's name, value, unit and range stay on one line as on the screen.
 * These are the page's rules; the walk is the read stage's (`readHtml`),
 * the one an e-mail is read with.
 *
 * @module
 */

import { type HtmlElement, type HtmlReading, readHtml } from "../read/mod.ts";

/** Elements whose content is never shown. */
const INVISIBLE = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "svg",
  "iframe",
  "object",
  "button",
]);

/** Elements that start a line of their own. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "caption",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);

/** Inline elements that may split a word ("<b>Hemo</b>globina"); any other element's edges separate words. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "em",
  "font",
  "i",
  "small",
  "strong",
  "sub",
  "sup",
  "u",
  "mark",
]);

/** A banner about cookies or consent, by its id, class, role or label. */
const BANNER = /cookie|consent|gdpr|rodo/i;

/** Whether the page hides an element: by an attribute, its style, or as a banner. */
function hidden(element: HtmlElement): boolean {
  const attr = (name: string) => element.attribute(name) ?? "";
  if (element.attribute("hidden") !== null) return true;
  if (attr("aria-hidden") === "true") return true;
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr("style"))) return true;
  return BANNER.test(`${attr("id")} ${attr("class")} ${attr("aria-label")}`);
}

/** How a saved page is read. */
const PAGE: HtmlReading = {
  skip: (element) => INVISIBLE.has(element.tag) || hidden(element),
  blocks: BLOCKS,
  cells: "gaps",
  inline: INLINE,
};

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
  return readHtml(html, PAGE).map((text) => ({ page: 1, text }));
}
