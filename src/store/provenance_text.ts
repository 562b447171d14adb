/**
 * A reading's provenance in the columns: its five fields (document, page,
 * printed row, correction, import day) as one interned text, so that a
 * reading costs one text id, and a store without provenance nothing but an
 * empty column (id 0).
 *
 * @module
 */

import type { LineFields } from "./line_parser/row_scratch.ts";

/**
 * The text of a row's provenance (`[doc, page, row, corrected, imported]`,
 * 0 for none), or `undefined` when it has none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const none = { doc: undefined, page: 0, row: undefined, corrected: undefined, imported: undefined };
 * assert.equal(provenanceKey(none), undefined);
 * const key = provenanceKey({ ...none, doc: "a.pdf", page: 2 });
 * assert.deepEqual(provenanceOf(key), { doc: "a.pdf", page: 2 });
 * ```
 */
export function provenanceKey(
  row: Pick<LineFields, "doc" | "page" | "row" | "corrected" | "imported">,
): string | undefined {
  if (
    row.doc === undefined && row.page === 0 && row.row === undefined &&
    row.corrected === undefined && row.imported === undefined
  ) return undefined;
  return JSON.stringify([
    row.doc ?? 0,
    row.page,
    row.row ?? 0,
    row.corrected ?? 0,
    row.imported ?? 0,
  ]);
}

/**
 * A reading's provenance from its text (`[doc, page, row, corrected, imported]`, 0 for
 * none: one interned text per reading, so that a store without provenance
 * pays one empty column), as the reading's optional fields.
 */
export function provenanceOf(text: string | undefined): {
  doc?: string;
  page?: number;
  row?: string;
  corrected?: string;
  imported?: string;
} {
  if (text === undefined) return {};
  const [doc, page, row, corrected, imported] = JSON.parse(text) as [
    string | 0,
    number,
    string | 0,
    string | 0,
    string | 0,
  ];
  return {
    ...(doc !== 0 ? { doc } : {}),
    ...(page !== 0 ? { page } : {}),
    ...(row !== 0 ? { row } : {}),
    ...(corrected !== 0 ? { corrected } : {}),
    ...(imported !== 0 ? { imported } : {}),
  };
}
