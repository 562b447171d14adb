// Guards "what changed since" (see docs/clinical.md): by default the results of
// the latest test date, each judged against the marker's previous result as
// get_trend judges its latest change; with a date, every result after it,
// newest first; results out of range and moves across a range counted; a
// unit converted before it is compared; bad dates refused with the reason.

import assert from "node:assert/strict";
import { type ChangesSince, changesSince, MAX_CHANGED_RESULTS } from "./what_changed.ts";
import { buildDictionary, type MarkerEntry } from "../markers/dictionary.ts";
import type { Outcome } from "./find_marker.ts";
import type { Reading } from "../readings/reading.ts";
import { compareByDate } from "../../../tests/support/reading_order.ts";
import { buildMarkerIndex } from "../markers/marker_index.ts";
import type { ResultsView } from "./results_view.ts";

const ENTRIES: Record<string, MarkerEntry> = {
  HGB: {
    label: "Hemoglobina",
    group: "Morfologia",
    variation: { cv_i: 2.74, cv_a: 1.37, source: "Coşkun A et al. 2018" },
  },
  GLU: {
    label: "Glukoza",
    units: {
      preferred: "mg/dL",
      convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.0555, source: "Young 1987" }],
    },
    variation: { cv_i: 4.7, source: "Aarsand AK et al. 2018" },
  },
  VIT_D: { label: "Witamina D", steady_state: false, variation: { cv_i: 10, source: "S" } },
  TSH: { label: "TSH", variation: { cv_i: 18.9, source: "Bottani M et al. 2022" } },
};

function viewOf(readings: readonly Reading[]): ResultsView {
  const index = buildMarkerIndex(buildDictionary([
    { source: "test", entries: new Map(Object.entries(ENTRIES)) },
  ]));
  const byCode = new Map<string, Reading[]>();
  for (const r of readings) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  for (const list of byCode.values()) list.sort(compareByDate);
  const codes = [...index.dictionary.markers.keys()].filter((code) => byCode.has(code));
  return { index, codes: () => codes, readings: (code) => byCode.get(code) ?? [], fileCount: 1 };
}

function valueOf(outcome: Outcome<ChangesSince>): ChangesSince {
  if (!outcome.ok) assert.fail(`expected ok, got ${outcome.error.message}`);
  return outcome.value;
}

const hgb = (date: string, value: number): Reading => ({
  code: "HGB",
  date,
  value,
  unit: "g/dL",
  ref_low: 12,
  ref_high: 16,
  lab: "Lab A",
});

const STORE: readonly Reading[] = [
  hgb("2023-05-02", 14.0),
  hgb("2024-02-10", 13.8),
  hgb("2025-01-15T08:30", 11.6),
  { code: "GLU", date: "2024-02-10", value: 90, unit: "mg/dL", ref_low: 70, ref_high: 99 },
  { code: "GLU", date: "2025-01-15", value: 6.1, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 },
  { code: "TSH", date: "2024-02-10", value: 0.5, comparator: "<", unit: "mIU/L" },
  { code: "TSH", date: "2025-01-15", value: 2.1, unit: "mIU/L", ref_low: 0.27, ref_high: 4.2 },
  { code: "VIT_D", date: "2023-05-02", value: 18, unit: "ng/mL", ref_low: 30, ref_high: 100 },
  { code: "VIT_D", date: "2024-09-30", value: 32, unit: "ng/mL", ref_low: 30, ref_high: 100 },
];

Deno.test("by default, the latest test's results against each marker's previous one", () => {
  const answer = valueOf(changesSince(viewOf(STORE)));
  assert.equal(answer.since, "2024-09-30");
  assert.equal(answer.since_basis, "previous_test");
  assert.equal(answer.latest_date, "2025-01-15");
  assert.deepEqual(answer.dates.map((d) => d.date), ["2025-01-15"]);
  const [hgbResult, glu, tsh] = answer.dates[0]!.results;
  assert.equal(hgbResult!.code, "HGB");
  assert.equal(hgbResult!.time, "08:30");
  assert.equal(hgbResult!.flag, "low");
  assert.equal(hgbResult!.change?.from.date, "2024-02-10");
  assert.equal(hgbResult!.change?.verdict, "likely_real_decrease");
  assert.equal(hgbResult!.change?.crossed_range, true);
  assert.equal(hgbResult!.meaningful, true);
  assert.ok(!("to" in hgbResult!.change!), "the new end is the result itself, not repeated");
  // Glucose in mmol/L is converted to mg/dL before it is compared with 90 mg/dL.
  assert.equal(glu!.unit, "mg/dL");
  assert.deepEqual(glu!.original, { value: 6.1, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 });
  assert.equal(glu!.change?.verdict, "likely_real_increase");
  // TSH's previous result is censored: not assessable, said so, not meaningful.
  assert.equal(tsh!.change?.reason, "censored");
  assert.equal(tsh!.meaningful, undefined);
  assert.deepEqual(answer.counts, { results: 3, out_of_range: 2, meaningful: 2, not_repeated: 0 });
});

Deno.test("since a date: every later result, newest date first, each against its predecessor", () => {
  const answer = valueOf(changesSince(viewOf(STORE), { since: "2024-02-10" }));
  assert.equal(answer.since_basis, "given");
  assert.deepEqual(answer.dates.map((d) => d.date), ["2025-01-15", "2024-09-30"]);
  const vitD = answer.dates[1]!.results[0]!;
  assert.equal(vitD.code, "VIT_D");
  assert.equal(vitD.change?.reason, "no_steady_state");
  assert.equal(vitD.change?.crossed_range, true, "18 (low) to 32 (normal) crossed its range");
  assert.equal(vitD.meaningful, true);
  // The day itself is not "since": results on 2024-02-10 are the baseline.
  assert.ok(answer.dates.every((d) => d.date > "2024-02-10"));
});

Deno.test("a drift of small steps since the date shows on the newest result, against the baseline", () => {
  const drift = [
    hgb("2024-01-10", 13.8),
    hgb("2024-06-10", 13.3),
    hgb("2024-12-10", 12.9),
    hgb("2025-06-10", 12.5),
  ];
  const answer = valueOf(changesSince(viewOf(drift), { since: "2024-02-01" }));
  const [newest, middle, oldest] = answer.dates.map((d) => d.results[0]!);
  // Each step (−3.6 %, −3.0 %, −3.1 %) is inside haemoglobin's RCV (+8.9 %/−8.1 %)...
  for (const r of [newest!, middle!, oldest!]) {
    assert.equal(r.change?.verdict, "within_expected_variation");
  }
  // ...but 13.8 → 12.5 since the last result before the date (−9.4 %) is beyond it.
  assert.equal(newest!.since_baseline?.from.date, "2024-01-10");
  assert.equal(newest!.since_baseline?.verdict, "likely_real_decrease");
  assert.equal(newest!.meaningful, true);
  assert.equal(middle!.since_baseline, undefined, "only the newest result carries it");
  assert.equal(oldest!.since_baseline, undefined, "the baseline is already its previous");
  assert.equal(answer.counts.meaningful, 1);
});

Deno.test("a marker's first result has no change to judge", () => {
  const answer = valueOf(changesSince(viewOf([hgb("2024-01-01", 14), hgb("2025-01-01", 14.2)]), {
    since: "2000-01-01",
  }));
  const [latest, first] = answer.dates.map((d) => d.results[0]!);
  assert.equal(first!.change, undefined);
  assert.equal(latest!.change?.verdict, "within_expected_variation");
  assert.equal(latest!.meaningful, undefined);
});

Deno.test("a store with one test date lists it, with nothing earlier to compare", () => {
  const answer = valueOf(changesSince(viewOf([hgb("2025-01-01", 14)])));
  assert.equal(answer.since, undefined);
  assert.equal(answer.counts.results, 1);
  assert.match(answer.note!, /one test date/);
});

Deno.test("nothing after the date, or an empty store: ok, with a note that says so", () => {
  const later = valueOf(changesSince(viewOf(STORE), { since: "2025-06-01" }));
  assert.deepEqual(later.dates, []);
  assert.equal(later.note, "No results after 2025-06-01; the latest test date is 2025-01-15");
  const empty = valueOf(changesSince(viewOf([])));
  assert.match(empty.note!, /no valid results/);
});

Deno.test("a malformed or impossible date is refused, quoting it", () => {
  for (
    const [since, message] of [
      ["last visit", '"since" "last visit" is not a date: use YYYY-MM-DD'],
      ["2025-02-30", '"since" 2025-02-30 is not a real date: day 30 does not exist in 2025-02'],
    ] as const
  ) {
    const outcome = changesSince(viewOf(STORE), { since });
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, "invalid_argument");
    assert.equal(outcome.error.message, message);
  }
});

Deno.test("a long answer keeps the newest results and counts the rest", () => {
  const many: Reading[] = [];
  for (let day = 0; day < MAX_CHANGED_RESULTS + 30; day++) {
    const date = new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10);
    many.push(hgb(date, 13 + (day % 7) / 10));
  }
  const answer = valueOf(changesSince(viewOf(many), { since: "2019-12-31" }));
  assert.equal(answer.dates.length, MAX_CHANGED_RESULTS);
  assert.equal(answer.omitted, 30);
  assert.equal(answer.counts.results, MAX_CHANGED_RESULTS + 30);
  assert.equal(answer.dates[0]!.date, many.at(-1)!.date);
});

Deno.test("unit latest: every result in the unit of the marker's latest result, at the lab's precision", () => {
  // The report shows glucose as the lab printed it last (7.9 mmol/L), so its change is in mmol/L too.
  const glu = (date: string, value: number, unit: string): Reading => ({
    code: "GLU",
    date,
    value,
    unit,
    ...(unit === "mg/dL" ? { ref_low: 70, ref_high: 99 } : { ref_low: 3.9, ref_high: 5.5 }),
  });
  const view = viewOf([
    glu("2024-01-10", 101, "mg/dL"),
    glu("2025-01-10", 115, "mg/dL"),
    glu("2025-06-10", 7.9, "mmol/L"),
  ]);
  const latest = valueOf(changesSince(view, { unit: "latest" })).dates[0]!.results[0]!;
  assert.deepEqual([latest.value, latest.unit], [7.9, "mmol/L"]);
  assert.deepEqual([latest.change?.from.value, latest.change?.from.date], [6.4, "2025-01-10"]);
  const all = valueOf(changesSince(view, { since: "2023-01-01", unit: "latest" }));
  const older = all.dates.flatMap((d) => d.results).find((r) => r.value === 5.6);
  assert.deepEqual(older?.original, { value: 101, unit: "mg/dL", ref_low: 70, ref_high: 99 });
  assert.deepEqual([older?.ref_low, older?.ref_high], [3.9, 5.5]);
  // By default the marker's preferred unit, as before.
  const preferred = valueOf(changesSince(view)).dates[0]!.results[0]!;
  assert.deepEqual([preferred.value, preferred.unit], [142, "mg/dL"]);
});

Deno.test("a date with several readings: the latest by time is the one compared, and its time named", () => {
  const glu = (date: string, value: number): Reading => ({
    code: "GLU",
    date,
    value,
    unit: "mg/dL",
    ref_low: 70,
    ref_high: 99,
  });
  // Listed out of time order, as a meter's export may be; the store orders them by time.
  const readings = [
    glu("2025-03-29T20:00", 96),
    glu("2025-03-29T06:00", 92),
    glu("2025-03-29T12:30", 160),
    glu("2025-03-30T06:00", 94),
  ];
  const answer = valueOf(changesSince(viewOf(readings)));
  assert.equal(answer.since, "2025-03-29");
  const [result] = answer.dates[0]!.results;
  assert.deepEqual(result?.change?.from, { date: "2025-03-29", time: "20:00", value: 96 });
  assert.equal(result?.since_baseline, undefined, "the previous reading is the baseline");
});
