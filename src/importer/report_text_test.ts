import assert from "node:assert/strict";
import { buildDictionary, type MarkerEntry } from "../domain/dictionary.ts";
import { buildMarkerIndex } from "../domain/resolve.ts";
import { builtinLayer } from "../store/builtin.ts";
import { parseReportLines } from "./report_text.ts";

function indexWith(extra: Record<string, MarkerEntry> = {}) {
  return buildMarkerIndex(buildDictionary([
    builtinLayer(),
    { source: "test", entries: new Map(Object.entries(extra)) },
  ]));
}

const REPORT = [
  "Pacjent: Jan Testowy PESEL: 85010112345",
  "Data pobrania: 12.03.2025 08:15",
  "Hemoglobina 13,4 g/dl 12,0 - 16,0",
  "Ferrytyna 8 μg/l L 10 - 120",
  "CRP <0,5 mg/l < 5",
  "Cholesterol LDL 160 mg/dl ↑ do 115",
  "Witamina D (25-OH) 32,5 ng/ml 30 - 100",
  "Testowy Jan 45 lat",
  "Strona 1 z 2",
  "Nowy parametr XYZ 7,1 mmol/l 5 - 10",
];

Deno.test("parseReportLines() parses result rows, ignoring flags and normalising Greek mu", () => {
  const doc = parseReportLines(REPORT, indexWith(), "pdf");
  const rows = doc.rows.map((r) => [r.code ?? `?${r.name}`, r.value, r.unit, r.range]);
  assert.deepEqual(rows, [
    ["HGB", { value: 13.4 }, "g/dl", { ref_low: 12, ref_high: 16 }],
    ["FERR", { value: 8 }, "µg/l", { ref_low: 10, ref_high: 120 }],
    ["CRP", { value: 0.5, comparator: "<" }, "mg/l", { ref_high: 5 }],
    ["LDL", { value: 160 }, "mg/dl", { ref_high: 115 }],
    ["VIT_D", { value: 32.5 }, "ng/ml", { ref_low: 30, ref_high: 100 }],
    ["?Nowy parametr XYZ", { value: 7.1 }, "mmol/l", { ref_low: 5, ref_high: 10 }],
  ]);
  assert.ok(doc.rows.every((r) => r.date === "2025-03-12"));
});

Deno.test("parseReportLines() never makes a row of the identity block or an age line", () => {
  const doc = parseReportLines(REPORT, indexWith(), "pdf");
  assert.ok(!doc.rows.some((r) => /Testowy|Jan|PESEL/.test(r.name)));
  assert.ok(doc.identity.includes("85010112345"));
});

Deno.test("parseReportLines() lets a marker's patterns read a lab-specific layout", () => {
  const index = indexWith({
    FERR: {
      patterns: [
        "^FERR\\s*\\[(?<unit>[^\\]]+)\\]\\s*=\\s*(?<value>[\\d,]+)\\s*\\((?<range>[^)]*)\\)",
      ],
    },
  });
  const doc = parseReportLines(
    ["Data pobrania: 2025-03-12", "FERR [ng/ml] = 41,5 (13-150)"],
    index,
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.code, r.value, r.unit, r.range]), [
    ["FERR", { value: 41.5 }, "ng/ml", { ref_low: 13, ref_high: 150 }],
  ]);
});

Deno.test("parseReportLines() prefers Data pobrania over Data wykonania and reads the next line", () => {
  const dated = (lines: string[]) =>
    parseReportLines([...lines, "Hemoglobina 13,4 g/dl"], indexWith(), "pdf").rows.map((r) =>
      r.date
    );
  assert.deepEqual(dated(["Data wykonania: 14.03.2025", "Data pobrania:", "12.03.2025"]), [
    "2025-03-12",
  ]);
  assert.deepEqual(dated(["Data wykonania 2025-03-14"]), ["2025-03-14"]);
});

Deno.test("parseReportLines() holds a report with no collection date", () => {
  const doc = parseReportLines(["Hemoglobina 13,4 g/dl"], indexWith(), "pdf");
  assert.match(doc.holds[0]!, /no collection date found/);
});

Deno.test("parseReportLines() collects a name printed on the line after its label, and never proposes it", () => {
  const doc = parseReportLines(
    [
      "Pacjent:",
      "Jan Testowy",
      "Data pobrania:  12.03.2025",
      "Jan Testowy ujemny",
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    ],
    indexWith(),
    "pdf",
  );
  assert.ok(doc.identity.includes("Jan Testowy"));
  assert.deepEqual(doc.rows.map((r) => r.code ?? `?${r.name}`), ["HGB"]);
});

Deno.test("parseReportLines() ends an identity value at a gap before the collection date", () => {
  const doc = parseReportLines(
    ["Pacjent: Jan Testowy    12.03.2025", "Data pobrania: 12.03.2025", "Hemoglobina 13,4 g/dl"],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.identity, ["Jan Testowy"]);
  assert.deepEqual(doc.holds, []);
});
