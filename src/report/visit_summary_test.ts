import assert from "node:assert/strict";
import { builtinLayer } from "../store/builtin.ts";
import { ResultStore } from "../store/store.ts";
import { visitSummary } from "./visit_summary.ts";

async function viewOf(lines: object[]) {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-summary-" });
  await Deno.writeTextFile(
    `${dir}/r.ndjson`,
    lines.map((l) => JSON.stringify(l)).join("\n") + "\n",
  );
  return await new ResultStore(dir, builtinLayer()).snapshot();
}

const LINES = [
  // One lab throughout: ferritin's methods differ between labs (see domain/rcv.ts).
  {
    code: "FERR",
    date: "2024-01-10",
    value: 20,
    unit: "ng/mL",
    ref_low: 13,
    ref_high: 150,
    lab: "Alab",
  },
  {
    code: "FERR",
    date: "2024-06-10",
    value: 22,
    unit: "ng/mL",
    ref_low: 13,
    ref_high: 150,
    lab: "Alab",
  },
  {
    code: "FERR",
    date: "2025-01-10",
    value: 40,
    unit: "ng/mL",
    ref_low: 13,
    ref_high: 150,
    lab: "Alab",
  },
  { code: "HGB", date: "2024-06-10", value: 12.5, unit: "g/dL", ref_low: 12, ref_high: 16 },
  { code: "HGB", date: "2025-01-10", value: 11.8, unit: "g/dL", ref_low: 12, ref_high: 16 },
  { code: "CRP", date: "2024-06-10", value: 0.5, comparator: "<", unit: "mg/L", ref_high: 5 },
  { code: "CRP", date: "2025-01-10", value: 0.6, comparator: "<", unit: "mg/L", ref_high: 5 },
];

Deno.test("visitSummary() compares the latest visit with the previous one by default", async () => {
  const summary = visitSummary(await viewOf(LINES))!;
  assert.equal(summary.latestDate, "2025-01-10");
  assert.equal(summary.sinceDate, "2024-06-10");
  assert.deepEqual(summary.abnormal.map((r) => r.code), ["HGB"]);
  const changes = summary.changes
    .map((c) => [c.code, c.before.value, c.after.value, c.deltaPct, c.flagChanged])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  // Hemoglobin 12.5 → 11.8 (−5.6 %) crossed its range inside its RCV: out of range now, not a
  // meaningful change (domain/meaningful.ts).
  assert.deepEqual(changes, [["FERR", 22, 40, 81.8, false]]);
  assert.ok(
    !summary.changes.some((c) => c.code === "CRP"),
    "a censored value changes only by its flag",
  );
  assert.deepEqual(new Set(summary.charts.map((t) => t.marker.code)), new Set(["HGB", "FERR"]));
  assert.equal(summary.latestPanel.length, 3);
});

Deno.test("visitSummary() measures from --since with the last value on or before it", async () => {
  // The same answer as changes_since: ferritin's newest result against its baseline.
  const summary = visitSummary(await viewOf(LINES), { since: "2024-03-01" })!;
  assert.equal(summary.sinceDate, "2024-03-01");
  const ferritin = summary.changes.filter((c) => c.code === "FERR");
  assert.deepEqual(ferritin.map((c) => [c.before.date, c.after.date, c.delta]), [
    ["2024-01-10", "2025-01-10", 20],
  ]);
});

Deno.test("visitSummary() charts the markers asked for and names the unknown ones", async () => {
  const summary = visitSummary(await viewOf(LINES), { markers: ["crp", "nothing"] })!;
  assert.deepEqual(summary.charts.map((t) => t.marker.code), ["CRP"]);
  assert.deepEqual(summary.unknownMarkers, ["nothing"]);
});

Deno.test("visitSummary() has no since date and no changes after a single visit", async () => {
  const summary = visitSummary(await viewOf(LINES.filter((l) => l.date === "2025-01-10")))!;
  assert.equal(summary.sinceDate, undefined);
  assert.deepEqual(summary.changes, []);
});

Deno.test("visitSummary() is undefined for an empty store", async () => {
  assert.equal(visitSummary(await viewOf([])), undefined);
});

Deno.test("visitSummary() calls a change meaningful only beyond the marker's RCV or across its range", async () => {
  const at = (
    code: string,
    date: string,
    value: number,
    unit: string,
    range?: [number, number],
  ) => ({
    code,
    date,
    value,
    unit,
    ...(range ? { ref_low: range[0], ref_high: range[1] } : {}),
  });
  const summary = visitSummary(
    await viewOf([
      // Hemoglobin (CVI 2.74 %): −10 % is beyond its RCV.
      at("HGB", "2024-06-10", 13.8, "g/dL"),
      at("HGB", "2025-01-10", 12.4, "g/dL"),
      // Glucose (CVI 4.7 %): +3 % is within its RCV.
      at("GLU", "2024-06-10", 90, "mg/dL"),
      at("GLU", "2025-01-10", 93, "mg/dL"),
      // No variation figure and inside the range: never meaningful by its size (+25 %, +22.5 %).
      at("PTH", "2024-06-10", 40, "pg/mL", [15, 65]),
      at("PTH", "2025-01-10", 50, "pg/mL", [15, 65]),
      at("NEUT", "2024-06-10", 3.02, "10^3/µL", [1.8, 7.7]),
      at("NEUT", "2025-01-10", 3.7, "10^3/µL", [1.8, 7.7]),
      // No variation figure, but out of its range now: meaningful, and not judged.
      at("HOMOCYSTEINE", "2024-06-10", 12, "µmol/L", [5, 15]),
      at("HOMOCYSTEINE", "2025-01-10", 16, "µmol/L", [5, 15]),
    ]),
  )!;
  const changed = Object.fromEntries(summary.changes.map((c) => [c.code, c.verdict]));
  assert.deepEqual(changed, { HGB: "likely_real_decrease", HOMOCYSTEINE: "not_assessable" });
  assert.equal(summary.changes.find((c) => c.code === "HOMOCYSTEINE")!.flagChanged, true);
});

/** Glucose from one lab in mg/dL, then from another in mmol/L, and one unrelated single test between. */
const MIXED = [
  { code: "GLU", date: "2025-03-10", value: 115, unit: "mg/dL", ref_low: 70, ref_high: 99 },
  { code: "GLU", date: "2025-06-02", value: 101, unit: "mg/dL", ref_low: 70, ref_high: 99 },
  { code: "HGB", date: "2025-06-02", value: 13.8, unit: "g/dL", ref_low: 12, ref_high: 16 },
  { code: "FT3", date: "2025-09-09", value: 4.1, unit: "pmol/L", ref_low: 3.1, ref_high: 6.8 },
  { code: "GLU", date: "2025-11-04", value: 7.9, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 },
  { code: "HGB", date: "2025-11-04", value: 11.6, unit: "g/dL", ref_low: 12, ref_high: 16 },
];

Deno.test("visitSummary() shows a marker in one unit everywhere: its latest result's", async () => {
  const summary = visitSummary(await viewOf(MIXED))!;
  const glucose = (unit: string | undefined) => assert.equal(unit, "mmol/L");
  glucose(summary.abnormal.find((r) => r.code === "GLU")?.unit);
  const change = summary.changes.find((c) => c.code === "GLU")!;
  glucose(change.unit);
  // 101 mg/dL at the lab's precision in mmol/L (one decimal, as the lab printed 7.9), with its original.
  assert.deepEqual(change.before, {
    date: "2025-06-02",
    value: 5.6,
    original: { value: 101, unit: "mg/dL", ref_low: 70, ref_high: 99 },
  });
  const chart = summary.charts.find((t) => t.marker.code === "GLU")!;
  assert.deepEqual(chart.series.map((s) => s.unit), ["mmol/L"]);
});

Deno.test("visitSummary() dates the changes from where each comparison starts, not an unrelated test", async () => {
  // The store's previous test date is a single FT3 (2025-09-09); glucose and hemoglobin
  // are compared with their results of 2025-06-02.
  const summary = visitSummary(await viewOf(MIXED))!;
  assert.deepEqual(summary.changes.map((c) => c.before.date), ["2025-06-02", "2025-06-02"]);
  assert.deepEqual(summary.comparedFrom, ["2025-06-02"]);
  const since = visitSummary(await viewOf(LINES), { since: "2024-03-01" })!;
  assert.deepEqual(since.comparedFrom, ["2024-01-10"]);
});
