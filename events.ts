/**
 * `deno task events`: keeps a person's `events.yaml` (medications started,
 * illnesses, pregnancies) beside their results. Run as the launcher, it
 * re-runs itself sandboxed, reading the data directory and writing only
 * `events.yaml` and its temp and lock files (`src/events_task/events_entry.ts`).
 *
 * @module
 */

import { EVENTS_ENTRY } from "./src/events_task/events_entry.ts";
import { runEntryPoint } from "./src/sandboxed_child.ts";

if (import.meta.main) runEntryPoint(import.meta.url, EVENTS_ENTRY);
