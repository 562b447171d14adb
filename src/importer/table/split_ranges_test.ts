// Guards a dot-matrix printout's ranges (set-19): "[   4,00 -  10,00 ]" padded with spaces
// reached the range column as "4,00 -" (the row held) or not at all (stored with no range).

import assert from "node:assert/strict";
import { withSplitRangeJoined } from "./split_ranges.ts";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
const line = (...cells: ReturnType<typeof cell>[]) => ({ page: 1, y: 10, height: 9, cells });

Deno.test("withSplitRangeJoined() joins the padded pieces of a bracketed range", () => {
  const joined = (l: ReturnType<typeof line>) => withSplitRangeJoined(l).cells.map((c) => c.text);
  assert.deepEqual(
    joined(line(cell("Hematokryt", 0), cell("[ 0,370 -", 300), cell("0,470 ]", 360))),
    [
      "Hematokryt",
      "[ 0,370 - 0,470 ]",
    ],
  );
  assert.deepEqual(
    joined(line(cell("Cholesterol", 0), cell("[", 290), cell("<", 320), cell("5,00 ]", 350))),
    [
      "Cholesterol",
      "[ < 5,00 ]",
    ],
  );
  // A value after a unit, or a result after a name, is never joined.
  assert.deepEqual(
    joined(line(cell("OB", 0), cell("24", 160), cell("mm/h", 200), cell("0 - 20", 260))),
    [
      "OB",
      "24",
      "mm/h",
      "0 - 20",
    ],
  );
  // Pieces far apart are two cells.
  assert.deepEqual(joined(line(cell("a -", 0), cell("5", 400))), ["a -", "5"]);
});

Deno.test("a fixed-width printout's padded ranges are read whole", () => {
  const doc = parseReportLines(
    [
      "Pobrano : 12.05.2025 g. 07:55",
      "Badanie (kod ICD-9)                 Wynik    Flaga  Jedn.     Norma",
      "  Leukocyty                           6,21           G/l       [  4,00 -  10,00 ]",
      "  Hematokryt                         0,372           l/l       [ 0,370 -  0,470 ]",
      "  Cholesterol                         5,71  *H       mmol/l    [        <  5,00 ]",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.range]), [
    ["Leukocyty", { ref_low: 4, ref_high: 10 }],
    ["Hematokryt", { ref_low: 0.37, ref_high: 0.47 }],
    ["Cholesterol", { ref_high: 5 }],
  ]);
});
