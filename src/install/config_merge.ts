/**
 * Merging one server entry into the text of `claude_desktop_config.json`.
 * Pure. Every other server and setting is kept as it was; a file that is not
 * a JSON object is refused; an entry of the same name is replaced only when
 * forced. A refusal changes nothing, because nothing has been written yet.
 *
 * @module
 */

import type { DesktopEntry } from "./desktop_entry.ts";
import { InstallError } from "./task.ts";

/** What merging did. */
export type MergeResult =
  | { readonly kind: "merged"; readonly text: string; readonly replaced: boolean }
  | { readonly kind: "unchanged" };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function refuse(file: string, reason: string): never {
  throw new InstallError(`Cannot update "${file}": ${reason}. Nothing was changed`);
}

/**
 * Merges `entry` under `mcpServers[name]` into `existing` (the file's text,
 * or `undefined` when there is no file yet). `file` names it in messages.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const result = mergeDesktopConfig('{"theme":"dark"}', "bw", { command: "/b", args: [] }, false, "c.json");
 * assert.equal(result.kind, "merged");
 * if (result.kind === "merged") {
 *   assert.deepEqual(JSON.parse(result.text), { theme: "dark", mcpServers: { bw: { command: "/b", args: [] } } });
 * }
 * ```
 */
export function mergeDesktopConfig(
  existing: string | undefined,
  name: string,
  entry: DesktopEntry,
  force: boolean,
  file: string,
): MergeResult {
  let config: Record<string, unknown> = {};
  if (existing !== undefined) {
    const text = existing.replace(/^\uFEFF/, "");
    if (text.trim() === "") {
      refuse(file, "it is empty, which is not valid JSON. Write {} into it or delete it");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      refuse(file, `it is not valid JSON (${(error as Error).message}). Fix it or move it away`);
    }
    if (!isObject(parsed)) refuse(file, "it is not a JSON object");
    config = parsed;
  }
  const servers = config.mcpServers ?? {};
  if (!isObject(servers)) refuse(file, '"mcpServers" is not a JSON object');
  const current = servers[name];
  if (current !== undefined) {
    if (JSON.stringify(current) === JSON.stringify(entry)) return { kind: "unchanged" };
    if (!force) {
      refuse(
        file,
        `it already has a server named "${name}". Run again with --force to replace it, or choose another --name`,
      );
    }
  }
  const merged = { ...config, mcpServers: { ...servers, [name]: entry } };
  return {
    kind: "merged",
    text: `${JSON.stringify(merged, null, 2)}\n`,
    replaced: current !== undefined,
  };
}
