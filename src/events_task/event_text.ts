/**
 * Adding an event to the text of an `events.yaml` without disturbing what
 * the person wrote: the event is appended as a new list item, comments and
 * order are kept, and the whole result is parsed again before it may be
 * written, so a file this produces always loads. Pure.
 *
 * @module
 */

import type { LifeEvent } from "../domain/changes/life_events.ts";
import { EventsFileError, parseEventsText } from "../store/events_file.ts";
import { MAX_SIDE_FILE_BYTES } from "../store/side_file.ts";

/** An event that cannot be added: itself invalid, or the file would grow past what the server reads. */
export class EventRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EventRefusedError";
  }
}

/** The YAML lines of one event; the text is double-quoted, so any character is safe. */
function eventLines(event: LifeEvent): string[] {
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
  const lines = `${eventLines(event).join("\n")}\n`;
  try {
    parseEventsText(lines, file);
  } catch (error) {
    if (!(error instanceof EventsFileError)) throw error;
    throw new EventRefusedError(`The event is not valid: ${error.reason}`);
  }
  const base = existing === "" || existing.endsWith("\n") ? existing : `${existing}\n`;
  const next = `${base}${lines}`;
  const bytes = new TextEncoder().encode(next).length;
  if (bytes > MAX_SIDE_FILE_BYTES) {
    throw new EventRefusedError(
      `"${file}" would grow to ${bytes} bytes, over the ${MAX_SIDE_FILE_BYTES} bytes the server reads`,
    );
  }
  parseEventsText(next, file);
  return next;
}
