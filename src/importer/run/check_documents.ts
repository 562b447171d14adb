/**
 * The check stage of an import run: the `--set` corrections are applied,
 * each document's rows are classified against the store, and every text a
 * row would put in a file (its store line, its name proposal) passes the
 * privacy check. A text that fails it withholds that row only, with the
 * field it matched; the rest of the document, and every other document,
 * goes on.
 *
 * @module
 */

import { cleanText } from "../../domain/text.ts";
import {
  type ClassifyContext,
  classifyRows,
  numericCodesOf,
  proposalsYaml,
  rowIdHashLength,
  type RowOutcome,
  sameMeasurementKey,
} from "../classify/mod.ts";
import type { PrivacyGuard } from "../privacy/mod.ts";
import type { ParsedDocument } from "../document.ts";
import { correctDocuments } from "./correct_rows.ts";
import type { Correction, FieldChange } from "./corrections.ts";
import { dateDocuments, type DocumentDate } from "./document_dates.ts";
import { documentHolds, type ReadDocument } from "./read_documents.ts";
import { proposalOf, waitsForName } from "./row_proposal.ts";
import { holdUnverified } from "../transcript/mod.ts";
import type { StoreView } from "./store_view.ts";

/** The longest parser note or hold shown: they may quote text from the document. */
export const MESSAGE_LENGTH = 200;

/** A document with the decision on each of its rows. */
export interface CheckedDocument extends ReadDocument {
  /** The document with its corrections applied. */
  readonly parsed: ParsedDocument;
  /** Why the whole document is held back; when any, nothing of it is written. */
  readonly holds: readonly string[];
  readonly outcomes: readonly RowOutcome[];
  /** One message per row the privacy check withheld here, naming the row and the field. */
  readonly refusals: readonly string[];
}

/** The checked documents of a run, with what was corrected and what `--accept` named. */
export interface CheckedRun {
  readonly documents: readonly CheckedDocument[];
  /** The fields `--set` changed, by row id. */
  readonly changes: ReadonlyMap<string, readonly FieldChange[]>;
  /** The date `--date` gave each document, by document hash, with how many rows took it. */
  readonly dated: ReadonlyMap<string, { readonly date: string; readonly rows: number }>;
  /** Ids given to `--accept` that no row of the run has. */
  readonly unknownIds: readonly string[];
}

/** What the check needs to know about the run. */
export interface CheckOptions {
  readonly acceptOcr: boolean;
  readonly acceptHeld: boolean;
  readonly accept?: readonly string[];
  readonly corrections?: readonly Correction[];
  readonly dates?: readonly DocumentDate[];
}

/**
 * The outcomes of a document that is held back whole: every row that would
 * have been written, proposed or sent to OCR review is held with the
 * document's reason, so the table and the counts say what really happens.
 */
function heldWhole(outcomes: readonly RowOutcome[], holds: readonly string[]): RowOutcome[] {
  const more = holds.length > 1 ? ` (and ${holds.length - 1} more)` : "";
  const reason = `document held back: ${cleanText(holds[0] ?? "", MESSAGE_LENGTH)}${more}`;
  return outcomes.map((o) =>
    o.status === "new" || o.status === "ocr_review" || o.status === "proposed"
      ? { ...o, status: "held", reason, acceptable: false }
      : o.status === "held"
      ? { ...o, acceptable: false }
      : o
  );
}

/**
 * The store line of a row as it is checked: its values (not its keys: a
 * stray identity word such as "Lab" must not match the key "lab" of every
 * line), without `source`, the document's hash.
 */
function lineText(outcome: RowOutcome): string {
  const { source: _hash, ...line } = outcome.line!;
  return Object.values(line).filter((v) => v !== undefined && v !== null).map(String).join("\n");
}

/** What of a row would be written and carries personal data, described without repeating it. */
function rowProblem(outcome: RowOutcome, hash: string, guard: PrivacyGuard): string | undefined {
  if (outcome.status === "new" && outcome.line !== undefined) {
    const problem = guard.problem(lineText(outcome));
    if (problem !== undefined) return `its store line would contain ${problem}`;
  }
  if (waitsForName(outcome)) {
    const proposal = proposalOf(outcome, hash);
    const problem = guard.problem(JSON.stringify(proposal)) ??
      guard.problem(proposalsYaml([proposal]));
    if (problem !== undefined) return `its name proposal would contain ${problem}`;
  }
  return undefined;
}

/**
 * The privacy check of every text a written document's rows would put in a
 * file: a row whose text fails it is withheld (never written, never
 * acceptable), with a message naming the document and the field. A
 * withheld new row leaves `known` again: it is not in the store.
 */
function guardRows(
  document: ReadDocument,
  outcomes: readonly RowOutcome[],
  guard: PrivacyGuard,
  known: Set<string>,
): { outcomes: RowOutcome[]; refusals: string[] } {
  const refusals: string[] = [];
  const checked = outcomes.map((outcome): RowOutcome => {
    const problem = rowProblem(outcome, document.hash, guard);
    if (problem === undefined) return outcome;
    if (outcome.status === "new" && outcome.line !== undefined) {
      known.delete(sameMeasurementKey(outcome.line));
    }
    refusals.push(`Withheld row "${outcome.id}" of "${document.file.path}": ${problem}`);
    const names = [outcome.row.name, ...(outcome.row.alternatives ?? [])];
    const { acceptable: _no, ...rest } = outcome;
    return {
      ...rest,
      status: "withheld",
      reason: problem,
      personalName: names.some((name) => guard.field(name) !== undefined),
    };
  });
  return { outcomes: checked, refusals };
}

/**
 * The document without the date candidates that are an identity string of
 * any document of the run (a birth date another document labels).
 */
function withoutPersonalDates(parsed: ParsedDocument, guard: PrivacyGuard): ParsedDocument {
  if (parsed.dateCandidates === undefined) return parsed;
  const dateCandidates = parsed.dateCandidates.filter((c) => guard.field(c.date) === undefined);
  return { ...parsed, dateCandidates };
}

/**
 * Checks each document of a run in order, against the store and the rows of
 * the documents before it (a measurement printed twice is written once).
 * A `--date` is applied first, then the `--set` corrections. Returns why
 * a date or a correction cannot be applied, if one cannot.
 */
export function checkDocuments(
  read: readonly ReadDocument[],
  store: StoreView,
  guard: PrivacyGuard,
  options: CheckOptions,
  today: string,
): CheckedRun | string {
  const dated = dateDocuments(read, options.dates ?? [], today);
  if (typeof dated === "string") return dated;
  const { documents } = dated;
  const numeric = new Set(store.numeric);
  for (const document of documents) {
    for (const code of numericCodesOf(document.parsed.rows, store.index)) numeric.add(code);
  }
  const accepted = new Set(options.accept ?? []);
  const context: ClassifyContext = {
    index: store.index,
    known: store.known,
    guard,
    acceptOcr: options.acceptOcr,
    acceptHeld: options.acceptHeld,
    accepted,
    numeric,
    idHashLength: rowIdHashLength(documents.map((d) => d.hash)),
  };
  const corrected = correctDocuments(documents, options.corrections ?? [], context, today);
  if (typeof corrected === "string") return corrected;

  const checked = documents.map((document, i): CheckedDocument => {
    const parsed = withoutPersonalDates(
      { ...document.parsed, rows: corrected.rows[i] ?? document.parsed.rows },
      guard,
    );
    const holds = documentHolds(parsed, today);
    const classified = classifyRows(parsed.rows, parsed.format, document.hash, {
      ...context,
      known: holds.length > 0 ? new Set(context.known) : context.known,
    });
    const outcomes = document.unverified === undefined
      ? classified
      : holdUnverified(classified, document.unverified, (id) =>
        accepted.has(id) || options.acceptHeld);
    if (holds.length > 0) {
      return { ...document, parsed, holds, outcomes: heldWhole(outcomes, holds), refusals: [] };
    }
    return { ...document, parsed, holds, ...guardRows(document, outcomes, guard, context.known) };
  });
  const ids = new Set(checked.flatMap((d) => d.outcomes.map((o) => o.id)));
  return {
    documents: checked,
    changes: corrected.changes,
    dated: dated.dated,
    unknownIds: [...accepted].filter((id) => !ids.has(id)),
  };
}
