/**
 * The corrections of one run applied to its documents' rows before they are
 * classified: each `--set` must name a row of the run that is not withheld
 * as personal data, each row's corrections must pass
 * {@link applyCorrections}, and its unit must be one its marker is measured
 * in. The first problem stops the run.
 *
 * @module
 */

import {
  type ClassifyContext,
  classifyRows,
  printedRow,
  rowId,
  type RowOutcome,
  unitProblem,
} from "../classify/mod.ts";
import type { LogEntry } from "../write/mod.ts";
import type { InputFormat, RawRow } from "../document.ts";
import { applyCorrections, type Correction, type FieldChange } from "./corrections.ts";

/** A document as the corrections see it. */
export interface CorrectableDocument {
  readonly hash: string;
  readonly parsed: { readonly format: InputFormat; readonly rows: readonly RawRow[] };
}

/** The corrected rows of each document (in order), and the changes by row id. */
export interface CorrectedRun {
  readonly rows: readonly (readonly RawRow[])[];
  readonly changes: ReadonlyMap<string, readonly FieldChange[]>;
}

/** A correction that cannot be applied: its message says which and why. */
class CorrectionError extends Error {}

function correctOrThrow(
  documents: readonly CorrectableDocument[],
  corrections: readonly Correction[],
  context: ClassifyContext,
  today: string,
): CorrectedRun {
  const changes = new Map<string, FieldChange[]>();
  const ids = new Set(corrections.map((c) => c.id));
  const seen = new Set<string>();
  const rows = documents.map((document) => {
    const idOf = (i: number) => rowId(document.hash, i, context.idHashLength);
    const { format, rows } = document.parsed;
    if (!rows.some((_, i) => ids.has(idOf(i)))) return rows;
    const before = classifyRows(rows, format, document.hash, {
      ...context,
      known: new Set(context.known),
    });
    return rows.map((row, i) => {
      const id = idOf(i);
      const own = corrections.filter((c) => c.id === id);
      if (own.length === 0) return row;
      seen.add(id);
      const outcome = before[i];
      if (outcome?.status === "withheld") {
        throw new CorrectionError(
          `Row "${id}" is withheld as personal data and cannot be corrected; enter the result by hand`,
        );
      }
      const result = applyCorrections(row, id, own, context.index, today, outcome?.code);
      if ("problem" in result) throw new CorrectionError(result.problem);
      const code = result.row.code ?? outcome?.code;
      const unit = code === undefined || result.row.unit === undefined
        ? undefined
        : unitProblem(code, result.row.unit);
      if (unit !== undefined) throw new CorrectionError(`The corrected row "${id}": ${unit}`);
      changes.set(id, result.changes);
      return { ...result.row, printed: row.printed ?? printedRow(row) };
    });
  });
  const unknown = [...ids].filter((id) => !seen.has(id));
  if (unknown.length > 0) {
    throw new CorrectionError(
      `No row has the id ${
        unknown.map((id) => JSON.stringify(id)).join(", ")
      } in this run, so it cannot be corrected; ids are in the table's first column`,
    );
  }
  return { rows, changes };
}

/**
 * Applies the run's corrections, or says why they cannot be applied.
 * `context` is only read (its `known` set is copied).
 */
export function correctDocuments(
  documents: readonly CorrectableDocument[],
  corrections: readonly Correction[],
  context: ClassifyContext,
  today: string,
): CorrectedRun | string {
  try {
    return correctOrThrow(documents, corrections, context, today);
  } catch (error) {
    if (error instanceof CorrectionError) return error.message;
    throw error;
  }
}

/** A log line per corrected row that is written. */
export function correctionEntries(
  documents: readonly { readonly hash: string; readonly outcomes: readonly RowOutcome[] }[],
  changes: ReadonlyMap<string, readonly FieldChange[]>,
  at: string,
): LogEntry[] {
  return documents.flatMap((d) =>
    d.outcomes.filter((o) => o.status === "new" && changes.has(o.id)).map((o): LogEntry => ({
      at,
      event: "correct",
      document: d.hash,
      row: o.id,
      changes: changes.get(o.id)!,
    }))
  );
}
