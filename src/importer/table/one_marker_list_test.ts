/**
 * One marker's results over many dates (a patient account's "Zestawienie wyników", set-24):
 * each dated line is a row of the marker the label above names, with its own date, unit and
 * range; a cancelled draw's dash is no row; nothing else is read as such a list.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { labelledMarker, oneMarkerLists } from "./one_marker_list.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
const line = (y: number, ...cells: [string, number][]) => ({
  page: 1,
  y,
  height: 10,
  cells: cells.map(([t, x]) => cell(t, x)),
});
const LABEL =
  "Badanie: TSH (hormon tyreotropowy) [ICD-9: L69] · Zakres dat: 01.01.2019 – 25.11.2025";

Deno.test("oneMarkerLists() reads each dated line under a labelled marker as its row", () => {
  const lines = [
    line(10, [LABEL, 10]),
    line(20, ["Data pobrania", 10], ["Godz.", 70], ["Wynik", 110], ["Jednostka", 150]),
    line(30, ["12.03.2019", 10], ["08:12", 70], ["2,41", 110], ["µIU/ml", 150], [
      "0,27 - 4,20 WA-1903-0412",
      200,
    ]),
    line(40, ["22.06.2022", 10], ["08:14", 70], ["---", 110], ["µIU/ml", 150], [
      "0,27 - 4,20",
      200,
    ]),
    line(50, ["09.01.2023", 10], ["08:20", 70], ["0,31 L", 110], ["mIU/l", 150], [
      "0,35 - 4,94 RZ-2301-0318",
      200,
    ]),
  ];
  const found = oneMarkerLists(lines, index, false, "2026-12-07");
  assert.deepEqual([...found.keys()], [2, 3, 4]);
  assert.deepEqual(found.get(3), []);
  const rows = [...found.values()].flat();
  assert.deepEqual(rows.map((r) => [r.name, r.value.value, r.unit, r.range, r.ownDate]), [
    ["TSH (hormon tyreotropowy)", 2.41, "µIU/ml", { ref_low: 0.27, ref_high: 4.2 }, "2019-03-12"],
    ["TSH (hormon tyreotropowy)", 0.31, "mIU/l", { ref_low: 0.35, ref_high: 4.94 }, "2023-01-09"],
  ]);
  assert.equal(rows[1]!.labFlag, "L");
});

Deno.test("oneMarkerLists() reads nothing without a known marker's label, or with one dated line", () => {
  const dated = [
    line(30, ["12.03.2019", 10], ["2,41", 110], ["µIU/ml", 150]),
    line(40, ["18.06.2020", 10], ["4,87", 110], ["µIU/ml", 150]),
  ];
  assert.equal(oneMarkerLists(dated, index, false, "2026-12-07").size, 0);
  const unknown = [line(10, ["Badanie: profil XYZ", 10]), ...dated];
  assert.equal(oneMarkerLists(unknown, index, false, "2026-12-07").size, 0);
  const single = [line(10, [LABEL, 10]), dated[0]!];
  assert.equal(oneMarkerLists(single, index, false, "2026-12-07").size, 0);
  // dated lines that name their own marker are another table's
  const named = [
    line(10, [LABEL, 10]),
    line(30, ["12.03.2019", 10], ["Hemoglobina", 60], ["13,4", 110]),
    line(40, ["18.06.2020", 10], ["Hemoglobina", 60], ["12,9", 110]),
  ];
  assert.equal(oneMarkerLists(named, index, false, "2026-12-07").size, 0);
});

Deno.test("labelledMarker() takes the name after a name label up to the next field", () => {
  assert.equal(labelledMarker(LABEL, index), "TSH (hormon tyreotropowy)");
  assert.equal(labelledMarker("Parametr: Ferrytyna", index), "Ferrytyna");
  assert.equal(labelledMarker("Badanie: profil XYZ", index), undefined);
  assert.equal(labelledMarker("Ferrytyna 52 ng/ml", index), undefined);
});
