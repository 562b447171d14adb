/**
 * The benchmark's warm-phase load: which tool calls each figure is measured
 * with, dated back from the store's last test date.
 *
 * @module
 */

import { DENSE_CODE } from "./generate.ts";

/** The day `days` before `date`, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The call load of the warm phase: a list of tool calls per figure. */
export function callPlan(
  dense: boolean,
  lastDate: string,
  calls: number,
): Record<string, { name: string; args: Record<string, unknown> }[]> {
  const regular = ["HGB", "FERR", "ferritin", "OB", "TSH", "Cholesterol LDL", "CRP", "zelazo"];
  const cycle = <T>(items: T[]) =>
    Array.from({ length: calls }, (_, i) => items[i % items.length]!);
  const plan: Record<string, { name: string; args: Record<string, unknown> }[]> = {
    get_trend: cycle(regular.map((marker) => ({ name: "get_trend", args: { marker } }))),
    compare_markers: cycle([
      ["HGB", "OB"],
      ["ferritin", "iron"],
      ["TSH", "FT4", "FT3"],
      [DENSE_CODE, "HBA1C"],
    ].map((markers) => ({ name: "compare_markers", args: { markers } }))),
    list_markers: cycle([{ name: "list_markers", args: {} }]),
    get_results: cycle([
      { name: "get_results", args: {} },
      { name: "get_results", args: { abnormal_only: true } },
    ]),
  };
  if (dense) {
    plan.get_trend_dense = cycle([
      { marker: DENSE_CODE },
      { marker: "glucose", from: daysBefore(lastDate, 365) },
      { marker: DENSE_CODE, from: daysBefore(lastDate, 30) },
      { marker: DENSE_CODE, from: daysBefore(lastDate, 1500), to: daysBefore(lastDate, 400) },
    ].map((args) => ({ name: "get_trend", args })));
  }
  return plan;
}
