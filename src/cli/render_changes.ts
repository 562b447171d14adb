/**
 * "What changed since" as text for people: a line of counts, then one table
 * per test date, newest first, each result with its previous value and the
 * verdict on the change (beyond the RCV, within it, or not judged and why;
 * on a marker's newest result also the change since the baseline), then
 * each marker still out of range from before the day, never repeated since,
 * with its age, and the sources of the figures once at the end.
 *
 * @module
 */

import type { ChangesSince, PreviousChange } from "../domain/answers/what_changed.ts";
import { ageWords } from "../domain/answers/abnormal_now.ts";
import { isOutOfRange } from "../domain/readings/flags.ts";
import { crossingWords } from "../domain/changes/meaningful.ts";
import {
  flagLetter,
  formatRange,
  formatTime,
  formatValue,
  plural,
  TYPOGRAPHIC,
} from "../domain/readings/format.ts";
import { flagCell, valueCell } from "./cells.ts";
import { renderTable } from "./table.ts";

function signed(value: number): string {
  return `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(1)} %`;
}

/**
 * The verdict in a few words, e.g. `−15.9 %, likely real (RCV +8.9 %/−8.1 %)`,
 * and, when the result crossed its range, whether it is now out of range or
 * back in it (`outNow`) and whether that move is a meaningful change.
 *
 * @internal tested alone: each verdict's words, which the table shows only for the results a store holds.
 */
export function verdictCell(change: PreviousChange | undefined, outNow = false): string {
  if (change === undefined) return "first result";
  const percent = change.percent === undefined ? "" : `${signed(change.percent)}, `;
  const crossing = crossingWords(change, change.crossed_range === true, outNow);
  const crossed = crossing === undefined ? "" : `; ${crossing}`;
  const labs = change.labs === "different"
    ? "; labs differ"
    : change.labs === "unknown"
    ? "; labs not recorded"
    : "";
  if (change.verdict === "likely_real_increase" || change.verdict === "likely_real_decrease") {
    return `${percent}likely real (RCV ${signed(change.rcv_up ?? 0)}/${
      signed(change.rcv_down ?? 0)
    }${labs})${crossed}`;
  }
  if (change.verdict === "within_expected_variation") {
    return `${percent}within expected variation${labs}${crossed}`;
  }
  if (change.verdict === "at_limit") {
    return `${percent}at the limit of expected variation (RCV ${signed(change.rcv_up ?? 0)}/${
      signed(change.rcv_down ?? 0)
    }${labs})${crossed}`;
  }
  return `${percent}not judged: ${(change.reason ?? "unknown").replaceAll("_", " ")}${crossed}`;
}

/** Renders what changed since a day, or the note when nothing did. */
export function renderChanges(answer: ChangesSince, colour: boolean): string {
  const { results, out_of_range, meaningful, not_repeated } = answer.counts;
  const head = answer.since === undefined
    ? "All results"
    : `Since ${answer.since}${
      answer.since_basis === "previous_test" ? " (the previous test)" : ""
    }`;
  const lines = [
    `${head}: ${plural(results, "result")}, ${out_of_range} out of range, ${
      plural(meaningful, "meaningful change")
    }${
      not_repeated > 0
        ? `; ${plural(not_repeated, "earlier result")} still out of range, not repeated since`
        : ""
    }`,
  ];
  if (answer.note !== undefined) lines.push(answer.note);
  const rows = answer.dates.flatMap(({ results: list }) =>
    list.map((r) => [
      r.code,
      formatTime(r.time),
      valueCell(r),
      r.unit ?? "",
      formatRange(r, TYPOGRAPHIC),
      flagCell(r.flag),
      r.change === undefined
        ? ""
        : `${formatValue(r.change.from, TYPOGRAPHIC)}${
          r.change.from_unit === undefined ? "" : ` ${r.change.from_unit}`
        }${
          r.change.from_equivalent === undefined
            ? ""
            : ` (= ${r.change.from_equivalent.value} ${r.change.from_equivalent.unit})`
        } (${r.change.from.date})`,
      r.since_baseline === undefined
        ? verdictCell(r.change, isOutOfRange(r.flag))
        : `${verdictCell(r.change, isOutOfRange(r.flag))} · since ${r.since_baseline.from.date} (${
          formatValue(r.since_baseline.from, TYPOGRAPHIC)
        }${r.since_baseline.from_unit === undefined ? "" : ` ${r.since_baseline.from_unit}`}): ${
          verdictCell(r.since_baseline, isOutOfRange(r.flag))
        }`,
    ])
  );
  const table = renderTable(
    [
      { header: "Code", max: 14 },
      { header: "Time", optional: true },
      { header: "Value", align: "right", max: 16 },
      { header: "Unit", max: 14 },
      { header: "Range", max: 24 },
      { header: "Flag", optional: true },
      { header: "Previous", optional: true, max: 40 },
      { header: "Change", optional: true, max: 110 },
    ],
    rows,
    colour,
    "  ",
  );
  let row = 0;
  const sources = new Set<string>();
  for (const { date, results: list } of answer.dates) {
    lines.push("", date, table.header, ...table.rows.slice(row, row + list.length));
    row += list.length;
    for (const r of list) if (r.change?.source !== undefined) sources.add(r.change.source);
  }
  if (answer.omitted) lines.push("", `${plural(answer.omitted, "older result")} not shown`);
  if (answer.not_repeated.length > 0) {
    lines.push(
      "",
      `Still out of range, drawn on or before ${answer.since} and not repeated since:`,
    );
    for (const r of answer.not_repeated) {
      const range = formatRange(r, TYPOGRAPHIC);
      lines.push(
        `  ${r.code} ${formatValue(r, TYPOGRAPHIC)}${r.unit ? ` ${r.unit}` : ""} ${
          flagLetter(r.flag)
        }${range ? ` (range ${range})` : ""} on ${r.date}, ${ageWords(r.age_days)}${
          (r.during ?? []).map((e) => `, during ${e.kind} "${e.text}" (${e.date} to ${e.end})`)
            .join("")
        }`,
      );
    }
  }
  if (sources.size > 0) lines.push("", `Variation figures: ${[...sources].join("; ")}`);
  return lines.join("\n") + "\n";
}
