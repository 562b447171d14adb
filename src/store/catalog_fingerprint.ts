/**
 * A short fingerprint of what a client may cache about the store: the merged
 * dictionary (built-in plus `markers.yaml`: markers and their clinical
 * facts), the set of codes with results, and the events of `events.yaml`.
 * It changes when one of them changes in content, not when a file is only
 * touched or when results are added to markers already there. The server
 * compares fingerprints to tell clients that `bloodwork://markers` changed.
 *
 * The dictionary and the events are hashed once per version (the store
 * rebuilds them only when their file changed), so a snapshot pays for a
 * hash of its code list alone.
 *
 * @module
 */

import type { Dictionary } from "../domain/markers/dictionary.ts";
import type { LifeEvent } from "../domain/changes/life_events.ts";

/** FNV-1a, 32 bits, over UTF-16 code units, as 8 hex digits: enough to tell versions apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

const dictionaryHashes = new WeakMap<Dictionary, string>();
const eventsHashes = new WeakMap<readonly LifeEvent[], string>();

function dictionaryHash(dictionary: Dictionary): string {
  let hash = dictionaryHashes.get(dictionary);
  if (hash === undefined) {
    // The length beside the hash keeps an accidental equality further away.
    const text = JSON.stringify([[...dictionary.markers.values()], [...dictionary.clinical]]);
    hash = `${text.length.toString(16)}.${fnv1a(text)}`;
    dictionaryHashes.set(dictionary, hash);
  }
  return hash;
}

function eventsHash(events: readonly LifeEvent[]): string {
  let hash = eventsHashes.get(events);
  if (hash === undefined) {
    const text = JSON.stringify(events);
    hash = `${text.length.toString(16)}.${fnv1a(text)}`;
    eventsHashes.set(events, hash);
  }
  return hash;
}

/**
 * The fingerprint of a dictionary, the codes with results and the events.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const dictionary = { markers: new Map(), problems: [], clinical: new Map(), shadowed: new Map() };
 * const a = catalogFingerprint(dictionary, ["FERR", "HGB"], []);
 * assert.equal(catalogFingerprint(dictionary, ["FERR", "HGB"], []), a);
 * assert.notEqual(catalogFingerprint(dictionary, ["FERR", "HGB", "TSH"], []), a);
 * ```
 */
export function catalogFingerprint(
  dictionary: Dictionary,
  codes: readonly string[],
  events: readonly LifeEvent[],
): string {
  const codeText = codes.join("\n");
  return [
    dictionaryHash(dictionary),
    `${codes.length.toString(16)}.${fnv1a(codeText)}`,
    eventsHash(events),
  ].join(":");
}
