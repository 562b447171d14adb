import assert from "node:assert/strict";
import { PrivacyGuard } from "../privacy/mod.ts";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

const REPORT = [
  "Pacjent: Jan Testowy PESEL: 85010112345",
  "Data pobrania: 12.03.2025 08:15",
  "Hemoglobina 13,4 g/dl 12,0 - 16,0",
  "Ferrytyna 8 μg/l L 10 - 120",
  "CRP <0,5 mg/l < 5",
  "Cholesterol LDL 160 mg/dl ↑ do 115",
  "Witamina D (25-OH) 32,5 ng/ml 30 - 100",
  "Testowy Jan 45 lat",
  "Strona 1 z 2",
  "Nowy parametr XYZ 7,1 mmol/l 5 - 10",
];

Deno.test("parseReportLines() parses result rows, ignoring flags and normalising Greek mu", () => {
  const doc = parseReportLines(REPORT, indexWith(), "pdf");
  const rows = doc.rows.map((r) => [r.code ?? `?${r.name}`, r.value, r.unit, r.range]);
  assert.deepEqual(rows, [
    ["HGB", { value: 13.4 }, "g/dl", { ref_low: 12, ref_high: 16 }],
    ["FERR", { value: 8 }, "µg/l", { ref_low: 10, ref_high: 120 }],
    ["CRP", { value: 0.5, comparator: "<" }, "mg/l", { ref_high: 5 }],
    ["LDL", { value: 160 }, "mg/dl", { ref_high: 115 }],
    ["VIT_D", { value: 32.5 }, "ng/ml", { ref_low: 30, ref_high: 100 }],
    ["?Nowy parametr XYZ", { value: 7.1 }, "mmol/l", { ref_low: 5, ref_high: 10 }],
  ]);
  assert.ok(doc.rows.every((r) => r.date === "2025-03-12"));
});

Deno.test("parseReportLines() never makes a row of the identity block or an age line", () => {
  const doc = parseReportLines(REPORT, indexWith(), "pdf");
  assert.ok(!doc.rows.some((r) => /Testowy|Jan|PESEL/.test(r.name)));
  assert.ok(doc.identity.includes("85010112345"));
});

Deno.test("parseReportLines() lets a marker's patterns read a lab-specific layout", () => {
  const index = indexWith({
    FERR: {
      patterns: [
        "^FERR\\s*\\[(?<unit>[^\\]]+)\\]\\s*=\\s*(?<value>[\\d,]+)\\s*\\((?<range>[^)]*)\\)",
      ],
    },
  });
  const doc = parseReportLines(
    ["Data pobrania: 2025-03-12", "FERR [ng/ml] = 41,5 (13-150)"],
    index,
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.code, r.value, r.unit, r.range]), [
    ["FERR", { value: 41.5 }, "ng/ml", { ref_low: 13, ref_high: 150 }],
  ]);
});

Deno.test("parseReportLines() collects a name printed on the line after its label, and lists a row repeating it for the classifier to withhold", () => {
  const doc = parseReportLines(
    [
      "Pacjent:",
      "Jan Testowy",
      "Data pobrania:  12.03.2025",
      "Jan Testowy ujemny",
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    ],
    indexWith(),
    "pdf",
  );
  assert.ok(doc.identity.includes("Jan Testowy"));
  // The line that repeats the name is listed, never dropped unseen; its name is the
  // identity string, so the classifier withholds it and it is never proposed or written.
  assert.deepEqual(doc.rows.map((r) => r.code ?? `?${r.name}`), ["?Jan Testowy", "HGB"]);
  assert.ok(new PrivacyGuard(doc.identity).problem(doc.rows[0]!.name));
});

Deno.test("parseReportLines() ends an identity value at a gap before the collection date", () => {
  const doc = parseReportLines(
    ["Pacjent: Jan Testowy    12.03.2025", "Data pobrania: 12.03.2025", "Hemoglobina 13,4 g/dl"],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.identity, ["Jan Testowy"]);
  assert.deepEqual(doc.holds, []);
});

const compact = (doc: ReturnType<typeof parseReportLines>) =>
  doc.rows.map((r) => {
    const value = "comparator" in r.value && r.value.comparator !== undefined
      ? `${r.value.comparator}${r.value.value}`
      : r.value.value;
    return [r.name, value, r.labFlag ?? "", r.unreadable ?? ""];
  });

Deno.test("parseReportLines() reads word comparators and takes a flag on either side of the value", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Witamina B12 H powyżej 2000 pg/ml 197 - 771",
      "Ferrytyna H 180 ng/ml 13 - 150",
      "CRP poniżej 0,5 mg/l < 5",
      "Glukoza 101 ↑ mg/dl 70 - 99",
      "Kreatynina ↓0,5 mg/dl 0,7 - 1,2",
      "TSH > 100 µIU/ml 0,27 - 4,2",
      "Mocznik mniej niż 5 mg/dl 17 - 43",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(compact(doc), [
    ["Witamina B12", ">2000", "H", ""],
    ["Ferrytyna", 180, "H", ""],
    ["CRP", "<0.5", "", ""],
    ["Glukoza", 101, "H", ""],
    ["Kreatynina", 0.5, "L", ""],
    ["TSH", ">100", "", ""],
    ["Mocznik", "<5", "", ""],
  ]);
});

Deno.test("parseReportLines() keeps every result-like line: unreadable rows instead of silence", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Badanie  Wynik  Jednostka  Zakres referencyjny",
      "Osad moczu - opis  patrz opis",
      "Przeciwciała ANA  1:160  <1:100",
      "Komentarz: próbka lekko zhemolizowana 2 razy",
      "Strona 1 z 3",
      "Wynik autoryzował: diagnosta laboratoryjny 1234",
      "Hemoglobina  13,4  g/dl  12,0 - 16,0",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(compact(doc), [
    ["Osad moczu - opis", "patrz opis", "", "see the description"],
    ["Przeciwciała ANA", "1:160", "", ""],
    ["Hemoglobina", 13.4, "", ""],
  ]);
});

Deno.test("parseReportLines() takes a qualitative result from the result cell, never from the range", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Borelioza IgG (ELISA)    wątpliwy     ujemny",
      "Borelioza IgM (ELISA)    dodatni *    ujemny",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.range, r.labFlag]), [
    ["Borelioza IgG (ELISA)", { value: "wątpliwy" }, { ref_text: "ujemny" }, "A"],
    ["Borelioza IgM (ELISA)", { value: "dodatni" }, { ref_text: "ujemny" }, "A"],
  ]);
});

Deno.test("parseReportLines() ends an identity name at the column gap before an order number", () => {
  const doc = parseReportLines(
    [
      "Imię i nazwisko: Jan Kowalski      Numer zlecenia: 123/2024/45",
      "Data pobrania: 12.03.2024",
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
    ],
    indexWith(),
    "pdf",
  );
  // The name ends at the gap; the order number is an identity string of its own (masked).
  assert.deepEqual(doc.identity, ["Jan Kowalski", "123/2024/45"]);
  assert.deepEqual(doc.rows.map((r) => r.date), ["2024-03-12"]);
});

Deno.test("parseReportLines() joins a label wrapped onto the next line, in either direction", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Hemoglobina glikowana    5,6    %    4,0 - 6,0",
      "(HbA1c)",
      "Cholesterol",
      "nie-HDL    130    mg/dl    < 130",
      "Rozmaz krwi",
      "Neutrofile    55    %    40 - 70",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => r.name), [
    "Hemoglobina glikowana (HbA1c)",
    "Cholesterol nie-HDL",
    "Neutrofile",
  ]);
});

Deno.test("parseReportLines() reads a known name followed by words as a qualitative result", () => {
  const index = indexWith({ URINE_COLOR: { label: "Barwa", aliases: [] } });
  const doc = parseReportLines(
    ["Data pobrania: 12.03.2025", "Barwa żółta żółta", "Nieznane słowa tutaj"],
    index,
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.code, r.value, r.range]), [
    ["URINE_COLOR", { value: "żółta" }, { ref_text: "żółta" }],
  ]);
});

Deno.test("parseReportLines() keeps a sediment count range as the printed result", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Parametr    Wynik    J.m.    Zakres",
      "Leukocyty   2 - 4    wpw     0 - 5",
      "L - wynik poniżej, H - wynik powyżej wartości referencyjnych.   1/1",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.range]), [
    ["Leukocyty", { value: "2-4" }, "wpw", { ref_low: 0, ref_high: 5 }],
  ]);
});

Deno.test("parseReportLines() reads dipstick pluses, signs on qualitative results and a unit printed in the range", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Badanie ogólne moczu",
      "Białko        ++           nie wykryto",
      "Glukoza       dodatni (+)  ujemny",
      "Ketony        ujemny (-)   ujemny",
      "Ciężar właściwy   1,020    1,015 - 1,025 g/ml",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.range, r.labFlag]), [
    ["Białko", { value: "++" }, undefined, { ref_text: "nie wykryto" }, "A"],
    ["Glukoza", { value: "dodatni" }, undefined, { ref_text: "ujemny" }, "A"],
    ["Ketony", { value: "ujemny" }, undefined, { ref_text: "ujemny" }, undefined],
    [
      "Ciężar właściwy",
      { value: 1.02, decimals: 3 },
      "g/ml",
      { ref_low: 1.015, ref_high: 1.025 },
      undefined,
    ],
  ]);
  assert.ok(doc.rows.every((r) => r.specimen === "urine"));
});

Deno.test("parseReportLines() skips a summary of out-of-range results and splits several results on one line", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Podsumowanie - wyniki poza zakresem referencyjnym:",
      "Cholesterol całkowity 232 mg/dl ↑    Ferrytyna 9 ng/ml ↓",
      "Badanie    Wynik    Jednostka    Zakres referencyjny",
      "Cholesterol całkowity    232 H    mg/dl    < 190",
      "Ferrytyna    9 L    ng/ml    13 - 150",
      "Hormony",
      "TSH 2,1 µIU/ml 0,27 - 4,2    FT4 1,2 ng/dl 0,93 - 1,7",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(compact(doc), [
    ["Cholesterol całkowity", 232, "H", ""],
    ["Ferrytyna", 9, "L", ""],
    ["TSH", 2.1, "", ""],
    ["FT4", 1.2, "", ""],
  ]);
});

Deno.test("parseReportLines() lists 'patrz opis' inside a plain line as unreadable, with its unit and range", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Homocysteina patrz opis µmol/l 5,0 - 15,0",
      "Posiew moczu wynik w załączeniu",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.range, r.unreadable]), [
    [
      "Homocysteina",
      { value: "patrz opis" },
      "µmol/l",
      { ref_low: 5, ref_high: 15 },
      "see the description",
    ],
    ["Posiew moczu", { value: "wynik w załączeniu" }, undefined, {}, "see the description"],
  ]);
});

Deno.test("parseReportLines() reads a sediment count range without a table header", () => {
  const doc = parseReportLines(
    ["Data pobrania: 12.03.2025", "Osad moczu", "Leukocyty    2-4    wpw    0 - 5"],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.range, r.specimen]), [
    ["Leukocyty", { value: "2-4" }, "wpw", { ref_low: 0, ref_high: 5 }, "urine"],
  ]);
});

Deno.test("parseReportLines() joins a wrapped name under a row-number column and reads the flag column", () => {
  const doc = parseReportLines(
    [
      "Data i godzina pobrania: 2022-05-10 07:45",
      "Lp.  Nazwa badania             Wynik   Jedn.    Zakres ref.   Flaga",
      "1.   Cholesterol LDL metodą    131     mg/dl    < 115         ↑",
      "     bezpośrednią",
      "2.   Potas                     5,9 *   mmol/l   3,5 - 5,1",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit, r.labFlag, r.date]), [
    ["Cholesterol LDL metodą bezpośrednią", { value: 131 }, "mg/dl", "H", "2022-05-10"],
    ["Potas", { value: 5.9 }, "mmol/l", "H", "2022-05-10"],
  ]);
});

Deno.test("parseReportLines() takes a star after a name as a footnote, never as the lab's flag", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Badanie    Wynik    Jednostka    Zakres",
      "Kreatynina *    0,9    mg/dl    0,7 - 1,2",
      "Potas*    4,1    mmol/l    3,5 - 5,1",
      "Parametry wyliczane",
      "eGFR    95    ml/min/1,73m2    > 60",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.labFlag]), [
    ["Kreatynina", undefined],
    ["Potas", undefined],
    ["eGFR", undefined],
  ]);
});

Deno.test("parseReportLines() never takes a range beside the other column's label for an address", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "Ferrytyna   41   ng/ml   13-150       Barwa   żółta   żółta",
      "Hemoglobina   13,4   g/dl   12-16       Glukoza   nie wykryto   nie wykryto",
      "Ferrytyna   41   ng/ml   13-150",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.identity, []);
  assert.deepEqual(doc.rows.map((r) => r.name), [
    "Ferrytyna",
    "Hemoglobina",
    "Ferrytyna",
    "Barwa",
    "Glukoza",
  ]);
});

Deno.test("parseReportLines() keeps a result whose range names an age, and skips an age line", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.03.2025",
      "PSA całkowity 1,2 ng/ml < 4 (do 50 lat)",
      "Testowy Jan 45 lat",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit]), [
    ["PSA całkowity", { value: 1.2 }, "ng/ml"],
  ]);
});

Deno.test("parseReportLines() takes a flag printed in a column with no header off the range, and a range's own multi-word unit", () => {
  const doc = parseReportLines(
    [
      "Data pobrania: 12.11.2024",
      "Badanie          Wynik             Wartości referencyjne",
      "Kreatynina       1,42 mg/dl    H   0,70 - 1,20 mg/dl",
      "D-dimery         0,85 mg/l FEU  H  < 0,50 mg/l FEU",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range, r.labFlag]),
    [
      ["Kreatynina", 1.42, "mg/dl", { ref_low: 0.7, ref_high: 1.2 }, "H"],
      ["D-dimery", 0.85, "mg/l FEU", { ref_high: 0.5 }, "H"],
    ],
  );
});

Deno.test("parseReportLines() dates rows by a month-name date though the birth date reads two ways", () => {
  const doc = parseReportLines(
    [
      "Name: Jane Example Date of birth: 07/11/1988",
      "Sample collected: 03 Feb 2025, 07:45",
      "Analyte Your result Units Expected",
      "Ferritin 18 ug/L 13 - 150",
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.dateProblem]), [
    ["Ferritin", "2025-02-03", undefined],
  ]);
});

Deno.test("parseReportLines() reads slash dates month first in a document with a United States address", () => {
  const doc = parseReportLines(
    [
      "Specimen ID: 281-614-2207-0",
      "Acct #: 04482150 Brighton, MA 02135",
      "Date collected: 10/07/2024 0842 Local",
      "Test Result Units Reference Interval",
      "Ferritin 16 ng/mL 15-150",
    ],
    indexWith(),
    "pdf",
  );
  const ferritin = doc.rows.find((r) => r.name === "Ferritin");
  assert.equal(ferritin?.date, "2024-10-07");
});

Deno.test("parseReportLines() reads a 'Previous Result and Date' column as an earlier result, not a date", () => {
  const doc = parseReportLines(
    [
      "Date collected: 14/03/2024",
      "TESTS   RESULT   FLAG   PREVIOUS RESULT AND DATE   UNITS   REFERENCE INTERVAL",
      "Glucose   104   High   97   13/01/2024   mg/dL   70-99",
      "Sodium   139      mmol/L   134-144",
    ],
    indexWith(),
    "pdf",
  );
  const glucose = doc.rows.find((r) => r.name === "Glucose");
  assert.deepEqual([glucose?.value, glucose?.date, glucose?.dateProblem], [
    { value: 104 },
    "2024-03-14",
    undefined,
  ]);
});

Deno.test("parseReportLines() holds a text PDF's rows on the issue date when an unlabelled date precedes it", () => {
  // Two labels wrapped around their dates on a narrow page (the lines as the text layer
  // gives them): no collection label is read, only the issue date's.
  const head = [
    "Дата взяття",
    "Дата реєстрації /",
    "біоматеріалу /   10.09.2025 08:20   10.09.2025 08:31",
    "Registered:",
    "Collected:",
    "Дата видачі / Issued:   11.09.2025 16:05",
  ];
  const table = [
    "Показник    Результат    Од. вим.    Референтні значення",
    "Гемоглобін    124    г/л    120 - 140",
  ];
  const doc = parseReportLines([...head, ...table], indexWith(), "pdf");
  assert.equal(doc.rows.length, 1);
  // never the issue date: held for the person to choose
  assert.equal(doc.rows[0]!.date, undefined);
  // With no other date printed, the issue date stands in as before.
  const alone = parseReportLines([head[5]!, ...table], indexWith(), "pdf");
  assert.equal(alone.rows[0]!.date?.slice(0, 10), "2025-09-11");
});
