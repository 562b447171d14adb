// Guards the "did you mean" scoring: similarityRatio() must agree with
// Python's difflib.SequenceMatcher(None, a, b).ratio() (the reference), and
// closeMatches() with difflib.get_close_matches() on cutoff, limit and order.
// Expected numbers were printed by python3's difflib and hard-coded here.

import assert from "node:assert/strict";
import { closeMatches, similarityRatio } from "./similarity.ts";

const DIFFLIB_RATIOS: readonly [string, string, number][] = [
  ["abcd", "bcde", 0.75],
  ["ferrytna", "ferrytyna", 0.9411764705882353],
  ["ferrytna", "ferritin", 0.75],
  ["hemoglobin", "hemoglobina", 0.9523809523809523],
  ["zelazo", "zelazko", 0.9230769230769231],
  ["kitten", "sitting", 0.6153846153846154],
  ["tsh", "pth", 0.6666666666666666],
  ["cholesterol", "cholesterol ldl", 0.8461538461538461],
  ["qabxcd", "abycdf", 0.6666666666666666],
  ["aaaa", "aa", 0.6666666666666666],
  ["private Thread currentThread;", "private volatile Thread currentThread;", 0.8656716417910447],
  // Pairs where picking a later longest match (not the first, as difflib does) changes the score.
  ["acaccaa", "cbacaaa", 0.7142857142857143],
  ["abbaa", "baccaab", 0.3333333333333333],
  ["cabcc", "ccaab", 0.6],
  ["abc", "xyz", 0],
  ["", "abc", 0],
];

Deno.test("similarityRatio() matches Python difflib on known pairs", () => {
  for (const [a, b, expected] of DIFFLIB_RATIOS) {
    assert.equal(similarityRatio(a, b), expected, `${a} / ${b}`);
  }
});

Deno.test("similarityRatio() is 1 for identical strings, including two empty ones", () => {
  assert.equal(similarityRatio("ferritin", "ferritin"), 1);
  assert.equal(similarityRatio("", ""), 1);
});

Deno.test("closeMatches() orders best first, like get_close_matches", () => {
  // difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']) == ['apple', 'ape']
  assert.deepEqual(closeMatches("appel", ["ape", "apple", "peach", "puppy"]), ["apple", "ape"]);
  // difflib: ['ferrytyna', 'ferritin', 'ferr']
  assert.deepEqual(
    closeMatches("ferrytna", ["ferr", "zelazo", "ferritin", "ferrytyna"]),
    ["ferrytyna", "ferritin", "ferr"],
  );
});

Deno.test("closeMatches() keeps a candidate scoring exactly the cutoff", () => {
  // ratio('wheel', 'wheat') == 0.6 exactly
  assert.deepEqual(closeMatches("wheel", ["wheat"]), ["wheat"]);
  assert.deepEqual(closeMatches("wheel", ["wheat"], 3, 0.61), []);
});

Deno.test("closeMatches() drops candidates below the cutoff", () => {
  assert.deepEqual(closeMatches("abc", ["xyz", "abd"], 3, 0.6), ["abd"]);
  assert.deepEqual(closeMatches("abc", ["xyz", "abd"], 3, 0.9), []);
});

Deno.test("closeMatches() returns at most limit candidates", () => {
  const candidates = ["whee", "wheel2", "wheat", "heel", "whe"];
  // difflib.get_close_matches('wheel', candidates, n=2) == ['wheel2', 'whee']
  assert.deepEqual(closeMatches("wheel", candidates, 2), ["wheel2", "whee"]);
  assert.equal(closeMatches("wheel", candidates, 5).length, 5);
  assert.deepEqual(closeMatches("wheel", candidates, 0), []);
});

Deno.test("closeMatches() keeps input order among equal scores", () => {
  // 'whee' and 'heel' both score 0.888...
  assert.deepEqual(closeMatches("wheel", ["heel", "whee"], 5, 0.85), ["heel", "whee"]);
  assert.deepEqual(closeMatches("wheel", ["whee", "heel"], 5, 0.85), ["whee", "heel"]);
});

Deno.test("closeMatches() accepts any iterable, such as map keys", () => {
  const names = new Map([["ferrytyna", 1], ["glukoza", 2]]);
  assert.deepEqual(closeMatches("glucoza", names.keys()), ["glukoza"]);
});
