/**
 * End-to-end: one document never blocks another. A document whose row
 * trips the privacy check (its name proposal would carry the patient's
 * surname) is imported beside three good ones: the row is withheld, the
 * message names the document with its identity masked, and the three good
 * documents (and the tripping one's clean rows) are written, each in its
 * own store file; no identity string, in any script, is printed. Guards the bug where one refused line made a whole batch
 * write nothing, with no document named.
 */

import assert from "node:assert/strict";
import { makeReportPdf } from "./fixtures.ts";
import { filesIn, importInProcess, storeLines, workspace } from "./helpers.ts";

Deno.test("a document that trips the privacy check is held alone: the three good ones are written", async () => {
  const dir = await workspace();
  // The patient's surname is a dictionary label: the unknown "Glukozza" row is
  // clean, but its proposal would suggest "Glukoza". The file name carries the surname.
  await Deno.writeTextFile(
    `${dir}/in/Glukoza_wyniki.csv`,
    "Pacjent;Jan Glukoza\nData;Badanie;Wynik;Jednostka\n2024-05-05;Hemoglobina;12,9;g/dl\n2024-05-05;Glukozza;95;mg/dl\n",
  );
  await Deno.writeTextFile(
    `${dir}/in/a.csv`,
    "Data;Badanie;Wynik;Jednostka\n2024-02-01;Ferrytyna;45;ng/ml\n2024-02-01;Hemoglobina;13,1;g/dl\n",
  );
  // A name in Cyrillic, in the file name too: masked on the terminal like any other.
  await Deno.writeTextFile(
    `${dir}/in/Іваненко_b.csv`,
    "Pacjent;Олена Іваненко\nDate;Test;Result;Unit\n2024-03-01;Ferritin;52;ng/mL\n",
  );
  // A lab's letterhead with its own street address, and a "Patient Report" heading:
  // neither is identity, and neither may withhold or block anything.
  await makeReportPdf(`${dir}/in/c.pdf`, [
    "ALAB laboratoria Sp. z o.o., ul. Stepinska 22/30, 00-739 Warszawa",
    "Patient Report",
    "Pacjent: Anna Testowa",
    "Data pobrania: 12.03.2025 08:15",
    "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    "Ferrytyna 38 ng/ml 10 - 120",
  ]);
  const run = await importInProcess(dir, ["--data", "data", "in"]);
  const printed = `${run.stdout}\n${run.stderr}`;
  assert.equal(run.code, 0, printed);
  assert.match(
    run.stderr,
    /Withheld row "[0-9a-f]{6}-2" of ".*\/\[hidden\]_wyniki\.csv": its name proposal would contain an identity string of the document \(the patient name field\)/,
  );
  assert.doesNotMatch(printed, /Glukoza|Testowa|Іваненко|Олена/i);
  assert.match(run.stdout, /== .*\/\[hidden\]_b\.csv \(csv/);
  const files = await filesIn(`${dir}/data`);
  assert.equal([...files.keys()].filter((n) => n.endsWith(".ndjson")).length, 4);
  assert.ok(!files.has("alias-proposals.yaml"));
  const values = (await storeLines(`${dir}/data`)).map((l) => `${l.code} ${l.value}`).sort();
  assert.deepEqual(values, [
    "FERR 38",
    "FERR 45",
    "FERR 52",
    "HGB 12.9",
    "HGB 13.1",
    "HGB 13.4",
  ]);
  await Deno.remove(dir, { recursive: true });
});
