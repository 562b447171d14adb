/**
 * Writes the realistic corpus: every document into
 * `tests/fixtures/importer/realistic/` and its truth into `truth/` beside
 * it. Run it after changing a document module:
 *
 *     deno run --allow-read --allow-write --allow-run tests/importer/realistic/generate.ts
 *
 * PDFs, CSV and JSON come out byte for byte the same on every run (see
 * generate_test.ts). The phone photo is rendered by pdftoppm and degraded
 * here, so its bytes depend on poppler's rasteriser: it is committed as the
 * document, and left out of the byte comparison.
 *
 * @module
 */

import * as chainPanel from "./documents/chain_panel.ts";
import * as twoColumns from "./documents/two_columns.ts";
import * as hospitalPages from "./documents/hospital_pages.ts";
import * as twoVisits from "./documents/two_visits.ts";
import * as cumulative from "./documents/cumulative.ts";
import * as fhirDischarge from "./documents/fhir_discharge.ts";
import * as handKeptCsv from "./documents/hand_kept_csv.ts";
import * as phonePhoto from "./documents/phone_photo.ts";
import * as wordItems from "./documents/word_items.ts";
import * as twoReportsMerged from "./documents/two_reports_merged.ts";
import * as codeDashHospital from "./documents/code_dash_hospital.ts";
import * as starsBands from "./documents/stars_bands.ts";
import * as lisComments from "./documents/lis_comments.ts";
import * as dischargeProseTable from "./documents/discharge_prose_table.ts";
import * as nhsReport from "./documents/nhs_report.ts";
import * as usReferenceInterval from "./documents/us_reference_interval.ts";
import * as cumulativeTimes from "./documents/cumulative_times.ts";
import * as monoPrintout from "./documents/mono_printout.ts";
import * as blockTests from "./documents/block_tests.ts";
import * as englishDischarge from "./documents/english_discharge.ts";
import type { Truth } from "./truth.ts";

/** One document of the corpus: how to build it. */
export interface CorpusDocument {
  readonly build: () => Promise<{ bytes: Uint8Array; truth: Truth }>;
  /** Whether regenerating gives the same bytes everywhere (false for rasterised images). */
  readonly deterministic: boolean;
  /** For a document that is not deterministic: its truth alone, which is. */
  readonly truth?: () => Truth;
}

/** Every document of the corpus, in order. */
export const CORPUS: readonly CorpusDocument[] = [
  { build: chainPanel.build, deterministic: true },
  { build: twoColumns.build, deterministic: true },
  { build: hospitalPages.build, deterministic: true },
  { build: twoVisits.build, deterministic: true },
  { build: cumulative.build, deterministic: true },
  { build: fhirDischarge.build, deterministic: true },
  { build: handKeptCsv.build, deterministic: true },
  { build: phonePhoto.build, deterministic: false, truth: phonePhoto.truth },
  { build: wordItems.build, deterministic: true },
  { build: twoReportsMerged.build, deterministic: true },
  { build: codeDashHospital.build, deterministic: true },
  // Held out: written before the importer was taught their layouts (docs/import.md).
  { build: starsBands.build, deterministic: true },
  { build: lisComments.build, deterministic: true },
  { build: dischargeProseTable.build, deterministic: true },
  { build: nhsReport.build, deterministic: true },
  { build: usReferenceInterval.build, deterministic: true },
  { build: cumulativeTimes.build, deterministic: true },
  { build: monoPrintout.build, deterministic: true },
  { build: blockTests.build, deterministic: true },
  { build: englishDischarge.build, deterministic: true },
];

/** The corpus folder in this repository. */
export function corpusDir(): string {
  return decodeURIComponent(
    new URL("../../fixtures/importer/realistic", import.meta.url).pathname,
  );
}

/** The text of a truth file. */
export function truthText(truth: Truth): string {
  return `${JSON.stringify(truth, null, 2)}\n`;
}

/** The truth file's path relative to the corpus folder. */
export function truthName(truth: Truth): string {
  return `truth/${truth.document.replace(/\.[^.]+$/, "")}.json`;
}

/**
 * Builds every document and its truth and writes them under `dir`. With
 * `onlyDeterministic`, a document that is not deterministic is left out and
 * only its truth is written.
 */
export async function writeCorpus(dir: string, onlyDeterministic = false): Promise<string[]> {
  await Deno.mkdir(`${dir}/truth`, { recursive: true });
  const written: string[] = [];
  for (const document of CORPUS) {
    if (onlyDeterministic && !document.deterministic) {
      const truth = document.truth?.();
      if (truth === undefined) continue;
      await Deno.writeTextFile(`${dir}/${truthName(truth)}`, truthText(truth));
      written.push(truthName(truth));
      continue;
    }
    const { bytes, truth } = await document.build();
    await Deno.writeFile(`${dir}/${truth.document}`, bytes);
    await Deno.writeTextFile(`${dir}/${truthName(truth)}`, truthText(truth));
    written.push(truth.document, truthName(truth));
  }
  return written;
}

/** Reads every truth file of the committed corpus, in corpus order. */
export async function readTruths(dir = corpusDir()): Promise<Truth[]> {
  const truths: Truth[] = [];
  const names: string[] = [];
  for await (const entry of Deno.readDir(`${dir}/truth`)) {
    if (entry.isFile && entry.name.endsWith(".json")) names.push(entry.name);
  }
  for (const name of names.sort()) {
    truths.push(JSON.parse(await Deno.readTextFile(`${dir}/truth/${name}`)) as Truth);
  }
  return truths;
}

if (import.meta.main) {
  for (const name of await writeCorpus(corpusDir())) console.log(`wrote ${name}`);
}
