/**
 * String similarity in the manner of Python's `difflib`: the
 * `SequenceMatcher.ratio()` score and `get_close_matches()`, which is the
 * reference behaviour for "did you mean" suggestions.
 *
 * @module
 */

/** Length of all matching blocks, found as difflib does: the longest match, then recursively either side. */
function matchingCharacters(a: string, b: string): number {
  const positionsInB = new Map<string, number[]>();
  for (let j = 0; j < b.length; j++) {
    const ch = b[j]!;
    const list = positionsInB.get(ch);
    if (list) list.push(j);
    else positionsInB.set(ch, [j]);
  }
  let total = 0;
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length > 0) {
    const [aLow, aHigh, bLow, bHigh] = queue.pop()!;
    let bestI = aLow, bestJ = bLow, bestSize = 0;
    let lengths = new Map<number, number>();
    for (let i = aLow; i < aHigh; i++) {
      const next = new Map<number, number>();
      for (const j of positionsInB.get(a[i]!) ?? []) {
        if (j < bLow) continue;
        if (j >= bHigh) break;
        const size = (lengths.get(j - 1) ?? 0) + 1;
        next.set(j, size);
        if (size > bestSize) {
          bestI = i - size + 1;
          bestJ = j - size + 1;
          bestSize = size;
        }
      }
      lengths = next;
    }
    if (bestSize === 0) continue;
    total += bestSize;
    if (aLow < bestI && bLow < bestJ) queue.push([aLow, bestI, bLow, bestJ]);
    if (bestI + bestSize < aHigh && bestJ + bestSize < bHigh) {
      queue.push([bestI + bestSize, aHigh, bestJ + bestSize, bHigh]);
    }
  }
  return total;
}

/**
 * Similarity of two strings from 0 to 1, as `difflib.SequenceMatcher(None, a, b).ratio()`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(similarityRatio("ferritin", "ferritin"), 1);
 * assert.equal(similarityRatio("abcd", "bcde"), 0.75);
 * ```
 */
export function similarityRatio(a: string, b: string): number {
  const length = a.length + b.length;
  return length === 0 ? 1 : (2 * matchingCharacters(a, b)) / length;
}

/**
 * The candidates closest to `word`, best first, as `difflib.get_close_matches`:
 * at most `limit`, each scoring at least `cutoff`. Ties keep input order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(closeMatches("ferrytna", ["ferrytyna", "zelazo", "ferritin"]), ["ferrytyna", "ferritin"]);
 * ```
 */
export function closeMatches(
  word: string,
  candidates: Iterable<string>,
  limit = 3,
  cutoff = 0.6,
): string[] {
  const scored: { candidate: string; score: number; order: number }[] = [];
  let order = 0;
  for (const candidate of candidates) {
    const bound = (2 * Math.min(word.length, candidate.length)) / (word.length + candidate.length);
    if (bound < cutoff) continue;
    const score = similarityRatio(word, candidate);
    if (score >= cutoff) scored.push({ candidate, score, order: order++ });
  }
  scored.sort((x, y) => y.score - x.score || x.order - y.order);
  return scored.slice(0, limit).map((s) => s.candidate);
}
