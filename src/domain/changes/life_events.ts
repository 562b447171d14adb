/**
 * Events a person notes beside their results (a medication started, an
 * illness, a pregnancy), and what they explain: which events fall inside a
 * trend's dates, and how the mean of a marker's results before an event
 * compares with the mean after it, judged against the reference change value
 * of means. Pure.
 *
 * @module
 */

import type { Reading } from "../readings/reading.ts";
import type { ChangeRules } from "./rcv.ts";
import { judgeMeans, type MeansChange } from "./rcv_means.ts";
import { conversionOf, convertValue, type UnitRules } from "../readings/convert.ts";
import type { AppliedConversion } from "../series/unit_merge.ts";
import { cleanText } from "../text.ts";
import { unitKey } from "../readings/units.ts";

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

/**
 * One side of an event: how many results, over which dates, and their mean.
 * The mean is absent when a result of the side is censored (`<0.5`): left
 * out it would bias the mean, and its limit put in would be a guess.
 */
export interface SideMean {
  readonly count: number;
  readonly mean?: number;
  /** The dates of the side's first and last result (`YYYY-MM-DD`). */
  readonly first: string;
  readonly last: string;
  /** How many of the results are censored (then there is no mean). */
  readonly censored?: number;
  /** How many were converted into the unit of the means by a cited factor. */
  readonly converted?: number;
}

/** Results no side counts, by why. */
export interface LeftOut {
  /** Text results (`hemoliza`, `dodatni`). */
  readonly not_numeric?: number;
  /** Results in a unit with no cited factor to the unit of the means. */
  readonly other_unit?: number;
  /** Results after the event's end. */
  readonly after_end?: number;
}

/** Results before and after an event, their means and the judged change of the means. */
export interface AroundEvent {
  readonly event: LifeEvent;
  /** The unit of both means. */
  readonly unit?: string;
  /** Results up to and including the event's day (a result that day is taken before it). */
  readonly before?: SideMean;
  /** Results after the event's day, up to its end when it has one. */
  readonly after?: SideMean;
  /** The last day the after side counts: the event's end. */
  readonly until?: string;
  /** The change from the mean before to the mean after, judged against the RCV of means. */
  readonly change?: MeansChange;
  /** The factors that brought other units into the unit of the means. */
  readonly conversions?: readonly AppliedConversion[];
  readonly left_out?: LeftOut;
}

/** What the caller knows about the marker's units. */
export interface AroundOptions {
  /** The marker's preferred unit and cited conversions. */
  readonly units?: UnitRules | undefined;
  /** The unit to compare in (the trend's); default the preferred unit, else the latest result's. */
  readonly unit?: string | undefined;
}

/** A reading brought into the unit of the means. */
interface Counted {
  readonly date: string;
  readonly value: number;
  readonly censored: boolean;
  readonly converted: boolean;
  readonly lab: string | undefined;
}

function sideOf(readings: readonly Counted[]): SideMean | undefined {
  if (readings.length === 0) return undefined;
  const censored = readings.filter((r) => r.censored).length;
  const converted = readings.filter((r) => r.converted).length;
  const sum = readings.reduce((total, r) => total + r.value, 0);
  return {
    count: readings.length,
    ...(censored === 0 ? { mean: sum / readings.length } : { censored }),
    first: readings[0]!.date,
    last: readings[readings.length - 1]!.date,
    ...(converted > 0 ? { converted } : {}),
  };
}

/**
 * The unit to compare in: the first candidate the latest numeric result
 * converts to, spelled as that result spells it when the two are one unit.
 */
function targetUnit(latest: Reading, options: AroundOptions): string {
  for (const candidate of [options.unit, options.units?.preferred]) {
    if (candidate === undefined) continue;
    const plan = conversionOf(options.units, latest.unit, candidate);
    if (plan.kind === "same") return latest.unit ?? candidate;
    if (plan.kind === "factor") return candidate;
  }
  return latest.unit ?? "";
}

/** The lab of a side when all its results name the same one; else unknown. */
function labOf(readings: readonly Counted[]): string | undefined {
  const labs = new Set(readings.map((r) => r.lab));
  const [only] = labs;
  return labs.size === 1 ? only : undefined;
}

/**
 * Compares the mean of the results before an event with the mean after it.
 * Before: results up to and including the event's day (a result on the day
 * a medication starts is a pre-dose value). After: results after that day,
 * up to the event's end when it has one (the caller bounds both sides with
 * the readings it passes, e.g. a trend's `from` and `to`). Results in another
 * unit are converted by the marker's cited factors; text results and units
 * with no factor are left out and counted. A side with a censored result
 * has no mean and the change is not assessable. The change is judged against
 * the RCV of means ({@link judgeMeans}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (date: string, value: number) => ({ code: "LDL", date, value, unit: "mg/dL" });
 * const around = aroundEvent(
 *   [at("2023-01-01", 160), at("2024-03-01", 164), at("2024-06-01", 96)],
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
  options: AroundOptions = {},
): AroundEvent {
  const numeric = readings.filter((r) => typeof r.value === "number" && Number.isFinite(r.value));
  const latest = numeric[numeric.length - 1];
  const unit = latest === undefined ? undefined : targetUnit(latest, options);
  const day = event.date.slice(0, 10);
  const until = event.end?.slice(0, 10);
  const applied = new Map<string, AppliedConversion>();
  const before: Counted[] = [];
  const after: Counted[] = [];
  let otherUnit = 0;
  let afterEnd = 0;
  for (const reading of numeric) {
    const plan = conversionOf(options.units, reading.unit, unit ?? "");
    if (plan.kind === "none") {
      otherUnit++;
      continue;
    }
    const date = reading.date.slice(0, 10);
    if (date > day && until !== undefined && date > until) {
      afterEnd++;
      continue;
    }
    const value = reading.value as number;
    if (plan.kind === "factor") {
      const from = cleanText(reading.unit ?? "(no unit)");
      const seen = applied.get(unitKey(from));
      applied.set(unitKey(from), {
        from: seen?.from ?? from,
        factor: plan.factor,
        source: plan.source,
        count: (seen?.count ?? 0) + 1,
      });
    }
    (date <= day ? before : after).push({
      date,
      value: plan.kind === "factor" ? convertValue(value, plan.factor) : value,
      censored: reading.comparator !== undefined,
      converted: plan.kind === "factor",
      lab: reading.lab,
    });
  }
  const beforeSide = sideOf(before);
  const afterSide = sideOf(after);
  const change = beforeSide === undefined || afterSide === undefined
    ? undefined
    : beforeSide.mean === undefined || afterSide.mean === undefined
    ? { verdict: "not_assessable" as const, reason: "censored" as const }
    : judgeMeans(
      {
        mean: beforeSide.mean,
        count: beforeSide.count,
        date: beforeSide.last,
        unitKey: unitKey(unit),
        lab: labOf(before),
      },
      {
        mean: afterSide.mean,
        count: afterSide.count,
        date: afterSide.first,
        unitKey: unitKey(unit),
        lab: labOf(after),
      },
      rules,
    );
  const notNumeric = readings.length - numeric.length;
  const leftOut: LeftOut = {
    ...(notNumeric > 0 ? { not_numeric: notNumeric } : {}),
    ...(otherUnit > 0 ? { other_unit: otherUnit } : {}),
    ...(afterEnd > 0 ? { after_end: afterEnd } : {}),
  };
  return {
    event,
    ...(unit !== undefined && unit !== "" ? { unit } : {}),
    ...(beforeSide !== undefined ? { before: beforeSide } : {}),
    ...(afterSide !== undefined ? { after: afterSide } : {}),
    ...(until !== undefined ? { until } : {}),
    ...(change !== undefined ? { change } : {}),
    ...(applied.size > 0 ? { conversions: [...applied.values()] } : {}),
    ...(Object.keys(leftOut).length > 0 ? { left_out: leftOut } : {}),
  };
}
