/**
 * What the store-fuzz tests ask of a hostile store: `check --json` run in
 * process, and the number of results the real server serves. Shared by
 * `store_fuzz_test.ts` and the stress cases of
 * `tests/ext/reliability/store_stress_test.ts`.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { RawServer } from "../../support/server_process.ts";
import { runCliInProcess } from "../helpers.ts";
import { field } from "./support.ts";

/** `check --json`'s answer. */
export interface CheckJson {
  result_count: number;
  problems: { kind: string; file?: string; line?: number; message: string }[];
}

/** `check --json` in process (its spawned form is run by the dictionary tests). */
export async function checkJson(dir: string): Promise<CheckJson & { code: number }> {
  const run = await runCliInProcess(dir, ["check", "--json"]);
  return { ...(JSON.parse(run.stdout) as CheckJson), code: run.code };
}

/** How many results the server's `list_markers` counts over every marker. */
export async function servedCount(server: RawServer): Promise<number> {
  const list = await server.call("list_markers");
  assert.equal(list.isError, false, list.text);
  const markers = field(list.body, "markers") as { count: number }[];
  return markers.reduce((sum, m) => sum + m.count, 0);
}
