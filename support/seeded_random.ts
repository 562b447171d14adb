/**
 * A small, fast, deterministic pseudo-random generator (mulberry32), shared
 * by the benchmark's synthetic stores and the fuzzers, so that a seed always
 * gives the same stream.
 *
 * @module
 */

/** A deterministic pseudo-random generator (mulberry32): numbers in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
