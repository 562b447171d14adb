/**
 * Events a person notes beside their results (a medication started, an
 * illness, a pregnancy), and what they explain: which events fall inside a
 * trend's dates, and how a marker's results before an event compare with
 * those after it, judged against the marker's reference change value. Pure.
 *
 * @module
 */

import type { Reading } from "./reading.ts";
import { type ChangeRules, judgeChange, type JudgedChange } from "./rcv.ts";
import { unitKey } from "./units.ts";

/** The kinds of event. */
export const EVENT_KINDS = ["medication", "illness", "procedure", "pregnancy", "other"] as const;

/** A kind of event. */
export type EventKind = typeof EVENT_KINDS[number];

/** One event, as `events.yaml` states it (dates `YYYY-MM-DD`). */
export interface LifeEvent {
  readonly date: string;
  readonly end?: string;
  readonly text: string;
  readonly kind: EventKind;
}

/**
 * The events that overlap `[from, to]` (dates compared as `YYYY-MM-DD`), in
 * date order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const events = [
 *   { date: "2024-03-01", text: "statin", kind: "medication" as const },
 *   { date: "2020-01-01", end: "2020-02-01", text: "flu", kind: "illness" as const },
 * ];
 * assert.deepEqual(eventsBetween(events, "2023-01-01", "2025-01-01").map((e) => e.text), ["statin"]);
 * assert.deepEqual(eventsBetween(events, "2020-01-15", "2020-03-01").map((e) => e.text), ["flu"]);
 * ```
 */
export function eventsBetween(
  events: readonly LifeEvent[],
  from: string,
  to: string,
): LifeEvent[] {
  const start = from.slice(0, 10);
  const end = to.slice(0, 10);
  return events.filter((event) => event.date <= end && (event.end ?? event.date) >= start)
    .sort((a, b) => a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
}

/** The mean of one side of an event. */
export interface SideMean {
  readonly count: number;
  readonly mean: number;
  readonly first: string;
  readonly last: string;
}

/** Results before and after an event, their means and the judged change. */
export interface AroundEvent {
  readonly event: LifeEvent;
  readonly unit?: string;
  readonly before?: SideMean;
  readonly after?: SideMean;
  /** The change from the mean before to the mean after, judged against the RCV. */
  readonly change?: JudgedChange;
  /** Results left out: censored, qualitative, or in another unit. */
  readonly skipped: number;
}

function meanOf(readings: readonly Reading[]): SideMean | undefined {
  if (readings.length === 0) return undefined;
  let sum = 0;
  for (const reading of readings) sum += reading.value as number;
  return {
    count: readings.length,
    mean: sum / readings.length,
    first: readings[0]!.date,
    last: readings[readings.length - 1]!.date,
  };
}

/**
 * Compares the results before an event (dated before its day) with those on
 * or after it. Only uncensored numbers in one unit count: the unit of the
 * latest such result; the rest are counted as skipped. With a side empty the
 * change is not given.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (date: string, value: number) => ({ code: "LDL", date, value, unit: "mg/dL" });
 * const around = aroundEvent(
 *   [at("2023-01-01", 160), at("2023-06-01", 164), at("2024-06-01", 96)],
 *   { date: "2024-03-01", text: "statin", kind: "medication" },
 *   { variation: { cv_i: 8.46, source: "EuBIVAS" } },
 * );
 * assert.equal(around.before?.mean, 162);
 * assert.equal(around.after?.mean, 96);
 * assert.equal(around.change?.verdict, "likely_real_decrease");
 * ```
 */
export function aroundEvent(
  readings: readonly Reading[],
  event: LifeEvent,
  rules: ChangeRules,
): AroundEvent {
  const numeric = readings.filter((r) =>
    typeof r.value === "number" && Number.isFinite(r.value) && r.comparator === undefined
  );
  const latest = numeric[numeric.length - 1];
  const key = latest === undefined ? undefined : unitKey(latest.unit);
  const usable = numeric.filter((r) => unitKey(r.unit) === key);
  const day = event.date.slice(0, 10);
  const before = meanOf(usable.filter((r) => r.date.slice(0, 10) < day));
  const after = meanOf(usable.filter((r) => r.date.slice(0, 10) >= day));
  const change = before !== undefined && after !== undefined
    ? judgeChange(
      { date: before.last, value: before.mean, unitKey: key, count: before.count },
      { date: after.first, value: after.mean, unitKey: key, count: after.count },
      rules,
    )
    : undefined;
  return {
    event,
    ...(latest?.unit !== undefined ? { unit: latest.unit } : {}),
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    ...(change !== undefined ? { change } : {}),
    skipped: readings.length - usable.length,
  };
}
