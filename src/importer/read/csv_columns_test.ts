import assert from "node:assert/strict";
import { parseCsv } from "./csv.ts";
import { columnsByContent, readDateCell, slashOrder } from "./csv_columns.ts";

const PORTAL = [
  '"Example Portal - Results Export"',
  '"Exported: 10/03/2025 08:12 PM"',
  "",
  '"Collected","Order","Component","Your Value","Flag","Units","Standard Range","Status"',
  '"08/05/2025 07:50 AM","CBC","WBC","6.1","","x10E3/uL","3.4-10.8","Final"',
  '"08/05/2025 07:50 AM","CBC","Platelets","262","","x10E3/uL","150-450","Final"',
  '"09/30/2025 07:45 AM","LIPID PANEL","HDL Cholesterol","58","","mg/dL",">39","Final"',
  '"09/30/2025 07:45 AM","LIPID PANEL","Cholesterol, Total","212","H","mg/dL","100-199","Final"',
].join("\r\n");

Deno.test("parseCsv() reads a CSV whose header words it does not know by what its columns hold", () => {
  const doc = parseCsv(PORTAL);
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.range, r.labFlag ?? ""]),
    [
      ["WBC", "2025-08-05", 6.1, "x10E3/uL", { ref_low: 3.4, ref_high: 10.8 }, ""],
      ["Platelets", "2025-08-05", 262, "x10E3/uL", { ref_low: 150, ref_high: 450 }, ""],
      ["HDL Cholesterol", "2025-09-30", 58, "mg/dL", { ref_low: 39 }, ""],
      ["Cholesterol, Total", "2025-09-30", 212, "mg/dL", { ref_low: 100, ref_high: 199 }, "H"],
    ],
  );
});

Deno.test("parseCsv() holds a date column's slash dates that read both ways, dating no row", () => {
  const doc = parseCsv(PORTAL.replaceAll("09/30/2025", "09/10/2025"));
  assert.ok(doc.rows.length === 4);
  assert.ok(doc.rows.every((r) => r.date === undefined && r.dateProblem !== undefined));
});

Deno.test("parseCsv() reads a Polish sheet's slash dates that read both ways day first", () => {
  const doc = parseCsv("Data;Badanie;Wynik;Jednostka\n05/08/2025;Glukoza;92;mg/dl\n");
  assert.equal(doc.rows[0]?.date, "2025-08-05");
});

Deno.test("slashOrder() and readDateCell() read a column's dates in one order", () => {
  assert.equal(slashOrder(["01/02/2025", "13/02/2025"]), "day-first");
  assert.equal(slashOrder(["01/02/2025", "02/13/2025 11:00 PM"]), "month-first");
  assert.equal(slashOrder(["03.02.2025"]), "day-first");
  assert.equal(readDateCell("01/02/2025 07:50 AM", "month-first"), "2025-01-02");
  assert.equal(readDateCell("01/02/2025 07:50", "day-first"), "2025-02-01");
  assert.equal(readDateCell("02/03/2025", "either"), "either");
});

Deno.test("parseCsv() reads the one date column after the result as the rows' date", () => {
  const sheet = [
    "Co;Ile;Miano;Granice;Uwaga;Kiedy",
    "Glukoza na czczo;91;mg/dl;70 - 99;;10.02.2023",
    "Sód;115;mmol/l;136 - 145;L;11.02.2023",
  ].join("\n");
  assert.deepEqual(parseCsv(sheet).rows.map((r) => [r.name, r.date]), [
    ["Glukoza na czczo", "2023-02-10"],
    ["Sód", "2023-02-11"],
  ]);
  // A previous result follows the value: its date column is no collection date.
  const previous = [
    "Co;Ile;Miano;Poprzednio;Kiedy",
    "Glukoza na czczo;91;mg/dl;88;10.01.2023",
    "Sód;140;mmol/l;139;11.01.2023",
  ].join("\n");
  assert.ok(parseCsv(previous).rows.every((r) => r.date === undefined));
});

Deno.test("parseCsv() reads a names column some of whose names spell a unit", () => {
  const sheet = [
    "Co;Ile;Miano;Granice;Kiedy",
    "INR;1,09;;0,80 - 1,20;05.05.2022",
    "Czas kaolinowo-kefalinowy;34,1;s;25,0 - 37,0;05.05.2022",
    "Fibrynogen;370;mg/dl;200 - 393;05.05.2022",
  ].join("\n");
  assert.deepEqual(parseCsv(sheet).rows.map((r) => [r.name, r.value.value]), [
    ["INR", 1.09],
    ["Czas kaolinowo-kefalinowy", 34.1],
    ["Fibrynogen", 370],
  ]);
});

Deno.test("parseCsv() takes a unit in brackets after the name when its unit cell is empty", () => {
  const sheet = [
    "Kiedy;Co;Ile;Miano;Granice",
    "05.03.2021;Leukocyty [G/l];8,3;;4,0 - 10,0",
    "05.03.2021;Potas [mmol/l];4,1;mmol/L;3,5 - 5,1",
    "05.03.2021;Hematokryt [%];38,2;;37 - 47",
  ].join("\n");
  assert.deepEqual(parseCsv(sheet).rows.map((r) => [r.name, r.unit]), [
    ["Leukocyty", "G/l"],
    ["Potas [mmol/l]", "mmol/L"],
    ["Hematokryt", "%"],
  ]);
});

Deno.test("parseCsv() holds slash dates that read both ways when no word of the sheet names its language", () => {
  const sheet = [
    "When,Item,Reading,Measure,Bounds",
    "05/01/2020,Iron,25,µg/dL,37 to 145",
    "05/01/2020,Ferritin,26.1,µg/L,13.0 to 150.0",
  ].join("\n");
  const rows = parseCsv(sheet).rows;
  assert.equal(rows.length, 2);
  assert.ok(rows.every((r) => r.date === undefined && r.dateProblem !== undefined));
});

Deno.test("parseCsv() reads a semicolon sheet of unknown header words by its own delimiter, never split at its decimal commas", () => {
  // Rows of the generator's layout_0255 (seed 20, --more): a German sheet with decimal commas and
  // a flag column. Before columns told by content fixed the delimiter, the sheet split at commas
  // read as a wide one and gave one row, "Lymphozyten;4" = "50;;01.09.2023".
  const sheet = [
    "Was;Messung;Maß;Grenzen;Zeichen;Wann",
    'Harnsäure;3,5;mg/dl;"Frauen: 2,4 - 5,7; Männer: 3,4 - 7,0";;27.03.2023',
    "Leukozyten;9,90;10^9/L;4,00 bis 10,00;;01.09.2023",
    'Hämoglobin;14,5;g/dl;"Frauen: 12,0 - 16,0; Männer: 13,5 - 17,5";;02.09.2023',
    "Thrombozyten;218;G/l;150 bis 400;;01.09.2023",
    "Neutrophile;1,22;10^9/L;1,80 bis 7,70;L;01.09.2023",
    "Lymphozyten;4,05;10^9/L;1,00 bis 4,50;;01.09.2023",
  ].join("\n");
  assert.deepEqual(parseCsv(sheet).rows.map((r) => [r.name, r.date, r.value.value, r.unit]), [
    ["Harnsäure", "2023-03-27", 3.5, "mg/dl"],
    ["Leukozyten", "2023-09-01", 9.9, "10^9/L"],
    ["Hämoglobin", "2023-09-02", 14.5, "g/dl"],
    ["Thrombozyten", "2023-09-01", 218, "G/l"],
    ["Neutrophile", "2023-09-01", 1.22, "10^9/L"],
    ["Lymphozyten", "2023-09-01", 4.05, "10^9/L"],
  ]);
});

Deno.test("parseCsv() reads a long sheet with the date first and names repeated at each visit as a long table", () => {
  const visit = (date: string) => [
    `${date},Iron FE,56,µg/dL,37 - 145`,
    `${date},Ferritin,76.7,ng/mL,13.0 - 150.0`,
    `${date},TSH,3.090,µIU/mL,0.270 - 4.200`,
  ];
  const sheet = [
    "When,Item,Reading,Measure,Bounds",
    ...visit("06/05/2021"),
    ...visit("06/25/2022"),
    ...visit("06/14/2023"),
  ].join("\n");
  const rows = parseCsv(sheet).rows;
  assert.deepEqual(rows.map((r) => r.name), Array(3).fill(["Iron FE", "Ferritin", "TSH"]).flat());
  assert.deepEqual(rows.map((r) => r.value.value), Array(3).fill([56, 76.7, 3.09]).flat());
});

Deno.test("columnsByContent() takes the date column its header names, beside another date column after the value", () => {
  const records = [
    { line: 1, fields: ["Order", "Item", "Value", "Units", "Collected", "Resulted"] },
    {
      line: 2,
      fields: ["CMP", "Glucose", "92", "mg/dL", "08/09/2023 7:52 AM", "08/09/2023 3:10 PM"],
    },
    {
      line: 3,
      fields: ["CMP", "Sodium", "140", "mmol/L", "08/09/2023 7:52 AM", "08/10/2023 3:10 PM"],
    },
    {
      line: 4,
      fields: ["GLU", "Glucose", "103", "mg/dL", "11/14/2023 8:05 AM", "11/14/2023 3:10 PM"],
    },
  ];
  const columns = columnsByContent(records, 0, new Map([["value", 2], ["date", 4]]))!;
  assert.equal(columns.get("date"), 4);
  assert.equal(columns.get("name"), 1);
});

Deno.test("parseCsv() reads the range column a known header does not name by its cells", () => {
  const text = [
    "Export výsledků",
    "Datum odběru;Vyšetření;Výsledek;Jednotka;Meze (ref.);Příznak",
    "20.08.2024;S_Glukóza;5,9;mmol/l;3,9 - 5,6;H",
    "20.08.2024;S_CRP;<1;mg/l;0 - 5;",
    "05.11.2024;S_TSH;3,05;mIU/l;0,27 - 4,20;",
  ].join("\r\n");
  const doc = parseCsv(text);
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.range]),
    [
      ["S_Glukóza", "2024-08-20", { ref_low: 3.9, ref_high: 5.6 }],
      ["S_CRP", "2024-08-20", { ref_low: 0, ref_high: 5 }],
      ["S_TSH", "2024-11-05", { ref_low: 0.27, ref_high: 4.2 }],
    ],
  );
});
