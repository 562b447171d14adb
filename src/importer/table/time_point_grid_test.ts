/**
 * An OGTT printed as a grid (set-24): a column per time point after the load, the draw times
 * under the head, the bands by time point in one range cell. Each cell is a row named by its
 * time point; nothing else is read as such a grid.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { timePointGrids } from "./time_point_grid.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const line = (y: number, ...cells: [string, number, number][]) => ({
  page: 1,
  y,
  height: 9,
  cells: cells.map(([text, x0, x1]) => ({ text, x0, x1 })),
});

const GRID = [
  line(237, ["0'", 192, 200]),
  line(247, ["Badanie", 45, 84], ["(na", 189, 203], ["60'", 232, 247], ["120'", 267, 287], [
    "Jedn.",
    304,
    328,
  ]),
  line(258, ["czczo)", 183, 209]),
  line(273, ["Godzina pobrania", 45, 124], ["07:42", 191, 217], ["08:50", 227, 253], [
    "09:51",
    266,
    291,
  ]),
  line(289, ["0': 70 - 99", 340, 386]),
  line(
    299,
    ["Glukoza met. heksokinazowa, Cobas c503", 45, 150],
    ["98", 205, 217],
    [
      "187",
      235,
      253,
    ],
    ["152 H", 273, 291],
    ["mg/dl", 301, 327],
    ["120': < 140 (dla 60' brak norm)", 340, 533],
  ),
  line(
    337,
    ["Insulina ECLIA, Cobas e801", 45, 116],
    ["14,2", 197, 217],
    ["98,6", 233, 253],
    [
      "121,4",
      266,
      291,
    ],
    ["µIU/ml", 301, 331],
    ["0': 2,6 - 24,9 po obciążeniu: nie ustalono", 340, 464],
  ),
  line(361, ["Interpretacja glikemii w 120' wg WHO: < 140 mg/dl – prawidłowa", 40, 518]),
];

Deno.test("timePointGrids() reads a row per time point, each with its own band", () => {
  const found = timePointGrids(GRID, index, false);
  const rows = [...found.values()].flat();
  assert.deepEqual(rows.map((r) => [r.name, r.value.value, r.unit, r.range, r.labFlag]), [
    ["Glukoza", 98, "mg/dl", { ref_low: 70, ref_high: 99 }, undefined],
    ["Glukoza 60'", 187, "mg/dl", {}, undefined],
    ["Glukoza 120'", 152, "mg/dl", { ref_high: 140 }, "H"],
    ["Insulina", 14.2, "µIU/ml", { ref_low: 2.6, ref_high: 24.9 }, undefined],
    ["Insulina 60'", 98.6, "µIU/ml", {}, undefined],
    ["Insulina 120'", 121.4, "µIU/ml", {}, undefined],
  ]);
  // the head, its wrapped words, the draw times and the range's line above a row are the grid's
  assert.deepEqual([...found.keys()].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6]);
  // the note under the grid is not
  assert.equal(found.has(7), false);
});

Deno.test("timePointGrids() finds no grid without two time points in a head", () => {
  const plain = [
    line(10, ["Badanie", 45, 84], ["Wynik", 200, 230], ["Jedn.", 300, 330]),
    line(20, ["Glukoza", 45, 85], ["98", 205, 217], ["mg/dl", 301, 327]),
  ];
  assert.equal(timePointGrids(plain, index, false).size, 0);
  const one = [line(10, ["Badanie", 45, 84], ["0'", 200, 210]), plain[1]!];
  assert.equal(timePointGrids(one, index, false).size, 0);
});
