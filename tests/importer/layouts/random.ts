/**
 * The seeded random source of the layout generator's content: a document's
 * rows, values, names and identity are drawn from a small PRNG (mulberry32)
 * keyed by the document's own seed, so that the same seed gives the same
 * document on every machine, and shrinking the document's layout (which
 * fast-check does) keeps its rows.
 *
 * @module
 */

/** A seeded source of random choices. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /**
   * One element of a non-empty list.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const a = new Random(7);
   * const b = new Random(7);
   * assert.equal(a.pick(["x", "y", "z"]), b.pick(["x", "y", "z"]));
   * ```
   */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Cannot pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** `n` distinct elements, in the list's order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const chosen = new Set(this.shuffle(items.map((_, i) => i)).slice(0, n));
    return items.filter((_, i) => chosen.has(i));
  }

  /** A string of `n` digits (the first not zero). */
  digits(n: number): string {
    let s = String(this.int(1, 9));
    while (s.length < n) s += String(this.int(0, 9));
    return s;
  }
}
