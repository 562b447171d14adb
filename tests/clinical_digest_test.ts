/**
 * Guards the digest (docs/clinical.md, "What changed since"),
 * each case on a store of tests/fixtures/clinical/ written for it:
 * - still_abnormal: a high glucose, a high TSH and a high creatinine from
 *   earlier draws, never repeated, vanished from `changes_since` ("0 out of
 *   range") and from the PDF's "out of range" (which covered the last test
 *   day only). They are listed now, with their date and age, in the digest,
 *   the visit summary and the prompt's step.
 * - meaningful: triglycerides 150 → 186 mg/dL crossed the limit inside the
 *   RCV; the digest called it meaningful while `get_trend` called it within
 *   expected variation. Both now say "now out of range", not meaningful.
 * - units: HbA1c 42 mmol/mol after 5.6 % was a "first result"; the earlier
 *   result is named now, with its value on the later scale by the IFCC–NGSP
 *   master equation, its change not judged (no factor converts the two
 *   scales, so no CV carries across).
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";
import { fixtureDataDir } from "./plain_helpers.ts";
import { builtinLayer } from "../src/store/builtin.ts";
import { ResultStore } from "../src/store/store.ts";
import { changesSince } from "../src/domain/answers/what_changed.ts";
import { getTrend } from "../src/domain/answers/queries.ts";
import { visitSummary } from "../src/report/visit_summary.ts";

async function viewOf(fixture: string) {
  return await new ResultStore(await fixtureDataDir(fixture), builtinLayer()).snapshot();
}

type Body = {
  counts: Record<string, number>;
  dates: { date: string; results: Record<string, unknown>[] }[];
  not_repeated: { code: string; date: string; age_days: number; flag: string }[];
};

Deno.test("changes_since lists results out of range from earlier draws, never repeated since, with their age", async () => {
  await using client = await connectInProcess(await fixtureDataDir("clinical/still_abnormal"));
  const answer = await call(client, "changes_since");
  assert.equal(answer.isError, false, answer.text);
  const body = answer.body as Body;
  assert.equal(body.counts.out_of_range, 0, "nothing of the last visit is out of range");
  assert.equal(body.counts.not_repeated, 3);
  assert.deepEqual(
    body.not_repeated.map((r) => [r.code, r.date, r.age_days, r.flag]),
    [["TSH", "2024-09-03", 154, "high"], ["CREA", "2024-09-03", 154, "high"], [
      "GLU",
      "2024-06-18",
      231,
      "high",
    ]],
  );
  assert.match(answer.text, /3 earlier result\(s\) still out of range, not repeated since/);
  assert.match(answer.text, /absent is not normal/);
  assert.match(
    answer.text,
    /GLU "Glukoza" 128 mg\/dL H ref 70-99 at "Lab A" on 2024-06-18 \(8 months before the latest test\)/,
  );
});

Deno.test("a result in range later is not listed as still out of range, and a given date moves the scope", async () => {
  const view = await viewOf("clinical/still_abnormal");
  const since = changesSince(view, { since: "2024-08-01" });
  assert.ok(since.ok);
  // TSH and creatinine of 2024-09-03 are after the day: listed by date, not as not repeated.
  assert.deepEqual(since.value.not_repeated.map((r) => r.code), ["GLU"]);
  assert.equal(since.value.counts.out_of_range, 2);
});

Deno.test("the visit summary's out of range is every marker's latest result, whatever its date", async () => {
  const summary = visitSummary(await viewOf("clinical/still_abnormal"))!;
  assert.deepEqual(
    summary.abnormal.map((r) => [r.code, r.date, r.value]),
    [["TSH", "2024-09-03", 6.8], ["CREA", "2024-09-03", 1.21], ["GLU", "2024-06-18", 128]],
  );
});

Deno.test("a crossing inside the RCV is now out of range, not a meaningful change, in the digest and get_trend alike", async () => {
  const view = await viewOf("clinical/meaningful");
  const digest = changesSince(view);
  assert.ok(digest.ok);
  const results = Object.fromEntries(
    digest.value.dates.flatMap((d) => d.results).map((r) => [r.code, r]),
  );
  assert.equal(results.TG!.change?.verdict, "within_expected_variation");
  assert.equal(results.TG!.change?.crossed_range, true);
  assert.equal(results.TG!.meaningful, undefined, "150 → 186 mg/dL is inside TG's RCV");
  assert.equal(results.HGB!.meaningful, true, "beyond the RCV");
  assert.equal(results.PTH!.meaningful, true, "no RCV applies, and it crossed its range");
  assert.equal(digest.value.counts.meaningful, 2);
  for (const code of ["TG", "HGB", "PTH"]) {
    const trend = getTrend(view, code);
    assert.ok(trend.ok);
    const latest = trend.value.series[0]!.changes!.since_previous!;
    assert.equal(latest.meaningful, results[code]!.meaningful, `${code}: one meaning`);
  }
  const summary = visitSummary(view)!;
  assert.deepEqual(summary.changes.map((c) => c.code).sort(), ["HGB", "PTH"]);
  assert.ok(summary.abnormal.some((r) => r.code === "TG"), "TG is out of range now");

  await using client = await connectInProcess(await fixtureDataDir("clinical/meaningful"));
  const text = (await call(client, "changes_since")).text;
  assert.match(
    text,
    /TG .* was 150: \+24\.0 %, within expected variation; now out of range \(the change is inside the RCV: not a meaningful change\)/,
  );
  const trendText = (await call(client, "get_trend", { marker: "TG" })).text;
  assert.match(trendText, /within expected variation .*; now out of range \(the change is inside/);
});

Deno.test("a marker's earlier result in a unit that does not convert is named, not a first result", async () => {
  const view = await viewOf("clinical/units");
  const digest = changesSince(view);
  assert.ok(digest.ok);
  const hba1c = digest.value.dates[0]!.results.find((r) => r.code === "HBA1C")!;
  assert.equal(hba1c.change?.from.value, 5.6);
  assert.equal(hba1c.change?.from_unit, "%");
  assert.equal(hba1c.change?.verdict, "not_assessable");
  assert.equal(hba1c.change?.reason, "different_units");
  // (5.6 − 2.152) / 0.09148 = 37.7 mmol/mol, printed as the lab prints mmol/mol.
  assert.deepEqual(
    [hba1c.change?.from_equivalent?.value, hba1c.change?.from_equivalent?.unit],
    [38, "mmol/mol"],
  );
  // (5.6 − 2.152) / 0.09148 = 37.7 mmol/mol, printed as the lab prints mmol/mol.
  assert.deepEqual(
    [hba1c.change?.from_equivalent?.value, hba1c.change?.from_equivalent?.unit],
    [38, "mmol/mol"],
  );
  await using client = await connectInProcess(await fixtureDataDir("clinical/units"));
  const text = (await call(client, "changes_since")).text;
  assert.doesNotMatch(text, /HBA1C[^\n]*first result/);
  assert.match(
    text,
    /HBA1C .*42 mmol\/mol H .* was 5\.6 % \(= 38 mmol\/mol by "IFCC–NGSP master equation, Hoelzel W et al\. 2004, Clin Chem 50:166"\): not judged \(units differ/,
  );
  const summary = visitSummary(view)!;
  const change = summary.changes.find((c) => c.code === "HBA1C")!;
  assert.deepEqual([change.before.value, change.before.unit], [5.6, "%"]);
});

Deno.test("HbA1c's master equation agrees with its second published form, IFCC = 10.93 × NGSP − 23.50", async () => {
  // The IFCC network publishes both directions (information.ifcchba1c.org, master equations):
  // NGSP = 0.0915 × IFCC + 2.15 and IFCC = 10.93 × NGSP − 23.5; the dictionary's is the NGSP's
  // four-digit form (0.09148, 2.152). The inverse of one must give the other within 0.5 %.
  const view = await viewOf("clinical/units");
  const [equation] = view.index.dictionary.clinical.get("HBA1C")?.units?.equation ?? [];
  assert.ok(equation !== undefined, "HBA1C lists its master equation");
  assert.deepEqual([equation.from, equation.to], ["mmol/mol", "%"]);
  assert.ok(Math.abs(1 / equation.slope / 10.93 - 1) < 0.005, `slope ${equation.slope}`);
  assert.ok(
    Math.abs(equation.intercept / equation.slope / 23.5 - 1) < 0.005,
    `intercept ${equation.intercept}`,
  );
  // And the anchor guidelines print: 6.5 % is 48 mmol/mol.
  assert.equal(Math.round((6.5 - equation.intercept) / equation.slope), 48);
});
