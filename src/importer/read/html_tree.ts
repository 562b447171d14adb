/**
 * HTML read into a little tree, the way a browser repairs a lab's tables:
 * end tags left out (`<td>` after `<td>`) close as a browser closes them, a
 * stray end tag never closes past the table it is in, and comments,
 * scripts, styles and the head are dropped. The text walk over the tree is `html_lines.ts`.
 *
 * @module
 */

import { decodeEntities } from "./html_entities.ts";

/** A node of the little tree the HTML is read into: a text (entities not yet decoded) or an element. */
export type HtmlNode = string | HtmlElement;

/** An element of the tree: its name in lower case, its columns (`colspan`), what it holds. */
export interface HtmlElement {
  readonly tag: string;
  readonly span: number;
  readonly children: HtmlNode[];
  /** The value of an attribute (`""` when it has none), or `null` when the element has no such attribute. */
  attribute(name: string): string | null;
}

/** Elements that never hold content (no closing tag). */
const VOID = new Set(["br", "hr", "img", "meta", "link", "input", "col", "wbr", "area", "base"]);

/** The attributes of a start tag, by lower-case name, their values as written (`""` for none). */
function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /\s([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of tag.replace(/^<[a-zA-Z][a-zA-Z0-9]*/, "").matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

/**
 * Reads HTML into a tree, forgiving unclosed and stray tags as browsers do
 * for tables; comments, scripts, styles and the head are left out.
 */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#root", span: 1, children: [], attribute: () => null };
  const stack: HtmlElement[] = [root];
  const body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "");
  /** Closes the innermost open `tag`, never past the table it is in (unless it is a table). */
  const close = (tag: string) => {
    const tags = stack.map((e) => e.tag);
    const at = tags.lastIndexOf(tag);
    const table = tags.lastIndexOf("table");
    if (at > 0 && (tag === "table" || at > table)) stack.length = at;
  };
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+|<)/g)) {
    if (match[3] !== undefined) {
      stack[stack.length - 1]!.children.push(match[3]);
      continue;
    }
    const tag = match[2]!.toLowerCase();
    if (match[1] === "/") {
      close(tag);
      continue;
    }
    // A new row or cell ends the open one, as an end tag left out would.
    if (tag === "tr") close("tr");
    if (tag === "td" || tag === "th") {
      close("td");
      close("th");
    }
    const span = Math.min(Number(/colspan\s*=\s*["']?(\d+)/i.exec(match[0])?.[1] ?? 1), 50);
    const source = match[0];
    let attributes: Map<string, string> | undefined;
    const element: HtmlElement = {
      tag,
      span,
      children: [],
      attribute: (name) => (attributes ??= attributesOf(source)).get(name.toLowerCase()) ?? null,
    };
    stack[stack.length - 1]!.children.push(element);
    if (!VOID.has(tag)) stack.push(element);
  }
  return root;
}
