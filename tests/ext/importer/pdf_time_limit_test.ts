/**
 * Guards the parse no time limit could stop: PDF.js parsed synchronously in the
 * importer's thread, so the document time limit could not stop it (a
 * 120 KB PDF cost 80 s of CPU). A PDF built to keep PDF.js busy for many
 * seconds must be stopped within its limit plus a margin, named as stopped,
 * and the other documents of the batch must still be read.
 */

import assert from "node:assert/strict";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildDictionary } from "../../../src/domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../../src/domain/markers/marker_index.ts";
import { builtinLayer } from "../../../src/store/builtin.ts";
import { readDocuments } from "../../../src/importer/run/read_documents.ts";
import { DEFAULT_LIMITS, LimitError } from "../../../src/importer/read/limits.ts";
import { pdfText } from "../../../src/importer/read/pdf_text.ts";
import { extractText } from "../../../src/importer/read/pdf_worker.ts";
import { readDocument } from "../../../src/importer/pipeline/read_document.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * A 25 KB one-page PDF whose content stream is `megabytes` MB of text
 * operators: PDF.js takes about 2 s per MB to read its text (16 s for 8 MB
 * here), all of it without a pause.
 */
async function slowPdf(megabytes: number): Promise<Uint8Array> {
  const op = "BT /F1 9 Tf 10 700 Td (Hemoglobina 14,2) Tj ET\n";
  const content = new TextEncoder().encode(
    op.repeat(Math.ceil(megabytes * 1024 * 1024 / op.length)),
  );
  const data = new Uint8Array(
    await new Response(
      new Blob([content]).stream().pipeThrough(new CompressionStream("deflate-raw")),
    ).arrayBuffer(),
  );
  const head = latin1(
    "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
      "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n" +
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] " +
      "/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>\nendobj\n" +
      "5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n" +
      `4 0 obj\n<< /Length ${data.length + 2} /Filter /FlateDecode >>\nstream\n\x78\x9c`,
  );
  const tail = latin1("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  const pdf = new Uint8Array(head.length + data.length + tail.length);
  pdf.set(head, 0);
  pdf.set(data, head.length);
  pdf.set(tail, head.length + data.length);
  return pdf;
}

async function reportPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("Data pobrania: 2024-03-05", { x: 50, y: 780, size: 10, font });
  page.drawText("Hemoglobina     14,2     g/dl     12,0 - 16,0", { x: 50, y: 740, size: 10, font });
  return await doc.save();
}

Deno.test("a PDF that keeps PDF.js busy is stopped at the document's time limit", async () => {
  const slow = await slowPdf(16);
  assert.ok(slow.length < 96 * 1024, `the PDF is ${slow.length} bytes`);
  const limit = 1_000;
  const started = performance.now();
  await assert.rejects(
    readDocument({ path: "/x/slow.pdf", kind: "pdf" }, slow, index, undefined, {
      ...DEFAULT_LIMITS,
      timeLimitMs: limit,
    }),
    (error: unknown) =>
      error instanceof LimitError &&
      /took longer than the limit of 1 s per document and was stopped/.test(error.message),
  );
  const elapsed = performance.now() - started;
  // In the importer's thread PDF.js held the timer back until it finished (about 32 s for this
  // one); the margin is for a fresh worker's start on a loaded machine (1-5 s seen).
  assert.ok(elapsed < limit + 8_000, `stopped after ${Math.round(elapsed)} ms`);
  // The worker stopped is not reused: the next PDF reads.
  const text = await pdfText(await reportPdf());
  assert.ok(text.items.some((item) => item.text.includes("Hemoglobina")));
});

Deno.test("the rest of the batch is read after a document stopped at its time limit", async () => {
  // The limit covers starting a fresh PDF.js worker for the next document (1-2 s on a busy
  // machine, more when the whole suite runs); the slow PDF needs 25 s or more (0.4-2 s a MB).
  const dir = await Deno.makeTempDir();
  try {
    const files = [
      { path: `${dir}/slow.pdf`, kind: "pdf" as const },
      { path: `${dir}/report.pdf`, kind: "pdf" as const },
      { path: `${dir}/results.csv`, kind: "csv" as const },
    ];
    await Deno.writeFile(files[0]!.path, await slowPdf(64));
    await Deno.writeFile(files[1]!.path, await reportPdf());
    await Deno.writeTextFile(
      files[2]!.path,
      "Badanie;Wynik;Jednostka;Zakres;Data\nHGB;14,2;g/dl;12,0-16,0;2024-03-05\n",
    );
    const { documents, problems } = await readDocuments(files, index, () => {
      return Promise.reject(new Error("no program runs here"));
    }, { ...DEFAULT_LIMITS, timeLimitMs: 10_000 });
    assert.deepEqual(problems, [
      `Cannot import "${dir}/slow.pdf": reading the document took longer than the limit of 10 s per document and was stopped`,
    ]);
    assert.deepEqual(documents.map((d) => d.file.path), [files[1]!.path, files[2]!.path]);
    for (const document of documents) {
      assert.ok(document.parsed.rows.length > 0, document.file.path);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("extractText() uses nothing but its arguments: its source text runs alone", async () => {
  // The worker runs the function from its source; a reference to a module binding would fail there.
  const alone = new Function(`return (${extractText.toString()});`)() as typeof extractText;
  const fake = {
    getDocument: () => ({
      promise: Promise.resolve({
        numPages: 1,
        getPage: () =>
          Promise.resolve({
            view: [0, 0, 100, 200],
            rotate: 90,
            getTextContent: () =>
              Promise.resolve({ items: [{ str: "a", transform: [1, 0, 0, 1, 5, 6], width: 3 }] }),
            cleanup: () => {},
          }),
        cleanup: () => Promise.resolve(),
      }),
    }),
  };
  assert.deepEqual(await alone(fake, new Uint8Array(), 50), {
    pages: 1,
    pageTexts: [{
      view: [0, 0, 100, 200],
      rotate: 90,
      items: [{ str: "a", transform: [1, 0, 0, 1, 5, 6], width: 3, height: 0 }],
    }],
  });
  assert.deepEqual((await alone(fake, new Uint8Array(), 0)).pageTexts, []);
});
