import assert from "node:assert/strict";
import { collectInputs, inputKind, SUPPORTED } from "./inputs.ts";

Deno.test("inputKind() takes .xml files as structured exports", () => {
  assert.equal(inputKind("/x/383634902L.xml"), "xml");
  assert.equal(inputKind("/x/WYNIK.XML"), "xml");
  assert.equal(inputKind("/x/bundle.json"), "fhir");
  assert.match(SUPPORTED, /\.xml/);
});

Deno.test("inputKind() takes a spreadsheet and an e-mail, and lists them as supported", () => {
  assert.equal(inputKind("/x/moje_wyniki.XLSX"), "xlsx");
  assert.equal(inputKind("/x/Wyniki badań.eml"), "eml");
  assert.equal(inputKind("/x/stare.xls"), "xlsx");
  assert.equal(inputKind("/x/arkusz.ods"), "xlsx");
  assert.match(SUPPORTED, /\.xlsx/);
  assert.match(SUPPORTED, /\.eml/);
});

Deno.test("collectInputs() notes a file in a folder that is of no kind it reads, and takes the rest", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/wyniki.csv`, "Badanie;Wynik\n");
    await Deno.writeTextFile(`${dir}/notatki.docx`, "x");
    await Deno.writeTextFile(`${dir}/.ukryty.txt`, "x");
    const collected = await collectInputs([dir]);
    assert.deepEqual(collected.files.map((f) => f.kind), ["csv"]);
    assert.deepEqual(collected.problems, []);
    assert.deepEqual(collected.skipped, [`${dir}/notatki.docx`]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
