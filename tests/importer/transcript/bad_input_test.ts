/**
 * Bad transcripts and unreadable documents: a transcript without the header
 * or with an unknown column, a document that does not exist, one whose
 * text cannot be read (a password, an empty page), a transcript far longer
 * than the document, a row carrying an identity string. Each gets a clear
 * message naming the file, or holds its rows with the reason; none stores.
 */

import assert from "node:assert/strict";
import { runImport } from "../../../src/importer/run/run_import.ts";
import { DATE, KINDS, PATIENT, ROWS } from "./documents.ts";
import { transcriptCsv, type TranscriptLine } from "./faults.ts";

const NOW = new Date("2025-06-01T12:00:00Z");
const CORRECT: TranscriptLine[] = ROWS.map((row) => ({ date: DATE, ...row }));

async function run(inputs: string[], against?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const dir = await Deno.makeTempDir({ prefix: "bwtranscript-data-" });
  const code = await runImport({
    dataDir: dir,
    inputs,
    dryRun: false,
    acceptOcr: false,
    acceptHeld: false,
    now: NOW,
    ...(against !== undefined ? { against } : {}),
  }, { out: (t) => out.push(t), err: (t) => err.push(t) });
  const written = [...Deno.readDirSync(dir)].filter((e) => e.name.endsWith(".ndjson")).length;
  await Deno.remove(dir, { recursive: true });
  return { code, out: out.join("\n"), err: err.join("\n"), written };
}

async function folder(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bwtranscript-bad-" });
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") await Deno.writeTextFile(`${dir}/${name}`, content);
    else await Deno.writeFile(`${dir}/${name}`, content);
  }
  return dir;
}

Deno.test("a transcript without its header is refused, naming the file and line", async () => {
  const csv = transcriptCsv(CORRECT).split("\n").slice(1).join("\n");
  const dir = await folder({ "wynik.txt": "x", "wynik.transcript.csv": csv });
  const result = await run([dir]);
  assert.equal(result.code, 1);
  assert.match(result.err, /Cannot read transcript ".*wynik\.transcript\.csv" line 1: no header/);
  assert.equal(result.written, 0);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a transcript with an unknown column, or one the verifier cannot check, is refused", async () => {
  const csv = transcriptCsv(CORRECT).replace("Page", "Confidence");
  const dir = await folder({ "wynik.txt": "x", "wynik.transcript.csv": csv });
  const result = await run([dir]);
  assert.match(result.err, /line 1: column "Confidence" is unknown/);
  const minMax = "Date;Test;Value;Min;Max\n2025-03-12;HGB;13,6;12;16\n";
  await Deno.writeTextFile(`${dir}/wynik.transcript.csv`, minMax);
  assert.match((await run([dir])).err, /line 1: column "Min" is not a transcript column/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a page that is no page number is refused with its line", async () => {
  const csv = transcriptCsv([{ ...CORRECT[0]!, page: 1 }]).replace(";1\n", ";one\n");
  const dir = await folder({ "wynik.txt": "x", "wynik.transcript.csv": csv });
  assert.match((await run([dir])).err, /line 2: page "one" is not a page number/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("--against a document that does not exist names it", async () => {
  const dir = await folder({ "t.csv": transcriptCsv(CORRECT) });
  const result = await run([`${dir}/t.csv`], `${dir}/brak.pdf`);
  assert.equal(result.code, 1);
  assert.match(
    result.err,
    /Cannot read the document ".*brak\.pdf" for ".*t\.csv": it does not exist/,
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a transcript with no document beside it is named, with the way out", async () => {
  const dir = await folder({ "wynik.transcript.csv": transcriptCsv(CORRECT) });
  const result = await run([dir]);
  assert.equal(result.code, 1);
  assert.match(
    result.err,
    /no document named "wynik\.…" beside it; name it with --against DOCUMENT/,
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a document whose text cannot be read holds every row with the reason", async () => {
  const pdf = await Deno.readFile(
    new URL("../../fixtures/importer/password_protected.pdf", import.meta.url),
  );
  const dir = await folder({
    "wynik.pdf": pdf,
    "wynik.transcript.csv": transcriptCsv(CORRECT),
    "pusty.txt": "\n\n",
    "pusty.transcript.csv": transcriptCsv(CORRECT),
  });
  const result = await run([dir]);
  assert.equal(result.written, 0);
  assert.match(
    result.out,
    /held: not on the document: the document's text cannot be read: the PDF is protected by a password/,
  );
  assert.match(
    result.out,
    /held: not on the document: the document's text cannot be read: no text found on it/,
  );
  assert.doesNotMatch(result.out, /\snew$/m);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a transcript far longer than the document's text is refused", async () => {
  const many = Array.from({ length: 300 }, (_, i) => ({ ...CORRECT[i % CORRECT.length]! }));
  const dir = await folder({
    "wynik.txt": new TextDecoder().decode(await KINDS.txt()),
    "wynik.transcript.csv": transcriptCsv(many),
  });
  const result = await run([dir]);
  assert.equal(result.written, 0);
  assert.match(
    result.err,
    /Transcript ".*wynik\.transcript\.csv" is far longer \(\d+ characters\) than the text of ".*wynik\.txt"/,
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a transcript row that carries the patient's name is withheld and never shown", async () => {
  const rows = [...CORRECT, { ...CORRECT[0]!, name: PATIENT }];
  const dir = await folder({
    "wynik.txt": await KINDS.txt(),
    "wynik.transcript.csv": transcriptCsv(rows),
  });
  const result = await run([dir]);
  assert.match(result.out, /withheld: matches the patient name field/);
  assert.match(result.out, /9 result rows: 8 new, 1 withheld/);
  assert.doesNotMatch(result.out + result.err, new RegExp(PATIENT));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a folder's file no reader reads is named with the way out, never skipped silently", async () => {
  const dir = await folder({
    "list.pages": "x",
    "wynik.csv": new TextDecoder().decode(await KINDS.csv()),
  });
  const result = await run([dir]);
  assert.match(
    result.out,
    /note: ".*list\.pages": no reader reads this kind of file \(".pages" files \(an Apple Pages document: [^)]*\)\); transcribe it: .* save the CSV beside it as "list\.transcript\.csv"/,
  );
  await Deno.remove(dir, { recursive: true });
});
