/**
 * A small, strict XML reader for the structured exports labs offer
 * (Diagnostyka's XML, HL7 CDA): elements, attributes, text, CDATA, the five
 * predefined entities and character references, and namespace prefixes
 * resolved to their URIs (an undeclared prefix leaves the namespace unknown
 * instead of refusing the document). A DOCTYPE is skipped and its entities are never
 * expanded (an unknown entity is an error), so a document cannot make the
 * reader fetch anything or grow without bound. Comments and processing
 * instructions are dropped. Pure: no `Deno.*`.
 *
 * @module
 */

import type { XmlElement, XmlNode } from "./xml_tree.ts";

export type { XmlElement, XmlNode } from "./xml_tree.ts";
export {
  attribute,
  childElements,
  descend,
  descendants,
  firstChild,
  isElement,
  textOf,
  textsOf,
} from "./xml_tree.ts";

/** Why a text is not well-formed XML, and where. */
export class XmlError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Cannot read XML at line ${line}, column ${column}: ${reason}`);
    this.name = "XmlError";
  }
}

/**
 * XML's five entities, and the few HTML ones lab exports are seen to use in
 * results and units (`&micro;l`, `&le;`), taken as written rather than
 * refusing the whole document.
 */
const PREDEFINED: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  micro: "µ",
  deg: "°",
  plusmn: "±",
  le: "≤",
  ge: "≥",
  ndash: "–",
  mdash: "—",
  middot: "·",
  times: "×",
  sup2: "²",
  sup3: "³",
};

const NAME = /[A-Za-z_:\u00C0-\uFFEF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFEF]*/y;
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
/** Deeper nesting than this is refused: no lab export comes near it. */
const MAX_DEPTH = 256;

interface Open {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlNode[];
  readonly scope: ReadonlyMap<string, string>;
  readonly line: number;
  readonly column: number;
}

/**
 * Parses an XML document into its root element. Throws {@linkcode XmlError}
 * with the line and column of the first problem.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const root = parseXml('<a xmlns:x="urn:x"><x:b k="1 &amp; 2">t<![CDATA[<c>]]></x:b></a>');
 * const b = root.children[0];
 * assert.ok(typeof b !== "string" && b !== undefined);
 * assert.equal(b.local, "b");
 * assert.equal(b.namespace, "urn:x");
 * assert.equal(b.attributes.k, "1 & 2");
 * assert.deepEqual(b.children, ["t", "<c>"]);
 * ```
 */
export function parseXml(text: string): XmlElement {
  const source = text.replace(/^\uFEFF/, "");
  let at = 0;
  const fail = (reason: string, position = at): never => {
    const before = source.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    throw new XmlError(reason, line, column);
  };
  // Element starts only move forward, so their lines are counted as the
  // reader goes: one pass over the text, however many elements it holds.
  let countedTo = 0;
  let countedLine = 1;
  let lineStart = 0;
  const position = (index: number) => {
    for (; countedTo < index; countedTo++) {
      if (source.charCodeAt(countedTo) === 10) {
        countedLine++;
        lineStart = countedTo + 1;
      }
    }
    return { line: countedLine, column: index - lineStart + 1 };
  };

  const decode = (raw: string, start: number): string =>
    raw.replace(/&([^;&<\s]*);?/g, (match, body: string, offset: number) => {
      if (!match.endsWith(";")) {
        fail('an "&" that starts no entity; write it as "&amp;"', start + offset);
      }
      if (body.startsWith("#")) {
        const hex = /^#x([0-9A-Fa-f]+)$/.exec(body);
        const dec = /^#([0-9]+)$/.exec(body);
        const code = hex ? parseInt(hex[1]!, 16) : dec ? parseInt(dec[1]!, 10) : NaN;
        if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) {
          fail(`character reference "${match}" is not a character`, start + offset);
        }
        return String.fromCodePoint(code);
      }
      const known = PREDEFINED[body];
      if (known === undefined) fail(`unknown entity "${match}"`, start + offset);
      return known!;
    });

  const readName = (what: string): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) return fail(`expected ${what}`);
    at += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const skipPast = (end: string, what: string) => {
    const found = source.indexOf(end, at);
    if (found < 0) fail(`${what} is never closed`);
    at = found + end.length;
  };
  const skipDoctype = () => {
    // `<!DOCTYPE name [ ... ]>`: the internal subset may hold `>` inside brackets.
    let depth = 0;
    for (; at < source.length; at++) {
      const ch = source[at]!;
      if (ch === "[") depth++;
      else if (ch === "]") depth--;
      else if (ch === ">" && depth <= 0) {
        at++;
        return;
      }
    }
    fail("the DOCTYPE is never closed");
  };

  const stack: Open[] = [];
  let root: XmlElement | undefined;
  const rootScope: ReadonlyMap<string, string> = new Map([["xml", XML_NAMESPACE]]);

  const resolve = (name: string, scope: ReadonlyMap<string, string>) => {
    const colon = name.indexOf(":");
    if (colon < 0) return { local: name, namespace: scope.get("") || undefined };
    const prefix = name.slice(0, colon);
    // An undeclared prefix (exports often use `xsi:type` without declaring
    // `xsi`) leaves the namespace unknown rather than refusing the document:
    // the readers go by local names.
    return { local: name.slice(colon + 1), namespace: scope.get(prefix) };
  };

  const close = (open: Open): void => {
    const { local, namespace } = resolve(open.name, open.scope);
    const element: XmlElement = {
      name: open.name,
      local,
      namespace,
      attributes: open.attributes,
      children: open.children,
      line: open.line,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
  };

  while (at < source.length) {
    const lt = source.indexOf("<", at);
    const textEnd = lt < 0 ? source.length : lt;
    if (textEnd > at) {
      const raw = source.slice(at, textEnd);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(decode(raw, at));
      else if (raw.trim() !== "") fail("text outside the root element");
      at = textEnd;
      continue;
    }
    if (source.startsWith("<!--", at)) {
      at += 4;
      skipPast("-->", "a comment");
    } else if (source.startsWith("<![CDATA[", at)) {
      const parent = stack[stack.length - 1];
      if (!parent) fail("CDATA outside the root element");
      const start = at + 9;
      const end = source.indexOf("]]>", start);
      if (end < 0) fail("a CDATA section is never closed");
      parent!.children.push(source.slice(start, end));
      at = end + 3;
    } else if (source.startsWith("<?", at)) {
      at += 2;
      skipPast("?>", "a processing instruction");
    } else if (source.startsWith("<!DOCTYPE", at)) {
      if (root !== undefined || stack.length > 0) fail("a DOCTYPE inside the document");
      at += 9;
      skipDoctype();
    } else if (source.startsWith("</", at)) {
      const start = at;
      at += 2;
      const name = readName('an element name after "</"');
      skipSpace();
      if (source[at] !== ">") fail(`expected ">" to end the closing tag "</${name}"`);
      at++;
      const open = stack.pop();
      if (!open) fail(`closing tag "</${name}>" has no opening tag`, start);
      if (open!.name !== name) {
        fail(
          `closing tag "</${name}>" does not match "<${open!.name}>" of line ${open!.line}`,
          start,
        );
      }
      close(open!);
    } else {
      const start = at;
      at++;
      if (root !== undefined && stack.length === 0) fail("a second root element", start);
      const name = readName('an element name after "<"');
      const attributes: Record<string, string> = {};
      for (;;) {
        const before = at;
        skipSpace();
        if (source.startsWith("/>", at) || source[at] === ">") break;
        if (at === before) fail(`expected a space before the next attribute of "<${name}>"`);
        const attribute = readName(`an attribute name or ">" in "<${name}>"`);
        skipSpace();
        if (source[at] !== "=") fail(`expected "=" after attribute "${attribute}"`);
        at++;
        skipSpace();
        const quote = source[at];
        if (quote !== '"' && quote !== "'") fail(`expected a quoted value for "${attribute}"`);
        const valueStart = at + 1;
        const valueEnd = source.indexOf(quote!, valueStart);
        if (valueEnd < 0) fail(`the value of "${attribute}" is never closed`);
        const raw = source.slice(valueStart, valueEnd);
        if (raw.includes("<")) fail(`"<" inside the value of "${attribute}"`, valueStart);
        if (attribute in attributes) fail(`attribute "${attribute}" given twice in "<${name}>"`);
        attributes[attribute] = decode(raw.replace(/[\t\n\r]/g, " "), valueStart);
        at = valueEnd + 1;
      }
      const selfClosing = source.startsWith("/>", at);
      at += selfClosing ? 2 : 1;
      const parentScope = stack[stack.length - 1]?.scope ?? rootScope;
      let scope = parentScope;
      for (const [key, value] of Object.entries(attributes)) {
        if (key === "xmlns" || key.startsWith("xmlns:")) {
          if (scope === parentScope) scope = new Map(parentScope);
          (scope as Map<string, string>).set(key === "xmlns" ? "" : key.slice(6), value);
        }
      }
      const where = position(start);
      const open: Open = { name, attributes, children: [], scope, ...where };
      if (selfClosing) close(open);
      else {
        if (stack.length >= MAX_DEPTH) fail(`elements nested deeper than ${MAX_DEPTH}`, start);
        stack.push(open);
      }
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) {
    throw new XmlError(
      `element "<${unclosed.name}>" is never closed`,
      unclosed.line,
      unclosed.column,
    );
  }
  if (root === undefined) fail("no root element");
  return root!;
}
