import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { type ImportOptions, runImport } from "./run_import.ts";
import type { ProgramRunner } from "../read/mod.ts";

function quiet() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

async function dataFiles(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) if (entry.isFile) names.push(entry.name);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return names.sort();
}

async function importInto(dir: string, file: string, extra: Partial<ImportOptions> = {}) {
  const { out, err, output } = quiet();
  const code = await runImport({
    dataDir: `${dir}/data`,
    inputs: [`${dir}/${file}`],
    dryRun: false,
    acceptOcr: false,
    acceptHeld: false,
    now: new Date("2025-06-01T12:00:00Z"),
    ...extra,
  }, output);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

Deno.test("runImport() withholds a row whose proposal would carry personal data, and writes the rest", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // The patient's surname is a dictionary label: the unknown "Glukozza" row
  // itself is clean, but its proposal suggests "Glukoza".
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Pacjent;Jan Glukoza\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n2024-05-05;Glukozza;95;mg/dl\n",
  );
  const { code, out, err } = await importInto(dir, "report.csv");
  assert.equal(code, 0, err);
  assert.match(
    err,
    /Withheld row "[0-9a-f]{6}-2" of ".*report\.csv": its name proposal would contain an identity string of the document \(the patient name field\)/,
  );
  assert.match(out, /2 result rows: 1 new, 1 withheld/);
  const left = (await dataFiles(`${dir}/data`)).filter((n) => n !== ".import.lock");
  assert.ok(!left.includes("alias-proposals.yaml"), left.join(", "));
  assert.equal(left.filter((n) => n.endsWith(".ndjson")).length, 1);
  assert.doesNotMatch(`${out}\n${err}`, /Glukoza/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() proposes a name though a word of the proposals file's instructions is in an identity string", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // "Folder" is the patient's surname and a word of the file's instructions, never of the proposal.
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Pacjent;Anna Folder\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n2024-05-05;Zzyxin;95;mg/dl\n",
  );
  const { code, out, err } = await importInto(dir, "report.csv");
  assert.equal(code, 0, err);
  assert.match(out, /2 result rows: 1 new, 1 proposed/);
  const proposals = await Deno.readTextFile(`${dir}/data/alias-proposals.yaml`);
  assert.match(proposals, /name: Zzyxin/);
  assert.doesNotMatch(proposals.replace(/^#.*$/gm, ""), /Folder/);
  await Deno.remove(dir, { recursive: true });
});

async function storeValues(dir: string): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const name of await dataFiles(`${dir}/data`)) {
    if (!name.endsWith(".ndjson")) continue;
    const text = await Deno.readTextFile(`${dir}/data/${name}`);
    for (const line of text.trim().split("\n")) values.push(JSON.parse(line).value);
  }
  return values;
}

Deno.test("runImport() withholds the name, not every row of the order number's year", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Imię i nazwisko: Jan Kowalski Numer zlecenia: 123/2024/45\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n2024-05-05;Ferrytyna;45;ng/ml\n2024-05-05;Kowalski;1;mg/dl\n",
  );
  const run = await importInto(dir, "report.csv");
  assert.equal(run.code, 0, run.err);
  assert.deepEqual(await storeValues(dir), [12.9, 45]);
  assert.match(run.out, /withheld: matches the patient name field/);
  assert.match(run.out, /3 result rows: 2 new, 1 withheld/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() checks a store line's values, not its keys, for identity words", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // The patient's surname is also a key of every store line ("unit").
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Pacjent;Jan Unit\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n",
  );
  const run = await importInto(dir, "report.csv");
  assert.equal(run.code, 0, run.err);
  assert.deepEqual(await storeValues(dir), [12.9]);
  assert.match(run.out, /1 result rows?: 1 new/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() logs the same counts the table ends with", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Data;Badanie;Wynik;Jednostka;Zakres\n2024-05-05;Hemoglobina;12,9;g/dl;12 - 16\n2024-05-05;Ferrytyna;5200;ng/ml;10 - 120\n2024-05-05;Nowy marker;3;mg/dl;\n",
  );
  const run = await importInto(dir, "report.csv");
  assert.match(run.out, /3 result rows: 1 new, 1 held, 1 proposed/);
  const [entry] = (await Deno.readTextFile(`${dir}/data/import-log.jsonl`)).trim().split("\n")
    .map((line) => JSON.parse(line));
  assert.deepEqual(
    [entry.rows, entry.imported, entry.held, entry.proposed, entry.in_store, entry.unreadable],
    [3, 1, 1, 1, 0, 0],
  );
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() writes a held row accepted by its id, and refuses an unknown id", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  await Deno.writeTextFile(
    `${dir}/report.csv`,
    "Data;Badanie;Wynik;Jednostka;Zakres\n2024-05-05;Hemoglobina;1340;g/dl;12 - 16\n2024-05-05;Ferrytyna;5200;ng/ml;10 - 120\n",
  );
  const first = await importInto(dir, "report.csv", { dryRun: true });
  const id = /([0-9a-f]{6}-2) +Ferrytyna/.exec(first.out)?.[1];
  assert.ok(id, first.out);
  assert.match(first.out, new RegExp(`--accept ${id}`));

  const wrong = await importInto(dir, "report.csv", { accept: ["abcdef-9"] });
  assert.equal(wrong.code, 1);
  assert.match(wrong.err, /No row has the id "abcdef-9"/);
  assert.deepEqual(await storeValues(dir), []);

  const accepted = await importInto(dir, "report.csv", { accept: [id] });
  assert.equal(accepted.code, 0, accepted.err);
  assert.deepEqual(await storeValues(dir), [5200]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() gives two documents whose hashes share six characters ids that tell them apart", async () => {
  // Reports that differ in one value until two hashes share their first six hex characters
  // (about 5,000 tries by the birthday bound; the search is the same on every run).
  const report = (n: number) =>
    `Data;Badanie;Wynik;Jednostka;Zakres\n2024-05-05;Ferrytyna;${5000 + n};ng/ml;10 - 120\n`;
  const seen = new Map<string, number>();
  let pair: [number, number] | undefined;
  for (let n = 0; !pair; n++) {
    const prefix = createHash("sha256").update(report(n)).digest("hex").slice(0, 6);
    const other = seen.get(prefix);
    if (other !== undefined) pair = [other, n];
    else seen.set(prefix, n);
  }
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  await Deno.writeTextFile(`${dir}/a.csv`, report(pair[0]));
  await Deno.writeTextFile(`${dir}/b.csv`, report(pair[1]));
  const inputs = [`${dir}/a.csv`, `${dir}/b.csv`];
  const first = await importInto(dir, "a.csv", { dryRun: true, inputs });
  const ids = [...first.out.matchAll(/([0-9a-f]{6,64}-1) +Ferrytyna/g)].map((m) => m[1]!);
  assert.equal(ids.length, 2, first.out);
  assert.notEqual(ids[0], ids[1]);
  assert.ok(ids.every((id) => id.length > "3fa2c1-1".length), ids.join(", "));

  const accepted = await importInto(dir, "a.csv", { accept: [ids[0]!], inputs });
  assert.equal(accepted.code, 0, accepted.err);
  assert.deepEqual(await storeValues(dir), [5000 + pair[0]], "only the accepted document's row");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() writes the proposal of an unknown name read by OCR, for approval", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // A PNG header (800 × 1100): the importer sizes every image from its header before OCR.
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 0);
  new DataView(png.buffer).setUint32(16, 800);
  new DataView(png.buffer).setUint32(20, 1100);
  await Deno.writeFile(`${dir}/skan.png`, png);
  const header =
    "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
  const line = (n: number, top: number, words: [string, number][]) => [
    `4\t1\t1\t1\t${n}\t0\t0\t${top}\t1400\t40\t-1\t`,
    ...words.map(([text, left], k) =>
      `5\t1\t1\t1\t${n}\t${k + 1}\t${left}\t${top + 5}\t${text.length * 18}\t30\t93\t${text}`
    ),
  ];
  const tsv = [
    header,
    ...line(1, 100, [["Data", 40], ["pobrania:", 130], ["12.03.2025", 320]]),
    ...line(2, 200, [["Badanie", 40], ["Wynik", 600], ["Jednostka", 800], ["Zakres", 1100]]),
    ...line(3, 260, [["Hemoglobina", 40], ["13,4", 600], ["g/dl", 800], ["12", 1100], ["-", 1150], [
      "16",
      1180,
    ]]),
    ...line(4, 320, [
      ["Żelazo", 40],
      ["całkowite", 170],
      ["88", 600],
      ["µg/dl", 800],
      ["60", 1100],
      [
        "-",
        1150,
      ],
      ["180", 1180],
    ]),
  ].join("\n");
  const run: ProgramRunner = (_program, args) =>
    Promise.resolve({
      code: 0,
      stdout: new TextEncoder().encode(args[0] === "--list-langs" ? "pol\neng\n" : tsv),
      stderr: "",
    });
  const result = await importInto(dir, "skan.png", { run });
  assert.equal(result.code, 0, result.err);
  assert.match(result.out, /OCR: unknown name read by OCR/);
  const proposals = await Deno.readTextFile(`${dir}/data/alias-proposals.yaml`);
  assert.match(proposals, /name: Żelazo całkowite/);
  assert.match(proposals, /code: FE/);
  // Nothing read by OCR reaches the store without --accept-ocr.
  assert.deepEqual(await storeValues(dir), []);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() masks a name in a file's name that the document never prints", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // A person's own export: no identity block, so no identity string to match.
  await Deno.writeTextFile(
    `${dir}/moje_wyniki_Olena_2024.csv`,
    "Data;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n",
  );
  const { code, err } = await importInto(dir, "moje_wyniki_Olena_2024.csv");
  assert.equal(code, 0, err);
  const stored: string[] = [];
  for (const name of await dataFiles(`${dir}/data`)) {
    stored.push(await Deno.readTextFile(`${dir}/data/${name}`));
  }
  const line = stored.find((text) => text.includes('"HGB"')) ?? "";
  assert.equal(JSON.parse(line.trim()).doc, "moje_wyniki_[hidden]_2024.csv");
  assert.doesNotMatch(stored.join("\n"), /Olena/i);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("runImport() prints no name written in a file's name that the document does not print", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bwrun-" });
  // The doctor's surname is in the file's name only (the fax's letterhead was unreadable).
  await Deno.writeTextFile(
    `${dir}/Fax_an_Praxis_Wendt.csv`,
    "Data;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n",
  );
  await Deno.writeTextFile(
    `${dir}/future.csv`,
    "Data;Badanie;Wynik\n2999-01-01;Hemoglobina;12,9\n",
  );
  const fax = await importInto(dir, "Fax_an_Praxis_Wendt.csv");
  assert.equal(fax.code, 0, fax.err);
  assert.doesNotMatch(`${fax.out}\n${fax.err}`, /Wendt/);
  assert.match(fax.out, /_an_/);
  // A word in small letters still names its file in a message.
  const future = await importInto(dir, "future.csv");
  assert.match(future.err, /future\.csv/);
  await Deno.remove(dir, { recursive: true });
});
