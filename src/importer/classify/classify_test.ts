import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { classifyRows } from "./classify.ts";
import { numericCodesOf, proposedName } from "./row_marker.ts";
import { sameMeasurementKey } from "./row_outcome.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";
import type { ParsedValue } from "../cell/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

/** A parsed value: TypeScript needs the union narrowed to pick the number or the text shape. */
function parsedValue(value: number | string): ParsedValue {
  if (typeof value === "string") return { value };
  return { value };
}

function row(name: string, value: number | string, extra: Partial<RawRow> = {}): RawRow {
  return {
    where: "line 1",
    name,
    date: "2025-03-12",
    value: parsedValue(value),
    range: {},
    ...extra,
  };
}

function context(known: string[] = [], identity: string[] = []) {
  return {
    index,
    known: new Set(known),
    guard: new PrivacyGuard(identity),
    acceptOcr: false,
    acceptHeld: false,
  };
}

Deno.test("classifyRows() writes only contract fields plus the document hash as source", () => {
  const [outcome] = classifyRows(
    [row("Ferrytyna", 52, { unit: "ug/l", range: { ref_low: 10, ref_high: 120 } })],
    "csv",
    "h".repeat(64),
    context(),
  );
  assert.equal(outcome?.status, "new");
  assert.deepEqual(outcome?.line, {
    code: "FERR",
    date: "2025-03-12",
    value: 52,
    decimals: 0,
    unit: "µg/l",
    ref_low: 10,
    ref_high: 120,
    source: "h".repeat(64),
  });
});

// Guards a lost precision: "1,0" was stored as the number 1 and its printed step taken as 1.
Deno.test("classifyRows() keeps the decimals the lab printed, trailing zeros too", () => {
  const printed = [
    row("Kreatynina", 1, { value: { value: 1, decimals: 1 }, unit: "mg/dl" }),
    row("Kreatynina", 1.9, { unit: "mg/dl", date: "2025-04-12" }),
    row("Kreatynina", 0.5, {
      value: { value: 0.5, comparator: "<", decimals: 2 },
      unit: "mg/dl",
      date: "2025-05-12",
    }),
  ];
  const lines = classifyRows(printed, "csv", "h".repeat(64), context()).map((o) => o.line);
  assert.deepEqual(lines.map((line) => [line?.value, line?.decimals]), [[1, 1], [1.9, 1], [
    0.5,
    2,
  ]]);
  // A FHIR quantity is a JSON number: its printed decimals are unknown, so none is stored.
  const [fhir] = classifyRows(printed.slice(0, 1), "fhir", "h".repeat(64), context());
  assert.equal(fhir?.line?.decimals, undefined);
  assert.equal(fhir?.line?.value, 1);
});

Deno.test("classifyRows() skips a measurement already stored in an equivalent unit", () => {
  const stored = sameMeasurementKey({ code: "FERR", date: "2025-03-12", value: 52, unit: "ng/mL" });
  const [outcome] = classifyRows(
    [row("ferritin", 52, { unit: "µg/L" })],
    "csv",
    "h",
    context([stored]),
  );
  assert.equal(outcome?.status, "in_store");
});

Deno.test("classifyRows() writes a measurement printed twice in one run once", () => {
  const outcomes = classifyRows(
    [row("Ferrytyna", 52, { unit: "ng/ml" }), row("FERR", 52, { unit: "ng/ml" })],
    "csv",
    "h",
    context(),
  );
  assert.deepEqual(outcomes.map((o) => o.status), ["new", "in_store"]);
});

Deno.test("classifyRows() proposes an unknown name with suggestions and never guesses", () => {
  const [outcome] = classifyRows([row("Ferrytyna xyz", 52)], "csv", "h", context());
  assert.equal(outcome?.status, "proposed");
  assert.equal(outcome?.code, undefined);
  assert.equal(outcome?.suggestions?.[0]?.code, "FERR");
});

Deno.test("classifyRows() holds implausible rows and keeps OCR rows back without --accept-ocr", () => {
  const [held] = classifyRows(
    [row("Hemoglobina", 134, { range: { ref_low: 1, ref_high: 1.6 } })],
    "csv",
    "h",
    context(),
  );
  assert.equal(held?.status, "held");
  const [ocr] = classifyRows([row("Hemoglobina", 13.4, { unit: "g/dl" })], "ocr", "h", context());
  assert.equal(ocr?.status, "ocr_review");
  const [accepted] = classifyRows([row("Hemoglobina", 13.4, { unit: "g/dl" })], "ocr", "h", {
    ...context(),
    acceptOcr: true,
  });
  assert.equal(accepted?.status, "new");
});

Deno.test("classifyRows() withholds a row that carries personal data", () => {
  const outcomes = classifyRows(
    [row("Testowy Jan", 45), row("Nr", 85010112345)],
    "pdf",
    "h",
    context([], ["Jan Testowy"]),
  );
  assert.deepEqual(outcomes.map((o) => o.status), ["withheld", "withheld"]);
});

Deno.test("classifyRows() withholds an unknown-name row whose date is an identity date", () => {
  const [outcome] = classifyRows(
    [row("Zupelnie nieznane", 5, { unit: "mg/dl", date: "1985-01-01" })],
    "csv",
    "h".repeat(64),
    context([], ["1985-01-01"]),
  );
  assert.equal(outcome?.status, "withheld");
});

Deno.test("classifyRows() hides the name of a withheld row unless it names a dictionary marker", () => {
  // "Frau Dr. med. Anna Beispiel" stood beside the order number: its name is no identity string,
  // yet the row held personal data, so it is never printed.
  const outcomes = classifyRows(
    [
      row("Frau Dr. med. Anna Beispiel", 1, { range: { ref_text: "Auftragsnr. 2505217734" } }),
      row("Hemoglobina", 13, { range: { ref_text: "2505217734" } }),
    ],
    "pdf",
    "h",
    context([], ["2505217734"]),
  );
  assert.deepEqual(outcomes.map((o) => [o.status, o.personalName]), [
    ["withheld", true],
    ["withheld", false],
  ]);
});

Deno.test("classifyRows() says which identity field a withheld row matches", () => {
  const [outcome] = classifyRows(
    [row("Testowy Jan", 45)],
    "pdf",
    "h",
    context([], ["Jan Testowy"]),
  );
  assert.equal(outcome?.status, "withheld");
  assert.equal(outcome?.reason, "matches the patient name field");
});

Deno.test("classifyRows() gives every row a stable id of hash prefix and row number", () => {
  const outcomes = classifyRows(
    [row("Ferrytyna", 52), row("Hemoglobina", 13)],
    "csv",
    "3fa2c1d4".repeat(8),
    context(),
  );
  assert.deepEqual(outcomes.map((o) => o.id), ["3fa2c1-1", "3fa2c1-2"]);
});

Deno.test("classifyRows() lists an unreadable row with its reason and never writes it", () => {
  const [outcome] = classifyRows(
    [row("Borelioza IgG", "patrz opis", { unreadable: "see the description" })],
    "pdf",
    "h",
    context(),
  );
  assert.equal(outcome?.status, "unreadable");
  assert.equal(outcome?.reason, "see the description");
  assert.equal(outcome?.line, undefined);
});

Deno.test("classifyRows() holds a row whose date is unsure, even with --accept-held", () => {
  const [outcome] = classifyRows(
    [row("Hemoglobina", 13.4, { dateProblem: "two visits and no date in this section" })],
    "pdf",
    "h",
    { ...context(), acceptHeld: true },
  );
  assert.equal(outcome?.status, "held");
  assert.equal(outcome?.reason, "two visits and no date in this section");
});

Deno.test("classifyRows() carries the lab's flag into the store line as lab_flag", () => {
  const [outcome] = classifyRows(
    [row("Borelioza IgG", "wątpliwy", { labFlag: "A", range: { ref_text: "ujemny" } })],
    "pdf",
    "h",
    context(),
  );
  assert.equal(outcome?.status, "new");
  assert.equal(outcome?.line?.lab_flag, "A");
});

Deno.test("classifyRows() holds a text value under a numeric marker", () => {
  const value = "ujemny 2025-03-12 HGB 14.0 g/dL normal\u{E0041}\u{E0042}";
  const [outcome] = classifyRows([row("Hemoglobina", value)], "fhir", "h", context());
  assert.equal(outcome?.status, "held");
  assert.match(outcome?.reason ?? "", /^value: .* is a text, and HGB is measured in numbers/);
  assert.notEqual(outcome?.acceptable, true, "a word is never written as a haemoglobin");
  const [stored] = classifyRows([row("Ferrytyna", "ujemny")], "csv", "h", {
    ...context(),
    numeric: new Set(["FERR"]),
  });
  assert.equal(stored?.status, "held");
});

Deno.test("classifyRows() cleans control characters from the texts it keeps", () => {
  const [outcome] = classifyRows(
    [row("Ferryt\u001b[2Jyna", 52, { unit: "ng/ml\u202e", range: { ref_text: "w\u0000 normie" } })],
    "csv",
    "h",
    context(),
  );
  assert.equal(outcome?.status, "new");
  assert.equal(outcome?.row.name, "Ferrytyna");
  assert.equal(outcome?.line?.unit, "ng/ml");
  assert.equal(outcome?.line?.ref_text, "w normie");
});

Deno.test("classifyRows() writes a held or OCR row whose id is accepted, and no other", () => {
  const rows = [
    row("Witamina B12", 9000, { unit: "pg/ml", range: { ref_low: 197, ref_high: 771 } }),
    row("Ferrytyna", 5200, { unit: "ng/ml", range: { ref_low: 10, ref_high: 120 } }),
  ];
  const source = "abcdef".repeat(11);
  const outcomes = classifyRows(rows, "ocr", source, {
    ...context(),
    accepted: new Set(["abcdef-1"]),
  });
  assert.deepEqual(outcomes.map((o) => o.status), ["new", "held"]);
});

Deno.test("classifyRows() holds a row with a number and no unit, unless its marker has none", () => {
  const rows = [
    row("Glukoza", 97),
    row("INR", 1.1),
    row("Hematokryt", 0.41),
    row("Glukoza", 98, { unit: "mg/dl" }),
  ];
  const printed = classifyRows(rows, "pdf", "h", { ...context(), acceptHeld: true });
  assert.deepEqual(printed.map((o) => o.status), ["held", "new", "new", "new"]);
  assert.match(
    printed[0]?.reason ?? "",
    /^unit: none printed, and GLU is measured in mg\/dL or mmol\/L/,
  );
  // A CSV, a workbook, a FHIR or XML export's number is as ambiguous without its unit.
  for (const format of ["csv", "xlsx", "fhir", "xml", "cda"] as const) {
    const [outcome] = classifyRows([row("Glukoza", 97), row("INR", 1.1)], format, "h", context());
    assert.equal(outcome?.status, "held", format);
    assert.match(outcome?.reason ?? "", /^unit: none printed/, format);
    const [, inr] = classifyRows([row("Glukoza", 97), row("INR", 1.1)], format, "h", context());
    assert.equal(inr?.status, "new", format);
  }
});

Deno.test("classifyRows() resolves a name with the lab's flag left on it and keeps the flag", () => {
  const [outcome] = classifyRows(
    [row("Ferrytyna H", 300, { unit: "ng/ml" })],
    "pdf",
    "h",
    context(),
  );
  assert.equal(outcome?.status, "new");
  assert.equal(outcome?.code, "FERR");
  assert.equal(outcome?.line?.lab_flag, "H");
  assert.equal(outcome?.row.name, "Ferrytyna H");
});

Deno.test("classifyRows() holds a row whose comparator word ended up in the name", () => {
  const [outcome] = classifyRows([row("Witamina B12 H powyżej", 2000)], "pdf", "h", context());
  assert.equal(outcome?.status, "held");
  assert.match(outcome?.reason ?? "", /"powyżej" printed before the value/);
});

Deno.test("proposedName() proposes an unknown name without the flag printed after it", () => {
  const [outcome] = classifyRows([row("Zupełnie nowy marker H", 5)], "pdf", "h", context());
  assert.equal(outcome?.status, "proposed");
  assert.equal(proposedName(outcome!.row), "Zupełnie nowy marker");
});

Deno.test("classifyRows() resolves a row within its section's specimen: urine glucose is never blood glucose", () => {
  const rows = [
    row("Glukoza", "nie wykryto", { specimen: "urine", section: "Badanie ogólne moczu" }),
    row("Leukocyty", "pojedyncze", { specimen: "urine", section: "Osad moczu" }),
    row("Glukoza", 92, { unit: "mg/dl" }),
  ];
  const codes = classifyRows(rows, "pdf", "a".repeat(64), context()).map((o) => o.code);
  assert.equal(codes[0], "URINE_GLUCOSE");
  assert.notEqual(codes[1], "WBC");
  assert.equal(codes[2], "GLU");
});

Deno.test("classifyRows() reads a specimen before a dash in a row's name: a numeric urine glucose is never blood GLU", () => {
  // Set 10's hospital printout named "Mocz - glukoza" / "Mocz - leukocyty" GLU and WBC; only the
  // words it printed kept them out. A number under such a name must never be stored as blood.
  const rows = [
    row("Mocz - glukoza", 15, { unit: "mg/dl" }),
    row("Mocz - leukocyty", 25, { unit: "/µl" }),
    row("Urine: Glucose", 0.8, { unit: "mmol/l", section: "Morfologia krwi", specimen: "blood" }),
    row("Harn - Leukozyten", 75, { unit: "/µl" }),
    row("Mocz - glukoza", "nieobecna"),
    row("Mocznik - azot", 14, { unit: "mg/dl" }),
    row("Serum - Glukose", 92, { unit: "mg/dl" }),
  ];
  const outcomes = classifyRows(rows, "pdf", "a".repeat(64), context());
  for (const outcome of outcomes.slice(0, 4)) {
    assert.ok(!["GLU", "WBC"].includes(outcome.code ?? ""), `${outcome.row.name}: ${outcome.code}`);
    assert.equal(outcome.row.specimen, "urine");
  }
  assert.equal(outcomes[0]!.code, "URINE_GLUCOSE");
  assert.equal(outcomes[1]!.code, "U_LEU");
  assert.equal(outcomes[4]!.code, "URINE_GLUCOSE");
  assert.equal(outcomes[4]!.status, "new");
  // "Mocznik" (urea) opens with the urine stem but is no specimen; "Serum" names blood.
  assert.equal(outcomes[5]!.row.specimen, undefined);
  assert.equal(outcomes[6]!.code, "GLU");
});

Deno.test("classifyRows() writes the lab's name, cleaned and cut, and drops one that is personal", () => {
  const outcomes = classifyRows(
    [
      row("Hemoglobina", 13.5, { unit: "g/dl", lab: " Lab\u202e Alfa " }),
      row("Ferrytyna", 52, { unit: "ng/ml", lab: "Laboratorium Testowy" }),
      row("Glukoza", 90, { unit: "mg/dl", lab: `Laboratorium ${"X".repeat(200)}` }),
      row("CRP", 1, { unit: "mg/l", lab: "\u200b" }),
    ],
    "pdf",
    "abc",
    context([], ["Jan Testowy"]),
  );
  assert.deepEqual(outcomes.map((o) => o.status), ["new", "new", "new", "new"]);
  assert.deepEqual(outcomes.map((o) => o.line?.lab?.length ?? o.line?.lab), [
    8,
    undefined,
    120,
    undefined,
  ]);
  assert.equal(outcomes[0]!.line!.lab, "Lab Alfa");
});

Deno.test("numericCodesOf() never resolves a name longer than the store keeps", () => {
  // A 3-million-character CSV cell was resolved (and markers
  // suggested for it) before it was capped, which took about a minute. The
  // index is watched: a name never resolved never reads it.
  let reads = 0;
  const watched = new Proxy(index, {
    get(target, key, receiver) {
      reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  assert.deepEqual([...numericCodesOf([row("Hemoglobina", 14)], watched)], ["HGB"]);
  assert.ok(reads > 0);
  reads = 0;
  const long = `Hemoglobina ${"bardzo długa nazwa ".repeat(200)}`;
  assert.deepEqual([...numericCodesOf([row(long, 14)], watched)], []);
  assert.equal(reads, 0, "a name longer than the store keeps was resolved");
  const [outcome] = classifyRows([row(long, 14)], "csv", "abc", context());
  assert.equal(outcome!.status, "unreadable");
});

Deno.test("classifyRows() does not withhold a marker's row because its name or value also sits in an address", () => {
  // An address field whose value ran into a result beside it, and a result line whose
  // range ("10-120 Norma") reads like a postal code and a town: both became identity strings.
  const identity = ["Jan Testowy", "Kwiatowa 12 m. 4 Leukocyty 12", "Ferrytyna 12 10-120 Norma"];
  const outcomes = classifyRows(
    [
      row("Leukocyty", 12, { unit: "G/l", range: { ref_low: 4, ref_high: 10 } }),
      row("Ferrytyna", 12, { unit: "ng/ml", range: { ref_low: 10, ref_high: 120 } }),
    ],
    "pdf",
    "h".repeat(64),
    context([], identity),
  );
  assert.deepEqual(outcomes.map((o) => [o.status, o.code]), [["new", "WBC"], ["new", "FERR"]]);
});

Deno.test("classifyRows() still withholds a marker's row that carries identity beyond its name", () => {
  const identity = ["Jan Potas", "Kwiatowa 12 m. 4 Leukocyty 12"];
  const outcomes = classifyRows(
    [
      // The surname is a marker's name: a row named by the whole name is identity.
      row("Potas Jan", 45),
      row("Potas", "Jan Potas"),
      row("Leukocyty", "Kwiatowa 12"),
      row("Sód", 85010112345),
      row("Potas", 4.4, { unit: "mmol/l" }),
    ],
    "pdf",
    "h".repeat(64),
    context([], identity),
  );
  assert.deepEqual(outcomes.map((o) => o.status), [
    "withheld",
    "withheld",
    "withheld",
    "withheld",
    "new",
  ]);
});

Deno.test("classifyRows() never blanket-accepts an OCR value whose last digit may be an arrow", () => {
  const rows = [
    row("Hemoglobina", 10.2, { unit: "g/dl", range: { ref_low: 12, ref_high: 16 }, labFlag: "L" }),
    row("OB", 121, { unit: "mm/h", range: { ref_high: 10 } }),
  ];
  const source = "abcdef".repeat(11);
  const held = classifyRows(rows, "ocr", source, {
    ...context(),
    acceptOcr: true,
    acceptHeld: true,
  });
  assert.deepEqual(held.map((o) => o.status), ["new", "held"]);
  assert.equal(held[1]?.acceptable, false);
  assert.match(
    held[1]?.reason ?? "",
    /may be 12 with the arrow read as a digit.*--set abcdef-2:value=12/,
  );
  // Accepted by its id, it is written as read; from a text layer, the doubt is an ordinary one.
  const byId = classifyRows(rows, "ocr", source, {
    ...context(),
    acceptOcr: true,
    accepted: new Set(["abcdef-2"]),
  });
  assert.equal(byId[1]?.status, "new");
  const pdf = classifyRows(rows, "pdf", source, { ...context(), acceptHeld: true });
  assert.equal(pdf[1]?.status, "new");
});

Deno.test("classifyRows() holds a value a thousandfold off its marker's units when no range shows the scale", () => {
  const held = classifyRows([row("Ferrytyna", 500, { unit: "g/l" })], "csv", "h", {
    ...context(),
    acceptHeld: true,
  });
  assert.equal(held[0]?.status, "held");
  assert.match(held[0]?.reason ?? "", /"g\/l" is a thousandfold or more .* no printed range/);
  const ok = classifyRows([row("Ferrytyna", 50, { unit: "µg/l" })], "csv", "h", context());
  assert.equal(ok[0]?.status, "new");
});

Deno.test("classifyRows() writes a result printed twice from the row that prints its range", () => {
  // A discharge letter's prose ("Hb 11,2 g/dl") comes before its table's row with the range.
  const outcomes = classifyRows(
    [
      row("Hb", 11.2, { unit: "g/dl" }),
      row("Hemoglobina", 11.2, { unit: "g/dl", range: { ref_low: 13.5, ref_high: 17.5 } }),
      row("WBC", 7.1, { unit: "tys/µl" }),
    ],
    "pdf",
    "h".repeat(64),
    context(),
  );
  assert.deepEqual(outcomes.map((o) => o.status), ["in_store", "new", "new"]);
  assert.equal(outcomes[1]!.line?.ref_low, 13.5);
  assert.deepEqual(outcomes.map((o) => o.id.split("-")[1]), ["1", "2", "3"]);
});

Deno.test("classifyRows() never proposes an unknown name holding a long number: an identifier", () => {
  // A doctor's role and registration code wrapped onto a line of their own, a town beside them.
  const outcomes = classifyRows(
    [
      row("(perearst, D08412)", "Tartu"),
      row("Hemoglobina 12345", 13),
      row("Zupelnie nieznane", 5, { unit: "mg/dl" }),
      row("Hemoglobina", 13, { unit: "g/dl" }),
    ],
    "pdf",
    "h",
    context(),
  );
  assert.deepEqual(outcomes.map((o) => [o.status, o.personalName]), [
    ["withheld", true],
    ["withheld", true],
    ["proposed", undefined],
    ["new", undefined],
  ]);
});
