/**
 * `report.ts report` (the writer entry point) through the real CLI (see docs/pictures.md): a PDF written to the one
 * file it may write, whose text (`pdftotext`) names the results out of range
 * and the changes, carries the footer, holds nothing personal even when the
 * store's lines carry a name and a national ID, and whose first page
 * (`pdftoppm`) is not blank. Without write permission it says which flag is
 * missing. Skipped with the reason printed only when poppler is missing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fixtureDataDir, repoPath } from "../plain_helpers.ts";
import { runCli } from "../../support/server_process.ts";

function has(command: string): boolean {
  try {
    return new Deno.Command(command, { args: ["-v"], stdout: "null", stderr: "null" }).outputSync()
      .code !== 127;
  } catch {
    return false;
  }
}

const poppler = has("pdftotext") && has("pdftoppm");
if (!poppler) console.log("report tests skipped: pdftotext or pdftoppm (poppler-utils) is missing");

async function report(dataDir: string, args: string[], write = true) {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-report-" });
  const out = `${dir}/visit.pdf`;
  const output = await runCli(dataDir, ["report", "--out", out, ...args], {
    script: repoPath("report.ts"),
    permissions: write ? [`--allow-write=${out}`] : [],
  });
  return { code: output.code, stderr: output.stderr, out, dir };
}

async function pdfText(file: string): Promise<string> {
  const output = await new Deno.Command("pdftotext", {
    args: ["-layout", file, "-"],
    stdout: "piped",
  })
    .output();
  assert.ok(output.success);
  return new TextDecoder().decode(output.stdout);
}

/** The share of dark pixels on the first page, rendered in grey at 30 dpi. */
async function inkOfFirstPage(file: string, dir: string): Promise<number> {
  const prefix = `${dir}/page`;
  const run = await new Deno.Command("pdftoppm", {
    args: ["-gray", "-r", "30", "-f", "1", "-l", "1", file, prefix],
  }).output();
  assert.ok(run.success);
  const name = [...Deno.readDirSync(dir)].find((e) => e.name.startsWith("page"))!.name;
  const bytes = await Deno.readFile(`${dir}/${name}`);
  // A binary PGM: "P5\n<w> <h>\n255\n" then one byte per pixel.
  const header = new TextDecoder().decode(bytes.subarray(0, 40)).match(
    /^P5\s+(\d+)\s+(\d+)\s+255\s/,
  )!;
  const pixels = bytes.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 160) dark++;
  return dark / pixels.length;
}

Deno.test({
  name: "report writes a Polish PDF of the demo store with changes, charts, panel and footer",
  ignore: !poppler,
  async fn() {
    const run = await report(repoPath("data/demo"), ["--since", "2024-01-01"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /Report written to ".*visit\.pdf"/);
    const text = await pdfText(run.out);
    assert.match(text, /Wyniki badań krwi: podsumowanie na wizytę/);
    assert.match(text, /Poza zakresem: ostatni wynik każdego badania, z dowolnej daty/);
    // Fibrinogen was high on 2024-09-17 and never repeated: still listed, dated (absent is not normal).
    assert.match(text, /Fibrynogen\s+486 mg\/dL\s+200–393\s+↑ wysoki\s+2024-09-17, nie powtórzono/);
    // Each change is dated from its own earlier result (ferritin 2023-11-21, B12 2023-06-13).
    assert.match(text, /Istotne zmiany od wcześniejszego wyniku każdego badania/);
    assert.match(text, /Ferrytyna\s+26 \(2023-11-21\)\s+52 \+26 \(\+100%\)/);
    assert.match(text, /Witamina B12\s+>2000 \(2023-06-13\)\s+598 wrócił do zakresu/);
    assert.match(text, /Przebieg w czasie/);
    assert.match(text, /Wszystkie wyniki ostatniego badania \(2025-11-04\)/);
    assert.match(text.replace(/\s+/g, " "), /To zestawienie nie jest diagnozą/);
    assert.match(text, /Strona 1 z \d/);
    assert.doesNotMatch(text, /data\/demo/, "the data directory is not named");
    const ink = await inkOfFirstPage(run.out, run.dir);
    assert.ok(ink > 0.01 && ink < 0.5, `page 1 has ink (${(ink * 100).toFixed(1)}% dark)`);
  },
});

Deno.test({
  name: "report lists results out of range in English and prints nothing personal from the store",
  ignore: !poppler,
  async fn() {
    const dataDir = await fixtureDataDir("basic");
    const lines = await Deno.readTextFile(`${dataDir}/results.ndjson`);
    assert.match(lines, /Kowalski/, "the fixture's lines carry a name");
    const run = await report(dataDir, ["--lang", "en", "--markers", "CRP,ferritin,nosuchmarker"]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /Markers not found, left out of the charts: "nosuchmarker"/);
    const text = await pdfText(run.out);
    assert.match(
      text,
      /Out of range: each marker's latest result, whatever its date \(latest test\s+2025-03-01\)/,
    );
    assert.match(text, /CRP \(białko C-reaktywne\)\s+12\.4 mg\/L\s+≤ ?5\s+↑ high/);
    assert.match(text, /Markers not found: nosuchmarker/);
    assert.match(text.replace(/\s+/g, " "), /This summary is not a diagnosis/);
    for (const personal of ["Kowalski", "Jan ", "85010112345", "pesel", "patient"]) {
      assert.ok(!text.includes(personal), `no ${JSON.stringify(personal)} in the report`);
    }
  },
});

Deno.test("report without write permission says which flag is missing and writes nothing", async () => {
  const run = await report(repoPath("data/demo"), [], false);
  assert.equal(run.code, 1);
  assert.match(
    run.stderr,
    /Cannot write the report to ".*visit\.pdf": no permission to write it\. Run deno with --allow-write=/,
  );
  await assert.rejects(Deno.stat(run.out));
});

Deno.test("the report launcher writes the PDF relative to INIT_CWD with write access to it alone", async () => {
  const dir = await Deno.makeTempDir({ prefix: "bloodwork-launch-" });
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      "--allow-env=INIT_CWD",
      "--allow-run",
      repoPath("scripts/write_cli.ts"),
      "report",
      "--data",
      repoPath("data/demo"),
      "--out",
      "visit.pdf",
    ],
    env: { INIT_CWD: dir },
    cwd: "/",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(output.stderr);
  assert.equal(output.code, 0, stderr);
  assert.match(stderr, new RegExp(`Report written to "${dir}/visit\\.pdf"`));
  assert.ok((await Deno.stat(`${dir}/visit.pdf`)).size > 1000);
});

Deno.test({
  name: "report of an empty store says there are no results and writes nothing",
  ignore: !poppler,
  async fn() {
    // An empty store wrote an empty report and said "Report written".
    const empty = await Deno.makeTempDir({ prefix: "bloodwork-empty-" });
    const { code, stderr, out } = await report(empty, []);
    assert.equal(code, 1);
    assert.match(stderr, /No results in the data directory .*no report was written/);
    assert.doesNotMatch(stderr, /Report written/);
    await assert.rejects(Deno.stat(out));
  },
});
