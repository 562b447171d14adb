/**
 * The visible text of an HTML page saved from a browser, line by line: no
 * scripts, styles, templates or hidden elements, no cookie or consent
 * banner; a table row is one line with its cells set apart by wide gaps, so
 * a result's name, value, unit and range stay on one line as on the screen.
 *
 * @module
 */

import { parseHTML } from "linkedom";

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

interface Node {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<Node>;
  getAttribute?(name: string): string | null;
}

function hidden(element: Node): boolean {
  const attr = (name: string) => element.getAttribute?.(name) ?? "";
  if (attr("hidden") !== "" || element.getAttribute?.("hidden") === "") return true;
  if (attr("aria-hidden") === "true") return true;
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr("style"))) return true;
  return BANNER.test(`${attr("id")} ${attr("class")} ${attr("aria-label")}`);
}

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
  const { document } = parseHTML(html) as unknown as { document: Node };
  const lines: string[] = [];
  let current = "";
  const flush = () => {
    const text = current.replace(/[ \t\r\n\f\u00a0]+/g, " ").replace(
      / ?\u2003[\u2003 ]*/g,
      "\u2003",
    ).trim();
    if (text !== "") lines.push(text);
    current = "";
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9) return;
    const name = node.nodeName.toLowerCase();
    if (INVISIBLE.has(name) || (node.nodeType === 1 && hidden(node))) return;
    if (name === "td" || name === "th") current += "\u2003\u2003\u2003";
    const block = BLOCKS.has(name);
    const apart = !block && !INLINE.has(name) && node.nodeType === 1;
    if (block) flush();
    if (apart) current += " ";
    for (const child of Array.from(node.childNodes)) walk(child);
    if (apart) current += " ";
    if (block) flush();
  };
  walk(document);
  flush();
  return lines.map((text) => ({
    page: 1,
    text: text.replace(/\u2003+/g, "   ").replace(/^ +/, ""),
  }));
}
