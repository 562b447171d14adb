/**
 * Adding an event to the text of an `events.yaml` without disturbing what
 * the person wrote: the event is appended as a new list item, comments and
 * order are kept, and the whole result is parsed again before it may be
 * written, so a file this produces always loads. Pure.
 *
 * @module
 */

import type { LifeEvent } from "../domain/events.ts";
import { parseEventsText } from "../store/events_file.ts";

/** The YAML lines of one event; the text is double-quoted, so any character is safe. */
export function eventLines(event: LifeEvent): string[] {
  return [
    `- date: ${event.date}`,
    ...(event.end !== undefined ? [`  end: ${event.end}`] : []),
    `  text: ${JSON.stringify(event.text)}`,
    `  kind: ${event.kind}`,
  ];
}

/**
 * The text of an events file with `event` appended. Throws the file's own
 * error (with its line) when the existing text is broken, and the event's
 * when it is invalid: nothing is ever written on top of a broken file.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = withEvent("# mine\n", { date: "2024-03-01", text: "statin: 20 mg", kind: "medication" }, "events.yaml");
 * assert.equal(text, '# mine\n- date: 2024-03-01\n  text: "statin: 20 mg"\n  kind: medication\n');
 * assert.throws(() => withEvent("", { date: "2024-02-30", text: "x", kind: "other" }, "events.yaml"), /not a valid date/);
 * ```
 */
export function withEvent(existing: string, event: LifeEvent, file: string): string {
  parseEventsText(existing, file);
  const base = existing === "" || existing.endsWith("\n") ? existing : `${existing}\n`;
  const next = `${base}${eventLines(event).join("\n")}\n`;
  parseEventsText(next, file);
  return next;
}
