/**
 * Runs the test files of tests/app/, tests/install/, tests/events/ and
 * tests/support/ in one isolate, found when the run starts (`test_files.ts`).
 *
 * @module
 */

import { loadTests } from "./test_files.ts";

await loadTests("app");
