/**
 * Comma-grouped thousands in a document of decimal points ("250,000 /uL"),
 * and a comma before three digits kept a decimal comma where the document
 * prints decimal commas ("2,315", "1,015").
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";
import { pointDecimals, pointThousands } from "./thousands.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function values(lines: readonly FixtureLine[]): unknown[][] {
  return parseReportLayout(fixtureLines(lines), index, "pdf").rows.map((row) => [
    row.name,
    row.value.value,
    row.range,
  ]);
}

const US: FixtureLine[] = [
  [[40, "Date Collected: 04/16/2025"]],
  [[40, "TESTS"], [200, "RESULT"], [260, "REFERENCE RANGE"], [360, "UNITS"]],
  [[40, "WBC"], [200, "4.5"], [260, "3.4-10.8"], [360, "x10E3/uL"]],
  [[40, "Hemoglobin"], [200, "13.1"], [260, "11.1-15.9"], [360, "g/dL"]],
  [[40, "Platelet Count"], [200, "250,000"], [260, "150,000-400,000"], [360, "/uL"]],
];

Deno.test("comma thousands in a document of decimal points are thousands", () => {
  assert.deepEqual(values(US).find((row) => row[0] === "Platelet Count"), [
    "Platelet Count",
    250000,
    { ref_low: 150000, ref_high: 400000 },
  ]);
});

Deno.test("a comma before three digits stays decimal where the document prints decimal commas", () => {
  const rows = values([
    [[40, "Data pobrania: 14.05.2025"]],
    [[40, "Badanie"], [200, "Wynik"], [260, "Zakres"], [360, "Jednostka"]],
    [[40, "Leukocyty"], [200, "6,54"], [260, "4,00-10,00"], [360, "tys/µl"]],
    [[40, "TSH"], [200, "2,315"], [260, "0,270-4,200"], [360, "µIU/ml"]],
  ]);
  assert.deepEqual(rows.find((row) => row[0] === "TSH"), [
    "TSH",
    2.315,
    { ref_low: 0.27, ref_high: 4.2 },
  ]);
});

Deno.test("too few decimals to tell: a comma before three digits is left as printed", () => {
  assert.ok(!pointDecimals(["Platelets 250,000", "WBC 4.5"]));
  assert.ok(!pointDecimals(["12.03.2025", "16.04.2025", "01.01.2024", "02.02.2024", "03.03.2024"]));
});

Deno.test("thousands grouped by apostrophes (a Swiss report) are read as such, decimals points or not", () => {
  const CH: FixtureLine[] = [
    [[40, "Entnahme: 24.06.2025"]],
    [[40, "Analyse"], [200, "Resultat"], [260, "Einheit"], [330, "Referenzbereich"]],
    [[40, "Hämoglobin"], [200, "128"], [260, "g/l"], [330, "120 - 160"]],
    [[40, "Thrombozyten"], [200, "251'000"], [260, "/µl"], [330, "150'000 - 450'000"]],
    [[40, "D-Dimere"], [200, "1’150"], [260, "µg/l FEU"], [330, "< 500"]],
  ];
  assert.deepEqual(values(CH).slice(1), [
    ["Thrombozyten", 251000, { ref_low: 150000, ref_high: 450000 }],
    ["D-Dimere", 1150, { ref_high: 500 }],
  ]);
});

Deno.test("point thousands in a document of decimal commas are thousands (a Brazilian laudo)", () => {
  const rows = values([
    [[40, "Data da coleta: 18/03/2025 07:40"]],
    [[40, "Exame"], [200, "Resultado"], [260, "Unidade"], [360, "Valores de referência"]],
    [[40, "Hemoglobina"], [200, "13,2"], [260, "g/dL"], [360, "12,0 a 15,5"]],
    [[40, "VCM"], [200, "87,8"], [260, "fL"], [360, "80,0 a 100,0"]],
    [[40, "HCM"], [200, "29,3"], [260, "pg"], [360, "26,0 a 34,0"]],
    [[40, "RDW"], [200, "12,8"], [260, "%"], [360, "11,5 a 15,0"]],
    [[40, "Leucócitos"], [200, "6.240"], [260, "/mm³"], [360, "3.500 a 10.500"]],
    [[40, "Plaquetas"], [200, "251.000"], [260, "/mm³"], [360, "150.000 a 450.000"]],
  ]);
  assert.deepEqual(rows.find((row) => row[0] === "Leucócitos"), [
    "Leucócitos",
    6240,
    { ref_low: 3500, ref_high: 10500 },
  ]);
  assert.deepEqual(rows.find((row) => row[0] === "Plaquetas")?.[1], 251000);
});

Deno.test("a point before three digits stays decimal with no whole thousands printed", () => {
  assert.ok(
    !pointThousands(["Hb 13,2", "VCM 87,8", "HCM 29,3", "RDW 12,8", "MCH 29,5", "SG 1.015"]),
  );
  assert.ok(
    !pointThousands(["18.03.2025", "Hb 13,2", "VCM 87,8", "HCM 29,3", "RDW 12,8", "1.000"]),
  );
});
