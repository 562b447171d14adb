import assert from "node:assert/strict";
import { type TextLine, type TranscriptRow, verifiableText, verifyRow } from "./verify.ts";

const page: TextLine[] = [
  { page: 1, text: "Data urodzenia: 01.01.1985   Data pobrania: 20.02.2024 08:05" },
  { page: 1, text: "Data wydania wyniku: 21.02.2024" },
  { page: 1, text: "Hemoglobina (HGB)   13,6   g/dl   12,0 - 16,0" },
  { page: 1, text: "Cholesterol HDL   58   mg/dl   > 45" },
  { page: 1, text: "Glukoza   16,0   mg/dl   70 - 99" },
  { page: 1, text: "Ferrytyna   61,3   μg/l   10,0 - 120,0" },
  { page: 1, text: "CRP   poniżej 0,5   mg/l   < 5" },
  { page: 1, text: "TSH 3. generacji" },
  { page: 1, text: "   4,850 ↑   μIU/ml   0,270 - 4,200" },
  { page: 2, text: "Kreatynina   0,82   mg/dl   0,5 - 0,9" },
];
const text = verifiableText(page);
const hgb: TranscriptRow = {
  printedName: "Hemoglobina (HGB)",
  value: "13.6",
  unit: "g/dl",
  range: "12,0-16,0",
  date: "2024-02-20",
};

Deno.test("verifyRow() passes a row printed as written, whatever the decimal separator and spaces", () => {
  assert.equal(verifyRow(hgb, text), undefined);
  assert.equal(
    verifyRow({ ...hgb, printedName: "HEMOGLOBINA (hgb)", value: "13,6" }, text),
    undefined,
  );
  assert.equal(
    verifyRow({
      printedName: "Ferrytyna",
      value: "61,3",
      unit: "µg/l",
      range: "10,0 - 120,0",
      date: "2024-02-20",
    }, text),
    undefined,
    "the micro sign and the Greek mu are one letter",
  );
  assert.equal(
    verifyRow({
      printedName: "Ferrytyna",
      value: "61,3",
      unit: "ug/l",
      range: "10,0 - 120,0",
      date: "2024-02-20",
    }, text),
    undefined,
    "in a unit, u is written for µ",
  );
  assert.match(
    verifyRow({
      printedName: "Ferrytyna",
      value: "61,3",
      unit: "mg/l",
      range: "10,0 - 120,0",
      date: "2024-02-20",
    }, text) ?? "",
    /unit "mg\/l" not printed/,
  );
  assert.equal(
    verifyRow({
      printedName: "Cholesterol HDL",
      value: "58",
      unit: "mg/dl",
      range: ">45",
      date: "2024-02-20",
    }, text),
    undefined,
  );
  assert.equal(
    verifyRow(
      { printedName: "CRP", value: "<0,5", unit: "mg/l", range: "<5", date: "2024-02-20" },
      text,
    ),
    undefined,
    "a comparator printed as a word",
  );
});

Deno.test("verifyRow() joins a name alone on its line with the result under it", () => {
  const tsh = {
    printedName: "TSH 3. generacji",
    value: "4,850",
    unit: "μIU/ml",
    range: "0,270 - 4,200",
    date: "2024-02-20",
  };
  assert.equal(verifyRow(tsh, text), undefined);
});

Deno.test("verifyRow() holds a changed digit and says what is printed", () => {
  assert.equal(
    verifyRow({ ...hgb, value: "13.8" }, text),
    'value 13.8 not printed near "Hemoglobina (HGB)"; printed: 13,6',
  );
});

Deno.test("verifyRow() does not take a value from the range, the name or a longer number", () => {
  assert.match(verifyRow({ ...hgb, value: "16,0" }, text) ?? "", /value 16,0 /);
  assert.match(verifyRow({ ...hgb, value: "3,6" }, text) ?? "", /value 3,6 /);
  assert.match(verifyRow({ ...hgb, value: "13" }, text) ?? "", /value 13 /);
});

Deno.test("verifyRow() holds a swapped unit, an altered range, an invented row", () => {
  assert.match(verifyRow({ ...hgb, unit: "mg/dl" }, text) ?? "", /unit "mg\/dl" not printed/);
  assert.match(verifyRow({ ...hgb, unit: "g/l" }, text) ?? "", /unit "g\/l" not printed/);
  assert.match(
    verifyRow({ ...hgb, range: "12,0-15,0" }, text) ?? "",
    /range "12,0-15,0" not printed/,
  );
  assert.match(
    verifyRow({ ...hgb, printedName: "Ferrytyna", value: "13,6" }, text) ?? "",
    /value 13,6, range "12,0-16,0", unit "g\/dl" not printed near "Ferrytyna"; printed: 61,3, 10,0, 120,0/,
  );
  assert.match(
    verifyRow({ ...hgb, printedName: "Bilirubina" }, text) ?? "",
    /name "Bilirubina" not printed on the document/,
  );
});

Deno.test("verifyRow() takes a collection date, never a birth or a report date", () => {
  assert.match(
    verifyRow({ ...hgb, date: "2024-02-21" }, text) ?? "",
    /date 2024-02-21 not printed/,
  );
  assert.match(
    verifyRow({ ...hgb, date: "1985-01-01" }, text) ?? "",
    /date 1985-01-01 not printed/,
  );
  assert.match(
    verifyRow({ ...hgb, date: "2024-02-19" }, text) ?? "",
    /date 2024-02-19 not printed/,
  );
});

Deno.test("verifyRow() looks only on the page the row names", () => {
  const crea = {
    printedName: "Kreatynina",
    value: "0,82",
    unit: "mg/dl",
    range: "0,5 - 0,9",
    date: "2024-02-20",
  };
  assert.equal(verifyRow({ ...crea, page: 2 }, text), undefined);
  assert.match(
    verifyRow({ ...crea, page: 1 }, text) ?? "",
    /not printed on the document \(page 1\)/,
  );
});

Deno.test("verifyRow() reads a range set under the result, after an item code, but no value from there", () => {
  const stacked = verifiableText([
    { page: 1, text: "Data pobrania: 18.03.2025 07:36" },
    { page: 1, text: "Glukoza   126 mg/dl   ↑   Metoda: enzymatyczna" },
    { page: 1, text: "ICD-9: L43   70 - 99" },
  ]);
  const glu = {
    printedName: "Glukoza",
    value: "126",
    unit: "mg/dl",
    range: "70 - 99",
    date: "2025-03-18",
  };
  assert.equal(verifyRow(glu, stacked), undefined);
  assert.match(verifyRow({ ...glu, value: "70", range: "" }, stacked) ?? "", /value 70 /);
});

Deno.test("verifyRow() reads a range's bands over several lines", () => {
  const bands = verifiableText([
    { page: 1, text: "Data pobrania: 14.10.2015" },
    { page: 1, text: "Kreatynina   41   μmol/l   1 - 3 lat: 15 - 31" },
    { page: 1, text: "4 - 6 lat: 23 - 37" },
    { page: 1, text: "7 - 12 lat: 27 - 54" },
    { page: 1, text: "Mocznik   3,9   mmol/l   1 - 18 lat: 1,8 - 6,4" },
  ]);
  const crea = {
    printedName: "Kreatynina",
    value: "41",
    unit: "μmol/l",
    range: "7 - 12 lat: 27 - 54",
    date: "2015-10-14",
  };
  assert.equal(verifyRow(crea, bands), undefined);
  assert.match(verifyRow({ ...crea, range: "1 - 18 lat: 1,8 - 6,4" }, bands) ?? "", /range/);
});

Deno.test("verifyRow() finds a name wrapped after the result, and never joins a qualitative row to the next", () => {
  const wrapped = verifiableText([
    { page: 1, text: "Data pobrania: 11.03.2025" },
    { page: 1, text: "Aminotransferaza alaninowa   47   H   < 41   U/l" },
    { page: 1, text: "(ALT)" },
    { page: 1, text: "Białko   nie wykryto   g/dl   nie wykryto" },
    { page: 1, text: "Glukoza   nie wykryto   mg/dl   nie wykryto" },
  ]);
  const alt = {
    printedName: "Aminotransferaza alaninowa (ALT)",
    value: "47",
    unit: "U/l",
    range: "< 41",
    date: "2025-03-11",
  };
  assert.equal(verifyRow(alt, wrapped), undefined);
  const protein = {
    printedName: "Białko",
    value: "nie wykryto",
    unit: "g/dl",
    range: "nie wykryto",
    date: "2025-03-11",
  };
  assert.equal(verifyRow(protein, wrapped), undefined);
  assert.match(
    verifyRow({ ...protein, unit: "mg/dl" }, wrapped) ?? "",
    /unit "mg\/dl" not printed near "Białko"/,
  );
});

Deno.test("verifyRow() ties a cumulative table's value to the date over its column", () => {
  const cells = (texts: [string, number][]) => ({
    page: 1,
    text: texts.map(([t]) => t).join("   "),
    cells: texts.map(([text, x]) => ({ text, x })),
  });
  const cumulative = verifiableText([
    cells([["Badanie", 50], ["2025-06-12", 250], ["2025-02-27", 320], ["2024-10-15", 390], [
      "Zakres ref.",
      480,
    ]]),
    cells([["eGFR (CKD-EPI)", 50], ["57*", 250], ["56*", 320], ["58*", 390], ["> 60", 480]]),
  ]);
  const egfr = {
    printedName: "eGFR (CKD-EPI)",
    value: "57",
    unit: "",
    range: "> 60",
    date: "2025-06-12",
  };
  assert.equal(verifyRow(egfr, cumulative), undefined);
  assert.match(verifyRow({ ...egfr, value: "58" }, cumulative) ?? "", /printed under 2024-10-15/);
  assert.match(
    verifyRow({ ...egfr, date: "2025-02-27" }, cumulative) ?? "",
    /printed under 2025-06-12/,
  );
});

Deno.test("verifyRow() takes a row's own printed dates over any other", () => {
  const stay = verifiableText([
    { page: 1, text: "Zlecono   Pobrano   Badanie   Wynik   Jedn.   Zakres ref." },
    { page: 1, text: "11.02.2024   11.02.2024   ALT   148   H   U/l   < 35" },
    { page: 1, text: "13.02.2024   14.02.2024   ALT   212   H   U/l   < 35" },
  ]);
  const alt = { printedName: "ALT", value: "148", unit: "U/l", range: "< 35", date: "2024-02-11" };
  assert.equal(verifyRow(alt, stay), undefined);
  assert.match(
    verifyRow({ ...alt, date: "2024-02-14" }, stay) ?? "",
    /date 2024-02-14 not printed/,
  );
});

Deno.test("verifyRow() reads a letter's sentence of results, its date from the phrase above", () => {
  const letter = verifiableText([
    { page: 1, text: "Pobyt: 04.11.2024 - 08.11.2024" },
    {
      page: 1,
      text: "Badania przy przyjęciu (04.11.2024): Hemoglobina 11,2 g/dl (N: 13,5-17,5), Leukocyty",
    },
    { page: 1, text: "14,6 G/l ↑ (N: 4,0-10,0), PLT 412 G/l ↑ (N: 150-400), Na 134 mmol/l ↓ (N:" },
    { page: 1, text: "136-145), K 4,1 mmol/l." },
    { page: 1, text: "Kontrolnie 07.11.2024:" },
    { page: 1, text: "- CRP 12,4 mg/l ↑" },
  ]);
  const wbc = {
    printedName: "Leukocyty",
    value: "14,6",
    unit: "G/l",
    range: "4,0-10,0",
    date: "2024-11-04",
  };
  assert.equal(verifyRow(wbc, letter), undefined);
  assert.match(verifyRow({ ...wbc, value: "412", range: "" }, letter) ?? "", /value 412 /);
  const na = {
    printedName: "Na",
    value: "134",
    unit: "mmol/l",
    range: "136-145",
    date: "2024-11-04",
  };
  assert.equal(verifyRow(na, letter), undefined);
  const crp = { printedName: "CRP", value: "12,4", unit: "mg/l", range: "", date: "2024-11-07" };
  assert.equal(verifyRow(crp, letter), undefined);
  assert.match(
    verifyRow({ ...crp, date: "2024-11-08" }, letter) ?? "",
    /date 2024-11-08 not printed/,
  );
});

Deno.test("verifyRow() reads a hospital printout's result inside a sentence, with its own date", () => {
  const printout = verifiableText([
    { page: 1, text: "12.03.2024 07:40 Hemoglobina: 11,9 g/dl (n. 13,5–17,5) ↓" },
    { page: 1, text: "14.03.2024 06:55 Hemoglobina: 12,6 g/dl (n. 13,5–17,5) ↓" },
  ]);
  const hgb = {
    printedName: "Hemoglobina",
    value: "11,9",
    unit: "g/dl",
    range: "13,5-17,5",
    date: "2024-03-12",
  };
  assert.equal(verifyRow(hgb, printout), undefined);
  assert.equal(verifyRow({ ...hgb, value: "12,6", date: "2024-03-14" }, printout), undefined);
  assert.match(
    verifyRow({ ...hgb, date: "2024-03-14" }, printout) ?? "",
    /date 2024-03-14 not printed/,
  );
});
