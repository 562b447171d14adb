/**
 * Lines that are never rows (page furniture, identity, comments, summaries,
 * labels alone, notes under a table) and the relations between lines
 * (a wrapped label's second half, lines of one block, pages starting
 * another report in the same file).
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { hasPeselLike, identityFields, isIdentityLine } from "../privacy/mod.ts";
import { type LayoutLine, lineText } from "../layout/mod.ts";
import { looksLikeResult } from "./blocks.ts";
import { type Column, tableHeader } from "./header_roles.ts";
import { looksLikeUnit } from "../cell/mod.ts";
import { alternation, WORD_END, WORD_START, words } from "../lexicon/mod.ts";

// ---------------------------------------------------------------------------
// Lines that are never rows

/** Page furniture: the lexicon's words anywhere or at the start of a line, and printed patterns. */
const FURNITURE = new RegExp(
  [
    // "Strona 2 z 3", "Page 2 of 3", "Seite 2 von 3", and "Page 2" at a line's start.
    `${WORD_START}(?:${alternation(words((l) => l.lines.page))})\\s+\\d+\\s*(?:${
      alternation(words((l) => l.lines.pageOf))
    }|/)\\s*\\d+`,
    `^(?:${alternation(words((l) => l.lines.page))})\\s+\\d+`,
    alternation(words((l) => l.lines.furniture)),
    `${WORD_START}(?:${alternation(words((l) => l.lines.furnitureWords))})${WORD_END}`,
    // Whole words: "Side" (a page, in Norwegian) never starts "Sideremia".
    `^(?:${alternation(words((l) => l.lines.furnitureStarts))})(?:(?<![\\p{L}\\p{N}])|${WORD_END})`,
    // A method printed under a row ("Metoda: cytometria przepływowa").
    `^(?:${alternation(words((l) => l.headers.method))})\\s*:`,
    // An order number's field alone on a line ("Auftrag: 0026114203"): never a result.
    `^(?:${alternation(words((l) => l.lines.orderLabels))})\\s*:`,
    "\\btel\\.",
    "www\\.",
    "@",
    "\\bicd\\b",
    "^[HL↑↓*!](?:/[HL])?\\s+[-–=]\\s",
  ].join("|"),
  "iu",
);

const COMMENT = new RegExp(
  `^(?:(?:${alternation(words((l) => l.lines.commentStarts))})${WORD_END}|(?:${
    alternation(words((l) => l.lines.commentLabels))
  })\\s*:)`,
  "iu",
);

export const CLOCK_TIME = new RegExp(
  `${WORD_START}(?:${
    alternation(words((l) => l.lines.timeLabels))
  })(?![\\p{L}])[^\\d]*\\d{1,2}:\\d{2}\\b`,
  "iu",
);

/** A heading over a summary of results that the table prints again. */
export const SUMMARY = new RegExp(`^(?:${alternation(words((l) => l.lines.summaryStarts))})`, "iu");

/**
 * Whether a line is personal: an identity field or a PESEL-like number; or
 * an age or a postal code on a line with no unit ("Testowy Jan 45 lat"),
 * since a result's range may name an age ("PSA 1,2 ng/ml < 4 (do 50 lat)").
 */
export function isPersonalLine(text: string): boolean {
  if (identityFields(text) !== undefined || hasPeselLike(text)) return true;
  return isIdentityLine(text) && !text.split(" ").some(looksLikeUnit);
}

/**
 * {@link isPersonalLine} for a laid-out line: a PESEL is looked for in each
 * cell alone, since numbers of different columns ("B12 | 632 | 197 - 771 |
 * 549 26 Jun 2023") are never one number.
 */
export function isPersonalCells(line: LayoutLine): boolean {
  if (line.cells.length <= 1) return isPersonalLine(lineText(line));
  const text = lineText(line);
  if (identityFields(text) !== undefined || line.cells.some((c) => hasPeselLike(c.text))) {
    return true;
  }
  const withoutPesel = isIdentityLine(text) && !hasPeselLike(text);
  return (withoutPesel || line.cells.some((c) => isIdentityLine(c.text))) &&
    !text.split(" ").some(looksLikeUnit);
}

/**
 * Whether a line is fields of a report's header ("Auftrags-Nr.: | 2505120347 |
 * Material: | Serum"): two cells that are labels ending with their colons, in
 * any language. Such a line is never a row.
 */
export function isFieldsLine(line: LayoutLine): boolean {
  return line.cells.filter((cell) => /\p{L}[.)]?:$/u.test(cell.text.trim())).length >= 2;
}

/** Whether a line is page furniture: page numbers, addresses, signatures, order numbers. */
export function isFurniture(text: string): boolean {
  return FURNITURE.test(text);
}

/** Whether a line starts a comment ("Komentarz:", "Uwaga:"). */
export function isComment(text: string): boolean {
  return COMMENT.test(text);
}

/** A line with a label and no value: a heading, a comment tail, or the first half of a wrapped label. */
export function isLabelOnly(text: string): boolean {
  return /\p{L}{2,}/u.test(text) && !looksLikeResult(text) && !/\d[.,]\d/.test(text) &&
    text.split(" ").length <= 8 && !/[:;]$/.test(text);
}

/**
 * Whether a one-cell line under a table header with real column positions
 * is a note: indented from the name column, or running on under the result
 * column ("eGFR wyliczone wg wzoru CKD-EPI 2021 …").
 */
export function isNote(line: LayoutLine, columns: readonly Column[]): boolean {
  if (line.cells.length !== 1 || columns.length < 2) return false;
  const cell = line.cells[0]!;
  const name = columns.find((c) => c.role === "name");
  const results = columns.filter((c) => c.role === "result");
  if (name === undefined || results.length === 0 || !columns.every((c) => c.real)) return false;
  const resultStart = Math.min(...results.map((c) => c.x0));
  return cell.x0 > name.x0 + 0.5 * line.height || cell.x1 > resultStart;
}

/** Whether the second half of a wrapped label continues the first. */
export function continues(first: string, second: string, index: MarkerIndex): boolean {
  if (/[-,(/]$/.test(first)) return true;
  // A heading that ends with the row's own name ("Przeciwciała anty-TPO" over "anty-TPO")
  // is a heading, not the first half of the name.
  if (first.toLowerCase().endsWith(second.toLowerCase())) return false;
  // "nie-HDL", "bezpośrednią", "(HbA1c)", "25(OH)"; not a mixed-case name such as "eGFR" or "pH".
  if (/^(?:\p{Ll}+(?:-|\s|$)|[(\d[])/u.test(second)) return true;
  return resolveMarker(index, `${first} ${second}`).kind === "found" &&
    resolveMarker(index, second).kind !== "found";
}

// ---------------------------------------------------------------------------
// The document

/** "Strona 2 z 3", "Page 1 of 3", "Seite 1 von 2": the words are the lexicon's; the number and the count. */
const PAGE_NUMBER = new RegExp(
  `${WORD_START}(?:${alternation(words((l) => l.lines.page))})\\s*(\\d+)\\s*(?:${
    alternation(words((l) => l.lines.pageOf))
  }|\\/)\\s*(\\d+)`,
  "iu",
);

/** A page's number and its report's count of pages, as its footer or header prints them. */
function pageNumberOf(texts: readonly string[]): { number: number; of: number } | undefined {
  for (const text of texts) {
    const match = PAGE_NUMBER.exec(text);
    if (match !== null) return { number: Number(match[1]), of: Number(match[2]) };
  }
  return undefined;
}
/** An order number after one of the lexicon's labels ("Nr zlecenia: 4200318761"). */
const ORDER_NUMBER = new RegExp(
  `${WORD_START}(?:${
    alternation(words((l) => l.lines.orderLabels))
  })\\s*:?\\s*([\\p{L}\\p{N}][\\p{L}\\p{N}/.-]*)`,
  "iu",
);

/**
 * Whether a cell is a value and its unit, maybe with its range in brackets between them, never
 * a date, a time or an address: "20,0 IU/ml", "20,0 (ujemny: < 34,0; …) IU/ml".
 */
function valueLed(cell: string): boolean {
  const tokens = cell.trim().split(/\s+/);
  const [value, second] = tokens;
  if (!/^[<>≤≥]?\d+(?:[.,]\d+)?$/.test(value ?? "") || second === undefined) return false;
  if (tokens.length === 2) return looksLikeUnit(second);
  return second.startsWith("(") && /\)$/.test(tokens.at(-2)!) && looksLikeUnit(tokens.at(-1)!);
}

/**
 * The pages (after the first) that start another report in the same file:
 * a page numbered "Strona 1 z …" after a page that was its report's last (or
 * printed no number: "Page 1 of 2" after "Page 1 of 2" is a misnumbered second
 * page), or one whose header, above its first
 * result (a value line too, whatever its range cell prints: "20,0 IU/ml |
 * ujemny: < 34,0; …"), names an order other than the last one named before it. A page
 * that opens with results runs on the order of the page before (its own
 * orders follow, each with its own dates).
 */
export function pagesStartingReports(lines: readonly LayoutLine[]): Set<number> {
  const pages = [...new Set(lines.map((line) => line.page))];
  const starts = new Set<number>();
  let order: string | undefined;
  let previous: { number: number; of: number } | undefined;
  for (const [k, page] of pages.entries()) {
    const onPage = lines.filter((line) => line.page === page);
    const texts = onPage.map(lineText);
    // The page's header ends at its table header or its first result (or value line).
    const firstResult = onPage.findIndex((line) => {
      const text = lineText(line);
      return tableHeader(line) !== undefined ||
        !text.includes(":") && (looksLikeResult(text) || /^[<>≤≥]?\d/.test(text)) ||
        valueLed(line.cells[0]?.text ?? "");
    });
    const header = firstResult < 0 ? texts : texts.slice(0, firstResult);
    const own = header.map((text) => ORDER_NUMBER.exec(text)?.[1]).find((o) => o !== undefined);
    // "Page 1 of 2" starts a report, unless the page before promised more of its own: a
    // browser that prints "Page 1 of 2" on both pages of one record numbers them wrong.
    const numbered = pageNumberOf(texts);
    const firstPage = numbered?.number === 1 &&
      !(previous !== undefined && previous.number < previous.of);
    if (k > 0 && (firstPage || own !== undefined && order !== undefined && own !== order)) {
      starts.add(page);
    }
    previous = numbered;
    const orders = texts.map((text) => ORDER_NUMBER.exec(text)?.[1]).filter((o) => o !== undefined);
    order = orders.at(-1) ?? order;
  }
  return starts;
}

/** Whether two lines are one block: close below each other, starting under a cell of the first. */
export function sameBlock(a: LayoutLine | undefined, b: LayoutLine): boolean {
  if (a === undefined || a.page !== b.page) return false;
  const gap = b.y - a.y;
  // The wrapped half starts under a cell of the other line (the name, not a row number).
  const start = b.cells[0]?.x0 ?? 0;
  return gap > 0 && gap <= 2.2 * Math.max(a.height, b.height) &&
    a.cells.some((cell) => Math.abs(cell.x0 - start) <= 2 * b.height);
}

/** OCR's confidence below which a word is taken as not read. */
const LOW_CONFIDENCE = 60;

/** Whether a one-cell OCR line is short and garbled ("Bi0chem1a kr%i"), or read with low confidence. */
export function isUnreadableHeading(line: LayoutLine): boolean {
  const cell = line.cells[0]!;
  if (cell.text.split(" ").length > 5) return false;
  const garbled = /\p{L}[\d%@#$&|~^]|[\d%@#$&|~^]\p{L}/u.test(cell.text);
  return garbled || (cell.confidence !== undefined && cell.confidence < LOW_CONFIDENCE);
}
