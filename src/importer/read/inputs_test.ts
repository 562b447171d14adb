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
    await Deno.writeTextFile(`${dir}/notatki.pages`, "x");
    await Deno.writeTextFile(`${dir}/.ukryty.txt`, "x");
    const collected = await collectInputs([dir]);
    assert.deepEqual(collected.files.map((f) => f.kind), ["csv"]);
    assert.deepEqual(collected.problems, []);
    assert.deepEqual(collected.skipped, [`${dir}/notatki.pages`]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("inputKind() takes a saved page, a text file, a .docx, an .odt, an .rtf, a Markdown note and an HL7 message; not a .heic, .doc, .pages or .zip", () => {
  assert.equal(inputKind("/x/Wyniki - Portal pacjenta.html"), "html");
  assert.equal(inputKind("/x/WYNIKI.HTM"), "html");
  assert.equal(inputKind("/x/skopiowane.txt"), "txt");
  assert.equal(inputKind("/x/list.docx"), "word");
  assert.equal(inputKind("/x/notatki.odt"), "word");
  assert.equal(inputKind("/x/Arztbrief.RTF"), "word");
  assert.equal(inputKind("/x/notatki.md"), "txt");
  assert.equal(inputKind("/x/ORU_R01.hl7"), "hl7");
  for (const name of ["a.heic", "a.doc", "a.xps", "a.pages", "a.zip", "README"]) {
    assert.equal(inputKind(name), undefined, name);
  }
  for (const ext of [".html", ".htm", ".txt", ".docx", ".odt"]) {
    assert.match(SUPPORTED, new RegExp(`\\${ext}\\b`));
  }
});

Deno.test("collectInputs() skips a saved page's NAME_files folder quietly, and nothing else", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/Wyniki.html`, "<table></table>");
    await Deno.mkdir(`${dir}/Wyniki_files`);
    await Deno.writeTextFile(`${dir}/Wyniki_files/logo.gif`, "x");
    await Deno.writeTextFile(`${dir}/Wyniki_files/app.js`, "x");
    await Deno.mkdir(`${dir}/Inne_files`);
    await Deno.writeTextFile(`${dir}/Inne_files/skan.heic`, "x");
    const collected = await collectInputs([dir]);
    assert.deepEqual(collected.files.map((f) => f.kind), ["html"]);
    assert.deepEqual(collected.skipped, [`${dir}/Inne_files/skan.heic`]);
    assert.deepEqual(collected.problems, []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("collectInputs() names a file of an unknown kind with the reason and the way out", async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (const name of ["IMG_0412.HEIC", "list.doc", "list.xps", "wyniki.pages", "paczka.zip"]) {
      await Deno.writeTextFile(`${dir}/${name}`, "x");
      const collected = await collectInputs([`${dir}/${name}`]);
      assert.deepEqual(collected.files, []);
      const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
      const base = name.slice(0, name.lastIndexOf("."));
      assert.equal(collected.problems.length, 1);
      assert.match(
        collected.problems[0]!,
        new RegExp(`^Cannot import ".*${name}": no reader reads "\\.${ext}" files`),
      );
      assert.match(collected.problems[0]!, /export it to PDF/);
      assert.match(
        collected.problems[0]!,
        new RegExp(
          `transcribe_lab_document prompt, save the CSV beside it as "${base}\\.transcript\\.csv"`,
        ),
      );
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
