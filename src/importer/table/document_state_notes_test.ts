/**
 * A line in smaller type right under a row (a method printed in 7 pt under a
 * 9.6 pt row of a text layer) is a note on the test, never the second half of
 * its name. The failure it guards: set-12's VitaLab report, where
 * "Leukocyty (WBC)" took "cytometria przepływowa, impedancja" into its name
 * and was proposed as an unknown marker.
 */

import assert from "node:assert/strict";
import type { LayoutLine } from "../layout/mod.ts";
import { parseReportLayout } from "./report_text.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

function line(y: number, height: number, ...cells: [string, number][]): LayoutLine {
  return {
    page: 1,
    y,
    height,
    cells: cells.map(([text, x]) => ({ text, x0: x, x1: x + text.length * height * 0.45 })),
  };
}

const HEADER = line(249, 8.6, ["Badanie", 46], ["Wynik", 239], ["Jednostka", 316], [
  "Wartości referencyjne",
  396,
]);

Deno.test("a method line in smaller type under a row is no half of the row's name", () => {
  const doc = parseReportLayout(
    [
      line(200, 8.8, ["Data pobrania:", 46], ["11.04.2025 07:42", 143]),
      HEADER,
      line(280.3, 9.6, ["Leukocyty (WBC)", 46], ["5,12", 240], ["tys/µl", 317], [
        "4,00 - 10,00",
        397,
      ]),
      line(285.7, 7, ["cytometria przepływowa, impedancja", 46]),
      line(300, 9.6, ["Erytrocyty (RBC)", 46], ["4,02", 240], ["mln/µl", 317], [
        "3,80 - 5,20",
        397,
      ]),
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value.value]), [
    ["Leukocyty (WBC)", 5.12],
    ["Erytrocyty (RBC)", 4.02],
  ]);
});

Deno.test("a name's second half in the row's own type still continues it", () => {
  const doc = parseReportLayout(
    [
      line(200, 8.8, ["Data pobrania:", 46], ["11.04.2025 07:42", 143]),
      HEADER,
      line(280, 9.6, ["Cholesterol LDL metodą", 46], ["131", 240], ["mg/dl", 317], ["< 115", 397]),
      line(292, 9.6, ["bezpośrednią", 46]),
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => r.name), ["Cholesterol LDL metodą bezpośrednią"]);
});
