/**
 * Where a served result came from: the document, its page and the row as
 * printed (the importer writes them on each stored line), sent compactly. A
 * group of points (a series, a test date) lists its documents once, and each
 * point names its document by its index in that list, so that a long series
 * from one report repeats no name.
 *
 * @module
 */

import type { Reading, ReadingSeq } from "./reading.ts";
import { cleanText } from "../text.ts";
import { datePart } from "./dates.ts";

/** A reading's provenance fields, as stored. */
export type Provenance = Pick<Reading, "doc" | "page" | "row" | "corrected">;

/** A document as the documents resource lists it. */
export interface DocumentEntry {
  readonly name: string;
  /** The test dates of its results, oldest first. */
  readonly dates: readonly string[];
  /** The laboratory, when its results name one (the first named). */
  readonly lab?: string;
  /** How many of its results the store serves (exact duplicates count once). */
  readonly rows: number;
  /** The day it was imported (`YYYY-MM-DD`), when the lines say. */
  readonly imported?: string;
}

/** A point's provenance: its document as an index into its group's `documents`. */
export interface PointSource {
  /** Index into the group's `documents`. */
  readonly doc?: number;
  readonly page?: number;
  /** The row as the document printed it. */
  readonly row?: string;
  /** What a hand correction changed, from what. */
  readonly corrected?: string;
}

/** The documents of one group of points, each listed once, in order of first use. */
export class DocumentList {
  readonly names: string[] = [];
  readonly #ids = new Map<string, number>();

  /**
   * The point-level provenance of a reading, its document added to the list.
   *
   * @example
   * ```ts
   * import assert from "node:assert/strict";
   * const docs = new DocumentList();
   * assert.deepEqual(docs.sourceOf({ doc: "a.pdf", page: 2, row: "Hb 13 g/dl" }), { source: { doc: 0, page: 2, row: "Hb 13 g/dl" } });
   * assert.deepEqual(docs.sourceOf({ doc: "b.csv", row: "Hb 13" }), { source: { doc: 1, row: "Hb 13" } });
   * assert.deepEqual(docs.sourceOf({ doc: "a.pdf" }), { source: { doc: 0 } });
   * assert.deepEqual(docs.names, ["a.pdf", "b.csv"]);
   * assert.deepEqual(docs.sourceOf({}), {});
   * ```
   */
  sourceOf(reading: Provenance): { source?: PointSource } {
    const { doc, page, row, corrected } = reading;
    if (doc === undefined && page === undefined && row === undefined && corrected === undefined) {
      return {};
    }
    let id: number | undefined;
    if (doc !== undefined) {
      id = this.#ids.get(doc);
      if (id === undefined) {
        id = this.names.push(cleanText(doc, 120)) - 1;
        this.#ids.set(doc, id);
      }
    }
    return {
      source: {
        ...(id !== undefined ? { doc: id } : {}),
        ...(page !== undefined ? { page } : {}),
        ...(row !== undefined ? { row: cleanText(row, 200) } : {}),
        ...(corrected !== undefined ? { corrected: cleanText(corrected, 200) } : {}),
      },
    };
  }

  /** `{ documents }` when any point named one, else nothing. */
  listed(): { documents?: readonly string[] } {
    return this.names.length > 0 ? { documents: this.names } : {};
  }
}

/** For code that shows points without their provenance. */
export const NO_DOCUMENTS: { sourceOf(reading: Provenance): { source?: PointSource } } = {
  sourceOf: () => ({}),
};

/**
 * The documents the store's results came from, by name, in order of their
 * first test date: what the documents resource lists. One pass over every
 * reading: for a resource read now and then, not for a tool call.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const readings = [
 *   { code: "HGB", date: "2024-01-02", value: 13, doc: "a.pdf", lab: "Lab A", imported: "2025-05-01" },
 *   { code: "HGB", date: "2024-03-02", value: 14 },
 * ];
 * const view = { codes: () => ["HGB"], readings: () => readings };
 * assert.deepEqual(documentsOf(view), [
 *   { name: "a.pdf", dates: ["2024-01-02"], lab: "Lab A", rows: 1, imported: "2025-05-01" },
 * ]);
 * ```
 */
export function documentsOf(
  view: { codes(): readonly string[]; readings(code: string): ReadingSeq },
): DocumentEntry[] {
  const byName = new Map<
    string,
    { dates: Set<string>; lab?: string; rows: number; imported?: string }
  >();
  for (const code of view.codes()) {
    const readings = view.readings(code);
    for (let i = 0; i < readings.length; i++) {
      const reading = readings.at(i)!;
      if (reading.doc === undefined) continue;
      let entry = byName.get(reading.doc);
      if (entry === undefined) byName.set(reading.doc, entry = { dates: new Set(), rows: 0 });
      entry.rows++;
      entry.dates.add(datePart(reading.date));
      if (entry.lab === undefined && reading.lab !== undefined) entry.lab = reading.lab;
      if (reading.imported !== undefined && !(entry.imported! <= reading.imported)) {
        entry.imported = reading.imported;
      }
    }
  }
  return [...byName].map(([name, entry]) => ({
    name: cleanText(name, 120),
    dates: [...entry.dates].sort(),
    ...(entry.lab !== undefined ? { lab: cleanText(entry.lab, 120) } : {}),
    rows: entry.rows,
    ...(entry.imported !== undefined ? { imported: entry.imported } : {}),
  })).sort((a, b) => (a.dates[0]! < b.dates[0]! ? -1 : a.dates[0]! > b.dates[0]! ? 1 : 0));
}
