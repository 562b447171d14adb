/**
 * A web page saved from a browser (`.html`, `.htm`): a patient portal's
 * results page, "Web page, complete" or "HTML only". Its bytes are decoded
 * by a byte-order mark, else the charset its `<meta>` names (UTF-8,
 * Windows-1250, ISO-8859-2, any label the platform decodes), else as a text
 * export is (`decode.ts`). What the page never shows is left out: scripts,
 * styles, templates, hidden elements, cookie banners, and navigation (menus
 * are no results). The walk is the read stage's (`html_lines.ts`): each data
 * table read as lines of aligned cells for the table stage, or (for the
 * transcript check) each row one line with its cells set apart by gaps.
 *
 * @module
 */

import { decodeText } from "./decode.ts";
import { BLOCK_ELEMENTS, type HtmlReading, readHtml } from "./html_lines.ts";
import type { HtmlElement } from "./html_tree.ts";

/** Elements whose content is never shown, or is the page's navigation. */
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
  "nav",
  "menu",
  "select",
  "dialog",
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

/** Whether the page hides an element: by an attribute, its style, its role, or as a banner. */
function hidden(element: HtmlElement): boolean {
  const attr = (name: string) => element.attribute(name) ?? "";
  if (element.attribute("hidden") !== null) return true;
  if (attr("aria-hidden") === "true") return true;
  if (/^(navigation|menubar|menu|dialog|alertdialog)$/i.test(attr("role").trim())) return true;
  if (element.tag === "input" && attr("type").toLowerCase() === "hidden") return true;
  if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr("style"))) return true;
  return BANNER.test(`${attr("id")} ${attr("class")} ${attr("aria-label")}`);
}

/** What a saved page shows, read with each table's cells `"aligned"` or set apart by `"gaps"`. */
function pageReading(cells: HtmlReading["cells"]): HtmlReading {
  return {
    skip: (element) => INVISIBLE.has(element.tag) || hidden(element),
    blocks: BLOCK_ELEMENTS,
    cells,
    inline: INLINE,
  };
}

/**
 * The lines a saved page shows, in document order, without empty ones:
 * with `"aligned"`, each row of a data table one line of aligned cells
 * (what the table stage reads); with `"gaps"`, each row one line with its
 * cells three spaces apart.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const html = '<nav><a href="/">Start</a></nav><div id="cookie-bar">Cookies 1</div>' +
 *   "<table><tr><td>Hemoglobina</td><td>13,2</td><td>g/dl</td></tr></table><script>x()</script>";
 * assert.deepEqual(pageLines(html, "gaps"), ["Hemoglobina   13,2   g/dl"]);
 * assert.deepEqual(pageLines(html, "aligned"), ["Hemoglobina    13,2    g/dl"]);
 * ```
 */
export function pageLines(html: string, cells: HtmlReading["cells"]): string[] {
  return readHtml(html, pageReading(cells));
}

/** The charset a page's `<meta>` names in its first 4 KiB, lower case. */
function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  return /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase();
}

/**
 * A saved page's text: a UTF-8 or UTF-16 byte-order mark, else the charset
 * its `<meta>` names when the bytes fit it, else as a text export is decoded.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const page = new Uint8Array([...new TextEncoder().encode('<meta charset="iso-8859-2"><p>'), 0xb1, 0x3c]);
 * assert.equal(decodePage(page), '<meta charset="iso-8859-2"><p>ą<');
 * ```
 */
export function decodePage(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeText(bytes).text;
  const label = metaCharset(bytes);
  if (label !== undefined) {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes);
    } catch {
      // An unknown label, or bytes that do not fit it: read as any text export is.
    }
  }
  return decodeText(bytes).text;
}

/**
 * Why a saved page cannot be read.
 *
 * @internal test seam: the tests tell a refusal of a page from a crash by this class.
 */
export class HtmlPageError extends Error {
  override name = "HtmlPageError";
}

/** What a saved page gives the importer: its lines (tables aligned), and how many tables it has. */
export interface HtmlPage {
  readonly lines: readonly string[];
  readonly tables: number;
}

/**
 * Reads a saved web page. Throws an {@link HtmlPageError} when it shows no
 * text at all, or is no HTML.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const page = readHtmlPage(new TextEncoder().encode(
 *   "<html><body><h1>Wyniki</h1><table><tr><td>TSH</td><td>1,9</td></tr></table></body></html>",
 * ));
 * assert.deepEqual(page, { lines: ["Wyniki", "TSH    1,9"], tables: 1 });
 * ```
 */
export function readHtmlPage(bytes: Uint8Array): HtmlPage {
  const html = decodePage(bytes);
  if (html.trim() === "") throw new HtmlPageError("the file is empty");
  if (!/<(html|body|table|div|p|head|meta|title)\b/i.test(html.slice(0, 64 * 1024))) {
    throw new HtmlPageError(
      "it is not a web page: no HTML element in it; save the results page from the browser again",
    );
  }
  const lines = pageLines(html, "aligned");
  if (lines.length === 0) throw new HtmlPageError("the page shows no text");
  const tables = html.match(/<table\b/gi)?.length ?? 0;
  return { lines, tables };
}
