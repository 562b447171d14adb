/**
 * The blind held-out sets of `heldout/` (documents written before the importer was read, each with
 * its truth and scorer: set-5 printed reports in six languages, set-6 what a person brings besides
 * a clean PDF, set-7 legacy and compact layouts, set-8 printed reports of kinds the others lack,
 * set-9 more of what people bring: forwarded and multipart e-mails, an e-mailed CSV, a two-sheet
 * workbook, app and portal CSVs, FHIR, CDA, a scan, set-10 portal and hospital-system pages printed
 * to PDF, set-11 printed reports from six countries: a two-page Slovak hospital report, bands by
 * sex, age and cycle phase, a US report, side-by-side tables, no header row, set-12 two lab
 * e-mails, a person's own workbook, a health-app CSV, a scan, an app screenshot and a discharge
 * letter, set-13 printed reports from seven countries with dual units, thousands separators,
 * pending and haemolysed rows, blood gases and urine cultures, set-14 three lab e-mails (two
 * forwarded), a person's workbook and its CSV copy, a FHIR searchset with only `issued`, a US
 * portal CSV and a fax scan, set-15 what hospitals and clinics hand a person: a discharge card, a
 * HIS cumulative, a Czech NIS list, an Arztbrief, a UK clinic letter, a Swiss report and an
 * occupational-medicine summary, set-16 printed reports of private and national labs in eight
 * layouts (result cards, two flowing columns, a German/English bilingual hormone report, the unit
 * in the range cell, age bands in months, allergy sIgE, a Hungarian urinalysis, a Lithuanian report
 * flagged by colour), set-17 the awkward files a person has: a phone photo, a greyscale two-page
 * scan, a fax kept as a TIFF, an app screenshot, a word-processor letter with a tabbed table and
 * ligatures, a page of shuffled cells under a watermark, a FHIR Bundle with components and
 * comparators, a portal workbook with merged headers, set-18 lab PDFs not printed by a browser:
 * groff, hand-written PostScript, pdf-lib, pdfkit and jsPDF, pages turned by /Rotate, fields drawn
 * column by column or glyph by glyph, several orders in one file, set-19 the Polish reports people
 * actually get: ICD-9 codes, method lines and previous results, a scan, a hospital LIS printout of
 * three orders, age bands, cycle-phase bands, urine sediment words, a dot-matrix printout, set-20
 * English-language reports from the wider English-speaking world: an Indian lab report, an
 * Australian cumulative, a Canadian report in SI units, a US national-lab report with previous
 * results, a US portal print, an NHS App page printed on a phone and a UK home-test report, set-21
 * Czech, Slovak, Austrian, German, Swiss and Ukrainian reports in layouts the others lack (a
 * Hodnocení scale with previous results, a cumulative with dates as rows, a Kumulativbefund with
 * two-digit-year dates, +/++/- flags, a bilingual French/German report) and a report in Russian
 * (read since the Russian lexicon), set-22 reports in the Romance languages (a French compte rendu
 * with Antériorités, a French/Dutch Brussels report, an Italian referto, a Spanish informe as a
 * phone photo, a Brazilian laudo of one block per exam, a Romanian portal page), set-23 Dutch,
 * Swedish, Norwegian, Danish, Finnish, Estonian and Croatian reports and portal pages, set-24
 * Polish specialist and dynamic tests (an OGTT grid, coagulation and blood gas, a scanned
 * urinalysis, cycle-phase bands, a one-marker list, a ward cumulative of several draws a day),
 * set-25 the files people download and make themselves (an HL7 v2 message, a C-CDA summary, Apple
 * Health FHIR files, a Blue Button text, an .ods tracker, an RTF letter, a Markdown note, a Google
 * Sheets CSV, a spreadsheet printed with gridlines), set-26 one Polish family's folder from many
 * providers (a portal PDF of two referrals, an IKP print, a dot-leader list, result boxes, a
 * pharmacy slip photographed, an INR booklet in a Word table, a pregnancy card, a scanned donor
 * letter, a landscape cumulative), set-27 Polish chains' and small private labs' everyday reports
 * (one block per test, a word-processor report with tab stops and previous results, ranges by sex
 * with value, flag and unit in one cell, two orders in one PDF, a 5-diff blood count with triangle
 * flags, a lab website printed from the browser, a scanned hormone report, a photographed
 * urinalysis), set-28 English- and German-language results in new layouts (a US portal's result
 * cards printed from a browser, a US lab with previous results, a UK GP record's one-line results,
 * an Australian Courier cumulative, a Laborblatt with Vorwerte, an Austrian scan with +/++/- flags,
 * a Swiss report with billing lines, a practice's typed e-mail), set-29 Czech, Slovak and Ukrainian
 * layouts (a Hodnocení scale drawn in characters with catalytic units, a two-page Kumulativní
 * nález, a Slovak report with long Poznámka comments, a Slovak GP's grey scan, a bilingual
 * Ukrainian/English report, a Ukrainian discharge extract with results in prose, a Polish/Ukrainian
 * report, a cp1250 portal CSV), set-31 files a person downloads, forwards and makes (a forwarded
 * e-mail whose original is attached as message/rfc822 with its PDF, a portal's zip, an Excel UTF-16
 * "Unicode text" export, a workbook with a sheet per year, a FHIR Bundle with effectivePeriod and
 * components, a saved portal page whose results are a grid of divs, a typed note, an app CSV, a
 * C-CDA), set-32 the same documents rendered differently (metamorphic: ten documents of sets 5, 8,
 * 11, 16, 20, 21, 22 and 23 printed again from their HTML on A5 in a condensed font, so that names,
 * ranges, dates, addresses and a cumulative's header dates wrap in their cells; the rows are the
 * originals'); see each set's README or FIRST_SCORE.md),
 * imported into an empty store by the set's scorer as a new user would and scored row by row. Each
 * fails on any wrong or spurious row or identity leak, and when fewer rows are correct than its
 * floor (just under what the importer reached when the floor was set; raised as fixes land, never
 * lowered). Slow (OCR, several imports each), so it runs in `deno task test:ext`; it needs node,
 * and says so when there is none.
 *
 * @module
 */

import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";

/** Each set, its truth rows and its floor of correct rows. */
const SETS = [
  { name: "set-5", rows: 271, floor: 269 },
  { name: "set-6", rows: 119, floor: 102 },
  { name: "set-7", rows: 134, floor: 129 },
  { name: "set-8", rows: 345, floor: 342 },
  { name: "set-9", rows: 110, floor: 105 },
  { name: "set-10", rows: 86, floor: 85 },
  { name: "set-11", rows: 158, floor: 154 },
  { name: "set-12", rows: 139, floor: 126 },
  { name: "set-13", rows: 177, floor: 176 },
  { name: "set-14", rows: 156, floor: 151 },
  { name: "set-15", rows: 229, floor: 226 },
  { name: "set-16", rows: 148, floor: 146 },
  { name: "set-17", rows: 119, floor: 99 },
  { name: "set-18", rows: 199, floor: 197 },
  { name: "set-19", rows: 130, floor: 123 },
  { name: "set-20", rows: 214, floor: 210 },
  { name: "set-21", rows: 224, floor: 218 },
  { name: "set-22", rows: 186, floor: 129 },
  { name: "set-23", rows: 156, floor: 119 },
  { name: "set-24", rows: 140, floor: 131 },
  { name: "set-25", rows: 130, floor: 127 },
  { name: "set-26", rows: 185, floor: 156 },
  { name: "set-27", rows: 164, floor: 109 },
  { name: "set-28", rows: 204, floor: 192 },
  { name: "set-29", rows: 207, floor: 149 },
  { name: "set-31", rows: 180, floor: 148 },
  { name: "set-32", rows: 347, floor: 302 },
] as const;

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const node = (() => {
  try {
    return new Deno.Command("node", { args: ["--version"], stdout: "null", stderr: "null" })
      .outputSync().success;
  } catch {
    return false;
  }
})();
if (!node) console.error("skipped: the held-out sets need node to run their scorers");

for (const set of SETS) {
  Deno.test({
    name:
      `held-out ${set.name}: 0 wrong, 0 spurious, 0 identity leaks, correct rows above ${set.floor}`,
    ignore: !node,
    async fn() {
      const dir = fileURLToPath(new URL(`./heldout/${set.name}/`, import.meta.url));
      const out = await new Deno.Command("node", {
        args: [
          fileURLToPath(new URL("./heldout/score.mjs", import.meta.url)),
          ROOT,
          Deno.execPath(),
          "--quiet",
          "--docs",
          `${dir}docs`,
          "--truth",
          `${dir}truth.json`,
        ],
        cwd: ROOT,
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = new TextDecoder().decode(out.stdout);
      const last =
        /realistic-import: (\d+)\/(\d+) rows correct, (\d+) lost, (\d+) wrong, (\d+) spurious, (\d+) leaks/
          .exec(text);
      assert.ok(last, `no score line:\n${text}\n${new TextDecoder().decode(out.stderr)}`);
      const [correct, total, , wrong, spurious, leaks] = last.slice(1).map(Number);
      assert.equal(total, set.rows);
      assert.deepEqual({ wrong, spurious, leaks }, { wrong: 0, spurious: 0, leaks: 0 }, text);
      assert.ok(
        correct! >= set.floor,
        `${correct} correct rows, fewer than ${set.floor}:\n${text}`,
      );
    },
  });
}
