/**
 * A leukocyte formula printing each cell type's percentage and count side by side (a French
 * "formule leucocytaire", a Brazilian "leucograma"): two rows, the range the count's only.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function rows(lines: readonly FixtureLine[]): unknown[][] {
  return parseReportLayout(fixtureLines(lines), index, "pdf").rows.map((row) => [
    row.name,
    row.value.value,
    row.unit,
    row.range,
  ]);
}

Deno.test("a French formula line is the percentage with no range and the count with its range", () => {
  const read = rows([
    [[40, "Prélevé le 12/02/2024 à 08h10"]],
    [[300, "Résultats"], [360, "Unités"], [520, "Antériorités"]],
    [[40, "Leucocytes"], [315, "5,46 G/L"], [420, "4,00 à 10,00"], [530, "6,02"]],
    [[40, "Polynucléaires neutrophiles"], [250, "54,2 %"], [315, "2,96 G/L"], [420, "1,50 à 7,00"]],
  ]);
  assert.deepEqual(read.filter((row) => row[0] === "Polynucléaires neutrophiles"), [
    ["Polynucléaires neutrophiles", 54.2, "%", {}],
    ["Polynucléaires neutrophiles", 2.96, "G/L", { ref_low: 1.5, ref_high: 7 }],
  ]);
});

Deno.test("a Brazilian leucograma line under % and /mm³ heads is two rows, thousands read", () => {
  const read = rows([
    [[40, "Data da coleta: 18/03/2025 07:40"]],
    [[40, "ERITROGRAMA"], [220, "Resultado"], [380, "Valores de referência"]],
    [[40, "Hemoglobina"], [260, "13,2"], [300, "g/dL"], [380, "12,0 a 15,5"]],
    [[40, "VCM"], [260, "87,8"], [300, "fL"], [380, "80,0 a 100,0"]],
    [[40, "HCM"], [260, "29,3"], [300, "pg"], [380, "26,0 a 34,0"]],
    [[40, "RDW"], [260, "12,8"], [300, "%"], [380, "11,5 a 15,0"]],
    [[40, "LEUCOGRAMA"], [237, "%"], [296, "/mm³"], [380, "Valores de referência"]],
    [[40, "Leucócitos"], [293, "6.240"], [327, "/mm³"], [380, "3.500 a 10.500"]],
    [[40, "Linfócitos"], [216, "30,2 %"], [293, "1.884"], [327, "/mm³"], [380, "900 a 2.900"]],
    [[40, "Plaquetas"], [269, "251.000"], [314, "/mm³"], [380, "150.000 a 450.000"]],
  ]);
  assert.deepEqual(read.filter((row) => row[0] === "Linfócitos"), [
    ["Linfócitos", 30.2, "%", {}],
    ["Linfócitos", 1884, "/µL", { ref_low: 900, ref_high: 2900 }],
  ]);
});
