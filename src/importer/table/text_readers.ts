/**
 * Row readers that read a line as text: a marker's own pattern, a split into
 * a name the dictionary knows and a result, "patrz opis" rows, and a line
 * that looks like a result but cannot be split (kept as unreadable).
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { looksLikeResult } from "./blocks.ts";
import {
  isQualitativeWord,
  looksLikeUnit,
  noResultInLine,
  parseRange,
  parseValue,
  readResult,
} from "../cell/mod.ts";
import { cleanName, hasRange, type LineRow, makeRow } from "./line_row.ts";
import { parseTail, type Tail, tailRow } from "./tail.ts";
import { isComment } from "./line_kinds.ts";

/** A dictionary marker's own pattern, compiled. */
export interface MarkerPattern {
  readonly code: string;
  readonly regex: RegExp;
}

/** The dictionary's marker patterns, compiled once per document. */
export function compilePatterns(index: MarkerIndex): MarkerPattern[] {
  const compiled: MarkerPattern[] = [];
  for (const marker of index.dictionary.markers.values()) {
    for (const pattern of marker.patterns) {
      try {
        compiled.push({ code: marker.code, regex: new RegExp(pattern, "iu") });
      } catch {
        // The dictionary loader already reports invalid patterns.
      }
    }
  }
  return compiled;
}

export function rowByPattern(
  line: string,
  patterns: readonly MarkerPattern[],
): LineRow | undefined {
  for (const { code, regex } of patterns) {
    const match = regex.exec(line);
    if (!match) continue;
    const groups = match.groups ?? {};
    const after = line.slice(match.index + match[0].length).trim();
    let tail: Tail | undefined;
    if (groups.value !== undefined) {
      const value = parseValue(groups.value);
      if (value === undefined) continue;
      const rest = parseTail([
        groups.value,
        ...(groups.unit === undefined ? after.split(" ") : []),
      ]);
      const unit = groups.unit?.trim() || rest?.unit;
      const range = groups.range !== undefined ? parseRange(groups.range) : rest?.range ?? {};
      tail = { value, ...(unit ? { unit } : {}), range, clean: true };
    } else {
      tail = after === "" ? undefined : parseTail(after.split(" "));
    }
    if (tail === undefined) continue;
    return tailRow(match[0].trim(), tail, code);
  }
  return undefined;
}

/** The most words a plain-text result line has. */
const MAX_ROW_WORDS = 40;

/** Splits a line into a name and a result, preferring a split whose name the dictionary knows. */
export function rowBySplit(line: string, index: MarkerIndex): LineRow | undefined {
  const tokens = line.split(" ");
  // A result line is short; a long run of words is prose (and would cost quadratic work).
  if (tokens.length > MAX_ROW_WORDS) return undefined;
  let unknown: LineRow | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const tail = parseTail(tokens.slice(i));
    if (tail === undefined) continue;
    const { name, flag } = cleanName(tokens.slice(0, i).join(" ").replace(/:+$/, ""));
    if (!/\p{L}/u.test(name)) continue;
    const withFlag = flag !== undefined && tail.flag === undefined ? { ...tail, flag } : tail;
    const resolved = resolveMarker(index, name);
    if (resolved.kind === "found" && (tail.clean || tail.unit !== undefined)) {
      return tailRow(name, withFlag, resolved.marker.code);
    }
    if (
      unknown === undefined && tail.clean && (tail.unit !== undefined || hasRange(tail.range) ||
        typeof tail.value.value === "string")
    ) {
      unknown = tailRow(name, withFlag);
    }
  }
  return unknown ?? rowByKnownName(tokens, index);
}

/**
 * A known name followed by words only ("Barwa żółta żółta"): the first word
 * is the result, the rest the range. Only for names the dictionary knows.
 */
function rowByKnownName(tokens: readonly string[], index: MarkerIndex): LineRow | undefined {
  for (let i = tokens.length - 1; i >= 1; i--) {
    const rest = tokens.slice(i);
    if (rest.length > 3 || rest.some((t) => /\d/.test(t))) return undefined;
    const { name, flag } = cleanName(tokens.slice(0, i).join(" "));
    const resolved = resolveMarker(index, name);
    if (resolved.kind !== "found") continue;
    const result = readResult(rest[0]!, true);
    if (result === undefined) continue;
    return makeRow(name, result, undefined, rest.slice(1).join(" "), flag, resolved.marker.code);
  }
  return undefined;
}

/**
 * "Homocysteina patrz opis µmol/l 5,0 - 15,0", "Glukoza nie oznaczono mg/dl
 * 70 - 99": a row whose result is in the description, or was not performed.
 * A number before the phrase is the row's result, and the phrase only a
 * remark after it: not this reader's row.
 */
export function noResultRow(text: string): LineRow | undefined {
  const found = noResultInLine(text);
  if (found === undefined) return undefined;
  // A number printed before the phrase is the result, the phrase a remark after it ("4,5 hemolysed").
  if (/(?:^|\s)[<>≤≥]?\d+(?:[.,]\d+)?(?=\s|$)/.test(text.slice(0, found.index))) return undefined;
  const { name, flag } = cleanName(text.slice(0, found.index));
  if (!/\p{L}{2,}/u.test(name) || isComment(name)) return undefined;
  const rest = text.slice(found.end).trim().split(" ").filter((t) => t !== "");
  const unit = rest[0] !== undefined && looksLikeUnit(rest[0]) ? rest.shift() : undefined;
  return makeRow(
    name,
    { value: { value: found.phrase }, unreadable: found.reason },
    unit,
    rest.join(" "),
    flag,
  );
}

/** A line that looks like a result but cannot be read: kept as an unreadable row. */
export function unreadableRow(text: string): LineRow | undefined {
  if (!looksLikeResult(text)) return undefined;
  const tokens = text.split(" ");
  const at = tokens.findIndex((t, i) =>
    i > 0 && (/^[<>≤≥]?[+-]?\d/.test(t) || isQualitativeWord(t))
  );
  const name = cleanName(tokens.slice(0, Math.max(1, at)).join(" ")).name;
  const printed = tokens.slice(Math.max(1, at)).join(" ");
  return {
    name,
    value: { value: printed },
    range: {},
    unreadable: "the line cannot be split into a name and a result",
  };
}
