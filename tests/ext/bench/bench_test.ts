// Keeps the benchmark from rotting: runs its smoke (the 1k store, a few calls
// each) against the real server process and checks that every figure is
// produced. It asserts no timing: timings belong in the benchmark only.

import assert from "node:assert/strict";
import { renderReport, runBench } from "../../../bench/main.ts";

Deno.test("the benchmark smoke runs end to end and produces every figure", async () => {
  const report = await runBench({ sizes: [1000], calls: 5, startupRuns: 1, startupSize: 1000 });
  const size = report.sizes["1k"];
  assert.ok(size, "the 1k store was measured");
  for (const figure of ["get_trend", "compare_markers", "list_markers", "get_results"]) {
    assert.equal(size.warm[figure]?.n, 5, figure);
  }
  assert.equal(size.append_seen, true, "the appended record was served on the next call");
  assert.equal(size.appends_next_call_ms.length, 6, "six appends in a row were timed");
  assert.ok(size.appends_next_call_ms.every((ms) => Number.isFinite(ms) && ms > 0));
  for (
    const value of [
      size.initialize_ms,
      size.first_get_trend_ms,
      size.append_next_call_ms,
      size.peak_rss_mb,
      size.bare_peak_rss_mb,
      report.startup.ratio,
    ]
  ) {
    assert.ok(Number.isFinite(value) && value > 0, `${value}`);
  }
  assert.ok(report.tools_list.lean_tokens > 0 && report.tools_list.whole_tokens > 0);
  assert.ok(report.trend_3y.points > 0 && report.trend_3y.tokens > 0);
  assert.match(renderReport(report), /\| first get_trend/);
});
