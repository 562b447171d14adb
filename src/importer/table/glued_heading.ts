/**
 * A section heading OCR read into the name of the row beside it: on a
 * tilted photo one line of words can take the heading in capitals and the
 * row printed next to it ("ENZYMY HbA1c (IFCC)"). When the name as read
 * names no marker, while its leading words in capitals are a heading of the
 * lexicon and the words after them name one, the row takes those words and
 * the heading starts its section after the row. Which of the two was printed
 * first cannot be told, so this is done only when the heading names the
 * specimen already in force (or none is): the row's specimen is the same
 * either way. Pure.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import type { LineRow } from "./line_row.ts";
import { type Section, sectionOf } from "./sections.ts";

/** The most words a heading glued before a name is looked for in. */
const MOST_WORDS = 4;

/** A word in capitals: two letters or more, none lower case. */
const CAPITALS = /^(?=(?:\P{Ll})*$)(?:.*\p{Lu}){2}/u;

/**
 * The rows with the heading taken off their name, and the heading, or
 * `undefined` when the rows' name holds none (see the module doc).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { builtinLayer } from "../../store/builtin.ts";
 * const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
 * const row = { name: "ENZYMY HbA1c (IFCC)", value: { value: 51 }, range: {} };
 * const glued = gluedHeading([row], { section: "GOSPODARKA", specimen: "blood" }, index);
 * assert.deepEqual([glued?.rows[0]?.name, glued?.heading.section], ["HbA1c (IFCC)", "ENZYMY"]);
 * assert.equal(gluedHeading([{ ...row, name: "HbA1c (IFCC)" }], undefined, index), undefined);
 * ```
 */
export function gluedHeading(
  rows: readonly LineRow[],
  current: Section | undefined,
  index: MarkerIndex,
): { readonly rows: readonly LineRow[]; readonly heading: Section } | undefined {
  const name = rows[0]?.name;
  if (name === undefined || rows.some((row) => row.name !== name)) return undefined;
  if (resolveMarker(index, name).kind === "found") return undefined;
  const words = name.split(/\s+/);
  const lower = words.findIndex((word) => !CAPITALS.test(word));
  const capitals = lower < 0 ? words.length - 1 : lower;
  for (let k = Math.min(capitals, MOST_WORDS); k >= 1; k--) {
    const heading = sectionOf(words.slice(0, k).join(" "));
    if (heading === undefined) continue;
    if (current?.specimen !== undefined && heading.specimen !== current.specimen) return undefined;
    const rest = words.slice(k).join(" ");
    if (resolveMarker(index, rest).kind !== "found") return undefined;
    return { rows: rows.map((row) => ({ ...row, name: rest })), heading };
  }
  return undefined;
}
