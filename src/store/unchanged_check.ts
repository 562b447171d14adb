/**
 * The warm call's check that nothing the store was read from changed: the
 * checks of a refresh that finds nothing to do (the data directory's real
 * path, its listing reused, one `lstat` per file and side file), run at once,
 * with no timer and no turn of the event loop. When it cannot vouch for
 * everything, the store runs its refresh, which reads what changed and says
 * what went wrong.
 *
 * @module
 */

import type { FileState } from "./append_plan.ts";
import { appendPlan } from "./append_plan.ts";
import type { DataDirectory } from "./data_dir.ts";
import { EVENTS, OVERLAY, type SideFileState, sideFileUnchanged } from "./side_file.ts";
import type { StoreProblem } from "./store_problem.ts";

/**
 * The key of the entry problems found (the store hands out its last snapshot
 * when it is the key that snapshot was built with), `"elsewhere"` when the
 * data directory now resolves to another one, or `undefined` when anything
 * changed, the directory must be listed again, or a check failed.
 */
export function nothingChanged(
  dir: DataDirectory,
  files: ReadonlyMap<string, FileState>,
  overlay: SideFileState<unknown> | undefined,
  events: SideFileState<unknown> | undefined,
): string | undefined {
  try {
    if (dir.resolveRoot()) return "elsewhere";
    const entryProblems: StoreProblem[] = [];
    const listed = dir.regularFiles(entryProblems, { reuseOnly: true });
    if (listed === undefined) return undefined;
    for (const [spec, state] of [[OVERLAY, overlay], [EVENTS, events]] as const) {
      if (!sideFileUnchanged(dir.path(spec.name), state, dir.surelyAbsent(spec.name))) {
        return undefined;
      }
    }
    if (appendPlan(files, listed)?.length !== 0) return undefined;
    return JSON.stringify(entryProblems);
  } catch {
    return undefined;
  }
}
