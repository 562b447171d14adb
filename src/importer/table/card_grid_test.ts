/**
 * A grid of result cards (a sports-medicine sheet's boxes, four to a line). The failure it
 * guards: the names of four cards were read as one name over four values, and every row lost.
 *
 * @module
 */

import assert from "node:assert/strict";
import { withCardGridsUnstacked } from "./card_grid.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
const line = (y: number, ...texts: string[]) => ({
  page: 1,
  y,
  height: 9,
  cells: texts.map((t, k) => cell(t, 51 + k * 127)),
});

Deno.test("a grid of cards (names, values, labelled references) is a line per card", () => {
  const lines = [
    line(160, "Płytki krwi", "OB po 1 godz.", "Kinaza kreatynowa (CK)"),
    line(174, "251 tys/µl", "4 mm/h", "412 U/l ↑"),
    line(185, "norma: 150 - 450", "norma: 2 - 10", "norma: < 308"),
    line(210, "Normy dla wieku 13–17 lat."),
  ];
  const out = withCardGridsUnstacked(lines);
  assert.deepEqual(out.map((l) => l.cells.map((c) => c.text)), [
    ["Płytki krwi", "251 tys/µl", "norma: 150 - 450"],
    ["OB po 1 godz.", "4 mm/h", "norma: 2 - 10"],
    ["Kinaza kreatynowa (CK)", "412 U/l ↑", "norma: < 308"],
    ["Normy dla wieku 13–17 lat."],
  ]);
  // in the order printed
  assert.ok(out[0]!.y < out[1]!.y && out[1]!.y < out[2]!.y && out[2]!.y < out[3]!.y);
});

Deno.test("names over values with no labelled references under them are left as lines", () => {
  // A table's header over its first row is no grid of cards.
  const lines = [
    line(160, "Sód", "Potas"),
    line(174, "139 mmol/l", "4,4 mmol/l"),
    line(185, "Uwagi: brak", "—"),
  ];
  assert.deepEqual(withCardGridsUnstacked(lines), lines);
  // Cells out of line are no grid either.
  const shifted = [lines[0]!, lines[1]!, {
    ...line(185, "norma: 136 - 145", "norma: 3,5 - 5,1"),
    cells: [cell("norma: 136 - 145", 90), cell("norma: 3,5 - 5,1", 178)],
  }];
  assert.deepEqual(withCardGridsUnstacked(shifted), shifted);
});
