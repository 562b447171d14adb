import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { proseRows } from "./prose_rows.ts";

const index = buildMarkerIndex(buildDictionary([]));

Deno.test("a list of results in prose runs on after a semicolon and ends at a full stop", () => {
  const first = proseRows("Lab. 07.01.2026: Hb 131 g/l, Tr 233 x10^9/l;", undefined, index);
  assert.deepEqual(first?.rows.map((r) => r.name), ["Hb", "Tr"]);
  assert.equal(first?.runsOn, "2026-01-07");
  const second = proseRows(
    "CRP 3,1 mg/l, TSH 2,4 mIU/l, ferritín 36 ug/l. Hb bez zmeny oproti",
    first?.runsOn,
    index,
    { next: "poslednému vyšetreniu (Hb 128 g/l, 11/2025, Brno)." },
  );
  assert.deepEqual(second?.rows.map((r) => [r.name, r.value, r.unit, r.ownDate]), [
    ["CRP", { value: 3.1 }, "mg/l", "2026-01-07"],
    ["TSH", { value: 2.4 }, "mIU/l", "2026-01-07"],
    ["ferritín", { value: 36 }, "ug/l", "2026-01-07"],
  ]);
  // the sentence after the list is no part of it, and nothing runs on to the next line
  assert.equal(second?.runsOn, undefined);
  assert.equal(second?.tail, undefined);
});

Deno.test("an abbreviation's full stop does not end the list", () => {
  const read = proseRows(
    "Kontrolnie 15.03.2025: CRP 8 mg/l, wit. D 25 ng/ml, Hemoglobina 12,9 g/dl.",
    undefined,
    index,
  );
  assert.deepEqual(read?.rows.map((r) => r.name), ["CRP", "wit. D", "Hemoglobina"]);
});

Deno.test("a result whose bracketed range opens the next line is read with it, never without", () => {
  const first = proseRows(
    "Próby wątrobowe z dnia 28.05.2025 (w ramach pakietu): ALT 41 U/l",
    undefined,
    index,
    { next: "(norma < 45), AST 29 U/l (norma < 35)." },
  );
  assert.deepEqual(first?.rows, []);
  assert.equal(first?.tail, "ALT 41 U/l");
  const second = proseRows("(norma < 45), AST 29 U/l (norma < 35).", first?.runsOn, index, {
    tail: first!.tail!,
  });
  assert.deepEqual(second?.rows.map((r) => [r.name, r.value, r.range, r.ownDate]), [
    ["ALT", { value: 41 }, { ref_high: 45 }, "2025-05-28"],
    ["AST", { value: 29 }, { ref_high: 35 }, "2025-05-28"],
  ]);
});

Deno.test("a value alone after 'Name (date):' is that name's, and a dashed remark after it no part", () => {
  const read = proseRows(
    "Glukoza na czczo (02.06.2025): 104 mg/dl (norma 70–99) – zalecono kontrolę u lekarza POZ.",
    undefined,
    index,
  );
  assert.deepEqual(read?.rows.map((r) => [r.name, r.value, r.unit, r.range, r.ownDate]), [
    ["Glukoza na czczo", { value: 104 }, "mg/dl", { ref_low: 70, ref_high: 99 }, "2025-06-02"],
  ]);
  const morph = proseRows(
    "Morfologia krwi (materiał pobrano 02.06.2025): WBC 5,8 tys/µl; Ht 44,6%; PLT 238 tys/µl – w normie.",
    undefined,
    index,
  );
  assert.deepEqual(morph?.rows.map((r) => [r.name, r.value, r.unit]), [
    ["WBC", { value: 5.8 }, "tys/µl"],
    ["Ht", { value: 44.6 }, "%"],
    ["PLT", { value: 238 }, "tys/µl"],
  ]);
});

Deno.test("a result in running prose with its own date in brackets takes that date", () => {
  const known = buildMarkerIndex(buildDictionary([{
    source: "test",
    entries: new Map([["TSH", { label: "TSH" }], ["HBA1C", { label: "HbA1c" }]]),
  }]));
  const read = proseRows(
    "Gazometria bez cech niewydolności. TSH (05.08.2025) 2,41 µIU/ml. Oznaczono HbA1c 7,4% (04.02.2025).",
    undefined,
    known,
  );
  assert.deepEqual(read?.rows.map((r) => [r.name, r.value, r.unit, r.ownDate]), [
    ["TSH", { value: 2.41 }, "µIU/ml", "2025-08-05"],
    ["HbA1c", { value: 7.4 }, "%", "2025-02-04"],
  ]);
  // A table's row whose bracketed date follows another number (a previous result) is no such
  // result, nor is a name the dictionary does not know.
  assert.equal(
    proseRows("TSH 2,41 µIU/ml 0,27-4,20 1,98 (12.03.2025)", undefined, known),
    undefined,
  );
  assert.equal(proseRows("Kontrola za 3 miesiące (12.05.2025).", undefined, known), undefined);
});

Deno.test("proseRows() gives a result the range printed after its comma ('214 mg/dl, norma < 190')", () => {
  const read = proseRows(
    "28.08.2023: cholesterol całkowity 214 mg/dl, norma < 190, LDL 131 mg/dl, N: 0-115",
    undefined,
    index,
  );
  assert.deepEqual(read?.rows.map((r) => [r.name, r.value.value, r.range]), [
    ["cholesterol całkowity", 214, { ref_high: 190 }],
    ["LDL", 131, { ref_low: 0, ref_high: 115 }],
  ]);
});

Deno.test("proseRows() reads a value alone after 'Name date:' and leaves out words after a result's range", () => {
  const first = proseRows(
    "Ferrytyna 5 lutego 2024: 52 ng/ml (15–150). Hemoglobina tego dnia 13,4 g/dl.",
    undefined,
    index,
  );
  assert.deepEqual(first?.rows.map((r) => [r.name, r.value.value, r.ownDate, r.range]), [
    ["Ferrytyna", 52, "2024-02-05", { ref_low: 15, ref_high: 150 }],
  ]);
  const second = proseRows(
    "28.08.2023: glukoza na czczo 101 mg/dl (n: 70-99) ↑ lekko za wysoko",
    undefined,
    index,
  );
  assert.deepEqual(second?.rows.map((r) => [r.name, r.value.value, r.range]), [
    ["glukoza na czczo", 101, { ref_low: 70, ref_high: 99 }],
  ]);
});

Deno.test("a result whose own bracketed date opens the next line is read with that line", () => {
  const known = buildMarkerIndex(buildDictionary([{
    source: "test",
    entries: new Map([["HBA1C", { label: "HbA1c" }], ["CRP", { label: "CRP" }]]),
  }]));
  // set-15's discharge card: "… Oznaczono HbA1c 7,4%" ends a line, "(04.02.2025). W kontroli …" opens the next.
  const first = proseRows(
    "nawodnienie i.v., suplementację potasu. Oznaczono HbA1c 7,4%",
    undefined,
    known,
    { next: "(04.02.2025). W kontroli 06.02.2025 CRP 31,5 mg/l. Uzyskano" },
  );
  assert.deepEqual(first?.rows, []);
  assert.equal(first?.tail, "Oznaczono HbA1c 7,4%");
  const second = proseRows(
    "(04.02.2025). W kontroli 06.02.2025 CRP 31,5 mg/l. Uzyskano",
    undefined,
    known,
    {
      tail: first!.tail!,
    },
  );
  assert.deepEqual(second?.rows.map((r) => [r.name, r.value, r.unit, r.ownDate]), [
    ["HbA1c", { value: 7.4 }, "%", "2025-02-04"],
  ]);
  // A next line that opens with no date in brackets carries nothing.
  const plain = proseRows("suplementację potasu. Oznaczono HbA1c 7,4%", undefined, known, {
    next: "w kontroli bez zmian.",
  });
  assert.equal(plain, undefined);
});
