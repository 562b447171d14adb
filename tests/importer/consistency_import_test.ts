/**
 * End-to-end: the consistency checks between the rows of one draw, through
 * the code of `deno task import` (its launcher and worker, in process: the
 * subject is the importer's logic, not the process boundary). Guards against a misread value being stored: an
 * arrow read as a digit (`18 ↑` → `181`, as OCR does) breaks its relation
 * with the other rows, and the row is held with the reason while the rest
 * of the draw is written.
 */

import assert from "node:assert/strict";
import { importInProcess, storeLines } from "./helpers.ts";

const HEADER = "Data;Badanie;Wynik;Jednostka;Zakres referencyjny;Flaga";

/** A blood count as a Polish lab prints it, with its rows' values replaceable. */
function bloodCount(lymph: string, mchc: string): string {
  return [
    "Morfologia krwi z rozmazem",
    "",
    HEADER,
    "12.03.2025;Leukocyty;6,42;tys/µl;4,0 - 10,0;",
    "12.03.2025;Erytrocyty;4,61;mln/µl;4,2 - 5,4;",
    "12.03.2025;Hemoglobina;13,8;g/dl;12,0 - 16,0;",
    "12.03.2025;Hematokryt;41,2;%;37 - 47;",
    "12.03.2025;MCV;89,4;fl;80 - 100;",
    "12.03.2025;MCH;29,9;pg;27 - 31;",
    `12.03.2025;MCHC;${mchc};g/dl;32 - 36;`,
    "12.03.2025;Neutrofile;3,71;tys/µl;1,8 - 7,7;",
    `12.03.2025;Limfocyty;${lymph};tys/µl;1,0 - 4,5;`,
    "12.03.2025;Monocyty;0,52;tys/µl;0,2 - 0,8;",
    "12.03.2025;Eozynofile;0,24;tys/µl;0,0 - 0,5;",
    "12.03.2025;Bazofile;0,04;tys/µl;0,0 - 0,1;",
    "12.03.2025;Glukoza;104;mg/dl;70 - 99;H",
    "",
  ].join("\r\n");
}

async function importCsv(text: string) {
  const dir = await Deno.makeTempDir({ prefix: "bwcons-" });
  await Deno.writeTextFile(`${dir}/morfologia.csv`, text);
  const run = await importInProcess(dir, ["--data", "data", "morfologia.csv"]);
  return { dir, run };
}

Deno.test("a blood count whose rows agree is written whole", async () => {
  const { dir, run } = await importCsv(bloodCount("1,89", "33,5"));
  assert.equal(run.code, 0, run.stderr);
  assert.doesNotMatch(run.stdout, /held/);
  assert.equal((await storeLines(`${dir}/data`)).length, 13);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("an arrow read as a digit (1,8 ↑ as 181) is held with the relation it breaks", async () => {
  const { dir, run } = await importCsv(bloodCount("181", "33,5"));
  assert.match(
    run.stdout,
    /Monocyty .* held: NEUT 3\.71 \+ LYMPH 181 \+ MONO 0\.52 \+ EOS 0\.24 \+ BASO 0\.04 = 185\.51, not WBC 6\.42 tys\/µl/,
  );
  const lines = await storeLines(`${dir}/data`);
  assert.equal(lines.some((l) => l.code === "LYMPH"), false);
  // The red cell rows and the glucose do not depend on the differential.
  for (const code of ["HGB", "HCT", "MCHC", "GLU"]) {
    assert.ok(lines.some((l) => l.code === code), code);
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("an MCHC that does not match HGB / HCT is held, with the rows it was checked against", async () => {
  const { dir, run } = await importCsv(bloodCount("1,89", "3,35"));
  assert.match(
    run.stdout,
    /held: MCHC 3\.35 g\/dl does not match HGB 13\.8 \/ HCT 41\.2 \(33\.5\)/,
  );
  const lines = await storeLines(`${dir}/data`);
  assert.equal(lines.some((l) => l.code === "MCHC"), false);
  // HGB and HCT agree with RBC through MCH and MCV, so they are written.
  assert.ok(lines.some((l) => l.code === "HGB") && lines.some((l) => l.code === "HCT"));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the review points to the transcription prompt when no row of a document can be used", async () => {
  const { dir, run } = await importCsv(
    [HEADER, "12.03.2025;Hemoglobina;13,8;g/dl;12,0 - 16,0;", ""].join("\n").replace(
      "12.03.2025",
      "12.03.2099",
    ),
  );
  assert.equal(run.code, 1);
  assert.match(run.stdout, /tip: .*transcribe_lab_document prompt/);
  const good = await importCsv(bloodCount("1,89", "33,5"));
  assert.doesNotMatch(good.run.stdout, /transcribe_lab_document/);
  await Deno.remove(dir, { recursive: true });
  await Deno.remove(good.dir, { recursive: true });
});
