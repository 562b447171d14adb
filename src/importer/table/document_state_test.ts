import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { PrivacyGuard } from "../privacy/mod.ts";
import { fixtureLines } from "../../../tests/support/fixture_layout.ts";
import { type DocumentContext, documentStep, INITIAL_STATE } from "./document_state.ts";

const lines = fixtureLines([
  [[40, "Data pobrania: 12.03.2025"]],
  [[40, "Badanie ogólne moczu"]],
  [[40, "Badanie"], [200, "Wynik"], [260, "Jednostka"], [320, "Zakres"]],
  [[40, "Ciężar właściwy"], [200, "1,020"], [260, "g/ml"], [320, "1,015 - 1,025"]],
]);
const ctx: DocumentContext = {
  lines,
  index: buildMarkerIndex(buildDictionary([builtinLayer()])),
  patterns: [],
  ocr: false,
  reportStarts: new Set(),
  guard: new PrivacyGuard([]),
};

Deno.test("documentStep() returns the next state as a value and never changes the one it was given", () => {
  const before = structuredClone(INITIAL_STATE);
  const first = documentStep(INITIAL_STATE, 0, ctx);
  assert.deepEqual(INITIAL_STATE, before);
  assert.deepEqual(first.events.map((e) => e.kind), ["dates"]);
  const second = documentStep(first.state, 1, ctx);
  assert.equal(second.state.section?.specimen, "urine");
  assert.equal(first.state.section, undefined);
});

Deno.test("documentStep() carries the header and the section to the row, and says where the row is", () => {
  const states = [0, 1, 2, 3].reduce(
    (acc, i) => [...acc, documentStep(acc[acc.length - 1]!.state, i, ctx)],
    [{ state: INITIAL_STATE, events: [] }] as ReturnType<typeof documentStep>[],
  );
  const last = states[states.length - 1]!;
  assert.deepEqual(last.events.map((e) => e.kind), ["rows"]);
  const event = last.events[0]!;
  assert.ok(event.kind === "rows");
  assert.equal(event.at, 3);
  assert.deepEqual(event.rows.map((r) => [r.name, r.specimen]), [["Ciężar właściwy", "urine"]]);
  assert.deepEqual(last.state.lastRow, { at: 3, page: 1 });
  assert.equal(last.state.columns?.length, 4);
});

Deno.test("documentStep() takes a heading with a mark OCR read beside it ('SEROLOGIA  =') as a heading", () => {
  // A scan's blood glucose under "BIOCHEMIA I HEMATOLOGIA  |" was stored as urine glucose.
  const scanned = fixtureLines([
    [[40, "Badanie ogólne moczu"]],
    [[40, "BIOCHEMIA I HEMATOLOGIA"], [200, "|"]],
    [[40, "SEROLOGIA"], [320, "="]],
  ]);
  const scanCtx = { ...ctx, lines: scanned, ocr: true };
  const urine = documentStep(INITIAL_STATE, 0, scanCtx);
  assert.equal(urine.state.section?.specimen, "urine");
  const blood = documentStep(urine.state, 1, scanCtx);
  assert.equal(blood.state.section?.specimen, "blood");
  const serology = documentStep(urine.state, 2, scanCtx);
  assert.equal(serology.state.section?.specimen, "blood");
});

Deno.test("documentStep() reads a heading OCR garbled, with specks beside it, as its section", () => {
  // "BADANIE OGÓLNE MOCZU" read as "BADANEOGÓLNEMOGZO | 0 | 0000 8023": the urine rows below
  // it were resolved as blood glucose and blood leukocytes.
  const scanned = fixtureLines([
    [[40, "BADANEOGÓLNEMOGZO"], [200, "0"], [320, "0000 8023"]],
  ]).map((line) => ({
    ...line,
    cells: line.cells.map((c, i) => ({ ...c, confidence: [53, 49, 12][i]! })),
  }));
  const step = documentStep(INITIAL_STATE, 0, { ...ctx, lines: scanned, ocr: true });
  assert.equal(step.state.section?.specimen, "urine");
  // A text layer prints its headings as they are: no guessing there.
  const printed = documentStep(INITIAL_STATE, 0, { ...ctx, lines: scanned, ocr: false });
  assert.equal(printed.state.section, undefined);
});

Deno.test("documentStep() reads a row's reference pushed over the page break past the page's running foot", () => {
  const at = (page: number, y: number, height: number, ...cells: [number, string][]) => ({
    page,
    y,
    height,
    cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4 })),
  });
  const paged = [
    at(1, 700, 8.5, [40, "Vyšetření"], [280, "Výsledek"], [330, "Jednotka"]),
    at(1, 720, 8.5, [40, "Leukocyty"], [286, "negativní"]),
    at(1, 806, 7, [40, "KOWALSKI Jan, PESEL 85010112345"], [
      252,
      "Výsledky uvolnil: RNDr. Petr Vaněk",
    ]),
    at(2, 40, 6.5, [42, "negativní"]),
  ];
  const pagedCtx = { ...ctx, lines: paged };
  const steps = paged.reduce(
    (acc, _, i) => [...acc, documentStep(acc[acc.length - 1]!.state, i, pagedCtx)],
    [{ state: INITIAL_STATE, events: [] }] as ReturnType<typeof documentStep>[],
  ).slice(1);
  const rows = steps.flatMap((s) => s.events.flatMap((e) => e.kind === "rows" ? e.rows : []));
  assert.deepEqual(rows.map((r) => [r.name, r.range.ref_text]), [["Leukocyty", "negativní"]]);
  // Without the foot between them, a line of the next page in the row's own type is no range.
  const ownType = [paged[0]!, paged[1]!, paged[2]!, { ...paged[3]!, height: 8.5 }];
  const plain = ownType.reduce(
    (
      acc,
      _,
      i,
    ) => [...acc, documentStep(acc[acc.length - 1]!.state, i, { ...ctx, lines: ownType })],
    [{ state: INITIAL_STATE, events: [] }] as ReturnType<typeof documentStep>[],
  ).slice(1);
  const first = plain.flatMap((s) => s.events.flatMap((e) => e.kind === "rows" ? e.rows : []))[0];
  assert.equal(first?.range.ref_text, undefined);
});

Deno.test("documentStep() reads a row's reference pushed over the page break past the foot, the next page's head and its repeated table header", () => {
  const at = (page: number, y: number, height: number, ...cells: [number, string][]) => ({
    page,
    y,
    height,
    cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4 })),
  });
  const header = (page: number, y: number) =>
    at(page, y, 8, [40, "Badanie"], [200, "Wynik"], [260, "Jednostka"]);
  const paged = [
    header(1, 700),
    at(1, 720, 8, [40, "Triglicerydy"], [200, "131"], [260, "mg/dl"]),
    at(1, 804, 7, [40, "Laboratorium VITA, ul. Szpitalna 4, Poznań"], [500, "Strona 1 z 2"]),
    at(2, 40, 11, [40, "Laboratorium VITA"], [448, "Data wydruku: 15.05.2018"]),
    header(2, 74),
    at(2, 89, 6.5, [42, "ujemny: < 150; wątpliwy: 150 - 225; dodatni: > 225"]),
    at(2, 101, 8, [40, "Cholesterol HDL"], [200, "52"], [260, "mg/dl"]),
  ];
  const run = (lines: typeof paged) =>
    lines.reduce(
      (acc, _, i) => [...acc, documentStep(acc[acc.length - 1]!.state, i, { ...ctx, lines })],
      [{ state: INITIAL_STATE, events: [] }] as ReturnType<typeof documentStep>[],
    ).slice(1).flatMap((s) => s.events.flatMap((e) => e.kind === "rows" ? e.rows : []));
  assert.deepEqual(run(paged).map((r) => [r.name, r.range.ref_text]), [
    ["Triglicerydy", "ujemny: < 150; wątpliwy: 150 - 225; dodatni: > 225"],
    ["Cholesterol HDL", undefined],
  ]);
  // A row printed after it on its page: the reference over the break is never the first row's.
  const later = [
    ...paged.slice(0, 2),
    at(1, 732, 8, [40, "Cholesterol LDL"], [200, "99"], [260, "mg/dl"]),
    ...paged.slice(2),
  ];
  assert.equal(run(later)[0]!.range.ref_text, undefined);
  // A range under the value, on the row's own page, is the row's, whatever the next page holds.
  const underValue = [
    ...paged.slice(0, 2),
    at(1, 729, 7, [200, "0 - 150"]),
    ...paged.slice(2),
  ];
  assert.deepEqual(run(underValue)[0]!.range, { ref_low: 0, ref_high: 150 });
});

Deno.test("documentStep() takes each row's specimen from its Materiál column", () => {
  // A Czech hospital printout: serum and urine rows in one list, no headings.
  const at = [40, "05.05.2025 08:12"] as const;
  const material = fixtureLines([
    [[40, "Odběr"], [130, "Materiál"], [210, "Vyšetření"], [300, "Výsledek"], [370, "Jednotka"]],
    [at, [130, "sérum"], [210, "Glukóza"], [300, "7,8"], [370, "mmol/l"]],
    [at, [130, "moč"], [210, "Glukóza"], [300, "negativní"], [370, "arb.j."]],
    [at, [130, "moč – sediment"], [210, "Erytrocyty"], [300, "36"], [370, "/µl"]],
    [at, [130, "krev"], [210, "Erytrocyty"], [300, "4,02"], [370, "10^12/l"]],
  ]);
  const c = { ...ctx, lines: material };
  let state = INITIAL_STATE;
  const rows: [string, string | undefined, string | undefined][] = [];
  for (let i = 0; i < material.length; i++) {
    const step = documentStep(state, i, c);
    state = step.state;
    for (const e of step.events) {
      if (e.kind === "rows") {
        rows.push(
          ...e.rows.map((r) =>
            [r.name, r.specimen, r.section] as [string, string | undefined, string | undefined]
          ),
        );
      }
    }
  }
  assert.deepEqual(rows, [
    ["Glukóza", "blood", "sérum"],
    ["Glukóza", "urine", "moč"],
    ["Erytrocyty", "urine", "moč – sediment"],
    ["Erytrocyty", "blood", "krev"],
  ]);
});

Deno.test("documentStep() reads the list of results after a dated phrase that holds a date label", () => {
  // An occupational-medicine summary: "materiał pobrano" is a date label, and results follow.
  const prose = fixtureLines([
    [[40, "Morfologia krwi (materiał pobrano 02.06.2025): WBC 5,8 tys/µl; Hb 15,1 g/dl."]],
  ]);
  const step = documentStep(INITIAL_STATE, 0, { ...ctx, lines: prose });
  const rows = step.events.flatMap((e) => e.kind === "rows" ? e.rows : []);
  assert.deepEqual(rows.map((r) => [r.name, r.value, r.ownDate]), [
    ["WBC", { value: 5.8 }, "2025-06-02"],
    ["Hb", { value: 15.1 }, "2025-06-02"],
  ]);
});
