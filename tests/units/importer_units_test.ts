/**
 * Runs the unit tests of `src/importer/` in one isolate, found when the run starts
 * (`unit_files.ts`).
 *
 * @module
 */

import { loadUnitTests } from "./unit_files.ts";

await loadUnitTests("importer");
