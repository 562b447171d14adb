/**
 * Scoring the generated corpus: each document is written to a temporary
 * file and imported in-process with the importer's public entry
 * (`runImport`, through the realistic corpus's `importDocument`), and its
 * store lines are scored against its truth (`realistic/score.ts`): rows
 * correct, held-ok, lost, wrong, spurious, and identity leaks in every
 * written file. The per-feature table counts a row under every feature of
 * its document.
 *
 * @module
 */

import { type DocumentResult, importDocument } from "../realistic/corpus_run.ts";
import { Builders } from "./builders.ts";
import { buildDocument, type DocumentSpec, type GeneratedDocument } from "./corpus.ts";

/** A generated document and what importing it gave. */
export interface Outcome {
  readonly document: GeneratedDocument;
  readonly result: DocumentResult;
}

/** Counts of one feature (or of all documents). */
export interface Tally {
  documents: number;
  rows: number;
  correct: number;
  heldOk: number;
  lost: number;
  wrong: number;
  spurious: number;
  leaks: number;
}

/** How a document is built: here, or by a worker (see `builders.ts`). */
export type Build = (spec: DocumentSpec, name: string) => Promise<GeneratedDocument>;

/** Builds, imports and scores one document. */
export async function scoreSpec(
  spec: DocumentSpec,
  name: string,
  build: Build = buildDocument,
): Promise<Outcome> {
  const document = await build(spec, name);
  const dir = await Deno.makeTempDir({ prefix: "bwlayout-" });
  try {
    const path = `${dir}/${document.truth.document}`;
    await Deno.writeFile(path, document.bytes);
    return { document, result: await importDocument(document.truth, path) };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/**
 * Scores specs, `concurrency` at a time; the results are in the specs'
 * order. With `builders` workers, documents are built off the main thread
 * while it imports others.
 */
export async function scoreSpecs(
  specs: readonly DocumentSpec[],
  concurrency = 2,
  builders = 0,
  name = (i: number) => `layout_${String(i).padStart(4, "0")}.pdf`,
): Promise<Outcome[]> {
  const pool = builders > 0 ? new Builders(builders) : undefined;
  const build: Build = pool ? (spec, n) => pool.build(spec, n) : buildDocument;
  const outcomes: Outcome[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const i = next++;
      outcomes[i] = await scoreSpec(specs[i]!, name(i), build);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    pool?.close();
  }
  return outcomes;
}

function empty(): Tally {
  return { documents: 0, rows: 0, correct: 0, heldOk: 0, lost: 0, wrong: 0, spurious: 0, leaks: 0 };
}

function add(tally: Tally, { document, result }: Outcome): void {
  tally.documents++;
  tally.rows += document.truth.rows.length;
  tally.correct += result.score.correct.length;
  tally.heldOk += result.heldAllowed.length;
  tally.lost += result.score.lost.length;
  tally.wrong += result.score.wrong.length;
  tally.spurious += result.score.spurious.length;
  tally.leaks += result.leaks.length;
}

/** The tally of every document, and of each feature's documents. */
export function tallies(
  outcomes: readonly Outcome[],
): { total: Tally; byFeature: Map<string, Tally> } {
  const total = empty();
  const byFeature = new Map<string, Tally>();
  for (const outcome of outcomes) {
    add(total, outcome);
    for (const feature of outcome.document.features) {
      if (!byFeature.has(feature)) byFeature.set(feature, empty());
      add(byFeature.get(feature)!, outcome);
    }
  }
  return { total, byFeature: new Map([...byFeature].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/** The share of rows correct, as a percentage with one decimal. */
export function percentCorrect(tally: Tally): string {
  return tally.rows === 0 ? "-" : `${((100 * tally.correct) / tally.rows).toFixed(1)} %`;
}

/** The per-feature table (Markdown), worst share correct first, then the total. */
export function featureTable(outcomes: readonly Outcome[]): string {
  const { total, byFeature } = tallies(outcomes);
  const head = [
    "feature",
    "docs",
    "rows",
    "correct",
    "held-ok",
    "lost",
    "wrong",
    "spurious",
    "leaks",
    "% correct",
  ];
  const row = (name: string, t: Tally) => [
    name,
    ...[t.documents, t.rows, t.correct, t.heldOk, t.lost, t.wrong, t.spurious, t.leaks].map(String),
    percentCorrect(t),
  ];
  const ratio = (t: Tally) => (t.rows === 0 ? 1 : t.correct / t.rows);
  const body = [...byFeature].sort(([, a], [, b]) => ratio(a) - ratio(b)).map(([n, t]) =>
    row(n, t)
  );
  body.push(row("**total**", total));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const format = (cells: readonly string[]) =>
    `| ${
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")
    } |`;
  const rule = `|${
    widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")
  }|`;
  return [format(head), rule, ...body.map(format)].join("\n");
}

/** Whether a document failed: any row lost or wrong, anything spurious, or any leak. */
export function failed({ result }: Outcome): boolean {
  return result.score.lost.length + result.score.wrong.length + result.score.spurious.length +
      result.leaks.length > 0;
}
