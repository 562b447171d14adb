// The CLI's results by date: a date of one lab names it in its heading; a
// date that mixes labs names each row's lab in a Lab column.

import assert from "node:assert/strict";
import type { ResultsByDate } from "../domain/answers/results_by_date.ts";
import { renderResults } from "./render_results.ts";

Deno.test("renderResults() names a date's one lab in its heading, with no Lab column", () => {
  const results: ResultsByDate = {
    dates: [{
      date: "2025-10-09",
      results: [
        { code: "HGB", label: "Hemoglobina", value: 13.1, lab: "Lab A", flag: null },
        { code: "WBC", label: "Leukocyty", value: 6.2, lab: "Lab A", flag: null },
      ],
    }],
  };
  const text = renderResults(results, false);
  assert.match(text, /^2025-10-09 · 2 results, 0 out of range · Lab A$/m);
  assert.doesNotMatch(text, /\bLab\s*$/m, "no Lab column");
});

Deno.test("renderResults() gives each row its lab when a date mixes labs", () => {
  const results: ResultsByDate = {
    dates: [{
      date: "2025-10-09",
      results: [
        { code: "HGB", label: "Hemoglobina", value: 13.1, lab: "Lab A", flag: null },
        { code: "TSH", label: "TSH", value: 2.1, lab: "Lab B", flag: null },
      ],
    }],
  };
  const text = renderResults(results, false);
  assert.match(text, /^2025-10-09 · 2 results, 0 out of range$/m);
  assert.match(text, /HGB .* Lab A$/m);
  assert.match(text, /TSH .* Lab B$/m);
});
