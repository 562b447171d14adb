import assert from "node:assert/strict";
import { EmailError, readEmail } from "./eml.ts";
import { textLines } from "./html_lines.ts";
import { needsOcr, readDocument } from "../pipeline/mod.ts";
import { PDFDocument } from "pdf-lib";
import type { ProgramRunner } from "./ocr.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

const FIXTURES = new URL("../../../tests/fixtures/importer/email/", import.meta.url);
const fixture = (name: string) => Deno.readFile(new URL(name, FIXTURES));

Deno.test("readEmail() reads the HTML part with the table (quoted-printable, UTF-8), never the plain one too", async () => {
  const mail = await readEmail(await fixture("wyniki_html_qp.eml"));
  assert.equal(mail.part, "html");
  assert.ok(mail.lines.includes("Data pobrania: 14.05.2024 07:40"));
  const hgb = mail.lines.filter((l) => l.startsWith("Hemoglobina"));
  assert.equal(hgb.length, 1);
  assert.match(hgb[0]!, /^Hemoglobina\s{2,}12,1 L\s{2,}g\/dl\s{2,}12,5 - 16,0$/);
  assert.ok(mail.lines.some((l) => /^Leukocyty\s+6,30\s+tys\/µl/.test(l)));
  assert.ok(!mail.lines.some((l) => /tys\/ul/.test(l)), "the plain part was read too");
});

Deno.test("readEmail() keeps the recipient's name and address as identity strings", async () => {
  const mail = await readEmail(await fixture("wyniki_html_qp.eml"));
  assert.ok(mail.identity.includes("Zofia Przykładowa"));
  assert.ok(mail.identity.includes("zofia.przykladowa@poczta.invalid"));
  assert.ok(!mail.identity.includes("Laboratorium Przykładowe"));
});

Deno.test("readEmail() decodes a base64 Windows-1250 plain body and aligns its tab-separated table", async () => {
  const mail = await readEmail(await fixture("wyniki_text_base64.eml"));
  assert.equal(mail.part, "text");
  assert.ok(mail.lines.some((l) => /^Żelazo\s{2,}61\s{2,}µg\/dl\s{2,}37 - 145$/.test(l)));
  const header = mail.lines.find((l) => l.startsWith("Badanie"))!;
  const row = mail.lines.find((l) => l.startsWith("Ferrytyna"))!;
  assert.equal(header.indexOf("Wynik"), row.indexOf("18"));
});

Deno.test("readEmail() hands back a CSV attachment and skips an inline logo", async () => {
  const mail = await readEmail(await fixture("eksport_zalacznik.eml"));
  assert.deepEqual(mail.attachments.map((a) => [a.name, a.kind]), [["wyniki.csv", "csv"]]);
  assert.match(new TextDecoder().decode(mail.attachments[0]!.bytes), /^Data;Badanie/);
});

Deno.test("readEmail() reads a message saved with a byte order mark before its headers", async () => {
  const eml = new TextEncoder().encode(
    "\uFEFFFrom: lab@example.org\r\nSubject: Wyniki\r\n\r\nTSH\t1,9\tmIU/l\r\n",
  );
  assert.deepEqual((await readEmail(eml)).lines, ["TSH    1,9    mIU/l"]);
});

Deno.test("readEmail() refuses a file that is no e-mail message with a clear reason", async () => {
  await assert.rejects(
    async () => await readEmail(await fixture("uszkodzony.eml")),
    (e: unknown) => e instanceof EmailError && /it is not an e-mail message/.test(e.message),
  );
  await assert.rejects(
    async () => await readEmail(new TextEncoder().encode("X-Foo: bar\r\n\r\nhello")),
    (e: unknown) => e instanceof EmailError && /none of the headers/.test(e.message),
  );
  await assert.rejects(
    async () => await readEmail(new Uint8Array()),
    (e: unknown) => e instanceof EmailError && /empty/.test(e.message),
  );
});

Deno.test("textLines() takes off the quote marks of a forwarded message", () => {
  assert.deepEqual(textLines("> Data pobrania: 02.10.2023\n>> Ferrytyna  18  ng/ml"), [
    "Data pobrania: 02.10.2023",
    "Ferrytyna  18  ng/ml",
  ]);
});

Deno.test("textLines() aligns a run of tab-separated lines and keeps other lines as they are", () => {
  assert.deepEqual(textLines("Wyniki:\r\nTSH\t1,9\tmIU/l\r\nFT4\t15\tpmol/l\r\n\r\nKoniec"), [
    "Wyniki:",
    "TSH    1,9    mIU/l",
    "FT4    15     pmol/l",
    "Koniec",
  ]);
});

Deno.test("textLines() keeps a section heading between tab-separated rows in their run, so every row keeps the header's columns", () => {
  const text = [
    "Badanie\tWynik\tFlaga\tJednostka",
    "Biochemia",
    "Żelazo\t49\t\tµg/dl",
    "Morfologia krwi",
    "Leukocyty\t11,2\tH\ttys/µl",
  ].join("\r\n");
  const lines = textLines(text);
  const at = (line: string, word: string) => line.indexOf(word);
  const [header, , iron, , wbc] = lines;
  assert.equal(lines.length, 5);
  assert.equal(at(iron!, "µg/dl"), at(header!, "Jednostka"));
  assert.equal(at(wbc!, "tys/µl"), at(header!, "Jednostka"));
  assert.equal(at(wbc!, "H"), at(header!, "Flaga"));
});

Deno.test("readDocument() reads an e-mail's HTML table into rows with the printed date, flags and sections", async () => {
  const bytes = await fixture("wyniki_html_qp.eml");
  const doc = await readDocument({ path: "wyniki.eml", kind: "eml" }, bytes, indexWith());
  assert.equal(doc.format, "eml");
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.labFlag ?? ""]),
    [
      ["Hemoglobina", "2024-05-14", 12.1, "g/dl", "L"],
      ["Leukocyty", "2024-05-14", 6.3, "tys/µl", ""],
      ["Płytki krwi", "2024-05-14", 251, "tys/µl", ""],
      ["Glukoza", "2024-05-14", 97, "mg/dl", ""],
      ["Cholesterol całkowity", "2024-05-14", 212, "mg/dl", "H"],
    ],
  );
  assert.deepEqual(doc.rows[4]!.range, { ref_high: 190 });
  assert.ok(doc.identity.includes("Zofia Przykładowa"));
});

Deno.test("readDocument() reads an e-mail's attached CSV instead of its text, and says so", async () => {
  const bytes = await fixture("eksport_zalacznik.eml");
  const doc = await readDocument({ path: "eksport.eml", kind: "eml" }, bytes, indexWith());
  assert.deepEqual(doc.rows.map((r) => [r.where, r.name, r.value.value]), [
    ["wyniki.csv, line 2", "TSH", 2.15],
    ["wyniki.csv, line 3", "FT4", 15.2],
  ]);
  assert.ok(
    doc.notes.some((n) => /own text \(1 result rows\) was not read/.test(n)),
    doc.notes.join("; "),
  );
});

Deno.test("readDocument() reads a photo attached to an e-mail by OCR, its rows kept OCR rows", async () => {
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  // The IHDR chunk's length and type, then its width and height.
  png.set([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 8);
  new DataView(png.buffer).setUint32(16, 1240);
  new DataView(png.buffer).setUint32(20, 1754);
  let binary = "";
  for (const byte of png) binary += String.fromCharCode(byte);
  const eml = [
    "From: lab@example.org",
    "Subject: Skan",
    'Content-Type: multipart/mixed; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "W załączniku skan wyniku.",
    "--b",
    'Content-Type: image/png; name="skan.png"',
    'Content-Disposition: attachment; filename="skan.png"',
    "Content-Transfer-Encoding: base64",
    "",
    btoa(binary),
    "--b--",
    "",
  ].join("\r\n");
  const fake: ProgramRunner = (_program, args) =>
    Promise.resolve({
      code: 0,
      stdout: new TextEncoder().encode(
        args[0] === "--list-langs" ? "pol\neng\n" : "Data pobrania: O2.02.2024\nFOO 5 mg/l 1 - 9\n",
      ),
      stderr: "",
    });
  const doc = await readDocument(
    { path: "skan.eml", kind: "eml" },
    new TextEncoder().encode(eml),
    indexWith(),
    fake,
  );
  assert.equal(doc.format, "ocr");
  assert.deepEqual(doc.rows.map((r) => [r.where.split(",")[0], r.name, r.date, r.value.value]), [
    ["skan.png", "FOO", "2024-02-02", 5],
  ]);
});

Deno.test("readDocument() reads a scanned PDF attached to an e-mail by OCR, as a scanned PDF file is", async () => {
  // A page with no text layer: what a scanner or a fax writes.
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  const scan = await pdf.save();
  let binary = "";
  for (const byte of scan) binary += String.fromCharCode(byte);
  const eml = [
    "From: lab@example.org",
    "Subject: Wynik",
    'Content-Type: multipart/mixed; boundary="b"',
    "",
    "--b",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "W załączniku wynik.",
    "--b",
    'Content-Type: application/pdf; name="wynik.pdf"',
    'Content-Disposition: attachment; filename="wynik.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    btoa(binary),
    "--b--",
    "",
  ].join("\r\n");
  // The page's picture as pdftoppm hands it over: a PNG's signature and IHDR (A4 at 150 dpi).
  const png = new Uint8Array(64);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(png.buffer).setUint32(16, 1240);
  new DataView(png.buffer).setUint32(20, 1754);
  const fed: (Uint8Array | undefined)[] = [];
  const fake: ProgramRunner = (program, args, stdin) => {
    if (program === "pdftoppm") {
      fed.push(stdin);
      assert.equal(args.at(-1), "-");
      return Promise.resolve({ code: 0, stdout: png, stderr: "" });
    }
    const text = args[0] === "--list-langs"
      ? "pol\neng\n"
      : "Data pobrania: 02.02.2024\nFOO 5 mg/l 1 - 9\n";
    return Promise.resolve({ code: 0, stdout: new TextEncoder().encode(text), stderr: "" });
  };
  const bytes = new TextEncoder().encode(eml);
  const doc = await readDocument({ path: "wynik.eml", kind: "eml" }, bytes, indexWith(), fake);
  assert.equal(doc.format, "ocr");
  assert.deepEqual(doc.rows.map((r) => [r.where.split(",")[0], r.name, r.date, r.value.value]), [
    ["wynik.pdf", "FOO", "2024-02-02", 5],
  ]);
  assert.deepEqual(fed, [scan]);
  // The launcher grants tesseract and pdftoppm for such an e-mail.
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/wynik.eml`, bytes);
    assert.equal(await needsOcr({ path: `${dir}/wynik.eml`, kind: "eml" }), true);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
