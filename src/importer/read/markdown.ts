/**
 * A note the person keeps in Markdown (`.md`, a notes app's export): its
 * text as the text reader reads a `.txt`, the Markdown marks taken off
 * first. A heading's `#` marks, a list item's bullet, emphasis (`**`, `__`,
 * `*`, `_` around words) and a blockquote's `>` go; a pipe table becomes
 * tab-separated cells (its `|---|` rule line dropped), which the text reader
 * aligns into columns; a list item that opens with a date ("- 12.03.2023
 * ferrytyna 45 ng/ml (norma 15-150)", "- **28.08.2023** – glukoza …") has
 * that date as its label ("12.03.2023: ferrytyna …"), as a person means it.
 * Pure.
 *
 * @module
 */

/** A pipe table's rule line: `|---|:---:|`. */
const RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** A date that opens a list item (day first, or ISO), and the dash or colon after it. */
const DATED_ITEM =
  /^(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})\s*(?:[:–—-]\s*|\s+(?=\p{L}))/u;

/**
 * A Markdown line without its marks.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(markdownLine("- **28.08.2023** – glukoza 101 mg/dl (n: 70-99)"), "28.08.2023: glukoza 101 mg/dl (n: 70-99)");
 * assert.equal(markdownLine("| 09.01.2024 | HDL | 66 mg/dl | >45 |"), "09.01.2024\tHDL\t66 mg/dl\t>45");
 * assert.equal(markdownLine("## 2023"), "2023");
 * ```
 *
 * @internal doc test: its example pins one line's marks without a note around it.
 */
export function markdownLine(line: string): string | undefined {
  if (RULE.test(line) && line.includes("-")) return undefined;
  let text = line.replace(/^\s{0,3}(?:>\s?)+/, "").replace(/^\s{0,3}#{1,6}\s+/, "");
  const table = /^\s*\|(.*)\|\s*$/.exec(text);
  if (table) text = table[1]!.split("|").map((cell) => cell.trim()).join("\t");
  const item = /^\s*(?:[-*+]|\d{1,2}[.)])\s+/.exec(text);
  if (item) text = text.slice(item[0].length);
  text = text.replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, "$2")
    .replace(/(?<![\p{L}\p{N}*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\p{L}\p{N}*])/gu, "$1")
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)([^_]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1");
  if (item) {
    const dated = DATED_ITEM.exec(text);
    if (dated) text = `${dated[1]}: ${text.slice(dated[0].length)}`;
  }
  return text;
}

/**
 * A Markdown note's text with its marks taken off, line by line (see {@link markdownLine}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(markdownText("| a | b |\n|---|---|\n| 1 | 2 |"), "a\tb\n1\t2");
 * ```
 */
export function markdownText(text: string): string {
  return text.split(/\r\n|\r|\n/).map(markdownLine).filter((l): l is string => l !== undefined)
    .join("\n");
}
