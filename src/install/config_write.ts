/**
 * Writing the merged Claude Desktop config safely: the file is read once, a
 * timestamped backup of it is written beside it, and the new text goes to a
 * temp file in the same folder that is then renamed over the config, so
 * Desktop never sees a half-written file. Everything it writes stays in the
 * config's own folder. A config that is a symbolic link (a dotfile manager's,
 * say) stays a link: the write goes through to the file it points at, in
 * that file's folder, and a link to a missing file is refused.
 *
 * @module
 */

import { basename, dirname, join } from "node:path";
import { mergeDesktopConfig } from "./config_merge.ts";
import type { DesktopEntry } from "./desktop_entry.ts";
import { InstallError } from "./task.ts";

/** What writing did. */
export interface WriteOutcome {
  readonly kind: "created" | "added" | "replaced" | "unchanged";
  /** The backup of the previous file, when there was one and it changed. */
  readonly backup?: string;
  /** The file actually written, when the config path is a symbolic link to it. */
  readonly target?: string;
}

/**
 * The file that writing `file` must change: `file` itself, or the final
 * target when it is a symbolic link. Throws an `InstallError` for a link to a
 * missing file.
 */
export async function configTarget(file: string): Promise<string> {
  let link: Deno.FileInfo;
  try {
    link = await Deno.lstat(file);
  } catch {
    return file; // Missing or unreadable: the read below says which.
  }
  if (!link.isSymlink) return file;
  try {
    return await Deno.realPath(file);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    const dest = await Deno.readLink(file).catch(() => "?");
    throw new InstallError(
      `Config "${file}" is a symbolic link to "${dest}", which does not exist. ` +
        "Create that file or remove the link. Nothing was changed",
    );
  }
}

/**
 * The backup file name for `file` at `when` (local time). Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   backupPath("/c/claude_desktop_config.json", new Date(2025, 0, 31, 9, 5, 7)),
 *   "/c/claude_desktop_config.json.20250131-090507.bak",
 * );
 * ```
 */
export function backupPath(file: string, when: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const stamp = `${when.getFullYear()}${two(when.getMonth() + 1)}${two(when.getDate())}-` +
    `${two(when.getHours())}${two(when.getMinutes())}${two(when.getSeconds())}`;
  return join(dirname(file), `${basename(file)}.${stamp}.bak`);
}

async function readExisting(
  file: string,
): Promise<{ text: string; mode: number | null } | undefined> {
  try {
    const [text, info] = await Promise.all([Deno.readTextFile(file), Deno.stat(file)]);
    return { text, mode: info.mode };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    if (error instanceof Deno.errors.NotCapable) throw error;
    throw new InstallError(
      `Cannot read "${file}": ${(error as Error).message}. Nothing was changed`,
    );
  }
}

async function writeBackup(file: string, text: string, when: Date): Promise<string> {
  const first = backupPath(file, when);
  for (let attempt = 1;; attempt++) {
    const path = attempt === 1 ? first : first.replace(/\.bak$/, `-${attempt}.bak`);
    try {
      await Deno.writeTextFile(path, text, { createNew: true });
      return path;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists) || attempt >= 100) throw error;
    }
  }
}

/**
 * Merges `entry` as `mcpServers[name]` into the config `file` (created if
 * missing) and writes it atomically, after a backup of the old file. Throws
 * an `InstallError`, having changed nothing, when the file cannot be read,
 * is not a JSON object, or already has `name` and `force` is false. When
 * `file` is a symbolic link, its target is written and the link is kept.
 */
export async function writeDesktopConfig(
  file: string,
  name: string,
  entry: DesktopEntry,
  options: { readonly force: boolean; readonly now?: Date },
): Promise<WriteOutcome> {
  const target = await configTarget(file);
  const through = target === file ? {} : { target };
  const outcome = await writeFile(target, name, entry, options);
  return { ...outcome, ...through };
}

async function writeFile(
  file: string,
  name: string,
  entry: DesktopEntry,
  options: { readonly force: boolean; readonly now?: Date },
): Promise<WriteOutcome> {
  const existing = await readExisting(file);
  const result = mergeDesktopConfig(existing?.text, name, entry, options.force, file);
  if (result.kind === "unchanged") return { kind: "unchanged" };
  await Deno.mkdir(dirname(file), { recursive: true });
  const backup = existing === undefined
    ? undefined
    : await writeBackup(file, existing.text, options.now ?? new Date());
  const temp = join(dirname(file), `.${basename(file)}.${crypto.randomUUID()}.tmp`);
  const mode = existing?.mode === null || existing?.mode === undefined
    ? 0o644
    : existing.mode & 0o777;
  try {
    await Deno.writeTextFile(temp, result.text, { createNew: true, mode });
    await Deno.rename(temp, file);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
  const kind = existing === undefined ? "created" : result.replaced ? "replaced" : "added";
  return backup === undefined ? { kind } : { kind, backup };
}
