/**
 * No heading or table header is left alone at the foot of a visit report's
 * page: the demo store's report with every length of out-of-range list from
 * 0 to 44, so that each heading passes through every place on a page, read
 * back through `pdftotext -layout`. In `deno task test:ext` (45 reports
 * drawn and read by an external tool); the report's other page checks are
 * `src/report/render_pdf_test.ts`. Skipped with the reason printed only when
 * poppler is missing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { visitSummary } from "../../../src/report/visit_summary.ts";
import { pagesOf, poppler, viewOf } from "../../support/report_pages.ts";

if (!poppler) console.log("report page-break test skipped: pdftotext (poppler-utils) is missing");

/** Headings and table headers, which must never be a page's last line. */
const LEADS = [
  /^Poza zakresem przy ostatnim badaniu/,
  /^Istotne zmiany/,
  /^Przebieg w czasie/,
  /^Wszystkie wyniki ostatniego badania/,
  /^Badanie\s+(Wynik|Wcześniej)/,
];

Deno.test({
  name: "no heading or table header is left alone at the foot of a page",
  ignore: !poppler,
  async fn() {
    const base = visitSummary(await viewOf(await demoLines()))!;
    // Lists of every length move each heading through every place on the page.
    for (let n = 0; n <= 44; n += 1) {
      const abnormal = Array.from(
        { length: n },
        (_, i) => ({
          ...base.latestPanel[i % base.latestPanel.length]!,
          // Every other row from an earlier draw, with its date beside the name.
          date: i % 2 === 0 ? base.latestDate : "2023-01-17",
          age_days: i % 2 === 0 ? 0 : 770,
        }),
      );
      for (const page of await pagesOf({ ...base, abnormal })) {
        const body = page.split("\n").map((l) => l.trim()).filter((l) => l !== "");
        const footer = body.findIndex((l) => l.startsWith("Źródło:"));
        const last = body[(footer < 0 ? body.length : footer) - 1] ?? "";
        for (const lead of LEADS) {
          assert.doesNotMatch(last, lead, `with ${n} rows out of range a page ends on "${last}"`);
        }
      }
    }
  },
});

async function demoLines(): Promise<object[]> {
  const dir = new URL("../../../data/demo/", import.meta.url);
  const lines: object[] = [];
  for (const entry of Deno.readDirSync(dir)) {
    if (!entry.name.endsWith(".ndjson")) continue;
    const text = await Deno.readTextFile(new URL(entry.name, dir));
    for (const line of text.split("\n")) if (line.trim() !== "") lines.push(JSON.parse(line));
  }
  return lines;
}
