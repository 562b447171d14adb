import assert from "node:assert/strict";
import { flagRangeProblem, UNFLAGGED_FACTOR } from "./flag_range.ts";

const glucose = { code: "GLU", unit: "mg/dl", ref_low: 70, ref_high: 99 };

Deno.test("flagRangeProblem() holds a value its own flag contradicts", () => {
  assert.equal(
    flagRangeProblem({ ...glucose, value: 88, lab_flag: "H" }, true),
    "flag H printed, but GLU 88 mg/dl is not above the printed range 70–99",
  );
  assert.equal(
    flagRangeProblem({ ...glucose, value: 88, lab_flag: "L" }, true),
    "flag L printed, but GLU 88 mg/dl is not below the printed range 70–99",
  );
  // A flag H beside a value below the range is a contradiction too.
  assert.match(flagRangeProblem({ ...glucose, value: 45, lab_flag: "H" }, true)!, /flag H/);
});

Deno.test("flagRangeProblem() accepts a flag that agrees, or a value on the limit", () => {
  assert.equal(flagRangeProblem({ ...glucose, value: 126, lab_flag: "H" }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 61, lab_flag: "L" }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 99, lab_flag: "H" }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 70, lab_flag: "L" }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 88, lab_flag: "A" }, true), undefined);
});

Deno.test("flagRangeProblem() holds an arrow read as a digit: the flag gone, the value tenfold", () => {
  // "18 ↑" printed against 0–5, read by OCR as "181".
  const crp = { code: "CRP", unit: "mg/l", ref_high: 5 };
  assert.equal(
    flagRangeProblem({ ...crp, value: 181 }, true),
    "CRP 181 mg/l is far outside the printed range ≤ 5, but no flag is printed beside it (an arrow read as a digit?)",
  );
  // Slightly outside and unflagged: labs differ, so it is not held.
  assert.equal(flagRangeProblem({ ...glucose, value: 104 }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 99 * UNFLAGGED_FACTOR }, true), undefined);
  // Far below the lower limit and unflagged.
  assert.match(flagRangeProblem({ ...glucose, value: 9.1 }, true)!, /far outside .* 70–99/);
});

Deno.test("flagRangeProblem() says nothing when the document prints no flags, or nothing to check", () => {
  assert.equal(flagRangeProblem({ ...glucose, value: 910 }, false), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: 910, comparator: ">" }, true), undefined);
  assert.equal(flagRangeProblem({ ...glucose, value: "dodatni", lab_flag: "H" }, true), undefined);
  assert.equal(flagRangeProblem({ code: "GLU", value: 910 }, true), undefined);
  // A range printed upside down is the range reader's problem, not a misread value.
  assert.equal(
    flagRangeProblem({ code: "GLU", value: 88, ref_low: 99, ref_high: 70 }, true),
    undefined,
  );
});
