/// <reference lib="dom" />
/**
 * A DOM tree as well-formed XML text. linkedom serialises as HTML, which
 * leaves `<` raw in attribute values and keeps characters XML does not allow
 * (U+FFFE, U+FFFF, C0 controls, lone surrogates); a label or unit from the
 * store holding them made the standalone SVG unreadable to XML tools. Here
 * every text and attribute value is escaped and stripped of what XML 1.0 does
 * not allow.
 *
 * @module
 */

/** Characters outside XML 1.0's `Char` production (lone surrogates included). */
const NOT_XML_CHAR =
  /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/**
 * `text` without the characters XML 1.0 does not allow.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(xmlChars("a\uFFFEb\u0007c"), "abc");
 * ```
 *
 * @internal doc test: its example pins the characters XML 1.0 cannot carry.
 */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, "");
}

/**
 * `text` escaped for XML character data or a double-quoted attribute value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(escapeXml('a & <b> "c"'), "a &amp; &lt;b&gt; &quot;c&quot;");
 * ```
 *
 * @internal doc test: its example pins the five escapes.
 */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"\t\n\r]/g, (c) => ENTITIES[c]!);
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

/** `node` and its descendants as XML text (comments and processing instructions dropped). */
export function serializeXml(node: Node): string {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
    return escapeXml(node.textContent ?? "").replace(/&#10;/g, "\n");
  }
  if (node.nodeType !== ELEMENT_NODE) return "";
  const element = node as Element;
  const name = element.localName;
  const attributes = [...element.attributes]
    .map((a) => ` ${a.name}="${escapeXml(a.value)}"`)
    .join("");
  const children = [...element.childNodes].map(serializeXml).join("");
  return children === ""
    ? `<${name}${attributes}/>`
    : `<${name}${attributes}>${children}</${name}>`;
}
