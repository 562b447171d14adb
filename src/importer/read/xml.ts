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

/** An element's local name and namespace, its prefix looked up in `scope`. */
function resolve(name: string, scope: ReadonlyMap<string, string>) {
  const colon = name.indexOf(":");
  if (colon < 0) return { local: name, namespace: scope.get("") || undefined };
  const prefix = name.slice(0, colon);
  // An undeclared prefix (exports often use `xsi:type` without declaring
  // `xsi`) leaves the namespace unknown rather than refusing the document:
  // the readers go by local names.
  return { local: name.slice(colon + 1), namespace: scope.get(prefix) };
}

const ROOT_SCOPE: ReadonlyMap<string, string> = new Map([["xml", XML_NAMESPACE]]);

/** One pass over a text: where the reader is, the elements still open, the root once closed. */
class XmlReader {
  readonly source: string;
  at = 0;
  readonly stack: Open[] = [];
  root: XmlElement | undefined;
  // Element starts only move forward, so their lines are counted as the
  // reader goes: one pass over the text, however many elements it holds.
  #countedTo = 0;
  #countedLine = 1;
  #lineStart = 0;

  constructor(source: string) {
    this.source = source;
  }

  fail(reason: string, position = this.at): never {
    const before = this.source.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    throw new XmlError(reason, line, column);
  }

  position(index: number): { line: number; column: number } {
    for (; this.#countedTo < index; this.#countedTo++) {
      if (this.source.charCodeAt(this.#countedTo) === 10) {
        this.#countedLine++;
        this.#lineStart = this.#countedTo + 1;
      }
    }
    return { line: this.#countedLine, column: index - this.#lineStart + 1 };
  }

  decode(raw: string, start: number): string {
    return raw.replace(/&([^;&<\s]*);?/g, (match, body: string, offset: number) => {
      if (!match.endsWith(";")) {
        this.fail('an "&" that starts no entity; write it as "&amp;"', start + offset);
      }
      if (body.startsWith("#")) {
        const hex = /^#x([0-9A-Fa-f]+)$/.exec(body);
        const dec = /^#([0-9]+)$/.exec(body);
        const code = hex ? parseInt(hex[1]!, 16) : dec ? parseInt(dec[1]!, 10) : NaN;
        if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) {
          this.fail(`character reference "${match}" is not a character`, start + offset);
        }
        return String.fromCodePoint(code);
      }
      const known = PREDEFINED[body];
      if (known === undefined) this.fail(`unknown entity "${match}"`, start + offset);
      return known!;
    });
  }

  readName(what: string): string {
    NAME.lastIndex = this.at;
    const match = NAME.exec(this.source);
    if (!match) return this.fail(`expected ${what}`);
    this.at += match[0].length;
    return match[0];
  }

  skipSpace(): void {
    while (this.at < this.source.length && /\s/.test(this.source[this.at]!)) this.at++;
  }

  skipPast(end: string, what: string): void {
    const found = this.source.indexOf(end, this.at);
    if (found < 0) this.fail(`${what} is never closed`);
    this.at = found + end.length;
  }

  skipDoctype(): void {
    // `<!DOCTYPE name [ ... ]>`: the internal subset may hold `>` inside brackets.
    let depth = 0;
    for (; this.at < this.source.length; this.at++) {
      const ch = this.source[this.at]!;
      if (ch === "[") depth++;
      else if (ch === "]") depth--;
      else if (ch === ">" && depth <= 0) {
        this.at++;
        return;
      }
    }
    this.fail("the DOCTYPE is never closed");
  }

  close(open: Open): void {
    const { local, namespace } = resolve(open.name, open.scope);
    const element: XmlElement = {
      name: open.name,
      local,
      namespace,
      attributes: open.attributes,
      children: open.children,
      line: open.line,
    };
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.children.push(element);
    else this.root = element;
  }

  /** The text up to `textEnd`, into the open element. */
  text(textEnd: number): void {
    const raw = this.source.slice(this.at, textEnd);
    const parent = this.stack[this.stack.length - 1];
    if (parent) parent.children.push(this.decode(raw, this.at));
    else if (raw.trim() !== "") this.fail("text outside the root element");
    this.at = textEnd;
  }

  /** A CDATA section, as text of the open element. */
  cdata(): void {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) this.fail("CDATA outside the root element");
    const start = this.at + 9;
    const end = this.source.indexOf("]]>", start);
    if (end < 0) this.fail("a CDATA section is never closed");
    parent!.children.push(this.source.slice(start, end));
    this.at = end + 3;
  }

  /** A closing tag, which must close the element opened last. */
  closingTag(): void {
    const start = this.at;
    this.at += 2;
    const name = this.readName('an element name after "</"');
    this.skipSpace();
    if (this.source[this.at] !== ">") this.fail(`expected ">" to end the closing tag "</${name}"`);
    this.at++;
    const open = this.stack.pop();
    if (!open) this.fail(`closing tag "</${name}>" has no opening tag`, start);
    if (open!.name !== name) {
      this.fail(
        `closing tag "</${name}>" does not match "<${open!.name}>" of line ${open!.line}`,
        start,
      );
    }
    this.close(open!);
  }

  /** The attributes of the start tag of `name`, up to its `>` or `/>`. */
  attributes(name: string): Record<string, string> {
    const source = this.source;
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = this.at;
      this.skipSpace();
      if (source.startsWith("/>", this.at) || source[this.at] === ">") break;
      if (this.at === before) {
        this.fail(`expected a space before the next attribute of "<${name}>"`);
      }
      const attribute = this.readName(`an attribute name or ">" in "<${name}>"`);
      this.skipSpace();
      if (source[this.at] !== "=") this.fail(`expected "=" after attribute "${attribute}"`);
      this.at++;
      this.skipSpace();
      const quote = source[this.at];
      if (quote !== '"' && quote !== "'") this.fail(`expected a quoted value for "${attribute}"`);
      const valueStart = this.at + 1;
      const valueEnd = source.indexOf(quote!, valueStart);
      if (valueEnd < 0) this.fail(`the value of "${attribute}" is never closed`);
      const raw = source.slice(valueStart, valueEnd);
      if (raw.includes("<")) this.fail(`"<" inside the value of "${attribute}"`, valueStart);
      if (attribute in attributes) {
        this.fail(`attribute "${attribute}" given twice in "<${name}>"`);
      }
      attributes[attribute] = this.decode(raw.replace(/[\t\n\r]/g, " "), valueStart);
      this.at = valueEnd + 1;
    }
    return attributes;
  }

  /** A start tag: an element opened, or closed at once when it ends in `/>`. */
  startTag(): void {
    const start = this.at;
    this.at++;
    if (this.root !== undefined && this.stack.length === 0) {
      this.fail("a second root element", start);
    }
    const name = this.readName('an element name after "<"');
    const attributes = this.attributes(name);
    const selfClosing = this.source.startsWith("/>", this.at);
    this.at += selfClosing ? 2 : 1;
    const parentScope = this.stack[this.stack.length - 1]?.scope ?? ROOT_SCOPE;
    let scope = parentScope;
    for (const [key, value] of Object.entries(attributes)) {
      if (key === "xmlns" || key.startsWith("xmlns:")) {
        if (scope === parentScope) scope = new Map(parentScope);
        (scope as Map<string, string>).set(key === "xmlns" ? "" : key.slice(6), value);
      }
    }
    const where = this.position(start);
    const open: Open = { name, attributes, children: [], scope, ...where };
    if (selfClosing) this.close(open);
    else {
      if (this.stack.length >= MAX_DEPTH) {
        this.fail(`elements nested deeper than ${MAX_DEPTH}`, start);
      }
      this.stack.push(open);
    }
  }
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
  const reader = new XmlReader(text.replace(/^\uFEFF/, ""));
  const source = reader.source;
  while (reader.at < source.length) {
    const at = reader.at;
    const lt = source.indexOf("<", at);
    const textEnd = lt < 0 ? source.length : lt;
    if (textEnd > at) reader.text(textEnd);
    else if (source.startsWith("<!--", at)) {
      reader.at += 4;
      reader.skipPast("-->", "a comment");
    } else if (source.startsWith("<![CDATA[", at)) reader.cdata();
    else if (source.startsWith("<?", at)) {
      reader.at += 2;
      reader.skipPast("?>", "a processing instruction");
    } else if (source.startsWith("<!DOCTYPE", at)) {
      if (reader.root !== undefined || reader.stack.length > 0) {
        reader.fail("a DOCTYPE inside the document");
      }
      reader.at += 9;
      reader.skipDoctype();
    } else if (source.startsWith("</", at)) reader.closingTag();
    else reader.startTag();
  }
  const unclosed = reader.stack[reader.stack.length - 1];
  if (unclosed) {
    throw new XmlError(
      `element "<${unclosed.name}>" is never closed`,
      unclosed.line,
      unclosed.column,
    );
  }
  if (reader.root === undefined) reader.fail("no root element");
  return reader.root!;
}
