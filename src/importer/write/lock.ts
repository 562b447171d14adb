/**
 * One import at a time per data directory: an exclusive advisory lock on
 * `<data>/.import.lock`. The operating system releases it when the process
 * ends, even when it is killed, so a crash never leaves a stale lock.
 *
 * @module
 */

/** The lock file's name in the data directory. */
const LOCK_NAME = ".import.lock";

/** A held lock; dispose of it (or call `release`) to let the next import in. */
export interface ImportLock extends AsyncDisposable {
  release(): Promise<void>;
}

/**
 * Waits for and takes the data directory's import lock. `onWait` is called
 * once if another import holds it.
 */
export async function acquireLock(dataDir: string, onWait?: () => void): Promise<ImportLock> {
  const path = `${dataDir.replace(/[\\/]+$/, "")}/${LOCK_NAME}`;
  const file = await Deno.open(path, { read: true, write: true, create: true, mode: 0o600 });
  const waiting = onWait === undefined ? undefined : setTimeout(onWait, 300);
  try {
    await file.lock(true);
  } catch (error) {
    file.close();
    throw error;
  } finally {
    clearTimeout(waiting);
  }
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await file.unlock().catch(() => {});
    file.close();
  };
  return { release, [Symbol.asyncDispose]: release };
}
