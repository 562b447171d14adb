/**
 * `report`: placeholder until the report lands.
 *
 * @module
 */

import type { ReportArgs } from "../cli/args.ts";
import type { StoreSnapshot } from "../store/store.ts";

/** Writes the report. */
export function runReport(
  _args: ReportArgs,
  _view: StoreSnapshot,
): Promise<{ code: number; out?: string; err?: string }> {
  return Promise.resolve({ code: 1, err: "The report is not built yet\n" });
}
