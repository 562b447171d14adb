import assert from "node:assert/strict";
import { brotliCompressSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { DEFAULT_LIMITS, LimitError } from "./limits.ts";
import { checkInflatedSize, rawStreams } from "./pdf_streams.ts";
import { readDocument } from "../pipeline/mod.ts";

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(
    new CompressionStream("deflate"),
  );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A one-page PDF whose content stream is `data` under the dictionary
 * `dictionary(length)` (a flate bomb by default); `before` goes between the
 * dictionary and the `stream` keyword, `objects` after the page's objects.
 */
function pdfWith(
  data: Uint8Array,
  dictionary: (length: number) => string,
  options: { before?: string; objects?: string } = {},
): Uint8Array {
  return concat([
    latin1("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"),
    latin1("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"),
    latin1(
      "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n",
    ),
    latin1(options.objects ?? ""),
    latin1(`4 0 obj\n${dictionary(data.length)}${options.before ?? "\n"}stream\n`),
    data,
    latin1("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
  ]);
}

/** A one-page PDF whose content stream inflates to `size` bytes of spaces (a flate bomb). */
async function bombPdf(size: number): Promise<Uint8Array> {
  const data = await deflate(new Uint8Array(size).fill(0x20));
  return pdfWith(data, (length) => `<< /Length ${length} /Filter /FlateDecode >>`);
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

const MiB = 1024 * 1024;

/** Whether the guard refuses `pdf` at a cap of 4 MiB. */
async function refusedAt4MiB(pdf: Uint8Array): Promise<boolean> {
  try {
    await checkInflatedSize(pdf, 4 * MiB);
    return false;
  } catch (error) {
    if (error instanceof LimitError) return true;
    throw error;
  }
}

function ascii85(bytes: Uint8Array): Uint8Array {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const group = [0, 1, 2, 3].map((k) => bytes[i + k] ?? 0);
    let value = ((group[0]! << 24) | (group[1]! << 16) | (group[2]! << 8) | group[3]!) >>> 0;
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    const kept = Math.min(4, bytes.length - i) + 1;
    out += digits.slice(0, kept).join("");
  }
  return latin1(out + "~>");
}

function asciiHex(bytes: Uint8Array): Uint8Array {
  return latin1([...bytes].map((b) => b.toString(16).padStart(2, "0")).join("") + ">");
}

/** LZW codes (early change 1) of `runs` dictionary cycles over zeros: each cycle is about 7 MB. */
function lzwZeros(runs: number): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0, bits = 0, nextCode = 258, codeLength = 9, hasPrevious = false;
  const emit = (code: number) => {
    buffer = (buffer << codeLength) | code;
    bits += codeLength;
    while (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  const grow = () => {
    if (hasPrevious) {
      nextCode++;
      const n = nextCode + 1;
      if ((n & (n - 1)) === 0) codeLength = Math.min(Math.log2(n) + 1, 12);
    }
    hasPrevious = true;
  };
  for (let run = 0; run < runs; run++) {
    emit(256);
    codeLength = 9;
    nextCode = 258;
    hasPrevious = false;
    emit(0);
    grow();
    while (nextCode < 4000) {
      emit(nextCode);
      grow();
    }
  }
  emit(257);
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 255);
  return Uint8Array.from(bytes);
}

Deno.test("checkInflatedSize() follows every filter of a chain: ASCII85 or ASCIIHex before Flate", async () => {
  const bomb = await deflate(new Uint8Array(8 * MiB).fill(0x20));
  const a85 = pdfWith(
    ascii85(bomb),
    (n) => `<< /Length ${n} /Filter [/ASCII85Decode /FlateDecode] >>`,
  );
  assert.ok(await refusedAt4MiB(a85), "[/ASCII85Decode /FlateDecode]");
  const ahx = pdfWith(asciiHex(bomb), (n) => `<< /Length ${n} /Filter [/AHx /Fl] >>`);
  assert.ok(await refusedAt4MiB(ahx), "[/AHx /Fl]");
  const twice = pdfWith(
    await deflate(bomb),
    (n) => `<< /Length ${n} /Filter [/FlateDecode /FlateDecode] >>`,
  );
  assert.ok(await refusedAt4MiB(twice), "[/FlateDecode /FlateDecode]");
  // The same chain over a small stream passes.
  const small = await deflate(latin1("BT /F1 12 Tf (Hemoglobina) Tj ET"));
  const ok = pdfWith(ascii85(small), (n) => `<< /Length ${n} /Filter [/A85 /FlateDecode] >>`);
  assert.equal(await refusedAt4MiB(ok), false);
});

Deno.test("checkInflatedSize() decodes #xx escapes in names, reads /F as PDF.js does, and ignores a decoy in a nested dictionary", async () => {
  const bomb = await deflate(new Uint8Array(8 * MiB).fill(0x20));
  for (
    const dictionary of [
      (n: number) => `<< /Length ${n} /Filter /Flat#65Decode >>`,
      (n: number) => `<< /Length ${n} /#46ilter [/#46l] >>`,
      (n: number) => `<< /Length ${n} /F /FlateDecode >>`,
      (n: number) =>
        `<< /DecodeParms << /Filter /DCTDecode >> /Length ${n} /Filter /FlateDecode >>`,
      (n: number) => `<< /Length ${n} % /Filter /DCTDecode\n/Filter /FlateDecode >>`,
    ]
  ) {
    assert.ok(await refusedAt4MiB(pdfWith(bomb, dictionary)), dictionary(0));
  }
});

Deno.test("checkInflatedSize() honours /Length as PDF.js does: an endstream inside the data does not cut it", async () => {
  // A zlib stream that opens with a stored block holding "%endstream", then the bomb's blocks.
  const raw = new Blob([new Uint8Array(8 * MiB).fill(0x20)]).stream().pipeThrough(
    new CompressionStream("deflate-raw"),
  );
  const blocks = new Uint8Array(await new Response(raw).arrayBuffer());
  const stored = latin1("%endstream\n");
  const data = concat([
    new Uint8Array([0x78, 0x01, 0x00, stored.length, 0, ~stored.length & 255, 0xff]),
    stored,
    blocks,
    new Uint8Array(4), // an Adler-32 PDF.js does not check
  ]);
  assert.ok(await refusedAt4MiB(pdfWith(data, (n) => `<< /Length ${n} /Filter /FlateDecode >>`)));
  // The length may be an indirect object.
  assert.ok(
    await refusedAt4MiB(pdfWith(data, () => "<< /Length 9 0 R /Filter /FlateDecode >>", {
      objects: `9 0 obj\n${data.length}\nendobj\n`,
    })),
    "an indirect /Length",
  );
});

Deno.test("checkInflatedSize() counts image streams, LZW streams and a stream behind a comment", async () => {
  const bomb = await deflate(new Uint8Array(8 * MiB).fill(0x20));
  assert.ok(
    await refusedAt4MiB(
      pdfWith(bomb, (n) => `<< /Subtype /Image /Length ${n} /Filter /FlateDecode >>`),
    ),
    "an image stream",
  );
  const lzw = lzwZeros(2);
  assert.ok(
    await refusedAt4MiB(pdfWith(lzw, (n) => `<< /Length ${n} /Filter /LZWDecode >>`)),
    "an LZW stream",
  );
  assert.ok(
    await refusedAt4MiB(
      pdfWith(bomb, (n) => `<< /Length ${n} /Filter /FlateDecode >>`, { before: " % x\n" }),
    ),
    "a comment between the dictionary and stream",
  );
  assert.ok(
    await refusedAt4MiB(pdfWith(bomb, (n) => `<< /Length ${n} /Filter 9 0 R >>`, {
      objects: "9 0 obj\n[/FlateDecode]\nendobj\n",
    })),
    "a filter array in an indirect object",
  );
});

Deno.test("checkInflatedSize() follows BrotliDecode and a Crypt filter, which PDF.js both read", async () => {
  // Both passed the guard uncounted while PDF.js inflated them (502 bytes of Brotli said 20 MB).
  const spaces = new Uint8Array(8 * MiB).fill(0x20);
  const brotli = new Uint8Array(brotliCompressSync(spaces));
  assert.ok(brotli.length < 4096, `the Brotli bomb is ${brotli.length} bytes`);
  assert.ok(
    await refusedAt4MiB(pdfWith(brotli, (n) => `<< /Length ${n} /Filter /BrotliDecode >>`)),
    "/BrotliDecode",
  );
  assert.ok(
    await refusedAt4MiB(
      pdfWith(await deflate(spaces), (n) => `<< /Length ${n} /Filter [/Crypt /FlateDecode] >>`),
    ),
    "[/Crypt /FlateDecode] in a file that is not encrypted",
  );
  const small = new Uint8Array(brotliCompressSync(latin1("BT /F1 12 Tf (Hemoglobina) Tj ET")));
  assert.equal(
    await refusedAt4MiB(pdfWith(small, (n) => `<< /Length ${n} /Filter /BrotliDecode >>`)),
    false,
  );
});
