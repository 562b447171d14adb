/**
 * Where a row's reference lands over a page break. The failure it guards: a reference printed
 * under the name opened the next page under a repeated header of words no lexicon knows, and
 * the row was stored without it.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Column } from "./header_roles.ts";
import type { DocumentContext } from "./document_types.ts";
import { pastRepeatedHeader } from "./page_break.ts";

const at = (page: number, y: number, ...cells: [number, string][]) => ({
  page,
  y,
  height: 8,
  cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4 })),
});
const columns: Column[] = [
  { role: "name", x0: 106, x1: 200 },
  { role: "result", x0: 279, x1: 330 },
];
const context = (lines: ReturnType<typeof at>[]) => ({ lines }) as unknown as DocumentContext;

Deno.test("pastRepeatedHeader() finds the line under a repeated header of unknown words", () => {
  const head = at(1, 74, [106, "Název"], [209, "Interpretace"], [279, "Naměřená hodnota"]);
  const lines = [
    head,
    at(1, 279, [106, "GGT"], [279, "30 U/L"]),
    at(1, 804, [36, "Laboratoř MEDILAB, Vinohradská 112, Praha 3"], [517, "Strana 1 z 2"]),
    { ...head, page: 2 },
    at(2, 89, [112, "Ženy: 6 - 42; Muži: 10 - 71"]),
  ];
  assert.equal(pastRepeatedHeader(context(lines), 1, columns), lines[4]);
  // A row printed after it on its page: no line of the next page is its.
  const later = [
    ...lines.slice(0, 2),
    at(1, 290, [106, "ALP"], [279, "51 U/L"]),
    ...lines.slice(2),
  ];
  assert.equal(pastRepeatedHeader(context(later), 1, columns), undefined);
  // The same reference printed under an earlier row is no repeated head: it is the line found.
  const twice = [lines[0]!, lines[4]!, ...lines.slice(1)].map((l) => ({ ...l }));
  assert.equal(pastRepeatedHeader(context(twice), 2, columns), twice[5]);
  // Nothing repeated at the next page's top: no line is taken.
  assert.equal(pastRepeatedHeader(context(lines.filter((_, k) => k !== 3)), 1, columns), undefined);
});
