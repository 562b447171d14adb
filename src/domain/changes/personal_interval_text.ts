/**
 * A personal reference interval (`personal_interval.ts`) in one line of
 * plain text, as the tools' text and the CLI show it: the limits with their
 * basis and source, or why there is none. Pure.
 *
 * @module
 */

import type { JudgedChange } from "./rcv.ts";
import type { LifeEvent } from "./life_events.ts";
import {
  hasInterval,
  type NoIntervalReason,
  type NoPersonalInterval,
  type Outlier,
  type PersonalIntervalAnswer,
} from "./personal_interval_types.ts";

const REASON_TEXT: Readonly<Record<NoIntervalReason, string>> = {
  no_steady_state: "not assessable: this marker has no steady state",
  no_variation_data: "not assessable: no within-person variation figure for this marker",
  intra_day:
    "not assessable: readings within a day vary with meals and time, and a personal interval needs one result per draw under the same conditions (fasting, morning; Fraser 2001, Coşkun 2022)",
  other_scale:
    "not assessable: the within-person CV was measured on the {scale} scale, not this one",
  labs_unknown:
    "not assessable: the latest result names no lab, and this marker's methods differ between labs",
  different_labs:
    "not assessable: the previous results are from other labs or none recorded ({other}), and this marker's methods differ between labs",
  degenerate:
    "not assessable: the values cannot give an interval (not positive, or too small or too large to compute)",
  too_few_results: "too few previous exact results",
  usual_outside_range: "this person's usual values lie {side} the lab's range",
  trend: "not assessable: the results trend over time (no steady state)",
  outlier:
    "not assessable: previous results lie outside what the others predict (more outliers than can be left out; no steady state)",
  too_variable: "not assessable: the results vary too much for a symmetric interval",
};

/** The verdicts a note can name (only these ever disagree with a position). */
const VERDICT_TEXT: Readonly<Partial<Record<JudgedChange["verdict"], string>>> = {
  likely_real_increase: "likely a real increase",
  likely_real_decrease: "likely a real decrease",
  within_expected_variation: "within expected variation",
  not_assessable: "not assessable",
};

function eventText(event: LifeEvent): string {
  const span = event.end === undefined ? event.date : `${event.date}..${event.end}`;
  return `event ${span} ${event.kind} ${JSON.stringify(event.text)}`;
}

function outlierText(found: readonly Outlier[] | undefined): string {
  if (found === undefined || found.length === 0) return "";
  const list = found.map((o) => `${o.value}${o.date === "" ? "" : ` on ${o.date}`}`).join(", ");
  return `, ${found.length} outlier${found.length === 1 ? "" : "s"} left out: ${list}`;
}

function leftOutText(answer: PersonalIntervalAnswer): string {
  const parts: string[] = [];
  if (answer.excluded > 0) parts.push(`${answer.excluded} censored/text`);
  const before = answer.left_out?.before_event ?? 0;
  if (before > 0) parts.push(`${before} before the event`);
  const other = answer.left_out?.other_lab ?? 0;
  if (other > 0) parts.push(`${other} of other or unrecorded labs`);
  return parts.length === 0 ? "" : `, ${parts.join(", ")} left out`;
}

function noneText(answer: NoPersonalInterval): string {
  const where = [
    ...(answer.since_event !== undefined ? [` since ${eventText(answer.since_event)}`] : []),
    ...(answer.lab !== undefined ? [` at ${JSON.stringify(answer.lab)}`] : []),
  ].join("");
  let text = REASON_TEXT[answer.reason]
    .replace("{scale}", answer.scale ?? "another")
    .replace("{other}", String(answer.left_out?.other_lab ?? 0))
    .replace(
      "{side}",
      answer.direction === "high" ? "above" : answer.direction === "low" ? "below" : "outside",
    );
  if (answer.reason === "too_few_results") {
    text += `${where} (${answer.n}; needs ${answer.needed})`;
  } else if (answer.reason === "usual_outside_range" && answer.usual !== undefined) {
    text +=
      ` (${answer.outside} of ${answer.n} previous results, ${answer.usual.low}-${answer.usual.high}${
        answer.since_event !== undefined ? `, since ${eventText(answer.since_event)}` : ""
      }): no "normal for you" is given`;
  } else if (answer.reason === "intra_day" && answer.days !== undefined) {
    text += ` (${answer.days_with_several} of ${answer.days} days hold several readings)`;
  } else if (where !== "" && answer.reason !== "different_labs") text += `; results${where}`;
  return `personal interval: none, ${text}${outlierText(answer.outliers)}`;
}

/**
 * One short line for the model and the CLI.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   personalIntervalSentence({ reason: "too_few_results", n: 2, needed: 3, excluded: 0 }),
 *   "personal interval: none, too few previous exact results (2; needs 3)",
 * );
 * ```
 */
export function personalIntervalSentence(answer: PersonalIntervalAnswer): string {
  if (!hasInterval(answer)) return noneText(answer);
  const what = answer.basis === "own_cv"
    ? `own CV ${answer.cv} %, t=${answer.k}`
    : `CVI ${answer.cv_i} % and CVA ${answer.cv_a} %, Z=${answer.k}`;
  const floor = answer.floor === "analytical"
    ? `, widened to ±1.96×CVA (${answer.floor_cv_a} %)`
    : answer.floor === "resolution"
    ? `, widened to the printed resolution (±${answer.step})`
    : "";
  const event = answer.since_event === undefined
    ? ""
    : `, only results after ${eventText(answer.since_event)}`;
  const lab = answer.lab !== undefined
    ? ` at ${JSON.stringify(answer.lab)}`
    : answer.labs_mixed === "different"
    ? " at more than one lab (assumes comparable methods)"
    : answer.labs_mixed === "unknown"
    ? " at labs not all recorded (assumes comparable methods)"
    : "";
  const latest = answer.latest;
  let placed = latest === undefined
    ? ""
    : latest.position === "inside"
    ? `; latest ${latest.value} inside`
    : `; latest ${latest.value} ${latest.position} it`;
  if (latest?.versus_change !== undefined) {
    const from = latest.versus_change_from ?? "previous";
    const why = from === "first" && (answer.left_out?.before_event ?? 0) > 0
      ? "the first result is from before the event, this interval from the results after it"
      : `that compares with one result against the population's within-person variation, this interval with ${answer.n} results around their set point${
        answer.basis === "own_cv" ? ` and this person's own variation (CV ${answer.cv} %)` : ""
      }`;
    placed += `, while the change from the ${from} result is ${
      VERDICT_TEXT[latest.versus_change] ?? latest.versus_change.replaceAll("_", " ")
    }: ${why}`;
  }
  return `personal interval ${answer.low}-${answer.high} (set point ${answer.set_point}; from n=${answer.n} previous ${answer.first_date}..${answer.last_date}${lab}${event}, ${what}${floor}${
    leftOutText(answer)
  }${outlierText(answer.outliers)}; ${
    answer.basis === "own_cv" ? "Coşkun 2022" : "Coşkun 2021"
  })${placed}`;
}
