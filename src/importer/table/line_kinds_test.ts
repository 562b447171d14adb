/**
 * The pages that start another report in one file. The failure it guards: a row broken over
 * a page (its name on one page, its value line under the repeated table header on the next,
 * its range an interpretation with colons) made the next page a new report, and the row took
 * the next order's date.
 *
 * @module
 */

import assert from "node:assert/strict";
import { isFurniture, pagesStartingReports } from "./line_kinds.ts";

const at = (page: number, y: number, ...cells: [number, string][]) => ({
  page,
  y,
  height: 8,
  cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4 })),
});

Deno.test("pagesStartingReports() lets a page that opens with a value line run on the order before", () => {
  const lines = [
    at(1, 100, [36, "Nr zlecenia: 2024/398339"]),
    at(1, 120, [36, "Badanie"], [115, "Wynik"], [190, "Zakres"]),
    at(1, 645, [36, "Anty-TPO"]),
    at(2, 74, [36, "Analiza"], [115, "Pomiar"]),
    at(2, 90, [115, "20,0 IU/ml"], [190, "ujemny: < 34,0; wątpliwy: 34,0 - 51,0"]),
    at(2, 102, [36, "Nr zlecenia: 2024/773326"]),
  ];
  assert.deepEqual([...pagesStartingReports(lines)], []);
  // The range in brackets between the value and its unit, too.
  const inCell = [...lines];
  inCell[4] = at(2, 90, [115, "20,0 (ujemny: < 34,0; wątpliwy: 34,0 - 51,0) IU/ml"]);
  assert.deepEqual([...pagesStartingReports(inCell)], []);
  // A page whose head names another order before any result starts a report.
  const next = [
    ...lines.slice(0, 3),
    at(2, 40, [36, "Nr zlecenia: 2024/773326"]),
    ...lines.slice(3),
  ];
  assert.deepEqual([...pagesStartingReports(next)], [2]);
});

Deno.test("isFurniture() takes a doctor's licence number line (PWZ) for furniture, never a row", () => {
  // The doctor's name wrapped onto a line of its own with the licence number (set-12 VitaLab).
  assert.ok(isFurniture("Olszewska (PWZ 3318207)"));
  assert.ok(isFurniture("lek. Jan Nowak, nr PWZ 1234567"));
  assert.ok(!isFurniture("Hemoglobina 13,4 g/dl 12,0 - 16,0"));
});

Deno.test("isFurniture() takes an order number's field alone on its line for furniture, never a row", () => {
  // A German emergency print's "Auftrag: 0026114203" was proposed as a marker with the number.
  assert.ok(isFurniture("Auftrag: 0026114203"));
  assert.ok(isFurniture("Nr zlecenia: 2503110457"));
  assert.ok(isFurniture("Lab No: KV24.0204.1187"));
  assert.ok(!isFurniture("Auftragsdatum 14.01.2026"));
  assert.ok(!isFurniture("Kalium 3,4 mmol/l 3,5 - 5,1"));
});

Deno.test("pagesStartingReports() takes a second 'Page 1 of 2' after 'Page 1 of 2' for a misnumbered page", () => {
  // A GP record printed from a browser numbers both of its pages "Page 1 of 2": the second
  // page's rows are the first page's last section's, never a report with no date.
  const page = (n: number, footer: string) => [
    at(n, 40, [36, "18/09/2025, 19:02"], [400, "Test results - Your GP record"]),
    at(n, 100, [36, "Serum sodium"]),
    at(n, 112, [36, "139 mmol/L"]),
    at(n, 800, [36, "https://example.org/record"], [500, footer]),
  ];
  assert.deepEqual([
    ...pagesStartingReports([...page(1, "Page 1 of 2"), ...page(2, "Page 1 of 2")]),
  ], []);
  // After a report's last page, "Page 1 of 2" starts the next report; so it does after a page
  // that printed no number.
  const three = [...page(1, "Page 1 of 1"), ...page(2, "Page 1 of 2"), ...page(3, "Page 2 of 2")];
  assert.deepEqual([...pagesStartingReports(three)], [2]);
  const unnumbered = [...page(1, ""), ...page(2, "Page 1 of 2")];
  assert.deepEqual([...pagesStartingReports(unnumbered)], [2]);
});

Deno.test("isFurniture() takes a line's opening furniture word whole, never the start of a name", () => {
  // "Side" is a page in Norwegian and Danish; "Sideremia" (serum iron, Italian) is a result.
  assert.equal(isFurniture("Side 1 av 2"), true);
  assert.equal(isFurniture("Sideremia   64   µg/dL   50 - 170"), false);
  // A phrase ending in its colon needs no space after it.
  assert.equal(isFurniture("Materiał: krew żylna"), true);
  assert.equal(isFurniture("Druck:20.03.2025"), true);
});
