// The row stage's context: which collection date, visit, section and
// specimen each row of a plain-text report belongs to, and that none of
// them carries over into the next report or visit, and that a clock time is
// not a date (docs/import.md).

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

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

Deno.test("parseReportLines() sets section and specimen from headings", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Biochemia",
      "Glukoza 95 mg/dl 70 - 99",
      "Badanie ogólne moczu",
      "Glukoza nie wykryto",
      "Lipidogram:",
      "Cholesterol całkowity 190 mg/dl < 190",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.section, r.specimen]), [
    ["Glukoza", "Biochemia", "blood"],
    ["Glukoza", "Badanie ogólne moczu", "urine"],
    ["Cholesterol całkowity", "Lipidogram", "blood"],
  ]);
});

Deno.test("parseReportLines() gives each visit block its own date and never borrows another visit's", () => {
  const doc = parseReportLines(
    [
      "Data urodzenia: 01.01.1985",
      "Hemoglobina 13,1 g/dl",
      "Data rejestracji: 11.03.2024   Data pobrania: 12.03.2024",
      "Hemoglobina 13,4 g/dl",
      "Data wykonania: 14.03.2024",
      "Ferrytyna 41 ng/ml",
      "Data pobrania: 05.09.2024",
      "Hemoglobina 12,9 g/dl",
      "Data pobrania: 06.09.2024   Data pobrania: 07.09.2024",
      "Ferrytyna 40 ng/ml",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.dateProblem]), [
    [
      "Hemoglobina",
      undefined,
      "the row is printed before any collection date and the report has 4 (2024-03-12, 2024-09-05, 2024-09-06, 2024-09-07)",
    ],
    ["Hemoglobina", "2024-03-12", undefined],
    ["Ferrytyna", "2024-03-12", undefined],
    ["Hemoglobina", "2024-09-05", undefined],
    [
      "Ferrytyna",
      undefined,
      "the header above this row gives 2 dates (2024-09-06, 2024-09-07) and the row's own date cannot be told",
    ],
  ]);
});

Deno.test("parseReportLines() takes each row's date from a date column when the table has one", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 01.03.2024",
      "Nazwa badania      Wynik    Jedn.    Norma          Data pobrania",
      "Hemoglobina        13,4     g/dl     12,0 - 16,0    02.03.2024 08:15",
      "Hemoglobina        12,9     g/dl     12,0 - 16,0    05-09-2024",
      "Ferrytyna          41       ng/ml    13 - 150",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.date]), [
    ["Hemoglobina", { value: 13.4 }, "2024-03-02"],
    ["Hemoglobina", { value: 12.9 }, "2024-09-05"],
    ["Ferrytyna", { value: 41 }, "2024-03-01"],
  ]);
});

Deno.test("parseReportLines() never carries a date into the next report of the same file", () => {
  const doc = parseReportLines(
    [
      "Nr zlecenia: 19/11/05/0031    Data pobrania: 05.11.2019",
      "Hemoglobina 12,6 g/dl 12,0 - 16,0",
      "TSH 2,05 µIU/ml 0,27 - 4,20",
      "Strona 1 z 1",
      "\fNr zlecenia: 20/06/30/0112    Data wydruku: 01.07.2020",
      "Hemoglobina 13,2 g/dl 12,0 - 16,0",
      "TSH 2,05 µIU/ml 0,27 - 4,20",
      "Materiał pobrano: 30.06.2020 08:12",
      "Strona 1 z 1",
      "\fNr zlecenia: 21/01/01/0001",
      "Hemoglobina 13,0 g/dl 12,0 - 16,0",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date ?? r.dateProblem]), [
    ["Hemoglobina", "2019-11-05"],
    ["TSH", "2019-11-05"],
    ["Hemoglobina", "2020-06-30"],
    ["TSH", "2020-06-30"],
    ["Hemoglobina", "this report in the file prints no collection date of its own"],
  ]);
});

Deno.test("parseReportLines() ends a section at an unknown heading in capitals and never keeps its text", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Biochemia",
      "Glukoza 95 mg/dl 70 - 99",
      "ANALITYKA OGÓLNA",
      "Glukoza nie wykryto",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.section, r.specimen]), [
    ["Glukoza", "Biochemia", "blood"],
    ["Glukoza", undefined, undefined],
  ]);
});

Deno.test("parseReportLines() never carries a section into the next visit's rows", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Badanie ogólne moczu",
      "Glukoza nie wykryto",
      "Data pobrania: 14.03.2025",
      "Glukoza 95 mg/dl 70 - 99",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.specimen]), [
    ["Glukoza", "2025-03-12", "urine"],
    ["Glukoza", "2025-03-14", undefined],
  ]);
});

Deno.test("parseReportLines() reads a glucose tolerance row that names hours, and skips a clock time", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Godzina pobrania: 08:15",
      "Glukoza po 2 godz. 140 mg/dl 70 - 139",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value]), [["Glukoza po 2 godz.", {
    value: 140,
  }]]);
});
