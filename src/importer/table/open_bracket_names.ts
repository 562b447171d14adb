/**
 * A row's name wrapped inside its brackets: "ALT (aminotransferaza" on the row's line and
 * "alaninowa)" alone under it, in the name column (an HTML table printed to PDF, its cells set
 * at the top, the name too long for its column). A bracket left open is no whole name: the line
 * under it that closes the bracket, and holds nothing but that, is the rest of the name. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";

/** How far under the row, in its font heights, the rest of its name may stand. */
const NEXT_LINE_EM = 1.9;

/** How many more brackets a text opens than it closes. */
function openBrackets(text: string): number {
  return (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);
}

/**
 * The lines with each name whose bracket is left open joined to the rest of it, printed alone
 * under it (the rest's line dropped).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const row = { page: 1, y: 100, height: 9, cells: [cell("ALT (aminotransferaza", 40), cell("23 U/l", 200)] };
 * const rest = { page: 1, y: 110, height: 9, cells: [cell("alaninowa)", 40)] };
 * const lines = withBracketNamesJoined([row, rest]);
 * assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [["ALT (aminotransferaza alaninowa)", "23 U/l"]]);
 * ```
 */
export function withBracketNamesJoined(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const name = line.cells[0];
    const beside = line.cells[1];
    const rest = next?.cells.length === 1 ? next.cells[0]! : undefined;
    if (
      name !== undefined && beside !== undefined && next !== undefined && rest !== undefined &&
      openBrackets(name.text) > 0 && openBrackets(rest.text) < 0 && /^\p{L}/u.test(rest.text) &&
      next.page === line.page && next.y > line.y &&
      next.y - line.y <= NEXT_LINE_EM * Math.max(line.height, next.height) &&
      rest.x0 >= name.x0 - line.height && rest.x0 < name.x1 && rest.x1 < beside.x0
    ) {
      const text = /\p{L}-$/u.test(name.text)
        ? `${name.text}${rest.text}`
        : `${name.text} ${rest.text}`;
      out.push({
        ...line,
        cells: [{ ...name, text, x1: Math.max(name.x1, rest.x1) }, ...line.cells.slice(1)],
      });
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}
