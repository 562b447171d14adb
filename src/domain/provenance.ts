/**
 * Where a served result came from: the document, its page and the row as
 * printed (the importer writes them on each stored line), sent compactly. A
 * group of points (a series, a test date) lists its documents once, and each
 * point names its document by its index in that list, so that a long series
 * from one report repeats no name.
 *
 * @module
 */

import type { Reading } from "./reading.ts";
import { cleanText } from "./text.ts";

/** A reading's provenance fields, as stored. */
export type Provenance = Pick<Reading, "doc" | "page" | "row" | "corrected">;

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
