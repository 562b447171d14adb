/**
 * The time limits of a store refresh ({@link StoreLimits}): a refresh that
 * makes no progress, or runs too long in all, fails with
 * {@link StoreUnreadableError} instead of hanging a call.
 *
 * @module
 */

import { StoreUnreadableError } from "./data_dir.ts";
import type { StoreLimits } from "./store_options.ts";

/**
 * `refresh`, or {@link StoreUnreadableError} once it made no progress for
 * `stallMs`, or ran for `refreshMs` in all. A large store that is still
 * being read is waited for; a read stuck on one file is not.
 */
export function bounded<T>(
  refresh: Promise<T>,
  dataDir: string,
  limits: StoreLimits,
  progress: () => number,
): Promise<T> {
  const { refreshMs, stallMs } = limits;
  const started = performance.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const now = performance.now();
      const stalled = now - progress() > stallMs;
      if (!stalled && now - started <= refreshMs) return;
      reject(
        new StoreUnreadableError(
          dataDir,
          stalled
            ? `reading it made no progress for ${stallMs / 1000} s`
            : `reading it took longer than ${refreshMs / 1000} s`,
          "A file may be on a stalled disk or never finish opening; ask again (a read still going on is joined, a stuck one is started afresh)",
        ),
      );
    }, Math.max(1, Math.min(250, stallMs / 4, refreshMs / 4)));
  });
  // Past the limit (the timer starved by a busy loop) the call fails; the next is served.
  const timed = refresh.then((snapshot) => {
    if (performance.now() - started <= refreshMs) return snapshot;
    throw new StoreUnreadableError(
      dataDir,
      `reading it took longer than ${refreshMs / 1000} s`,
      "Ask again: what was read is kept for the next call",
    );
  });
  return Promise.race([timed, timeout]).finally(() => clearInterval(timer));
}
