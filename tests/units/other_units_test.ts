/**
 * Runs the unit tests of the rest of `src/` in one isolate, found when the run starts
 * (`unit_files.ts`).
 *
 * @module
 */

import { loadUnitTests } from "./unit_files.ts";

await loadUnitTests("other");
