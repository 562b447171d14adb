/**
 * A model's transcript of a document of every kind (PDF, HTML page, Word,
 * text note, CSV export) imports every row when it is what the document
 * prints, and stores none of the rows with a planted fault (a digit changed,
 * a row invented, a unit swapped, a range altered, a date moved, a row of
 * another document): each is held with what was not found. Guards against
 * a model's slip reaching the store.
 */

import assert from "node:assert/strict";
import { runImport } from "../../../src/importer/run/run_import.ts";
import { contentHash } from "../../../src/importer/pipeline/read_document.ts";
import { DATE, KINDS, OTHER_ROWS, type PrintedRow, ROWS } from "./documents.ts";
import { FAULT_KINDS, plant, transcriptCsv, type TranscriptLine } from "./faults.ts";

const NOW = new Date("2025-06-01T12:00:00Z");

function line(row: PrintedRow): TranscriptLine {
  return { date: DATE, ...row, page: 1 };
}

const CORRECT = ROWS.map(line);
const INVENTED: TranscriptLine[] = [
  {
    date: DATE,
    code: "ALB",
    name: "Albumina",
    value: "4,2",
    unit: "g/dl",
    range: "3,5 - 5,2",
    flag: "",
  },
];

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** Status of each row by its number (1 first). */
  readonly statuses: Map<number, string>;
  readonly stored: { code: string; value: number | string; source: string; unit?: string }[];
}

async function importFolder(dir: string, options: { against?: string; input?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const data = `${dir}-data`;
  const code = await runImport({
    dataDir: data,
    inputs: [options.input ?? dir],
    dryRun: false,
    acceptOcr: false,
    acceptHeld: false,
    now: NOW,
    ...(options.against !== undefined ? { against: options.against } : {}),
  }, { out: (t) => out.push(t), err: (t) => err.push(t) });
  const statuses = new Map<number, string>();
  for (const text of out) {
    const match =
      /^\s+[0-9a-f]{6,}-(\d+)\s.*?\s{2}(new|held: .*|withheld: .*|proposed|unreadable: .*)$/
        .exec(text);
    if (match) statuses.set(Number(match[1]), match[2]!);
  }
  const stored: Run["stored"] = [];
  const names = await Array.fromAsync(Deno.readDir(data)).catch(() => []);
  for (const entry of names) {
    if (!entry.name.endsWith(".ndjson")) continue;
    const text = await Deno.readTextFile(`${data}/${entry.name}`);
    stored.push(...text.trim().split("\n").map((l) => JSON.parse(l)));
  }
  return { code, out: out.join("\n"), err: err.join("\n"), statuses, stored } satisfies Run;
}

async function removeAll(dir: string): Promise<void> {
  await Deno.remove(dir, { recursive: true });
  await Deno.remove(`${dir}-data`, { recursive: true }).catch(() => {});
}

async function folderWith(kind: keyof typeof KINDS, transcript: string): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: `bwtranscript-${kind}-` });
  await Deno.writeFile(`${dir}/wynik.${kind}`, await KINDS[kind]());
  await Deno.writeTextFile(`${dir}/wynik.transcript.csv`, transcript);
  return dir;
}

for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
  Deno.test(`a faithful transcript of a ${kind} document imports every row, under the document's hash`, async () => {
    const dir = await folderWith(kind, transcriptCsv(CORRECT));
    const run = await importFolder(dir);
    assert.equal(run.code, 0, run.err);
    assert.deepEqual([...run.statuses.values()], CORRECT.map(() => "new"), run.out);
    assert.equal(run.stored.length, ROWS.length);
    const hash = await contentHash(await Deno.readFile(`${dir}/wynik.${kind}`));
    assert.ok(run.stored.every((line) => line.source === hash), "the provenance is the document");
    assert.doesNotMatch(run.out + run.err, /Próbny|01\.02\.1980/);
    await removeAll(dir);
  });

  Deno.test(`a transcript of a ${kind} document with planted faults stores none of them`, async () => {
    for (const fault of FAULT_KINDS) {
      const extra = fault === "invented"
        ? INVENTED
        : fault === "other document"
        ? OTHER_ROWS.map(line)
        : [];
      const planted = plant(CORRECT, fault, [0, 3, 6], extra);
      const dir = await folderWith(kind, transcriptCsv(planted.rows));
      const run = await importFolder(dir);
      for (const [i] of planted.rows.entries()) {
        const status = run.statuses.get(i + 1) ?? "(missing)";
        if (planted.faulty.has(i)) {
          assert.match(
            status,
            /^held: not on the document: /,
            `${kind}, ${fault}, row ${i + 1}\n${run.out}`,
          );
        } else assert.equal(status, "new", `${kind}, ${fault}, row ${i + 1}\n${run.out}`);
      }
      assert.equal(run.stored.length, planted.rows.length - planted.faulty.size);
      for (const stored of run.stored) {
        const truth = ROWS.find((row) => row.code === stored.code);
        assert.ok(truth, `${stored.code} is a row of the document`);
      }
      await removeAll(dir);
    }
  });
}

Deno.test("each fault is held with what was not found", async () => {
  const dir = await folderWith("pdf", transcriptCsv(plant(CORRECT, "digit", [0]).rows));
  const run = await importFolder(dir);
  assert.match(
    run.statuses.get(1)!,
    /value 13,7 not printed near "Hemoglobina"; printed: 13,6/,
  );
  await removeAll(dir);
});

Deno.test("a value printed beside one marker never goes in under another", async () => {
  // Under a marker no lab prints "70 - 99 mg/dl" for (HGB), the range alone would hold the row
  // first; LDL is measured in mg/dl with such a range, so only the printed name tells.
  const swapped = CORRECT.map((row) => row.code === "GLU" ? { ...row, code: "LDL" } : row);
  const dir = await folderWith("pdf", transcriptCsv(swapped));
  const run = await importFolder(dir);
  assert.match(
    run.statuses.get(4)!,
    /held: Test "LDL" is not the marker printed as "Glukoza" \(GLU\) \(check it, then --accept [0-9a-f]+-4\)/,
  );
  assert.equal(run.stored.length, ROWS.length - 1);
  await removeAll(dir);
});
