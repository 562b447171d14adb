// Guards set-19's hospital printout: a D-dimer "> 20,00" whose Uwagi cell says "wynik poza zakresem
// liniowości metody" was dropped as page furniture ("wynik poza" names a legend line).

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

Deno.test("a remark beside a result never makes its line page furniture", () => {
  const doc = parseReportLines(
    [
      "Data i godz. pobrania: 14.09.2025 22:47",
      "Badanie          Wynik      Jednostka     Zakres ref.     Uwagi",
      "D-dimery         > 20,00    µg/ml         < 0,50          wynik poza zakresem liniowości metody",
      "Fibrynogen       5,8        g/l           2,0 - 4,0",
      "H - wynik poza zakresem referencyjnym",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(
    doc.rows.map((
      r,
    ) => [r.name, r.value.value, "comparator" in r.value ? r.value.comparator : undefined]),
    [
      ["D-dimery", 20, ">"],
      ["Fibrynogen", 5.8, undefined],
    ],
  );
});
