/**
 * Runs the test files of tests/reliability/ in one isolate, found when the run
 * starts (`test_files.ts`).
 *
 * @module
 */

import { loadTests } from "./test_files.ts";

await loadTests("reliability");
