/**
 * The plan stage of an import run: every text the run will write, built and
 * checked before anything is written. Each document that has new rows gets
 * its own store file, named by the day and the hash of its text, and its own
 * log lines; the proposals of every written document are merged into one
 * new `alias-proposals.yaml`. A log text that fails the privacy check drops
 * that document from the plan, never the others.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { fileNameWords, type PrivacyGuard } from "../privacy/mod.ts";
import {
  mergeProposals,
  type Proposal,
  renderProposals,
  type RowOutcome,
  type RowStatus,
} from "../classify/mod.ts";
import { contentHash } from "../pipeline/mod.ts";
import { type ImportLogEntry, type LogEntry, logLines } from "../write/mod.ts";
import type { CheckedDocument } from "./check_documents.ts";
import { correctionEntries } from "./correct_rows.ts";
import type { FieldChange } from "./corrections.ts";
import { proposalOf, waitsForName } from "./row_proposal.ts";
import { documentDateEntry } from "./document_dates.ts";
import { documentName, rowProvenance } from "./row_provenance.ts";

/** What the run writes for one document. */
export interface DocumentPlan {
  readonly document: CheckedDocument;
  /** The store file's name without its extension, when the document has new rows. */
  readonly storeBase?: string;
  /** The store file's lines (empty when none). */
  readonly storeText: string;
  /** How many rows the store file holds. */
  readonly lines: number;
  /** The document's log lines, given the name its store file got (or `null`). */
  readonly logEntries: (written: string | null) => LogEntry[];
}

/** Everything a run writes. */
export interface WritePlan {
  readonly documents: readonly DocumentPlan[];
  /** Whether `alias-proposals.yaml` changes, and its new text (`undefined` removes it). */
  readonly proposals: { readonly changed: boolean; readonly text?: string };
  /** How many rows wait for their name to be approved. */
  readonly proposed: number;
  /** One message per document dropped from the plan because its log would carry personal data. */
  readonly refusals: readonly string[];
}

function count(outcomes: readonly RowOutcome[], status: RowStatus): number {
  return outcomes.filter((o) => o.status === status).length;
}

/** A document's import log line, with the counts its review table ends with. */
function importEntry(document: CheckedDocument, at: string, file: string | null): ImportLogEntry {
  const { outcomes } = document;
  return {
    at,
    event: "import",
    document: document.hash,
    format: document.parsed.format,
    rows: outcomes.length,
    imported: count(outcomes, "new"),
    in_store: count(outcomes, "in_store"),
    held: count(outcomes, "held"),
    proposed: count(outcomes, "proposed"),
    ocr_review: count(outcomes, "ocr_review"),
    withheld: count(outcomes, "withheld"),
    unreadable: count(outcomes, "unreadable"),
    file,
  };
}

/** The rows a document writes: none when it is held back. */
function newRows(document: CheckedDocument): RowOutcome[] {
  if (document.holds.length > 0) return [];
  return document.outcomes.filter((o) => o.status === "new");
}

/**
 * Plans the writes of a run. `existing` is the proposals file as read, or
 * `undefined` when it could not be read (then it is left alone).
 */
export async function planWrites(
  documents: readonly CheckedDocument[],
  changes: ReadonlyMap<string, readonly FieldChange[]>,
  dated: ReadonlyMap<string, { readonly date: string; readonly rows: number }>,
  existing: readonly Proposal[] | undefined,
  context: { guard: PrivacyGuard; index: MarkerIndex; today: string; at: string },
): Promise<WritePlan> {
  const { guard, at } = context;
  const plans: DocumentPlan[] = [];
  const refusals: string[] = [];
  const known = fileNameWords([
    ...context.index.names.keys(),
    ...context.index.dictionary.markers.keys(),
  ]);
  for (const document of documents) {
    const rows = newRows(document);
    const doc = documentName(
      document.file.path,
      guard,
      known,
      rows[0]?.line?.date.slice(0, 10),
      document.parsed.identity,
    );
    const storeText = rows.map((o) =>
      `${
        JSON.stringify({
          ...o.line,
          ...rowProvenance(o.row, doc, changes.get(o.id), guard, context.today),
        })
      }\n`
    ).join("");
    const storeBase = rows.length > 0
      ? `${context.today}-${(await contentHash(new TextEncoder().encode(storeText))).slice(0, 12)}`
      : undefined;
    const date = rows.length > 0 ? dated.get(document.hash) : undefined;
    const logEntries = (written: string | null): LogEntry[] => [
      importEntry(document, at, written),
      ...(date !== undefined ? [documentDateEntry(document.hash, date, at)] : []),
      ...correctionEntries([{ ...document, outcomes: rows }], changes, at),
    ];
    // The final name may only gain a numeric suffix; the planned one is checked.
    const problem = guard.problem(
      logLines(logEntries(storeBase === undefined ? null : `${storeBase}.ndjson`)),
    );
    if (problem !== undefined) {
      refusals.push(
        `Held back "${document.file.path}": its import log line would contain ${problem}; nothing of it is written`,
      );
      continue;
    }
    plans.push({
      document,
      ...(storeBase !== undefined ? { storeBase } : {}),
      storeText,
      lines: rows.length,
      logEntries,
    });
  }
  const incoming = plans.filter((p) => p.document.holds.length === 0).flatMap((p) =>
    p.document.outcomes.filter(waitsForName).map((o) => proposalOf(o, p.document.hash))
  );
  let proposals: WritePlan["proposals"] = { changed: false };
  if (existing !== undefined) {
    const merged = mergeProposals(existing, incoming, context.index);
    if (JSON.stringify(merged) !== JSON.stringify(existing)) {
      proposals = merged.length === 0
        ? { changed: true }
        : { changed: true, text: renderProposals(merged) };
    }
  }
  return { documents: plans, proposals, proposed: incoming.length, refusals };
}
