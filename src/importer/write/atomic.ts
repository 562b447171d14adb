/**
 * Writing files in the data directory so that a crash never leaves a half
 * file behind: content goes to a temp name (never `*.ndjson`, so the store
 * never reads it), is synced, linked (a new file) or renamed (a replaced
 * one) into place, and the directory is synced. A new store file never
 * replaces an existing one: a taken name gets a suffix. Temp files of a killed run are removed by the next one.
 *
 * @module
 */

/** Temp files start with this... */
const TEMP_PREFIX = ".import-";
/**
 * ...and end with this, so they are never taken for store files.
 *
 * @internal the test tells the temporary file from the store file by it while a write is under way.
 */
export const TEMP_SUFFIX = ".tmp";

/** A test seam: called after the temp file is synced, before it is renamed. */
export type BeforeRename = (tempPath: string) => Promise<void>;

function join(dir: string, name: string): string {
  return `${dir.replace(/[\\/]+$/, "")}/${name}`;
}

/** Syncs a directory so that a rename in it is durable; a no-op where unsupported. */
async function syncDir(dir: string): Promise<void> {
  try {
    using handle = await Deno.open(dir, { read: true });
    await handle.sync();
  } catch {
    // Windows cannot open a directory; the rename itself is still atomic there.
  }
}

/** Writes `content` to a fresh temp file in `dir` and syncs it. Returns its path. */
async function writeTemp(dir: string, content: string | Uint8Array): Promise<string> {
  const random = crypto.getRandomValues(new Uint8Array(6));
  const tag = [...random].map((b) => b.toString(16).padStart(2, "0")).join("");
  const path = join(dir, `${TEMP_PREFIX}${tag}${TEMP_SUFFIX}`);
  using file = await Deno.open(path, { write: true, createNew: true, mode: 0o600 });
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
  await file.sync();
  return path;
}

/**
 * Writes a new file `<stem>.<ext>` (or `<stem>-2.<ext>`, ...) atomically and
 * returns the name it got. Never overwrites: the temp file is hard-linked to
 * the final name, which the OS refuses when the name exists (then the next
 * suffix is tried), and only then is the temp name removed. Call it while
 * holding the import lock.
 */
export async function writeNewFile(
  dir: string,
  stem: string,
  ext: string,
  content: string,
  beforeRename?: BeforeRename,
): Promise<string> {
  const temp = await writeTemp(dir, content);
  try {
    if (beforeRename) await beforeRename(temp);
    for (let n = 1;; n++) {
      const name = n === 1 ? `${stem}.${ext}` : `${stem}-${n}.${ext}`;
      try {
        await Deno.link(temp, join(dir, name));
      } catch (error) {
        if (error instanceof Deno.errors.AlreadyExists) continue;
        throw error;
      }
      await Deno.remove(temp);
      await syncDir(dir);
      return name;
    }
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
}

/** The permission bits of an existing file, or `undefined` when it is absent or has none. */
async function modeOf(path: string): Promise<number | undefined> {
  try {
    const mode = (await Deno.stat(path)).mode;
    return mode === null ? undefined : mode & 0o7777;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    throw error;
  }
}

/**
 * Replaces (or creates) `dir/name` atomically with `content`. An existing
 * file keeps its permissions; a new one is private (0600).
 */
export async function replaceFile(
  dir: string,
  name: string,
  content: string | Uint8Array,
): Promise<void> {
  const final = join(dir, name);
  const mode = await modeOf(final);
  const temp = await writeTemp(dir, content);
  try {
    if (mode !== undefined) await Deno.chmod(temp, mode);
    await Deno.rename(temp, final);
    await syncDir(dir);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
}

/** Removes `dir/name` if it exists, durably. */
export async function removeFile(dir: string, name: string): Promise<void> {
  try {
    await Deno.remove(join(dir, name));
    await syncDir(dir);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
}

/**
 * Removes temp files that a killed import left in `dir`. Call it while
 * holding the import lock: then no temp file belongs to a live import.
 * Returns the names removed.
 */
export async function cleanTempFiles(dir: string): Promise<string[]> {
  const removed: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.startsWith(TEMP_PREFIX) && entry.name.endsWith(TEMP_SUFFIX)) {
      await Deno.remove(join(dir, entry.name));
      removed.push(entry.name);
    }
  }
  if (removed.length > 0) await syncDir(dir);
  return removed;
}
