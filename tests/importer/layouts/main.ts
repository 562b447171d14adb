/**
 * The wide run of the layout generator, as a task:
 *
 *     deno task layouts -- --seed 7 --count 1000 [--ocr] [--shrink 20] [--out DIR]
 *     deno task layouts -- --alone --count 10
 *     deno task layouts -- --more --seed 20 --count 400
 *
 * Builds `count` documents from `seed`, imports each in-process, prints the
 * per-feature table and writes, for every failing document, its layout
 * shrunk by fast-check to the fewest features that still fail (at most
 * `--shrink` documents are shrunk, since each step re-imports), with the
 * failing rows, to `DIR/failures.json` (default `layouts-out/`), and the
 * failing documents' PDFs and truths (`NAME.truth.json`) and the table
 * (`table.md`, to compare runs) beside it. With `--alone`, `count`
 * documents of each single-feature variant of the plainest layout are
 * scored instead, each counted under its one feature.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { aloneVariants } from "./alone.ts";
import { CI_COUNT, CI_SEED } from "./ci.ts";
import { corpusSpecs } from "./corpus.ts";
import { differsFromPlain } from "./features.ts";
import { failed, featureTable, type Outcome, scoreSpecs } from "./score_layouts.ts";
import { shrinkFailure } from "./shrink.ts";
import { scoreOcrSpecs } from "./ocr.ts";

function describeFailure(outcome: Outcome): string[] {
  const { score, leaks } = outcome.result;
  const row = (r: { code: string; date: string; value: number | string; printed: string }) =>
    `${r.code} ${r.date} ${r.value} ("${r.printed}")`;
  return [
    ...score.lost.map((r) => `lost ${row(r)}`),
    ...score.wrong.map((w) => `wrong ${row(w.truth)}: ${w.differences.join("; ")}`),
    ...score.spurious.map((s) => `spurious ${String(s.code)} ${String(s.date)} ${String(s.value)}`),
    ...leaks.map((l) => `LEAK ${l}`),
    ...outcome.result.errors.flatMap((e) => e.split("\n")).slice(0, 3).map((e) =>
      `importer said: ${e}`
    ),
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args.filter((a) => a !== "--"),
    options: {
      seed: { type: "string", default: String(CI_SEED) },
      count: { type: "string", default: String(CI_COUNT) },
      ocr: { type: "boolean", default: false },
      shrink: { type: "string", default: "20" },
      out: { type: "string", default: "layouts-out" },
      concurrency: { type: "string", default: "3" },
      alone: { type: "boolean", default: false },
      more: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(`Usage: deno task layouts -- [options]

  --seed N         corpus seed (default ${CI_SEED}, the CI seed)
  --count N        documents (default ${CI_COUNT}, the CI count); with --alone, per variant
  --ocr            score the OCR subset (one-page tables, photographed; needs tesseract)
  --shrink N       shrink at most N failing documents with fast-check (default 20; 0 is quicker)
  --out DIR        where failures.json, table.md and failing PDFs go (default layouts-out)
  --concurrency N  documents imported at once (default 3)
  --alone          each single-feature variant of the plainest layout instead of a corpus
  --more           also draw the fourth stream: German, Czech, Slovak, Ukrainian, footnote
                   marks, method cells that say so, e-mails and wide sheets (CSV, .xlsx)

Prints the per-feature table (the one in docs/import.md). Without --ocr the corpus
draws the extras (cumulative sheets, units in names...), as CI does.`);
    Deno.exit(0);
  }
  const seed = Number(values.seed);
  const count = Number(values.count);
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
    throw new Error(
      `Expected integer --seed and --count, got "${values.seed}" and "${values.count}"`,
    );
  }
  const started = performance.now();
  const variants = aloneVariants();
  const specs = values.alone
    ? variants.flatMap((v) =>
      [...Array(count)].map((_, i) => ({ layout: v.layout, seed: seed + i }))
    )
    : corpusSpecs(seed, count, !values.ocr, values.more);
  let outcomes = values.ocr
    ? await scoreOcrSpecs(specs, Number(values.concurrency))
    : await scoreSpecs(specs, Number(values.concurrency), 2);
  if (values.alone) {
    // Each document counts under its one changed feature only.
    outcomes = outcomes.map((o, i) => ({
      ...o,
      document: { ...o.document, features: [variants[Math.floor(i / count)]!.name] },
    }));
  }
  console.log(featureTable(outcomes));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nseed ${seed}, ${outcomes.length} documents${
      values.ocr ? ` (OCR: the one-page tables of ${count})` : ""
    } in ${seconds} s`,
  );
  const failures = outcomes.filter(failed);
  await Deno.mkdir(values.out, { recursive: true });
  await Deno.writeTextFile(`${values.out}/table.md`, `${featureTable(outcomes)}\n`);
  const report = [];
  for (const [i, outcome] of failures.entries()) {
    const name = outcome.document.truth.document;
    await Deno.writeFile(`${values.out}/${name}`, outcome.document.bytes);
    await Deno.writeTextFile(
      `${values.out}/${name.replace(/\.\w+$/, "")}.truth.json`,
      `${JSON.stringify(outcome.document.truth, null, 2)}\n`,
    );
    const shrunk = i < Number(values.shrink) && !values.ocr
      ? await shrinkFailure(outcome.document.spec, name)
      : undefined;
    report.push({
      document: name,
      seed: outcome.document.spec.seed,
      features: outcome.document.features,
      shrunk: shrunk ? differsFromPlain(shrunk.layout) : null,
      shrunkFeatures: shrunk?.features ?? null,
      failures: describeFailure(outcome),
      shrunkFailures: shrunk ? describeFailure(shrunk.outcome) : null,
    });
    if (shrunk) {
      console.log(
        `${name}: fails with ${differsFromPlain(shrunk.layout).join(", ") || "the plain layout"}`,
      );
    }
  }
  await Deno.writeTextFile(`${values.out}/failures.json`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${failures.length} failing documents; details in ${values.out}/failures.json`);
}
