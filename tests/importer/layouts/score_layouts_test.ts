/**
 * The per-feature tally: a document's rows count under every feature it
 * has, the total counts each document once, and a document fails on any
 * lost, wrong or spurious row or any leak.
 */

import assert from "node:assert/strict";
import type { DocumentResult } from "../realistic/corpus_run.ts";
import type { TruthRow } from "../realistic/truth.ts";
import type { GeneratedDocument } from "./corpus.ts";
import { PLAIN } from "./features.ts";
import { failed, featureTable, type Outcome, tallies } from "./score_layouts.ts";

function row(code: string): TruthRow {
  return { printed: code, code, date: "2024-01-02", value: 1 };
}

function outcome(features: string[], correct: number, lost: number, leaks = 0): Outcome {
  const rows = [...Array(correct + lost)].map((_, i) => row(`M${i}`));
  const truth = {
    document: "d.pdf",
    describes: features.join(", "),
    acceptOcr: false,
    rows,
    notStored: [],
    identity: [],
  };
  const document: GeneratedDocument = {
    spec: { layout: PLAIN, seed: 1 },
    features,
    bytes: new Uint8Array(),
    truth,
  };
  const result = {
    truth,
    score: { correct: rows.slice(0, correct), wrong: [], lost: rows.slice(correct), spurious: [] },
    unlisted: [],
    heldAllowed: [],
    leaks: [...Array(leaks)].map(() => "file: x"),
    exitCode: 0,
    errors: [],
    noRows: false,
    summary: undefined,
    labs: { right: 0, missing: 0, wrong: [] },
  } satisfies DocumentResult;
  return { document, result };
}

Deno.test("tallies(): a document's rows count under each of its features, and once in the total", () => {
  const { total, byFeature } = tallies([
    outcome(["table", "lang:pl"], 3, 1),
    outcome(["table", "lang:en"], 2, 0, 1),
  ]);
  assert.deepEqual([total.documents, total.rows, total.correct, total.lost, total.leaks], [
    2,
    6,
    5,
    1,
    1,
  ]);
  assert.equal(byFeature.get("table")!.rows, 6);
  assert.deepEqual(
    [byFeature.get("lang:pl")!.correct, byFeature.get("lang:pl")!.lost],
    [3, 1],
  );
  assert.equal(byFeature.get("lang:en")!.leaks, 1);
});

Deno.test("featureTable(): worst feature first, the total last, shares with one decimal", () => {
  const table = featureTable([outcome(["a"], 1, 3), outcome(["b"], 4, 0)]).split("\n");
  assert.match(table[2]!, /^\| a +\| +1 \| +4 \| +1 \|.* 25\.0 % \|$/);
  assert.match(table[3]!, /^\| b .* 100\.0 % \|$/);
  assert.match(table.at(-1)!, /^\| \*\*total\*\* .* 62\.5 % \|$/);
});

Deno.test("failed(): a lost row or a leak fails a document, all rows correct does not", () => {
  assert.equal(failed(outcome(["a"], 2, 0)), false);
  assert.equal(failed(outcome(["a"], 2, 1)), true);
  assert.equal(failed(outcome(["a"], 2, 0, 1)), true);
});
