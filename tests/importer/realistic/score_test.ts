import assert from "node:assert/strict";
import { unitKey } from "../../../src/domain/readings/units.ts";
import { identityLeaks, scoreDocument, type StoredLine } from "./score.ts";
import type { TruthRow } from "./truth.ts";

const sameUnit = (a: string, b: string) => unitKey(a) === unitKey(b);

const TRUTH: readonly TruthRow[] = [
  {
    printed: "Hemoglobina",
    code: "HGB",
    date: "2021-02-15",
    value: 11.9,
    unit: "g/dl",
    lab_flag: "L",
  },
  { printed: "Ferrytyna", code: "FERR", date: "2021-05-12", value: 21, unit: "ng/ml" },
  {
    printed: "Borelioza IgG (ELISA)",
    code: "BORELIA_IGG",
    date: "2021-05-12",
    value: "wątpliwy",
    ref_text: "ujemny",
    lab_flag: "A",
  },
  { printed: "Leukocyty (WBC)", code: "WBC", date: "2021-02-15", value: 5.6, unit: "tys/µl" },
];

Deno.test("scoreDocument() tells correct, lost, wrong and spurious rows apart", () => {
  const stored: StoredLine[] = [
    // correct, with an equivalent unit spelling, the micro sign of another font, and a date-time
    { code: "WBC", date: "2021-02-15T07:45:00+01:00", value: 5.6, unit: "10^3/μl" },
    { code: "HGB", date: "2021-02-15", value: 11.9, unit: "g/dL", lab_flag: "L" },
    // wrong: the value came from the reference column
    { code: "BORELIA_IGG", date: "2021-05-12", value: "ujemny", ref_text: "ujemny" },
    // spurious: a comment line read as a result
    { code: "TSH", date: "2021-05-12", value: 2.5, unit: "µIU/ml" },
  ];
  const score = scoreDocument(TRUTH, stored, sameUnit);
  assert.deepEqual(score.correct.map((r) => r.code), ["HGB", "WBC"]);
  assert.deepEqual(score.lost.map((r) => r.code), ["FERR"]);
  assert.deepEqual(score.wrong.map((w) => [w.truth.code, w.differences]), [
    ["BORELIA_IGG", ['value: "wątpliwy" → "ujemny"', 'lab_flag: "A" → (none)']],
  ]);
  assert.deepEqual(score.spurious, [stored[3]]);
});

Deno.test("scoreDocument() names a wrong code and a wrong date instead of a loss", () => {
  const stored: StoredLine[] = [
    { code: "GLU", date: "2021-02-15", value: 5.6, unit: "tys/µl" },
    { code: "FERR", date: "2021-02-15", value: 21, unit: "ng/ml" },
    { code: "HGB", date: "2021-02-15", value: 11.9, unit: "g/dl" },
  ];
  const score = scoreDocument(TRUTH, stored, sameUnit);
  assert.deepEqual(score.wrong.map((w) => w.differences), [
    ['lab_flag: "L" → (none)'],
    ['date: "2021-05-12" → "2021-02-15"'],
    ['code: "WBC" → "GLU"'],
  ]);
  assert.deepEqual(score.lost.map((r) => r.code), ["BORELIA_IGG"]);
  assert.deepEqual(score.spurious, []);
});

Deno.test("scoreDocument() counts a unit that only looks alike as wrong", () => {
  const truth: TruthRow[] = [
    { printed: "D-dimery", code: "D_DIMER", date: "2022-11-08", value: 0.62, unit: "mg/L FEU" },
  ];
  const score = scoreDocument(truth, [
    { code: "D_DIMER", date: "2022-11-08", value: 0.62, unit: "mg/l" },
  ], sameUnit);
  assert.deepEqual(score.wrong.map((w) => w.differences), [['unit: "mg/L FEU" → "mg/l"']]);
});

Deno.test("identityLeaks() finds a PESEL in any file and a name in any case or spelling of its letters", () => {
  const files = new Map([
    ["2026-01-15-abc.ndjson", '{"code":"HGB","date":"2024-03-04","value":13.1,"source":"0a1b"}\n'],
    ["alias-proposals.yaml", "- name: Imie i nazwisko Anna PRZYKLADOWA\n"],
    ["import-log.jsonl", '{"note":"920713 14566"}\n'],
  ]);
  assert.deepEqual(identityLeaks(files, ["Anna Przykładowa", "920713 14566", "92071314566"]), [
    'alias-proposals.yaml: "Anna Przykładowa"',
    'import-log.jsonl: "920713 14566"',
  ]);
});
