import assert from "node:assert/strict";
import { parseCsv } from "./csv.ts";
import { dateHeader, parseWideSheet } from "./wide_sheet.ts";

Deno.test("parseCsv() reads the person's own sheet with markers as rows and dates as columns", () => {
  const doc = parseCsv(
    [
      "Wyniki Anny;;;;",
      "Badanie;Jedn.;Zakres;12.03.2024 (Alab);20.09.2024 (Diagnostyka);2025-01-15",
      "Hemoglobina;g/dl;12,0 - 16,0;13,4;;12,9 L",
      "Ferrytyna;ng/ml;13 - 150;35;28;",
      ";;;;;",
      "Badanie ogólne moczu;;;;;",
      "Glukoza;;;ujemny;;ujemny",
    ].join("\r\n"),
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit ?? "", r.lab ?? ""]),
    [
      ["Hemoglobina", "2024-03-12", 13.4, "g/dl", "Alab"],
      ["Hemoglobina", "2025-01-15", 12.9, "g/dl", ""],
      ["Ferrytyna", "2024-03-12", 35, "ng/ml", "Alab"],
      ["Ferrytyna", "2024-09-20", 28, "ng/ml", "Diagnostyka"],
      ["Glukoza", "2024-03-12", "ujemny", "", "Alab"],
      ["Glukoza", "2025-01-15", "ujemny", "", ""],
    ],
  );
  assert.equal(doc.rows[1]!.labFlag, "L");
  assert.deepEqual(doc.rows[0]!.range, { ref_low: 12, ref_high: 16 });
  assert.equal(doc.rows[4]!.specimen, "urine");
  assert.equal(doc.rows[0]!.where, 'line 3, column "12.03.2024 (Alab)"');
});

Deno.test("parseCsv() finds a wide sheet's unit and range columns by their cells when the headers are unknown", () => {
  const doc = parseCsv(
    "Marker,Einheit,Ref,01.02.2024,01.08.2024\nTSH,mIU/l,0.27-4.2,1.9,2.4\nFT4,pmol/l,12-22,15.1,\n",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.range]), [
    ["TSH", "2024-02-01", 1.9, "mIU/l", { ref_low: 0.27, ref_high: 4.2 }],
    ["TSH", "2024-08-01", 2.4, "mIU/l", { ref_low: 0.27, ref_high: 4.2 }],
    ["FT4", "2024-02-01", 15.1, "pmol/l", { ref_low: 12, ref_high: 22 }],
  ]);
});

Deno.test("parseCsv() never takes a result row with a date in it for a wide header", () => {
  // No known header: each row has its own date, so no row is a header of date columns.
  const doc = parseCsv("Glukoza;92;mg/dl;12.03.2024\nTSH;1,9;mIU/l;13.03.2024\n");
  assert.deepEqual(doc.rows, []);
  assert.match(doc.holds[0]!, /no header row found/);
});

Deno.test("dateHeader() reads a column's date and its lab, and refuses a cell that is more", () => {
  assert.deepEqual(dateHeader("12.03.2024 (Alab)"), { date: "2024-03-12", lab: "Alab" });
  assert.deepEqual(dateHeader("[Synevo] 2023-11-02"), { date: "2023-11-02", lab: "Synevo" });
  assert.deepEqual(dateHeader("12.03.2024 08:15"), { date: "2024-03-12" });
  assert.equal(dateHeader("12.03.2024 nr zlecenia 4200318761"), undefined);
  assert.equal(dateHeader("Wynik"), undefined);
});

Deno.test("parseCsv() reads a sheet with a date on each row and a marker over each column", () => {
  const doc = parseCsv(
    "Data;Glukoza [mg/dl];TSH (mIU/l);Hemoglobina\n12.03.2024;92;1,9;13,4 g/dl\n20.09.2024;;2,4;\n",
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.rows.map((r) => [r.where, r.name, r.date, r.value.value, r.unit]), [
    ["line 2, column 2", "Glukoza", "2024-03-12", 92, "mg/dl"],
    ["line 2, column 3", "TSH", "2024-03-12", 1.9, "mIU/l"],
    ["line 3, column 3", "TSH", "2024-09-20", 2.4, "mIU/l"],
    ["line 2, column 4", "Hemoglobina", "2024-03-12", 13.4, "g/dl"],
  ]);
});

Deno.test("parseCsv() takes a wide sheet's unit from the name's brackets or the value's cell", () => {
  const doc = parseCsv(
    "Badanie;01.02.2024;01.08.2024\nFerrytyna [ng/ml];35;41 ng/ml\nCRP;<0,5 mg/l;\n",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unit]), [
    ["Ferrytyna", { value: 35 }, "ng/ml"],
    ["Ferrytyna", { value: 41 }, "ng/ml"],
    ["CRP", { value: 0.5, comparator: "<" }, "mg/l"],
  ]);
});

Deno.test("parseCsv() never takes a labelled date above an unknown table for a wide header", () => {
  const doc = parseCsv("Printed:,12.03.2024\nAnalyte,Reading,Units\nGlucose,92,mg/dL\n");
  // The one row under the unknown words is read by its cells, and takes no date from "Printed:".
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value.value, r.unit, r.date]), [
    ["Glucose", 92, "mg/dL", undefined],
  ]);
  const two = parseCsv(
    "Printed:,12.03.2024\nAnalyte,Reading,Units\nGlucose,92,mg/dL\nTSH,1.2,mIU/L\n",
  );
  assert.deepEqual(two.rows.map((r) => r.date), [undefined, undefined]);
});

Deno.test("parseCsv() reads a US sheet's dates month first, and holds an English sheet's dates that read both ways", () => {
  const us = parseCsv(
    "Test,Units,Reference range,06/25/2023,07/02/2023\r\nFerritin,ng/mL,13 - 150,28.6,31\r\n",
  );
  assert.deepEqual(us.rows.map((r) => [r.date, r.value.value]), [
    ["2023-06-25", 28.6],
    ["2023-07-02", 31],
  ]);
  // 06/10/2023 is 6 October or 10 June: an English sheet says neither, so no row is dated.
  const either = parseCsv("Test,Units,Reference range,06/10/2023\r\nIron,µg/dL,37 - 145,86\r\n");
  assert.deepEqual(either.rows.map((r) => [r.date, r.dateProblem !== undefined]), [
    [undefined, true],
  ]);
  // A Polish sheet prints day first.
  const pl = parseCsv("Badanie;Jednostka;Norma;06/10/2023\r\nŻelazo;µg/dl;37 - 145;86\r\n");
  assert.deepEqual(pl.rows.map((r) => r.date), ["2023-10-06"]);
});

Deno.test("parseCsv() reads a wide sheet with a notes column after its dates, and a range column there", () => {
  const doc = parseCsv(
    [
      "Badanie;Jedn.;12.01.2024 (Alab);05.11.2024 (Synevo);Norma;Uwagi",
      "Ferrytyna;ng/ml;8,2;19,8;13-150;żelazo od 02.2024",
      "TSH;µIU/ml;3,12;;0,27-4,2;",
    ].join("\n"),
  );
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.range]),
    [
      ["Ferrytyna", "2024-01-12", 8.2, "ng/ml", { ref_low: 13, ref_high: 150 }],
      ["Ferrytyna", "2024-11-05", 19.8, "ng/ml", { ref_low: 13, ref_high: 150 }],
      ["TSH", "2024-01-12", 3.12, "µIU/ml", { ref_low: 0.27, ref_high: 4.2 }],
    ],
  );
  // A word between two date columns is still no header: the row is not a wide header.
  const between = parseCsv("Badanie;12.01.2024;Uwagi;05.11.2024\nTSH;3,1;rano;2,0\n");
  assert.equal(between.rows.length, 0);
});

Deno.test("parseCsv() reads a wide sheet of one draw when its header names a unit or a range column", () => {
  const sheet = [
    "Examination,UNITS,REFERENCE INTERVAL,08.05.2023",
    "Fasting glucose,mg/dL,70 - 99,57",
    "Creatinine,mg/dL,0.50 - 0.90,0.56",
  ].join("\n");
  assert.deepEqual(parseCsv(sheet).rows.map((r) => [r.name, r.date, r.value.value, r.unit]), [
    ["Fasting glucose", "2023-05-08", 57, "mg/dL"],
    ["Creatinine", "2023-05-08", 0.56, "mg/dL"],
  ]);
  // A label and one date, with no unit or range column: a labelled date, no header.
  assert.equal(parseCsv("Printed,08.05.2023\nGlucose,57\n").rows.length, 0);
});

Deno.test("parseWideSheet() does not turn a long table whose names stand left of their results", () => {
  const records = [
    ["Kiedy", "Co", "Ile", "Miano"],
    ["05.03.2021", "Leukocyty", "8,3", "G/l"],
    ["05.03.2021", "Potas", "4,1", "mmol/l"],
    ["12.04.2022", "Leukocyty", "7,9", "G/l"],
  ].map((fields, i) => ({ line: i + 1, fields }));
  assert.equal(parseWideSheet(records, () => undefined, "csv"), undefined);
  // Turned, with a notes column after the markers: still read turned.
  const turned = [
    ["Data", "Glukoza [mg/dl]", "TSH", "Notatki"],
    ["05.03.2021", "92", "1,9", "na czczo"],
    ["12.04.2022", "97", "2,4", "po urlopie"],
    ["20.09.2023", "90", "2,1", "kontrola"],
  ].map((fields, i) => ({ line: i + 1, fields }));
  assert.deepEqual(
    parseWideSheet(turned, () => undefined, "csv")?.rows
      .filter((r) => r.name !== "Notatki")
      .map((r) => [r.name, r.date, r.value.value]),
    [
      ["Glukoza", "2021-03-05", 92],
      ["Glukoza", "2022-04-12", 97],
      ["Glukoza", "2023-09-20", 90],
      ["TSH", "2021-03-05", 1.9],
      ["TSH", "2022-04-12", 2.4],
      ["TSH", "2023-09-20", 2.1],
    ],
  );
});

Deno.test("parseWideSheet() takes no row of a long table dated in its last column for a header of visits", () => {
  // The head of the generator's layout_0024 (seed 20, --more): a long CSV dated in its last
  // column, some values with their flag glued on. Before the guard its first row was read as a
  // header of visits and the "When" column as results (INR stored as "04/25/2024").
  const records = [
    ["Item", "Reading", "Measure", "Bounds", "Mark", "When"],
    ["Leukocytes", "8.30", "x10^3/µL", "(4.00 - 10.00)", "", "04/25/2024"],
    ["Red blood cell count", "4.54", "x10^6/µL", "(3.80 - 5.20)", "", "04/25/2024"],
    ["Hemoglobin", "22.1 H", "g/dL", "(12.0 - 16.0)", "", "04/25/2024"],
    ["Hematocrit", "66.3 H", "%", "(37.0 - 47.0)", "", "04/25/2024"],
    ["Mean corpuscular volume", "146.0 H", "fL", "(80.0 - 99.0)", "", "04/25/2024"],
  ].map((fields, i) => ({ line: i + 1, fields }));
  assert.equal(parseWideSheet(records, () => undefined, "csv"), undefined);
  const csv = records.map((r) => r.fields.join(",")).join("\n");
  assert.deepEqual(parseCsv(csv).rows.map((r) => [r.name, r.date, r.value.value, r.unit]), [
    ["Leukocytes", "2024-04-25", 8.3, "x10^3/µL"],
    ["Red blood cell count", "2024-04-25", 4.54, "x10^6/µL"],
    ["Hemoglobin", "2024-04-25", 22.1, "g/dL"],
    ["Hematocrit", "2024-04-25", 66.3, "%"],
    ["Mean corpuscular volume", "2024-04-25", 146, "fL"],
  ]);
});

Deno.test("parseCsv() leaves a wide sheet's month-only column unread and reads the dated ones", () => {
  const doc = parseCsv(
    [
      "Badanie;Jedn.;Norma;03.2023;12.03.2024 (Diagnostyka);2024-11-05;Uwagi",
      "TSH;µIU/ml;0,27-4,2;5.8;4.12;3.05;Euthyrox 75",
      "anty-TPO;IU/ml;<34;412;;388;",
    ].join("\n"),
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.range]), [
    ["TSH", "2024-03-12", 4.12, "µIU/ml", { ref_low: 0.27, ref_high: 4.2 }],
    ["TSH", "2024-11-05", 3.05, "µIU/ml", { ref_low: 0.27, ref_high: 4.2 }],
    ["anty-TPO", "2024-11-05", 388, "IU/ml", { ref_high: 34 }],
  ]);
  assert.match(doc.notes.join("\n"), /column "03\.2023" names a month but no day/);
  // A month column between two date columns does not unmake the header either.
  const between = parseCsv("Test;Unit;01.02.2024;2024-05;01.08.2024\nTSH;mIU/l;1,9;2,0;2,4\n");
  assert.deepEqual(between.rows.map((r) => [r.date, r.value.value]), [
    ["2024-02-01", 1.9],
    ["2024-08-01", 2.4],
  ]);
});

Deno.test("parseCsv() reads a relative's copy of the sheet: a title line, the unit second, a two-digit year, notes", () => {
  const doc = parseCsv(
    [
      "Badania mamy - Anna Nowak;;;;;",
      "Parametr;Jednostka;14.01.2025;22.04.25;08.07.2025;Uwagi",
      "Hemoglobina;g/dl;12,8;13,2;13;",
      "Glukoza;mg/dl;99;;95;w kwietniu tylko tarczyca",
      ";;;;;",
      "Kontrola: 15.07.2025;;;;;",
    ].join("\r\n"),
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit]), [
    ["Hemoglobina", "2025-01-14", 12.8, "g/dl"],
    ["Hemoglobina", "2025-04-22", 13.2, "g/dl"],
    ["Hemoglobina", "2025-07-08", 13, "g/dl"],
    ["Glukoza", "2025-01-14", 99, "mg/dl"],
    ["Glukoza", "2025-07-08", 95, "mg/dl"],
  ]);
});

Deno.test("parseWideSheet() leaves a Roman month column unread and takes the unit column after the dates", () => {
  const records = [
    { line: 1, fields: ["Moje wyniki", "", "", "", "", ""] },
    {
      line: 3,
      fields: [
        "Badanie",
        "2023-11-20",
        "12.03.2024 (Alab)",
        "VI 2024 przychodnia",
        "jedn.",
        "Uwagi",
      ],
    },
    { line: 4, fields: ["TSH", "3.12", "2,65", "2.9", "µIU/ml", ""] },
    { line: 5, fields: ["CRP", "<1", "6,4", "", "mg/l", "po infekcji"] },
  ];
  const doc = parseWideSheet(records, () => undefined, "xlsx")!;
  assert.deepEqual(
    doc.rows.map((r) => [
      r.name,
      r.date,
      r.value.value,
      "comparator" in r.value ? r.value.comparator : undefined,
      r.unit,
    ]),
    [
      ["TSH", "2023-11-20", 3.12, undefined, "µIU/ml"],
      ["TSH", "2024-03-12", 2.65, undefined, "µIU/ml"],
      ["CRP", "2023-11-20", 1, "<", "mg/l"],
      ["CRP", "2024-03-12", 6.4, undefined, "mg/l"],
    ],
  );
  assert.match(doc.notes.join("\n"), /"VI 2024 przychodnia" names a month but no day/);
});

Deno.test("parseWideSheet() reads a turned sheet under a title and a panel row, its 'norma' row the ranges", () => {
  const records = [
    ["Moje badania krwi – A. T.", "", "", ""],
    ["", "", "", ""],
    ["", "Lipidy", "", ""],
    ["Data", "Cholesterol [mg/dl]", "HDL [mg/dl]", "Uwagi"],
    ["norma", "< 190", "> 45", ""],
    ["14.01.2021", "188", "52", "na czczo"],
    ["20.04.2021", "201", "", ""],
  ].map((fields, i) => ({ line: i + 1, fields }));
  const doc = parseWideSheet(records, () => undefined, "csv")!;
  const read = doc.rows.filter((r) => r.name !== "Uwagi").map((r) => [
    r.name,
    r.date,
    r.value.value,
    r.unit,
    r.range,
  ]);
  assert.deepEqual(read, [
    ["Cholesterol", "2021-01-14", 188, "mg/dl", { ref_high: 190 }],
    ["Cholesterol", "2021-04-20", 201, "mg/dl", { ref_high: 190 }],
    ["HDL", "2021-01-14", 52, "mg/dl", { ref_low: 45 }],
  ]);
});

Deno.test("parseCsv() dates a turned sheet's row by a date with its month's name ('Oct 1, 2024')", () => {
  const doc = parseCsv(
    ["Date,TSH (mIU/L),Comment", "1/26/2024,1.9,", '"Oct 1, 2024",1.95,recheck'].join("\n"),
  );
  assert.deepEqual(doc.rows.filter((r) => r.name === "TSH").map((r) => [r.date, r.value.value]), [
    ["2024-01-26", 1.9],
    ["2024-10-01", 1.95],
  ]);
});
