import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildDictionary } from "../../domain/dictionary.ts";
import { buildMarkerIndex } from "../../domain/marker_index.ts";
import { DEFAULT_LIMITS, LimitError } from "./limits.ts";
import { checkInflatedSize, rawStreams } from "./pdf_streams.ts";
import { readDocument } from "./read_document.ts";

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(
    new CompressionStream("deflate"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A one-page PDF whose content stream inflates to `size` bytes of spaces (a flate bomb). */
async function bombPdf(size: number): Promise<Uint8Array> {
  const data = await deflate(new Uint8Array(size).fill(0x20));
  const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  const parts = [
    latin1("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"),
    latin1("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"),
    latin1(
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n",
    ),
    latin1(`4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
    data,
    latin1("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

Deno.test("rawStreams() finds each stream with its dictionary, nested dictionaries included", async () => {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText("Hemoglobina 14,2 g/dl", { font: await doc.embedFont(StandardFonts.Helvetica) });
  const bytes = await doc.save();
  const streams = [...rawStreams(bytes)];
  assert.ok(streams.length >= 1);
  assert.ok(streams.every((s) => s.dictionary.startsWith("<<") && s.dictionary.endsWith(">>")));
  assert.ok(streams.some((s) => /\/Filter\s*\/FlateDecode/.test(s.dictionary)));
});

Deno.test("checkInflatedSize() refuses a flate bomb and passes an ordinary PDF", async () => {
  // A 0.7 MB PDF took 1.5 GB inside PDF.js, where no time limit could stop it.
  const bomb = await bombPdf(8 * 1024 * 1024);
  assert.ok(bomb.length < 64 * 1024, `the bomb is ${bomb.length} bytes`);
  await assert.rejects(
    checkInflatedSize(bomb, 4 * 1024 * 1024),
    (error: unknown) =>
      error instanceof LimitError &&
      /inflate to more than 4 MB, the limit per document/.test(error.message),
  );
  await checkInflatedSize(bomb, 16 * 1024 * 1024);
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Ferrytyna 35 ng/ml");
  await checkInflatedSize(await doc.save(), 1024);
});

Deno.test("readDocument() refuses a PDF flate bomb with a limit error before parsing it", async () => {
  const index = buildMarkerIndex(buildDictionary([]));
  const bomb = await bombPdf(8 * 1024 * 1024);
  await assert.rejects(
    readDocument({ path: "/x/bomb.pdf", kind: "pdf" }, bomb, index, undefined, {
      ...DEFAULT_LIMITS,
      maxInflatedBytes: 4 * 1024 * 1024,
    }),
    /inflate to more than 4 MB/,
  );
});

Deno.test("readDocument() says a password-protected PDF cannot be read, and what to do", async () => {
  // The error was only "No password given".
  const index = buildMarkerIndex(buildDictionary([]));
  const bytes = await Deno.readFile(
    new URL("../../../tests/fixtures/importer/password_protected.pdf", import.meta.url),
  );
  await assert.rejects(
    readDocument({ path: "/x/locked.pdf", kind: "pdf" }, bytes, index),
    /protected by a password.*save or print it as a new PDF without a password/,
  );
});
