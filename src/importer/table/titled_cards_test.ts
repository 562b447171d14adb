/**
 * Result cards titled by their test's name over a header of their own (a national patient
 * portal's print). The failure it guards: every card's values were a row with no name, and the
 * names with an abbreviation in brackets were split into a name and a value ("(ALT)").
 *
 * @module
 */

import assert from "node:assert/strict";
import { withTitledCardsNamed } from "./titled_cards.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
const line = (y: number, ...cells: [string, number][]) => ({
  page: 1,
  y,
  height: 9,
  cells: cells.map(([t, x]) => cell(t, x)),
});

Deno.test("a card's title names the values under its own header", () => {
  const lines = [
    line(466, ["Aminotransferaza alaninowa (ALT)", 46]),
    line(478, ["Wynik", 46], ["Zakres referencyjny", 237], ["Data pobrania materiału", 398]),
    line(488, ["47 U/l", 46], ["< 45 U/l", 237], ["12.02.2025", 398]),
    line(498, ["Wykonawca", 46], ["Zlecający", 237]),
  ];
  const out = withTitledCardsNamed(lines);
  assert.deepEqual(out.map((l) => l.cells[0]!.text), [
    "badanie",
    "Aminotransferaza alaninowa (ALT)",
    "Wykonawca",
  ]);
  // the card's own cells keep their order and their columns
  assert.deepEqual(out[1]!.cells.slice(1).map((c) => c.text), ["47 U/l", "< 45 U/l", "12.02.2025"]);
  assert.ok(out[1]!.cells[1]!.x0 > out[1]!.cells[0]!.x1);
});

Deno.test("a line over a table's own header (with its name column) is no card's title", () => {
  const lines = [
    line(100, ["Morfologia krwi", 46]),
    line(112, ["Badanie", 46], ["Wynik", 237], ["Jedn.", 320], ["Norma", 398]),
    line(122, ["Hemoglobina", 46], ["13,4", 237], ["g/dl", 320], ["12 - 16", 398]),
  ];
  assert.deepEqual(withTitledCardsNamed(lines), lines);
});
