/**
 * The start-up check of the data folder: can this process read exactly the
 * folder it serves? When it cannot, the server still starts (so Claude
 * Desktop does not restart it in a loop) but says plainly, once on stderr
 * (Desktop's log), what is wrong and what to do, and every tool call answers
 * `store_unreadable` with the same words until the folder can be read.
 *
 * The causes a person can meet, each with its own advice:
 * - a folder name with a comma: Deno's `--allow-read=` list splits at commas,
 *   so the sandbox grants other paths and not this one (a manifest's
 *   `${user_config.…}` is substituted as it is, so no escaping can help);
 * - a sandbox that does not name the folder (or names a link, not the folder
 *   it points at);
 * - a folder that moved, was renamed or deleted, or is on a drive that is
 *   not connected; a file in its place; a folder the system will not let
 *   this user read.
 * A sandbox that grants more than the folder is not refused, but noted.
 *
 * @module
 */

import { StoreUnreadableError } from "./store/data_dir.ts";

/**
 * Where the person changes the folder, for each way of installing.
 *
 * @internal test seam: the test checks the refusal says where to choose the folder.
 */
export const WHERE_TO_CHOOSE =
  "choose the folder again in Claude Desktop (Settings > Extensions > Configure), " +
  "or give it to --data and --allow-read";

/** What is wrong with the data folder, and what to do about it. */
export interface FolderProblem {
  /** What is wrong with the folder ("it does not exist"). */
  readonly reason: string;
  /** What to do, as one sentence. */
  readonly hint: string;
}

/** What the check needs from the system; {@link denoProbe} is the real one. */
export interface FolderProbe {
  /** Whether this process's sandbox lets it read `path`. */
  readGranted(path: string): boolean;
  /** The real path of `path`; throws as `Deno.realPathSync` does. */
  realPath(path: string): string;
  /** Whether `path` is a directory; throws as `Deno.statSync` does. */
  isDirectory(path: string): boolean;
  /** Reads the directory's first entry; throws as `Deno.readDirSync` does. */
  list(path: string): void;
}

/** The probe of this process, through Deno's permission and file APIs. */
const denoProbe: FolderProbe = {
  readGranted: (path) => Deno.permissions.querySync({ name: "read", path }).state === "granted",
  realPath: (path) => Deno.realPathSync(path),
  isDirectory: (path) => Deno.statSync(path).isDirectory,
  list: (path) => {
    for (const _ of Deno.readDirSync(path)) break;
  },
};

/** The folder containing `path` (itself for a root). */
function parentOf(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, "");
  const cut = Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf("\\"));
  if (cut < 0) return path;
  const parent = trimmed.slice(0, cut);
  return parent === "" || /^[A-Za-z]:$/.test(parent) ? `${parent}${path[cut]}` : parent;
}

/** The problem a failed file-system call shows. */
function fileProblem(error: unknown, dataDir: string): FolderProblem {
  if (error instanceof Deno.errors.NotFound) {
    return {
      reason: "it does not exist",
      hint: "It was moved, renamed or deleted, or is on a drive that is not connected: " +
        `put it back, or ${WHERE_TO_CHOOSE}`,
    };
  }
  if (error instanceof Deno.errors.PermissionDenied) {
    return {
      reason: "the system does not let this user read it",
      hint: "Give your user read access to it (its sharing and permissions settings), " +
        "then restart the server",
    };
  }
  if (error instanceof Deno.errors.NotCapable) return notGranted(dataDir);
  return {
    reason: `it cannot be read (${(error as Error).message})`,
    hint: `Check that it is a folder your user can open, or ${WHERE_TO_CHOOSE}`,
  };
}

/** The problem of a sandbox that does not grant `dataDir`. */
function notGranted(dataDir: string, realPath?: string): FolderProblem {
  if (dataDir.includes(",")) {
    return {
      reason: "its path has a comma, and the sandbox's --allow-read list splits paths at " +
        "commas, so it grants other paths and not this folder",
      hint: "Rename the folder (or the folder it is in) without a comma, then " +
        "choose it again in Claude Desktop (Settings > Extensions > Configure); " +
        "on a command line, write each comma of --allow-read twice",
    };
  }
  if (realPath !== undefined) {
    return {
      reason: `it is a link to "${realPath}", which the sandbox does not let this server read`,
      hint: `Choose "${realPath}" itself: ${WHERE_TO_CHOOSE}`,
    };
  }
  return {
    reason: "the sandbox does not let this server read it",
    hint: `The --allow-read of its command line names another folder: ${WHERE_TO_CHOOSE}`,
  };
}

/** The outcome of the check. */
export interface FolderCheck {
  /** Why the folder cannot be served, if it cannot. */
  readonly problem?: FolderProblem;
  /** A note that does not stop anything (a sandbox wider than the folder). */
  readonly note?: string;
}

/**
 * Checks that this process can read exactly `dataDir` (an absolute path):
 * its sandbox grants it and its real path, the folder exists, is a folder
 * and can be listed. Never throws.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const probe = {
 *   readGranted: (path: string) => path === "/data/a",
 *   realPath: (path: string) => path,
 *   isDirectory: () => true,
 *   list: () => {},
 * };
 * assert.deepEqual(checkDataFolder("/data/a", probe), {});
 * assert.match(checkDataFolder("/data/a,b", probe).problem!.reason, /has a comma/);
 * ```
 */
export function checkDataFolder(dataDir: string, probe: FolderProbe = denoProbe): FolderCheck {
  try {
    if (!probe.readGranted(dataDir)) return { problem: notGranted(dataDir) };
    const real = probe.realPath(dataDir);
    if (real !== dataDir && !probe.readGranted(real)) {
      return { problem: notGranted(dataDir, real) };
    }
    if (!probe.isDirectory(real)) {
      return {
        problem: {
          reason: "it is a file, not a folder",
          hint: `Choose the folder that holds your result files: ${WHERE_TO_CHOOSE}`,
        },
      };
    }
    probe.list(real);
    const parent = parentOf(real);
    if (parent !== real && probe.readGranted(parent)) {
      return {
        note: `the sandbox lets this server read more than its data folder "${dataDir}" ` +
          `(at least "${parent}"); grant --allow-read for the folder alone`,
      };
    }
    return {};
  } catch (error) {
    return { problem: fileProblem(error, dataDir) };
  }
}

/**
 * The one stderr line for a problem.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   problemLine("/d", { reason: "it does not exist", hint: "Put it back" }),
 *   'cannot read the data folder "/d": it does not exist. Put it back. ' +
 *     "Until then every tool answers store_unreadable",
 * );
 * ```
 */
export function problemLine(dataDir: string, problem: FolderProblem): string {
  return `cannot read the data folder "${dataDir}": ${problem.reason}. ${problem.hint}. ` +
    "Until then every tool answers store_unreadable";
}

/** The error a tool call answers with while the problem lasts. */
export function problemError(dataDir: string, problem: FolderProblem): StoreUnreadableError {
  return new StoreUnreadableError(dataDir, problem.reason, problem.hint);
}
