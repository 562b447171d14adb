/**
 * End-to-end: no personal data in any file the importer writes. Fixtures in
 * every format carry a patient name, a PESEL-like number, a birth date and
 * an address, and the PDF's file name carries the name; none of it may
 * appear in the store, the log, the proposals or anywhere else in the data
 * directory.
 */

import assert from "node:assert/strict";
import { hasProgram, makeReportPdf, PERSONAL, rasterise } from "./fixtures.ts";
import { IMPORT_LOG_KEYS, OTHER_LOG_KEYS, runImportTask, workspace } from "./helpers.ts";

async function everyWrittenText(dir: string): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile) texts.set(entry.name, await Deno.readTextFile(`${dir}/${entry.name}`));
  }
  return texts;
}

Deno.test("no name, PESEL, birth date, address or file name lands in any written file", async () => {
  const dir = await workspace("wyniki_pl.csv", "bundle.json");
  await makeReportPdf(`${dir}/in/wyniki_jana_testowego.pdf`);
  await Deno.writeTextFile(
    `${dir}/in/wyniki_jana_testowego.csv`,
    "Imię i nazwisko;Jan Testowy\nPESEL;85010112345\nData;Badanie;Wynik\n2024-05-05;Hemoglobina;12,9\n2024-05-05;Nr 85010112345;1\n",
  );
  const inputs = ["in"];
  if (await hasProgram("tesseract")) {
    await rasterise(`${dir}/in/wyniki_jana_testowego.pdf`, `${dir}/scan_jana_testowego.png`);
    inputs.push("scan_jana_testowego.png", "--accept-ocr");
  }
  const run = await runImportTask(dir, ["--data", "data", ...inputs]);
  assert.equal(run.code, 0, run.stderr);
  assert.match(run.stdout, /withheld/);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("import-log.jsonl"));
  assert.ok(written.has("alias-proposals.yaml"));
  assert.ok([...written.keys()].some((n) => n.endsWith(".ndjson")));
  for (const [name, text] of written) {
    for (const personal of [...PERSONAL, "Jan", "Warszawa"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
      assert.ok(!name.includes(personal), `file name ${name} contains "${personal}"`);
    }
    assert.doesNotMatch(
      text,
      /(?<![0-9a-z])\d{11}(?![0-9a-z])/,
      `${name} holds an 11-digit number`,
    );
    assert.doesNotMatch(text, /\.(csv|pdf|json|png)\b/, `${name} names an input file`);
  }
  for (const line of written.get("import-log.jsonl")!.trim().split("\n")) {
    const entry = JSON.parse(line);
    assert.deepEqual(Object.keys(entry).sort(), OTHER_LOG_KEYS[entry.event] ?? IMPORT_LOG_KEYS);
  }
  for (const [name, text] of written) {
    if (!name.endsWith(".ndjson")) continue;
    for (const line of text.trim().split("\n")) {
      const keys = Object.keys(JSON.parse(line));
      const allowed = [
        "code",
        "date",
        "value",
        "comparator",
        "unit",
        "ref_low",
        "ref_high",
        "ref_text",
        "lab_flag",
        "lab",
        "source",
      ];
      assert.deepEqual(keys.filter((k) => !allowed.includes(k)), [], line);
      const lab = JSON.parse(line).lab;
      if (lab !== undefined) {
        assert.match(lab, /^Laboratorium /, `a lab's name, never a person's: ${line}`);
      }
    }
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a name printed on the line after its label lands in no written file", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/report.pdf`, [
    "Laboratorium Diagnostyczne Przykład Sp. z o.o.",
    "Pacjent:",
    "Jan Testowy",
    "Data pobrania: 12.03.2025 08:15",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Jan Testowy ujemny",
    "Nowy parametr XYZ 7,1 mmol/l 5 - 10",
  ]);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("alias-proposals.yaml"));
  for (const [name, text] of written) {
    for (const personal of ["Jan Testowy", "Testowy", "Jan"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a PESEL written with spaces, dashes or in groups lands in no written file", async () => {
  const dir = await workspace();
  const observation = (name: string, value: number) => ({
    resource: {
      resourceType: "Observation",
      status: "final",
      code: { text: name },
      effectiveDateTime: "2024-05-05",
      valueQuantity: { value, unit: "mg/dl" },
    },
  });
  await Deno.writeTextFile(
    `${dir}/in/bundle.json`,
    JSON.stringify({
      resourceType: "Bundle",
      type: "collection",
      entry: [
        observation("Hemoglobina", 12.9),
        observation("Nr 920713 14568 badania", 1),
        observation("Kod 920713-14568", 2),
        observation("Id 92 07 13 145 68", 3),
        observation("Nowy marker", 4),
      ],
    }),
  );
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout.match(/withheld: matches the PESEL field/g)?.length, 3, run.stdout);
  assert.match(run.stdout, /5 result rows: 1 new, 1 proposed, 3 withheld/);
  const written = await everyWrittenText(`${dir}/data`);
  assert.ok(written.has("alias-proposals.yaml"));
  for (const [name, text] of written) {
    for (const personal of ["920713", "14568", "92 07 13"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  assert.doesNotMatch(run.stdout, /920713|14568/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a name run into an order number withholds the name, not the rows of that year", async () => {
  const dir = await workspace();
  await makeReportPdf(`${dir}/in/report.pdf`, [
    "Laboratorium Diagnostyczne Przykład Sp. z o.o.",
    "Imię i nazwisko: Jan Kowalski Numer zlecenia: 123/2024/45",
    "PESEL: 920713 14568",
    "Data pobrania: 12.03.2024 08:15",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Ferrytyna 52 ng/ml 10 - 120",
  ]);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const written = await everyWrittenText(`${dir}/data`);
  const store = [...written].filter(([name]) => name.endsWith(".ndjson")).map(([, t]) => t)
    .join("");
  assert.match(store, /"code":"HGB","date":"2024-03-12","value":13.4/);
  assert.match(store, /"code":"FERR","date":"2024-03-12","value":52/);
  for (const [name, text] of written) {
    for (const personal of ["Kowalski", "Jan", "920713", "14568"]) {
      assert.ok(!text.includes(personal), `${name} contains "${personal}"`);
    }
  }
  await Deno.remove(dir, { recursive: true });
});
