/**
 * End-to-end for provenance: a PDF report and a CSV export are imported by
 * the importer as a user runs it, then the real server (production flags,
 * cwd `/`, over stdio) answers `get_trend` with, for a value from each, the
 * document it came from (its file name, the patient's name in it masked),
 * the page of the PDF and the row as printed; the text names each document
 * once per series; the documents resource lists both.
 *
 * @module
 */

import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { call, stdioServer } from "./helpers.ts";
import { importInProcess, storeLines, workspace } from "./importer/helpers.ts";
import { makeReportPdf } from "./importer/fixtures.ts";

/** The point of a trend's series on `date`, with its document's name. */
// deno-lint-ignore no-explicit-any -- the body is read as loosely as a model reads it
function pointOn(body: any, date: string) {
  for (const series of body.series) {
    for (const point of series.points) {
      if (point.date === date) {
        return { point, doc: series.documents?.[point.source?.doc] as string | undefined };
      }
    }
  }
  throw new Error(`no point on ${date}`);
}

Deno.test("get_trend over stdio names the document, page and printed row of a PDF's and a CSV's value", async () => {
  const dir = await workspace("results_en.csv");
  try {
    await makeReportPdf(`${dir}/in/wyniki_jana_testowego.pdf`);
    const run = await importInProcess(dir, ["--data", "data", "in"]);
    assert.equal(run.code, 0, run.stderr);
    const transport = new StdioClientTransport(stdioServer(`${dir}/data`));
    const client = new Client({ name: "e2e-provenance", version: "1" });
    await client.connect(transport);
    try {
      const trend = await call(client, "get_trend", { marker: "HGB" });
      assert.equal(trend.isError, false, trend.text);
      const fromPdf = pointOn(trend.body, "2025-03-12");
      assert.equal(fromPdf.point.value, 13.4);
      assert.equal(fromPdf.doc, "wyniki_[hidden].pdf");
      assert.equal(fromPdf.point.source.page, 1);
      assert.equal(fromPdf.point.source.row, "Hemoglobina 13.4 g/dl 12–16");
      const fromCsv = pointOn(trend.body, "2024-11-05");
      assert.equal(fromCsv.point.value, 14.1);
      assert.equal(fromCsv.doc, "results_en.csv");
      assert.equal(fromCsv.point.source.page, undefined);
      assert.equal(fromCsv.point.source.row, "hemoglobin 14.1 g/dL 12–16");
      // The text names each document once for the series, never per point.
      assert.equal(trend.text.split("results_en.csv").length - 1, 1, trend.text);
      assert.match(trend.text, /from .*"wyniki_\[hidden\]\.pdf" p\. 1/);

      // get_results: each test date names its documents once, each result its own.
      for (const args of [{}, { abnormal_only: true }]) {
        const results = await call(client, "get_results", args);
        const day = results.body.dates.find((d: { date: string }) => d.date === "2025-03-12");
        const ferritin = day.results.find((r: { code: string }) => r.code === "FERR");
        assert.equal(day.documents[ferritin.source.doc], "wyniki_[hidden].pdf");
        assert.equal(ferritin.source.page, 1);
        assert.match(ferritin.source.row, /^Ferrytyna 8 µg\/l 10–120 L$/);
        assert.match(results.text, /\n {2}from "wyniki_\[hidden\]\.pdf" p\. 1\n/);
      }

      const list = await client.readResource({ uri: "bloodwork://documents" });
      const documents = JSON.parse((list.contents[0] as { text: string }).text).documents;
      const pdf = documents.find((d: { name: string }) => d.name.endsWith(".pdf"));
      const written = (await storeLines(`${dir}/data`)).filter((l) => l.doc === pdf.name);
      assert.ok(written.length >= 4);
      assert.equal(pdf.rows, written.length);
      assert.deepEqual(pdf.dates, ["2025-03-12"]);
      assert.match(pdf.lab, /^Laboratorium/);
      assert.match(pdf.imported, /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(documents.some((d: { name: string }) => d.name === "results_en.csv"));
    } finally {
      await client.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
