/**
 * "Did you mean" for a marker name that resolves to nothing, computed from an
 * index rather than a scan: names are bucketed by token and by trigram, so a
 * miss compares the query with a bounded number of candidates however many
 * codes the store holds. Markers sharing a word or an abbreviation with the
 * query rank above those that are merely spelled alike.
 *
 * @module
 */

import { similarityRatio } from "./similarity.ts";

/** Counts the work a suggestion did, for tests and benchmarks. */
export interface SuggestionProbe {
  /** How many string-similarity computations were made. */
  comparisons: number;
}

/** The candidate names of a dictionary, bucketed for suggestions. */
export interface SuggestionIndex {
  /** Every normalised name, by id. */
  readonly names: readonly string[];
  /**
   * Name ids per token hash (a token is a word of a name: `anty`, `tpo`; see
   * `tokenHashes`). Two words may share a hash: the words shared with a
   * query are checked exactly before they count.
   */
  readonly tokens: ReadonlyMap<number, readonly number[]>;
  /** Name ids per trigram of the padded name, indexed by trigram number (see `trigramsOf`). */
  readonly trigrams: readonly (readonly number[] | undefined)[];
}

/**
 * How many candidates, at most, are compared character by character.
 *
 * @internal test seam: the test reaches the cap without repeating the number.
 */
export const MAX_COMPARED = 64;

/** How many bucket entries, at most, one suggestion reads. */
const POSTING_BUDGET = 60_000;

/** A token carried by more names than this says little and is not followed. */
const COMMON_TOKEN = 5_000;

/** Words that never make two names related: prepositions, flags, comparator words. */
const STOP_WORD = /^(?:w|z|i|na|we|ze|do|od|of|in|the|and|h|l|powyzej|ponizej|ponad)$/;

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The words of a normalised name that can relate it to another: split at
 * anything but letters and digits, without stop words.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(nameTokens("anty-tpo h powyzej"), ["anty", "tpo"]);
 * ```
 *
 * @internal tested alone: which words of a name count, which suggestions show only in sum.
 */
export function nameTokens(name: string): string[] {
  const tokens: string[] = [];
  // A regular expression, not a Set: hashing each fresh token costs more than matching it.
  for (const token of name.split(WORD_SEPARATORS)) {
    if (token !== "" && !STOP_WORD.test(token)) tokens.push(token);
  }
  return tokens;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(code: number, text: string, at: number): boolean {
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  }
  // A surrogate half is judged with its pair, as the /u split in nameTokens() does.
  if (code >= 0xdc00 && code <= 0xdfff && at > 0) return WORD_CHAR.test(text.slice(at - 1, at + 1));
  if (code >= 0xd800 && code <= 0xdbff) return WORD_CHAR.test(text.slice(at, at + 2));
  return WORD_CHAR.test(text[at]!);
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The hash {@link tokenHashes} gives a word, as a small integer. */
function hashWord(word: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), FNV_PRIME);
  return hash & 0x3fffffff;
}

/**
 * A hash of each word of a normalised name that {@link nameTokens} keeps,
 * computed from the characters without making a string per word (which is
 * what makes indexing 100k names slow).
 */
function tokenHashes(name: string): number[] {
  const hashes: number[] = [];
  let hash = FNV_OFFSET;
  let start = -1;
  for (let i = 0; i <= name.length; i++) {
    const code = i < name.length ? name.charCodeAt(i) : 32;
    if (i < name.length && isWordChar(code, name, i)) {
      if (start < 0) [start, hash] = [i, FNV_OFFSET];
      hash = Math.imul(hash ^ code, FNV_PRIME);
    } else if (start >= 0) {
      if (i - start > 7 || !STOP_WORD.test(name.slice(start, i))) hashes.push(hash & 0x3fffffff);
      start = -1;
    }
  }
  return hashes;
}

/** Letters and digits keep their own slot; any other character shares one of the rest. */
function charSlot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97; // a-z: 0-25
  if (code >= 48 && code <= 57) return code - 22; // 0-9: 26-35
  if (code === 32) return 36;
  return 37 + (code % 27); // 37-63
}

/** How many distinct trigram numbers there are. */
const TRIGRAM_SLOTS = 64 * 64 * 64;

/**
 * The trigrams of the padded name, each as a number below {@link TRIGRAM_SLOTS}.
 * Names are normalised (lower case, no diacritics), so letters and digits
 * never collide; a collision among other characters only adds a candidate.
 */
function trigramsOf(name: string): number[] {
  const padded = `  ${name} `;
  const grams: number[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) {
    grams.push(
      (charSlot(padded.charCodeAt(i)) << 12) | (charSlot(padded.charCodeAt(i + 1)) << 6) |
        charSlot(padded.charCodeAt(i + 2)),
    );
  }
  return grams;
}

function push(map: Map<number, number[]>, key: number, id: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (list[list.length - 1] !== id) list.push(id);
}

/** Buckets normalised names by token and trigram. */
export function buildSuggestionIndex(names: Iterable<string>): SuggestionIndex {
  const list: string[] = [];
  const tokens = new Map<number, number[]>();
  const trigrams: (number[] | undefined)[] = new Array(TRIGRAM_SLOTS);
  for (const name of names) {
    const id = list.length;
    list.push(name);
    // push() skips a repeat of the same id, so a word or trigram twice in a name counts once.
    for (const token of tokenHashes(name)) push(tokens, token, id);
    // Tokens glued to each other ("tpoab") still share trigrams with "tpo".
    for (const gram of trigramsOf(name)) {
      const list = trigrams[gram];
      if (!list) trigrams[gram] = [id];
      else if (list[list.length - 1] !== id) list.push(id);
    }
  }
  return { names: list, tokens, trigrams };
}

/** One name offered as a suggestion, with why. */
export interface ScoredName {
  readonly name: string;
  /** Sum of the rarity of the words it shares with the query (0 when none). */
  readonly shared: number;
  /** `difflib`-style similarity to the query. */
  readonly ratio: number;
}

function topIds(
  scores: Map<number, number>,
  limit: number,
  accept: (id: number) => boolean,
): number[] {
  return [...scores].filter(([id]) => accept(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
}

/**
 * The names closest to a normalised query, best first: names sharing a
 * rarer word rank first, then by similarity. A name that shares no word must
 * reach `cutoff` similarity. `accept` filters names (by specimen, say);
 * `probe` counts the similarity computations, which never exceed
 * {@link MAX_COMPARED}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const index = buildSuggestionIndex(["ferrytyna", "zelazo", "anty-tpo", "borelioza igm"]);
 * assert.equal(closestNames(index, "ferrytna", 3)[0]?.name, "ferrytyna");
 * assert.equal(closestNames(index, "anty-tpo h", 3)[0]?.name, "anty-tpo");
 * ```
 */
export function closestNames(
  index: SuggestionIndex,
  query: string,
  limit: number,
  options: {
    readonly cutoff?: number;
    readonly accept?: (name: string) => boolean;
    readonly probe?: SuggestionProbe | undefined;
  } = {},
): ScoredName[] {
  const cutoff = options.cutoff ?? 0.6;
  const accept = options.accept ?? (() => true);
  const total = Math.max(index.names.length, 1);
  let budget = POSTING_BUDGET;

  // Candidates by the words they may share (a hash may collide: checked below).
  const weights = new Map<string, number>();
  const shared = new Map<number, number>();
  for (const word of nameTokens(query)) {
    const ids = index.tokens.get(hashWord(word));
    if (!ids || weights.has(word) || ids.length > COMMON_TOKEN || ids.length > budget) continue;
    budget -= ids.length;
    const weight = Math.log(1 + total / ids.length);
    weights.set(word, weight);
    for (const id of ids) shared.set(id, (shared.get(id) ?? 0) + weight);
  }

  const overlap = new Map<number, number>();
  const grams = [...new Set(trigramsOf(query))]
    .map((gram) => index.trigrams[gram] ?? [])
    .filter((ids) => ids.length > 0)
    .sort((a, b) => a.length - b.length);
  for (const ids of grams) {
    if (ids.length > budget) break;
    budget -= ids.length;
    for (const id of ids) overlap.set(id, (overlap.get(id) ?? 0) + 1);
  }

  const acceptId = (id: number) => accept(index.names[id]!);
  const candidates = new Set<number>();
  for (const id of topIds(shared, MAX_COMPARED / 2, acceptId)) candidates.add(id);
  for (const id of topIds(overlap, MAX_COMPARED, acceptId)) {
    if (candidates.size >= MAX_COMPARED) break;
    candidates.add(id);
  }

  const scored: ScoredName[] = [];
  for (const id of candidates) {
    const name = index.names[id]!;
    if (options.probe) options.probe.comparisons++;
    const ratio = similarityRatio(query, name);
    let common = 0;
    if (shared.has(id)) {
      for (const word of new Set(nameTokens(name))) common += weights.get(word) ?? 0;
    }
    if (common > 0 || ratio >= cutoff) scored.push({ name, shared: common, ratio });
  }
  scored.sort((a, b) =>
    b.shared - a.shared || b.ratio - a.ratio || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
  return scored.slice(0, limit);
}
