/**
 * A result printed as a card of lines (a UK GP online record): the name, the
 * value with its unit, and "Range: a - b unit", each on a line of its own.
 * The failure it guards: the value lines read as rows with no name and the
 * "Range:" lines as rows named "Range: 115 -".
 *
 * @module
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";
import { cardNameAbove } from "./card_lines.ts";

const at = (y: number, text: string, x0 = 40) => ({
  page: 1,
  y,
  height: 8,
  cells: [{ text, x0, x1: x0 + text.length * 4 }],
});

Deno.test("cardNameAbove() takes the name line only over a value line with a labelled range below", () => {
  const name = at(100, "Haemoglobin");
  const value = at(110, "128 g/L");
  assert.equal(cardNameAbove(name, value, at(120, "Range: 115 - 165 g/L")), name);
  assert.equal(cardNameAbove(name, at(110, "> 90 mL/min"), at(120, "Range: > 60")), name);
  // No labelled reference below: no card.
  assert.equal(cardNameAbove(name, value, at(120, "No range given")), undefined);
  assert.equal(cardNameAbove(name, value, undefined), undefined);
  // A line that does not open with a value, a name far above or elsewhere on the line.
  assert.equal(cardNameAbove(name, at(110, "Comment 128"), at(120, "Range: 1 - 2")), undefined);
  assert.equal(cardNameAbove(at(60, "Haemoglobin"), value, at(120, "Range: 1 - 2")), undefined);
  assert.equal(
    cardNameAbove(at(100, "Haemoglobin", 200), value, at(120, "Range: 1 - 2")),
    undefined,
  );
});

Deno.test("parseReportLines() reads a card of lines: name, value with its unit and flag, labelled range", () => {
  const doc = parseReportLines(
    [
      "Sample taken: 03-Jun-2025 09:14",
      "Haemoglobin",
      "128 g/L",
      "Range: 115 - 165 g/L",
      "Filed by: the practice",
      "Mean cell volume",
      "101 fL (Abnormal)",
      "Range: 80 - 100 fL",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range.ref_low, r.range.ref_high]),
    [["Haemoglobin", 128, "g/L", 115, 165], ["Mean cell volume", 101, "fL", 80, 100]],
  );
  assert.equal(doc.rows[1]!.labFlag, "A");
});
