/**
 * A report's head printed as a grid of small labels over their values (a Canadian community
 * lab's "ACCESSION #" over the number, "COLLECTED" over the date; a UK home-test report's
 * "SAMPLE COLLECTED" over "Sunday 16 November 2025, 7:40 am"): the failure it guards is a
 * document held whole for want of a collection date, and the names and numbers under the
 * labels never taken as identity (an ordering practitioner's name shown in the review).
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";
import { fixtureLines } from "../../../tests/support/fixture_layout.ts";
import { stackedFields } from "./stacked_fields.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

Deno.test("labels over their values give the collection date and the identity under them", () => {
  const parsed = parseReportLayout(
    fixtureLines([
      [[50, "PATIENT"], [220, "HEALTH NUMBER"], [400, "DATE OF BIRTH / SEX"]],
      [[50, "ROE, JANE Q"], [220, "1234 567 890 XY"], [400, "1980-02-03"], [450, "F"]],
      [[50, "ADDRESS"], [220, "TELEPHONE"], [400, "ACCESSION #"]],
      [[50, "12 Elm St, Springfield ON"], [220, "(905) 555-0100"], [400, "Q24-1122-00017"]],
      [[50, "ORDERING PRACTITIONER"], [220, "COLLECTED"], [400, "REPORTED"]],
      [[50, "DOE, JOHN (CPSO 1)"], [220, "2025-01-22 08:47"], [400, "2025-01-23 14:05"]],
      [[40, "Test"], [200, "Result"], [300, "Reference Range - Units"]],
      [[40, "Hemoglobin"], [200, "131"], [300, "115-155 g/L"]],
      [[40, "Creatinine"], [200, "66"], [300, "50-100 umol/L"]],
    ]),
    index,
    "pdf",
  );
  assert.deepEqual(parsed.rows.map((r) => [r.name, r.value.value, r.date]), [
    ["Hemoglobin", 131, "2025-01-22"],
    ["Creatinine", 66, "2025-01-22"],
  ]);
  for (const text of ["ROE, JANE Q", "1234 567 890 XY", "Q24-1122-00017", "DOE, JOHN (CPSO 1)"]) {
    assert.ok(parsed.identity.includes(text), `${text} in ${JSON.stringify(parsed.identity)}`);
  }
});

Deno.test("a date label over a weekday and a date in words, beside other labels, names that date", () => {
  const parsed = parseReportLayout(
    fixtureLines([
      [[50, "SAMPLE COLLECTED"], [200, "RECEIVED AT LAB"], [320, "RESULTS RELEASED"]],
      [[50, "Sunday 16 November 2025, 7:40 am"], [200, "Tuesday 18 November 2025"], [
        320,
        "Wednesday 19 November 2025",
      ]],
      [[40, "Ferritin"], [200, "52 ug/L"], [300, "13 - 150"]],
    ]),
    index,
    "pdf",
  );
  assert.deepEqual(parsed.rows.map((r) => [r.name, r.date]), [["Ferritin", "2025-11-16"]]);
});

Deno.test("a table's header over its first row, or labels whose values do not start under them, are no grid", () => {
  const line = (...cells: [number, string][]) => fixtureLines([cells])[0]!;
  assert.equal(
    stackedFields(
      line([40, "Test"], [200, "Result"], [300, "Units"]),
      line([40, "Sodium"], [200, "139"], [300, "mmol/L"]),
    ),
    undefined,
  );
  assert.equal(
    stackedFields(
      line([50, "COLLECTED"], [220, "REPORTED"]),
      line([120, "2025-01-22"], [300, "2025-01-23"]),
    ),
    undefined,
  );
  assert.deepEqual(
    stackedFields(
      line([50, "COLLECTED"], [220, "REPORTED"]),
      line([50, "2025-01-22"], [220, "2025-01-23"]),
    ),
    ["COLLECTED: 2025-01-22", "REPORTED: 2025-01-23"],
  );
});
