import assert from "node:assert/strict";
import { buildDictionary } from "../domain/dictionary.ts";
import { buildMarkerIndex } from "../domain/resolve.ts";
import { checkTesseract, OcrUnavailableError, type ProgramRunner, runProgram } from "./ocr.ts";
import { readDocument } from "./read_document.ts";

const index = buildMarkerIndex(buildDictionary([]));

Deno.test("runProgram() turns a missing program into an error saying how to install it", async () => {
  const missing: ProgramRunner = (program, args) =>
    runProgram(`${program}-not-installed-here`, args);
  await assert.rejects(missing("tesseract", ["--version"]), OcrUnavailableError);
  const error = new OcrUnavailableError(
    "tesseract",
    'OCR needs the program "tesseract", which is not installed',
  );
  assert.match(error.message, /apt-get install tesseract-ocr tesseract-ocr-pol/);
  assert.match(new OcrUnavailableError("pdftoppm", "x").message, /apt-get install poppler-utils/);
});

Deno.test("checkTesseract() refuses a tesseract without Polish data and names the package", async () => {
  const noPolish: ProgramRunner = () =>
    Promise.resolve({ code: 0, stdout: new TextEncoder().encode("List:\neng\nosd\n"), stderr: "" });
  await assert.rejects(checkTesseract(noPolish), /Polish language data.*tesseract-ocr-pol/);
});

Deno.test("readDocument() of an image without tesseract fails loudly, never silently", async () => {
  const absent: ProgramRunner = (program) =>
    Promise.reject(
      new OcrUnavailableError(
        program,
        `OCR needs the program "${program}", which is not installed`,
      ),
    );
  await assert.rejects(
    readDocument({ path: "/x/scan.png", kind: "image" }, new Uint8Array(), index, absent),
    /OCR needs the program "tesseract".*apt-get install tesseract-ocr tesseract-ocr-pol/,
  );
});

Deno.test("readDocument() passes OCR text through the same row parser, marked as OCR", async () => {
  const fake: ProgramRunner = (_program, args) =>
    Promise.resolve({
      code: 0,
      stdout: new TextEncoder().encode(
        args[0] === "--list-langs" ? "pol\neng\n" : "Data pobrania: 02.02.2024\nFOO 5 mg/l 1 - 9\n",
      ),
      stderr: "",
    });
  const doc = await readDocument(
    { path: "/x/scan.png", kind: "image" },
    new Uint8Array(),
    index,
    fake,
  );
  assert.equal(doc.format, "ocr");
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value]), [["FOO", "2024-02-02", {
    value: 5,
  }]]);
});
