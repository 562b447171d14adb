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
    'value "13.8" (printed: 13,6) not printed near "Hemoglobina (HGB)"',
  );
});

Deno.test("verifyRow() does not take a value from the range, the name or a longer number", () => {
  assert.match(verifyRow({ ...hgb, value: "16,0" }, text) ?? "", /value "16,0"/);
  assert.match(verifyRow({ ...hgb, value: "3,6" }, text) ?? "", /value "3,6"/);
  assert.match(verifyRow({ ...hgb, value: "13" }, text) ?? "", /value "13"/);
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
    /value "13,6" \(printed: 61,3, 10,0, 120,0\)/,
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
