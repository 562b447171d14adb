/**
 * Reading a person's `events.yaml`: a list of dated events (a medication
 * started, an illness, a pregnancy) kept beside the results. The file is
 * untrusted text: each event is validated with its line number, its text is
 * cleaned and capped, and a broken file is an error that names the file and
 * the line (the server then shows no events, and `check` reports it).
 *
 * ```yaml
 * - date: 2024-03-01
 *   text: atorwastatyna 20 mg
 *   kind: medication
 * - date: 2021-10-02
 *   end: 2021-10-16
 *   text: COVID-19
 *   kind: illness
 * ```
 *
 * @module
 */

import { CORE_SCHEMA, load, YAMLException } from "js-yaml";
import { z } from "zod";
import { dateProblem } from "../domain/readings/dates.ts";
import { EVENT_KINDS, type LifeEvent } from "../domain/changes/life_events.ts";
import { cleanText } from "../domain/text.ts";
import { yamlLine } from "./dictionary_file.ts";
import { describeIssue } from "./schemas.ts";

/** The events file's name in the data directory. */
export const EVENTS_NAME = "events.yaml";

/** How many events a file may hold. */
const MAX_EVENTS = 1000;

/** An `events.yaml` that cannot be used, with where the problem is. */
export class EventsFileError extends Error {
  readonly file: string;
  /** 1-based line, when known. */
  readonly line: number | undefined;
  /** What is wrong, without the file and line. */
  readonly reason: string;

  constructor(file: string, line: number | undefined, reason: string) {
    super(`Cannot load "${file}"${line === undefined ? "" : ` line ${line}`}: ${reason}`);
    this.name = "EventsFileError";
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}

const day = z.string().check((ctx) => {
  const problem = /^\d{4}-\d{2}-\d{2}$/.test(ctx.value)
    ? dateProblem(ctx.value)
    : "expected YYYY-MM-DD";
  if (problem) {
    ctx.issues.push({
      code: "custom",
      message: `${JSON.stringify(ctx.value)} is not a valid date: ${problem}`,
      input: ctx.value,
    });
  }
});

/** One event of the file. */
const eventSchema = z.strictObject({
  date: day,
  end: day.optional(),
  text: z.string().trim().min(1, "must not be empty").max(500, "must be at most 500 characters"),
  kind: z.enum(EVENT_KINDS, `must be one of ${EVENT_KINDS.join(", ")}`).default("other"),
}).check((ctx) => {
  if (ctx.value.end !== undefined && ctx.value.end < ctx.value.date) {
    ctx.issues.push({
      code: "custom",
      path: ["end"],
      message: `${ctx.value.end} is before "date" ${ctx.value.date}`,
      input: ctx.value,
    });
  }
});

/** The 1-based line of each top-level list item (`- …` at column 0). */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  text.split("\n").forEach((line, i) => {
    if (/^-(\s|$)/.test(line)) lines.push(i + 1);
  });
  return lines;
}

/**
 * Parses an events file. An empty file (or only comments) has no events.
 * Events come back in date order, their text cleaned.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const events = parseEventsText("- date: 2024-03-01\n  text: statin\n  kind: medication\n", "events.yaml");
 * assert.deepEqual(events, [{ date: "2024-03-01", text: "statin", kind: "medication" }]);
 * assert.throws(() => parseEventsText("- date: 2024-13-01\n  text: x\n", "events.yaml"), /"events.yaml" line 1: event 1: "date"/);
 * ```
 */
export function parseEventsText(text: string, file: string): LifeEvent[] {
  const body = text.replace(/^\uFEFF/, "");
  if (body.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("#"))) {
    return [];
  }
  let document: unknown;
  try {
    document = load(body, { filename: file, schema: CORE_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new EventsFileError(file, yamlLine(error, body), error.reason);
    }
    throw new EventsFileError(file, undefined, String(error));
  }
  if (!Array.isArray(document)) {
    throw new EventsFileError(file, 1, 'must be a list of events ("- date: YYYY-MM-DD" items)');
  }
  if (document.length > MAX_EVENTS) {
    throw new EventsFileError(
      file,
      undefined,
      `has ${document.length} events; at most ${MAX_EVENTS}`,
    );
  }
  const lines = itemLines(body);
  const events: LifeEvent[] = [];
  document.forEach((raw, i) => {
    const parsed = eventSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      throw new EventsFileError(
        file,
        lines[i],
        `event ${i + 1}: ${describeIssue(parsed.error, raw)}`,
      );
    }
    const { date, end, text: what, kind } = parsed.data;
    events.push({ date, ...(end !== undefined ? { end } : {}), text: cleanText(what, 200), kind });
  });
  return events.sort((a, b) => a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
}
