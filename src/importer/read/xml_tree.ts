/**
 * The tree an XML document is read into (src/importer/read/xml.ts) and the
 * ways the readers walk it: child elements by local name, a path of local
 * names, text content, attributes by local name. Pure.
 *
 * @module
 */

/** An element: its name as written, its local name and namespace, attributes and children. */
export interface XmlElement {
  /** The name as written, with its prefix (`hl7:observation`). */
  readonly name: string;
  /** The name without its prefix (`observation`). */
  readonly local: string;
  /** The namespace URI the prefix (or the default namespace) stands for, if any. */
  readonly namespace: string | undefined;
  /** Attributes by their name as written (`xsi:type`, `value`); namespace declarations included. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Child elements and text, in document order (CDATA is text). */
  readonly children: readonly XmlNode[];
  /** The line its start tag is on (1-based), for messages. */
  readonly line: number;
}

/** A node of an element's content: a child element or a piece of text. */
export type XmlNode = XmlElement | string;

/** Whether a node is an element (not text). */
function isElement(node: XmlNode | undefined): node is XmlElement {
  return node !== undefined && typeof node !== "string";
}

/**
 * The child elements of an element, optionally only those of a local name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseXml } from "./xml.ts";
 * const root = parseXml("<a><b/>x<c/><b/></a>");
 * assert.equal(childElements(root, "b").length, 2);
 * assert.equal(childElements(root).length, 3);
 * ```
 */
export function childElements(element: XmlElement, local?: string): XmlElement[] {
  return element.children.filter((node): node is XmlElement =>
    isElement(node) && (local === undefined || node.local === local)
  );
}

/** The first child element of a local name, or `undefined`. */
export function firstChild(element: XmlElement | undefined, local: string): XmlElement | undefined {
  if (element === undefined) return undefined;
  return element.children.find((node): node is XmlElement =>
    isElement(node) && node.local === local
  );
}

/**
 * Follows a path of local names through first children (`"header/order/created"`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseXml } from "./xml.ts";
 * const root = parseXml("<r><h><o><c> 2020-06-15 </c></o></h></r>");
 * assert.equal(textOf(descend(root, "h/o/c")), "2020-06-15");
 * assert.equal(descend(root, "h/x"), undefined);
 * ```
 */
export function descend(element: XmlElement | undefined, path: string): XmlElement | undefined {
  let here = element;
  for (const step of path.split("/")) here = firstChild(here, step);
  return here;
}

/**
 * All the text inside an element and its descendants, with runs of
 * white space collapsed to one space and the ends trimmed; `""` for none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseXml } from "./xml.ts";
 * assert.equal(textOf(parseXml("<a> x <b>y</b>\n z </a>")), "x y z");
 * ```
 */
export function textOf(element: XmlElement | undefined): string {
  if (element === undefined) return "";
  const parts: string[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (typeof child === "string") parts.push(child);
      else {
        parts.push(" ");
        visit(child);
        parts.push(" ");
      }
    }
  };
  visit(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Every text piece inside an element and its descendants, each trimmed, empty ones left out. */
export function textsOf(element: XmlElement): string[] {
  const found: string[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (typeof child === "string") {
        const text = child.replace(/\s+/g, " ").trim();
        if (text !== "") found.push(text);
      } else visit(child);
    }
  };
  visit(element);
  return found;
}

/**
 * An attribute by its local name, whatever its prefix (`type` finds
 * `xsi:type`); namespace declarations are never matched.
 */
export function attribute(element: XmlElement | undefined, local: string): string | undefined {
  if (element === undefined) return undefined;
  const exact = element.attributes[local];
  if (exact !== undefined) return exact;
  for (const [key, value] of Object.entries(element.attributes)) {
    if (!key.startsWith("xmlns") && key.slice(key.indexOf(":") + 1) === local) return value;
  }
  return undefined;
}

/** Every element below (not including) an element, in document order. */
export function descendants(element: XmlElement, local?: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (local === undefined || child.local === local) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}
