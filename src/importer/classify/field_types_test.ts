/**
 * Types at the boundary of the store: a row whose range, unit, value or
 * specimen is no value of its type for the marker is held with the field
 * and the reason, and `--accept-held` does not write it. The failures it
 * guards, each seen on real documents: "6 - 12 lat: 4,5 - 13,5" and OCR noise
 * kept as range text, ALT stored in "µl", urine sediment counts ("1-3 wpw")
 * stored under the strip test, "dodatni" stored as a blood leukocyte count.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { classifyRows } from "./classify.ts";
import { typedRange } from "./field_types.ts";
import { directedFlag } from "../cell/mod.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function row(name: string, value: number | string, extra: Partial<RawRow> = {}): RawRow {
  return {
    where: "line 1",
    name,
    date: "2025-03-12",
    value: typeof value === "string" ? { value } : { value },
    range: {},
    ...extra,
  };
}

/** Every held row accepted, as `--accept-held` does. */
const acceptingAll = {
  index,
  known: new Set<string>(),
  guard: new PrivacyGuard([]),
  acceptOcr: true,
  acceptHeld: true,
};

function outcome(r: RawRow) {
  return classifyRows([r], "pdf", "h", { ...acceptingAll, known: new Set() })[0]!;
}

Deno.test("a range that is no bounds and no qualitative reference holds the row, even with --accept-held", () => {
  for (
    const text of ["6 - 12 lat: 4,5 - 13,5", "*—-1,015 4,025", "Metoda: cytometria przepływowa"]
  ) {
    const held = outcome(row("Leukocyty", 7.9, { unit: "tys/µl", range: { ref_text: text } }));
    assert.equal(held.status, "held", text);
    assert.match(held.reason ?? "", /^range: /, text);
    assert.notEqual(held.acceptable, true, text);
  }
  const qualitative = outcome(row("Azotyny", "ujemny", { range: { ref_text: "ujemny" } }));
  assert.equal(qualitative.status, "new");
  const bounds = outcome(
    row("Leukocyty", 7.9, { unit: "tys/µl", range: { ref_low: 4, ref_high: 10 } }),
  );
  assert.equal(bounds.status, "new");
});

Deno.test("a unit the marker is not measured in holds the row; a unit of the same quantity passes", () => {
  const held = outcome(row("ALT", 21, { unit: "µl", range: { ref_high: 41 } }));
  assert.equal(held.status, "held");
  assert.equal(held.reason, 'unit: "µl" is not a unit ALT is measured in (U/L, µkat/L)');
  assert.notEqual(held.acceptable, true);
  for (const unit of ["U/l", "IU/L", "µkat/l"]) {
    assert.equal(outcome(row("ALT", 21, { unit })).status, "new", unit);
  }
  assert.equal(outcome(row("Leukocyty", 8.9, { unit: "Tsd/µl" })).status, "new");
});

Deno.test("a word under a marker measured in units holds the row, even with --accept-held", () => {
  const held = outcome(row("Leukocyty", "dodatni", { range: { ref_text: "ujemny" } }));
  assert.equal(held.code, "WBC");
  assert.equal(held.status, "held");
  assert.match(held.reason ?? "", /^value: "dodatni" is a text, and WBC is measured in numbers/);
});

Deno.test("a count per field of view is a urine sediment count, never the strip test", () => {
  const urine = { specimen: "urine", section: "Badanie ogólne moczu" };
  const sediment = outcome(row("Leukocyty", "1-3", { unit: "wpw", ...urine }));
  assert.equal(sediment.code, "U_SED_LEU");
  assert.equal(sediment.status, "new");
  const inValue = outcome(row("Erytrocyty", "0-2 wpw", urine));
  assert.equal(inValue.code, "U_SED_ERY");
  // Resolved by its code to the strip test, a count per field of view is held.
  const coded = outcome(row("Leukocyty", "1-3", { unit: "wpw", code: "U_LEU", ...urine }));
  assert.equal(coded.status, "held");
  assert.match(coded.reason ?? "", /^unit: "wpw" counts per field of view/);
  // The strip test itself stays the strip test.
  const strip = outcome(row("Leukocyty", "ujemny", { range: { ref_text: "ujemny" }, ...urine }));
  assert.equal(strip.code, "U_LEU");
});

Deno.test("a structured export's range text beside its bounds is dropped for them; a text of bounds is read", () => {
  const both = outcome(
    row("Potas", 4.2, {
      unit: "mmol/L",
      range: { ref_low: 3.5, ref_high: 5.1, ref_text: "3.5-5.1 mmol/L" },
    }),
  );
  assert.equal(both.status, "new");
  assert.deepEqual([both.line?.ref_low, both.line?.ref_high, both.line?.ref_text], [
    3.5,
    5.1,
    undefined,
  ]);
  const text = outcome(
    row("Cholesterol całkowity", 180, { unit: "mg/dL", range: { ref_text: "< 190" } }),
  );
  assert.equal(text.status, "new");
  assert.equal(text.line?.ref_high, 190);
});

Deno.test("typedRange() takes the negative band of an interpretation printed as the range", () => {
  assert.deepEqual(
    typedRange({ ref_text: "ujemny: < 10,0 wątpliwy: 10,0 - 15,0 dodatni: > 15,0" }),
    { range: { ref_high: 10 } },
  );
  assert.deepEqual(typedRange({ ref_text: "ujemny: < 10,0" }), { range: { ref_high: 10 } });
  assert.deepEqual(typedRange({ ref_text: "negative: < 0,9; positive: > 1,1" }), {
    range: { ref_high: 0.9 },
  });
  // a band that is no negative result's is no reference: held
  assert.ok(typedRange({ ref_text: "dodatni: > 15,0" }).problem !== undefined);
  assert.ok(typedRange({ ref_text: "wątpliwy: 10,0 - 15,0" }).problem !== undefined);
});

Deno.test("directedFlag() points an abnormal mark by the bounds typed from a range printed as text", () => {
  const typed = typedRange({ ref_text: "ujemny: < 150; wątpliwy: 150 - 225; dodatni: > 225" });
  assert.equal(directedFlag("A", { value: 183 }, typed.range), "H");
  assert.equal(directedFlag("A", { value: 3 }, { ref_low: 5, ref_high: 10 }), "L");
  // Inside the bounds, or a word result: the mark says only "abnormal", as printed.
  assert.equal(directedFlag("A", { value: 120 }, typed.range), "A");
  assert.equal(directedFlag("A", { value: "dodatni" }, typed.range), "A");
  assert.equal(directedFlag(undefined, { value: 183 }, typed.range), undefined);
});

Deno.test("typedRange() keeps no range for a cell that only points at a comment, and holds any other words", () => {
  assert.deepEqual(typedRange({ ref_text: "altersabhängig, s. Kommentar" }), { range: {} });
  assert.deepEqual(typedRange({ ref_text: "patrz opis" }), { range: {} });
  assert.match(typedRange({ ref_text: "altersabhängig" }).problem!, /no numeric bounds/);
  assert.match(typedRange({ ref_text: "s. Kommentar 5 - 10 J." }).problem ?? "", /range/);
});

Deno.test("typedRange() keeps a titre's reference and a Slovak 'norm.' as qualitative references", () => {
  assert.deepEqual(typedRange({ ref_text: "< 1:80" }), { range: { ref_text: "< 1:80" } });
  assert.deepEqual(typedRange({ ref_text: "norm." }), { range: { ref_text: "norm." } });
  assert.match(typedRange({ ref_text: "< 1:80 mg" }).problem ?? "", /range/);
});

Deno.test("a urine sediment's 'nie stwierdza się' is a qualitative reference, kept as text", () => {
  // set-19: "Wałeczki | nie stwierdza się | nie stwierdza się" was held as a range of no bounds.
  assert.deepEqual(typedRange({ ref_text: "nie stwierdza się" }), {
    range: { ref_text: "nie stwierdza się" },
  });
  assert.deepEqual(typedRange({ ref_text: "nie stwierdzono" }), {
    range: { ref_text: "nie stwierdzono" },
  });
});
