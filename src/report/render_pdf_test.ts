// Guards the visit report's pages through their extracted text (pdftotext),
// as a reader sees them (docs/pictures.md): one unit per marker in every
// section, converted values at the lab's precision beside the lab's own,
// one spelling per unit, cells wrapped and never cut, the changes dated from
// where each comparison starts, and a footer that states the rule the tools
// use. No heading alone at the foot of a page is checked on 45 reports by
// tests/ext/report/page_break_test.ts (`deno task test:ext`). Skipped with
// the reason printed only when poppler is missing.

import assert from "node:assert/strict";
import { MEANINGFUL_RULE } from "../domain/changes/meaningful.ts";
import { builtinLayer } from "../store/builtin.ts";
import { ResultStore } from "../store/store.ts";
import { visitSummary } from "./visit_summary.ts";
import { pagesOf, poppler, viewOf } from "../../tests/support/report_pages.ts";

if (!poppler) console.log("report page tests skipped: pdftotext (poppler-utils) is missing");

const range = (unit: string) =>
  unit === "mmol/L" ? { ref_low: 3.9, ref_high: 5.5 } : { ref_low: 70, ref_high: 99 };
const glu = (date: string, value: number, unit: string) => ({
  code: "GLU",
  date,
  value,
  unit,
  ...range(unit),
});

/** Glucose in mg/dL, then in mmol/L from another lab; one unrelated single test between. */
const MIXED = [
  glu("2025-03-10", 115, "mg/dL"),
  glu("2025-06-02", 101, "mg/dl"),
  { code: "HGB", date: "2025-06-02", value: 13.8, unit: "g/dL", ref_low: 12, ref_high: 16 },
  { code: "FT3", date: "2025-09-09", value: 4.1, unit: "pmol/L", ref_low: 3.1, ref_high: 6.8 },
  glu("2025-11-04", 7.9, "mmol/L"),
  { code: "HGB", date: "2025-11-04", value: 11.6, unit: "g/dl", ref_low: 12, ref_high: 16 },
  { code: "UIBC", date: "2025-06-02", value: 230, unit: "µg/dL", ref_low: 155, ref_high: 355 },
  { code: "UIBC", date: "2025-11-04", value: 380, unit: "ug/dl", ref_low: 155, ref_high: 355 },
];

Deno.test({
  name: "the report shows glucose in one unit in every section, converted at the lab's precision",
  ignore: !poppler,
  async fn() {
    const text = (await pagesOf(visitSummary(await viewOf(MIXED)))).join("\n");
    const lines = text.split("\n");
    const glucose = lines.filter((l) => /Glukoza/.test(l));
    assert.ok(glucose.length >= 3, text);
    for (const line of glucose) assert.doesNotMatch(line, /mg\/dL/i, line);
    // 101 mg/dL is 5.6 mmol/L beside the lab's 7.9 (never 5.61), with the lab's own value beside it.
    assert.match(text, /Glukoza\s+5,6 \(2025-06-02\)\s+7,9 /);
    assert.match(text, /= 101 mg\/dL/);
    assert.doesNotMatch(text, /5[.,]61|101 mg\/dl/);
  },
});

Deno.test({
  name: "a Polish report writes its numbers with a decimal comma, an English one with a point",
  ignore: !poppler,
  async fn() {
    const summary = visitSummary(await viewOf(MIXED));
    const pl = (await pagesOf(summary, "pl")).join("\n");
    const en = (await pagesOf(summary, "en")).join("\n");
    // Values, ranges and changes; dates and the footer's version keep their points and dashes.
    for (const shown of ["11,6", "13,8", "3,9–5,5", "−2,2"]) assert.ok(pl.includes(shown), shown);
    for (const shown of ["11.6", "13.8", "3.9–5.5", "−2.2"]) assert.ok(en.includes(shown), shown);
    assert.doesNotMatch(pl, /\b1[13]\.\d\b/);
  },
});

Deno.test({
  name: "the report spells each unit one way, in the UCUM case",
  ignore: !poppler,
  async fn() {
    const text = (await pagesOf(visitSummary(await viewOf(MIXED)))).join("\n");
    assert.doesNotMatch(text, /g\/dl|ug\/|mg\/dl/);
    assert.match(text, /11,6 g\/dL/);
    assert.match(text, /380 µg\/dL/);
  },
});

Deno.test({
  name: "the report wraps long names and changes in their cells, never cutting them",
  ignore: !poppler,
  async fn() {
    const text = (await pagesOf(visitSummary(await viewOf(MIXED)))).join("\n");
    assert.doesNotMatch(text, /…/);
    const words = text.replace(/\s+/g, " ");
    // The change column's words and the long name all print, wherever a line breaks them.
    for (
      const word of ["UIBC", "(utajona", "zdolność", "wiązania", "żelaza)", "wyszedł", "zakres"]
    ) {
      assert.ok(words.includes(word), `${word} is printed`);
    }
  },
});

Deno.test({
  name: "the changes are dated from where each comparison starts, not from an unrelated test",
  ignore: !poppler,
  async fn() {
    const text = (await pagesOf(visitSummary(await viewOf(MIXED)))).join("\n");
    // The store's previous test date is a single FT3 (2025-09-09); everything is compared with 2025-06-02.
    assert.match(text, /Istotne zmiany od 2025-06-02/);
    assert.doesNotMatch(text, /2025-09-09/);
    const since = await pagesOf(visitSummary(await viewOf(MIXED), { since: "2025-04-01" }), "en");
    // Since a date: glucose and hemoglobin start from different results, each dated in its row.
    assert.match(since.join("\n"), /Meaningful changes since each marker's earlier result/);
  },
});

Deno.test({
  name: "the footer states the rule the tools use for a meaningful change, in both languages",
  ignore: !poppler,
  async fn() {
    const summary = visitSummary(await viewOf(MIXED));
    for (const lang of ["pl", "en"] as const) {
      const pages = await pagesOf(summary, lang);
      for (const page of pages) {
        const words = page.replace(/\s+/g, " ");
        // The domain's own words (domain/meaningful.ts), so the footer cannot drift from the rule.
        assert.ok(words.includes(MEANINGFUL_RULE[lang]), `page footer states the rule in ${lang}`);
        assert.doesNotMatch(words, /20 ?%/);
      }
    }
  },
});

async function fixtureView(name: string) {
  const dir = new URL(`../../tests/fixtures/clinical/${name}/`, import.meta.url).pathname;
  return await new ResultStore(decodeURIComponent(dir), builtinLayer()).snapshot();
}

Deno.test({
  name:
    "out of range is each marker's latest result: an earlier one never repeated is listed, dated",
  ignore: !poppler,
  async fn() {
    // tests/fixtures/clinical/still_abnormal: the last test is in range; glucose, TSH and
    // creatinine of earlier draws are high and were never repeated. The section covered the
    // last test day only, and said nothing was out of range.
    const [page] = await pagesOf(visitSummary(await fixtureView("still_abnormal")), "en");
    assert.match(page!, /Out of range: each marker's latest result, whatever its date/);
    assert.doesNotMatch(page!, /No marker's latest result is outside/);
    assert.match(
      page!,
      /Kreatynina\s+1\.21 mg\/dL\s+0\.5–0\.9\s+↑ high\s+2024-09-03, not repeated since/,
    );
    assert.match(page!, /Glukoza\s+128 mg\/dL\s+70–99\s+↑ high\s+2024-06-18, not repeated since/);
    assert.match(page!, /Meaningful changes since 2024-11-20\s+No meaningful changes/);
  },
});

Deno.test({
  name:
    "a change across scales that do not convert prints no difference, and the earlier value on this scale",
  ignore: !poppler,
  async fn() {
    // tests/fixtures/clinical/units: HbA1c 5.6 % then 42 mmol/mol printed "+36.4 (+650%)".
    const [page] = await pagesOf(visitSummary(await fixtureView("units")), "en");
    assert.doesNotMatch(page!, /650/);
    assert.match(page!, /5\.6 % \(2024-05-07\)\s+42 out of range, change not/);
    assert.match(page!, /≈ 38 mmol\/mol/);
  },
});

Deno.test({
  name: "a report chart with a far value says log scale, and draws every event of a day by name",
  ignore: !poppler,
  async fn() {
    const crp = [1.2, 2.1, 320, 45, 3.1].map((value, i) => ({
      code: "CRP",
      date: `2025-0${i + 1}-15`,
      value,
      unit: "mg/L",
      ref_high: 5,
    }));
    const dir = await Deno.makeTempDir({ prefix: "bloodwork-pages-" });
    await Deno.writeTextFile(
      `${dir}/r.ndjson`,
      crp.map((l) => JSON.stringify(l)).join("\n") + "\n",
    );
    await Deno.writeTextFile(
      `${dir}/events.yaml`,
      [
        "- date: 2025-03-01\n  text: grypa\n  kind: illness",
        "- date: 2025-03-01\n  text: antybiotyk\n  kind: medication",
      ].join("\n") + "\n",
    );
    const view = await new ResultStore(dir, builtinLayer()).snapshot();
    const text = (await pagesOf(visitSummary(view, { markers: ["CRP"] }), "en")).join("\n");
    assert.match(text, /CRP \(białko C-reaktywne\) \(mg\/L\) · log scale/);
    assert.match(text, /grypa; antybiotyk/);
    assert.doesNotMatch(text, /grypagrypa/);
  },
});

Deno.test({
  name: "the report prints a power of ten in a unit as a superscript",
  ignore: !poppler,
  async fn() {
    const wbc = [
      { code: "WBC", date: "2025-01-10", value: 6.1, unit: "10^3/uL", ref_low: 4, ref_high: 10 },
      { code: "WBC", date: "2025-06-10", value: 11.8, unit: "10^3/uL", ref_low: 4, ref_high: 10 },
    ];
    const text = (await pagesOf(visitSummary(await viewOf(wbc)), "en")).join("\n");
    assert.match(text, /10³\/µL/);
    assert.doesNotMatch(text, /10\^3/);
  },
});

Deno.test({
  name: "readings within one day are told apart by their time in the report's table",
  ignore: !poppler,
  async fn() {
    const day = ["06:30", "12:15", "18:45"].map((time, i) => ({
      code: "GLU",
      date: `2025-03-10T${time}`,
      value: [92, 141, 118][i],
      unit: "mg/dL",
      ref_low: 70,
      ref_high: 99,
    }));
    const text = (await pagesOf(visitSummary(await viewOf(day)), "en")).join("\n");
    for (const time of ["06:30", "12:15", "18:45"]) assert.match(text, new RegExp(time));
  },
});

Deno.test({
  name:
    "a month of glucose in the report: a chart thinned in proportion says so, with the real share",
  ignore: !poppler,
  async fn() {
    // Ten a day for 30 days, 84 high (28 %): drawn as the view draws them, 100 in proportion.
    const month = Array.from({ length: 300 }, (_, i) => {
      const day = Math.floor(i / 10), high = i % 10 >= (day < 24 ? 7 : 8);
      return glu(
        `2025-03-${String(day + 1).padStart(2, "0")}T${String(6 + (i % 10)).padStart(2, "0")}:00`,
        high ? 110 + ((i * 13) % 60) : 72 + ((i * 7) % 26),
        "mg/dL",
      );
    });
    const summary = visitSummary(await viewOf(month), { markers: ["GLU"] });
    const text = (await pagesOf(summary, "en")).join("\n").replace(/\s+/g, " ");
    assert.match(text, /100 of 300 results drawn, in proportion: from each of the 30 days/);
    assert.match(text, /84 of all 300 \(28%\) are out of range; 28 of the 100 drawn\./);
  },
});

Deno.test({
  name: "the report ends with the documents its figures came from, each named once",
  ignore: !poppler,
  async fn() {
    const from = (doc: string, page?: number) => ({ doc, ...(page ? { page } : {}), row: "x" });
    const lines = MIXED.map((line, i) =>
      i < 3 ? { ...line, ...from("wyniki_2025-06.pdf", 2) } : { ...line, ...from("lab_b.csv") }
    );
    const pages = await pagesOf(visitSummary(await viewOf(lines)));
    const last = pages.at(-1)!;
    const heading = last.lastIndexOf("Dokumenty źródłowe");
    assert.ok(heading >= 0, last);
    const after = last.slice(heading);
    assert.match(after, /wyniki_2025-06\.pdf/);
    assert.match(after, /lab_b\.csv/);
    assert.equal(pages.join("\n").split("lab_b.csv").length - 1, 1, "named once");
    // A store without provenance has no such list.
    const plain = (await pagesOf(visitSummary(await viewOf(MIXED)))).join("\n");
    assert.doesNotMatch(plain, /Dokumenty źródłowe/);
  },
});
