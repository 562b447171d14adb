/**
 * End-to-end: what people bring besides lab PDFs (docs/import.md, Inputs), imported as a
 * user imports them through `deno task import`'s own command line and
 * sandbox: a lab's e-mail saved as `.eml` (its HTML table, never its plain
 * part too), the person's own wide spreadsheet as `.csv` and `.xlsx` (a
 * marker per row, a date per column, the lab from the header), and a
 * malformed `.eml` or `.xlsx`, which is named with its reason while the
 * other documents of the run are written.
 */

import assert from "node:assert/strict";
import { repoPath, runImportTask, storeLines, workspace } from "./helpers.ts";
import { xlsxFixture } from "../support/xlsx_fixture.ts";
import { makeReportPdf, PERSONAL as REPORT_PERSONAL } from "./fixtures.ts";

const PERSONAL = ["Zofia", "Przykładowa", "zofia.przykladowa"];

/** Bytes as base64 (an attachment's transfer encoding). */
function encodeBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function assertNoIdentity(text: string): void {
  for (const word of PERSONAL) assert.ok(!text.includes(word), `"${word}" printed or written`);
}

/** A workspace with the named e-mail fixtures in its `in/` folder. */
async function withEmails(...names: string[]): Promise<string> {
  const dir = await workspace();
  for (const name of names) {
    await Deno.copyFile(repoPath(`tests/fixtures/importer/email/${name}`), `${dir}/in/${name}`);
  }
  return dir;
}

async function storeText(dataDir: string): Promise<string> {
  let text = "";
  for await (const entry of Deno.readDir(dataDir)) {
    if (entry.isFile) text += await Deno.readTextFile(`${dataDir}/${entry.name}`);
  }
  return text;
}

Deno.test("deno task import reads a lab's .eml: the HTML table's rows once, dated, and no name written", async () => {
  const dir = await withEmails("wyniki_html_qp.eml");
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(
    lines.map((l) => [l.code, l.date, l.value, l.unit]),
    [
      ["HGB", "2024-05-14", 12.1, "g/dl"],
      ["WBC", "2024-05-14", 6.3, "tys/µl"],
      ["PLT", "2024-05-14", 251, "tys/µl"],
      ["GLU", "2024-05-14", 97, "mg/dl"],
      ["CHOL", "2024-05-14", 212, "mg/dl"],
    ],
  );
  assertNoIdentity(run.stdout + run.stderr);
  assertNoIdentity(await storeText(`${dir}/data`));
  await Deno.remove(dir, { recursive: true });
});

Deno.test("deno task import reads the person's wide .xlsx and .csv: a row per marker and date, the lab from the header", async () => {
  const dir = await workspace();
  await Deno.writeFile(
    `${dir}/in/moje_wyniki.xlsx`,
    xlsxFixture({
      Wyniki: [
        ["Badanie", "Jednostka", "Norma", "12.03.2024 (Alab)", { serial: 45555 }],
        ["Hemoglobina", "g/dl", "12 - 16", 13.4, { formula: "D2-0.2", saved: 13.2 }],
        ["Ferrytyna", "ng/ml", "13 - 150", 35, null],
      ],
    }),
  );
  await Deno.writeTextFile(
    `${dir}/in/moje_wyniki_2025.csv`,
    "Badanie;Jedn.;Zakres;15.01.2025 (Diagnostyka)\r\nGlukoza;mg/dl;70 - 99;92\r\n",
  );
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  const seen = lines.map((l) => [l.code, l.date, l.value, l.lab ?? ""]).sort((a, b) =>
    String(a).localeCompare(String(b))
  );
  assert.deepEqual(seen, [
    ["FERR", "2024-03-12", 35, "Alab"],
    ["GLU", "2025-01-15", 92, "Diagnostyka"],
    ["HGB", "2024-03-12", 13.4, "Alab"],
    ["HGB", "2024-09-20", 13.2, ""],
  ]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a malformed .eml and a damaged .xlsx are named with their reason; the good document beside them is written", async () => {
  const dir = await withEmails("uszkodzony.eml", "wyniki_text_base64.eml");
  await Deno.writeFile(`${dir}/in/zepsuty.xlsx`, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.match(run.stderr, /Cannot import "[^"]*uszkodzony\.eml": it is not an e-mail message/);
  assert.match(run.stderr, /Cannot import "[^"]*zepsuty\.xlsx": the spreadsheet is damaged/);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date, l.value]).sort(), [
    ["FE", "2023-10-02", 61],
    ["FERR", "2023-10-02", 18],
    ["VIT_D", "2023-10-02", 24.5],
  ]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("an .eml with the lab's PDF attached: the PDF's rows are written, the body's summary is not read twice", async () => {
  const dir = await workspace();
  const pdfPath = `${dir}/raport.pdf`;
  await makeReportPdf(pdfPath);
  const pdf = encodeBase64(await Deno.readFile(pdfPath)).replace(/.{76}/g, "$&\r\n");
  const eml = [
    "From: wyniki@lab-przyklad.invalid",
    "To: Jan Testowy <jan.testowy@poczta.invalid>",
    "Subject: Wyniki",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<p>Data pobrania: 12.03.2025</p><table><tr><th>Badanie</th><th>Wynik</th></tr>" +
    "<tr><td>Hemoglobina</td><td>13,4</td></tr></table>",
    "--b1",
    'Content-Type: application/pdf; name="wyniki_jana_testowego.pdf"',
    'Content-Disposition: attachment; filename="wyniki_jana_testowego.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    pdf,
    "--b1--",
    "",
  ].join("\r\n");
  await Deno.writeTextFile(`${dir}/in/wyniki.eml`, eml);
  const run = await runImportTask(dir, ["--data", "data", "in"]);
  assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.deepEqual(lines.map((l) => [l.code, l.date, l.value]).sort(), [
    ["CREA", "2025-03-12", 0.9],
    ["CRP", "2025-03-12", 0.5],
    ["FERR", "2025-03-12", 8],
    ["HGB", "2025-03-12", 13.4],
  ]);
  // "Żelazo całkowite w surowicy" is an unknown name: proposed, not written.
  assert.match(run.stdout, /own text \(1 result rows\) was not read/);
  const written = await storeText(`${dir}/data`);
  for (const word of [...REPORT_PERSONAL, "jan.testowy"]) {
    assert.ok(!written.includes(word), `"${word}" written`);
    assert.ok(!run.stdout.includes(word) && !run.stderr.includes(word), `"${word}" printed`);
  }
  await Deno.remove(dir, { recursive: true });
});
