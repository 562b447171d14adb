// Guards the one meaning of "meaningful" (docs/clinical.md): beyond the RCV, or,
// where no RCV applies, across the range; a crossing inside the RCV is "now out
// of range", not a meaningful change (the digest once counted triglycerides
// 150 → 186 mg/dL as meaningful while get_trend called it within expected variation).

import assert from "node:assert/strict";
import { crossingWords, isMeaningful, MEANINGFUL_RULE } from "./meaningful.ts";
import type { Verdict } from "./rcv.ts";

const VERDICTS: readonly Verdict[] = [
  "likely_real_increase",
  "likely_real_decrease",
  "within_expected_variation",
  "not_assessable",
];

Deno.test("isMeaningful(): beyond the RCV always; across the range only where no RCV applies", () => {
  const table = VERDICTS.map((verdict) => [
    verdict,
    isMeaningful({ verdict }, false),
    isMeaningful({ verdict }, true),
  ]);
  assert.deepEqual(table, [
    ["likely_real_increase", true, true],
    ["likely_real_decrease", true, true],
    ["within_expected_variation", false, false],
    ["not_assessable", false, true],
  ]);
});

Deno.test("crossingWords() says where the result is now and why the move is or is not meaningful", () => {
  assert.equal(
    crossingWords({ verdict: "within_expected_variation" }, true, false),
    "back in range (the change is inside the RCV: not a meaningful change)",
  );
  assert.equal(crossingWords({ verdict: "likely_real_decrease" }, true, true), "now out of range");
  assert.equal(
    crossingWords({ verdict: "not_assessable" }, true, true),
    "now out of range (change not judged)",
  );
  for (const verdict of VERDICTS) assert.equal(crossingWords({ verdict }, false, true), undefined);
});

Deno.test("the rule in words says a crossing inside the RCV is not a meaningful change", () => {
  assert.match(
    MEANINGFUL_RULE.en,
    /inside the RCV is now out of \(or back in\) range, not a meaningful change/,
  );
  assert.match(MEANINGFUL_RULE.pl, /mieszczącą się w RCV.*nie jest to istotna zmiana/);
});

Deno.test("isMeaningful() lists no crossing between results less than a day apart", async () => {
  // A meter's readings at 06:00 and 20:23 crossing 99 mg/dL, judged through the real rule.
  const { judgeChange } = await import("./rcv.ts");
  const change = judgeChange(
    { date: "2025-03-30", time: "06:00", value: 94 },
    { date: "2025-03-30", time: "20:23", value: 164 },
    {},
  );
  assert.equal(change.reason, "too_close");
  assert.equal(isMeaningful(change, true), false);
  // A day apart, the same crossing with no RCV figure still counts.
  assert.equal(
    isMeaningful({ verdict: "not_assessable", reason: "no_variation_data" }, true),
    true,
  );
});
