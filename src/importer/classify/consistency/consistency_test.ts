import assert from "node:assert/strict";
import { consistencyDoubts, type DrawLine } from "./consistency.ts";

const day = "2025-03-12";
const blood = (code: string, value: number, unit: string, more: Partial<DrawLine> = {}) => ({
  code,
  date: day,
  value,
  unit,
  ...more,
});

Deno.test("consistencyDoubts() holds only the misread row when other relations clear the rest", () => {
  // HCT 4.2 for 42: MCHC and MCV break, MCH (HGB, RBC) holds, so HGB and RBC are cleared.
  const doubts = consistencyDoubts([
    blood("HGB", 14.2, "g/dL"),
    blood("HCT", 4.2, "%"),
    blood("RBC", 4.75, "10^6/µL"),
    blood("MCV", 88.4, "fL"),
    blood("MCH", 29.9, "pg"),
    blood("MCHC", 33.8, "g/dL"),
  ]);
  assert.deepEqual([...doubts.keys()].sort(), [1, 3, 5]);
  assert.match(doubts.get(1)!, /^MCHC 33\.8 g\/dL does not match HGB 14\.2 \/ HCT 4\.2/);
  assert.match(doubts.get(3)!, /^MCV 88\.4 fL does not match HCT 4\.2 \/ RBC 4\.75/);
});

Deno.test("consistencyDoubts() holds every row of a broken relation no other relation clears", () => {
  const doubts = consistencyDoubts([
    blood("HGB", 14.2, "g/dL"),
    blood("HCT", 52.0, "%"),
    blood("MCHC", 33.1, "g/dL"),
  ]);
  assert.deepEqual([...doubts.keys()].sort(), [0, 1, 2]);
  for (const reason of doubts.values()) {
    assert.equal(reason, "MCHC 33.1 g/dL does not match HGB 14.2 / HCT 52 (27.31)");
  }
});

Deno.test("consistencyDoubts() compares rows of one date only, and skips a code printed twice differently", () => {
  const doubts = consistencyDoubts([
    blood("HGB", 14.2, "g/dL"),
    { ...blood("HCT", 4.2, "%"), date: "2025-01-02" },
    blood("HCT", 42.1, "%"),
    undefined,
    blood("MCHC", 33.7, "g/dL"),
    blood("MCHC", 3.37, "g/dL"),
  ]);
  assert.deepEqual([...doubts.keys()], []);
});

Deno.test("consistencyDoubts() holds an unflagged tenfold value only where the lab prints flags", () => {
  const flagged = [
    blood("CRP", 181, "mg/l", { ref_high: 5 }),
    blood("CHOL", 242, "mg/dl", { ref_high: 190, lab_flag: "H" }),
  ];
  assert.match(consistencyDoubts(flagged).get(0)!, /no flag is printed/);
  const unflagged = [flagged[0]!, { ...flagged[1]!, lab_flag: undefined }];
  assert.equal(consistencyDoubts(unflagged).size, 0);
});

Deno.test("consistencyDoubts() ignores censored, text and non-finite values", () => {
  const doubts = consistencyDoubts([
    blood("HGB", 14.2, "g/dL"),
    { ...blood("HCT", 4.2, "%"), comparator: "<" },
    { code: "HCT", date: day, value: "nieczytelny", unit: "%" },
    blood("MCHC", Number.NaN, "g/dL"),
  ]);
  assert.equal(doubts.size, 0);
});
