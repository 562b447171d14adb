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
