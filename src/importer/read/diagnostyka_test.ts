import assert from "node:assert/strict";
import { isDiagnostykaXml, parseDiagnostyka } from "./diagnostyka.ts";
import { parseXml } from "./xml.ts";

const fixture = new URL("../../../tests/fixtures/importer/diagnostyka.xml", import.meta.url);
const parsed = () => parseDiagnostyka(parseXml(Deno.readTextFileSync(fixture)));

Deno.test("parseDiagnostyka() makes one row per parameter, with range, flag, section and code", () => {
  const doc = parsed();
  assert.equal(doc.format, "xml");
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.notes, []);
  const date = "2024-06-15";
  const lab = "Diagnostyka";
  const blood = { section: "HEMATOLOGIA", specimen: "blood", labCode: "C55", date, lab };
  const urine = { section: "BADANIE MOCZU", specimen: "urine", labCode: "A01", date, lab };
  assert.deepEqual(doc.rows, [
    {
      where: "line 26",
      name: "Leukocyty",
      value: { value: 3.82 },
      unit: "tys/µl",
      range: { ref_low: 4.23, ref_high: 9.07 },
      labFlag: "L",
      ...blood,
    },
    {
      where: "line 34",
      name: "Hemoglobina",
      value: { value: 13.9 },
      unit: "g/dl",
      range: { ref_low: 12, ref_high: 16 },
      ...blood,
    },
    {
      where: "line 42",
      name: "Płytki krwi",
      value: { value: 452 },
      unit: "tys/µl",
      range: { ref_low: 150, ref_high: 410 },
      labFlag: "H",
      ...blood,
    },
    { where: "line 58", name: "Barwa", value: { value: "słomkowa" }, range: {}, ...urine },
    {
      where: "line 65",
      name: "Glukoza",
      value: { value: "nie wykryto" },
      unit: "mg/dl",
      range: { ref_text: "nie wykryto" },
      ...urine,
    },
    {
      where: "line 72",
      name: "Ciężar właściwy",
      value: { value: 1.015 },
      range: { ref_low: 1.005, ref_high: 1.03 },
      ...urine,
    },
    {
      where: "line 78",
      name: "Nabłonki płaskie",
      value: { value: "pojedyncze" },
      range: {},
      ...urine,
    },
    {
      where: "line 91",
      name: "Glukoza",
      value: { value: 101 },
      unit: "mg/dl",
      range: { ref_low: 70, ref_high: 99 },
      labFlag: "H",
      section: "BIOCHEMIA",
      labCode: "ICD-9: L43",
      date,
      lab,
    },
    {
      where: "line 105",
      name: "Witamina B12",
      value: { value: 2000, comparator: ">" },
      unit: "pg/ml",
      range: { ref_low: 197, ref_high: 771 },
      labFlag: "H",
      section: "BIOCHEMIA",
      labCode: "O15",
      date,
      lab,
    },
    {
      where: "line 119",
      name: "CRP",
      value: { value: 0.6, comparator: "<" },
      unit: "mg/l",
      range: { ref_high: 5 },
      section: "BIOCHEMIA",
      labCode: "I81",
      date,
      lab,
    },
    {
      where: "line 125",
      name: "OB",
      value: { value: "patrz opis" },
      unit: "mm/h",
      range: {},
      unreadable: "see the description",
      section: "BIOCHEMIA",
      labCode: "I81",
      date,
      lab,
    },
  ]);
});

Deno.test("parseDiagnostyka() collects the patient's data as identity and never as rows", () => {
  const doc = parsed();
  for (const text of ["Anna", "Przykładowa", "92071314568", "1992-07-13"]) {
    assert.ok(doc.identity.includes(text), text);
  }
  assert.ok(doc.identity.includes("ul. Kwiatowa 5/12, 31-864 Kraków"));
  assert.ok(!doc.identity.includes("383634902L"), "the order's barcode is no identity");
  assert.ok(!doc.identity.includes("32"), "an age alone would withhold every row printing 32");
  const everything = JSON.stringify(doc.rows);
  for (const text of doc.identity) assert.ok(!everything.includes(text), text);
});

Deno.test("parseDiagnostyka() holds each row whose order date is not a date", () => {
  const doc = parseDiagnostyka(parseXml(
    "<result><header><order><created>31.02.2024</created></order></header>" +
      "<group><name>X</name><test><label>T</label><parameter><label>Sód</label>" +
      "<value>140</value></parameter></test></group></result>",
  ));
  assert.equal(doc.rows[0]?.date, undefined);
  assert.equal(doc.rows[0]?.dateProblem, 'the order\'s date "31.02.2024" is not a date');
});

Deno.test("parseDiagnostyka() says so when the export has no order date", () => {
  const doc = parseDiagnostyka(parseXml(
    "<result><group><test><label>Sód</label><parameter><value>140</value></parameter></test></group></result>",
  ));
  assert.equal(doc.rows[0]?.name, "Sód", "a parameter with no label takes its test's label");
  assert.deepEqual(doc.notes, ["the export gives no order date (header/order/created)"]);
});

Deno.test("isDiagnostykaXml() tells a Diagnostyka export from other XML", () => {
  assert.ok(isDiagnostykaXml(parseXml("<result><header/></result>")));
  assert.ok(!isDiagnostykaXml(parseXml("<ClinicalDocument/>")));
  assert.ok(!isDiagnostykaXml(parseXml("<result/>")));
});

Deno.test("parseDiagnostyka() reads a whole range printed in one element when low and high are empty", () => {
  const doc = parseDiagnostyka(parseXml(
    "<result><group><name>X</name><test><label>T</label><parameter><label>TSH</label>" +
      "<value>2,1</value><low/><high/><range>0,27 - 4,20</range></parameter></test></group></result>",
  ));
  assert.deepEqual(doc.rows[0]?.range, { ref_low: 0.27, ref_high: 4.2 });
});
