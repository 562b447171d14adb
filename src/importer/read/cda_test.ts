import assert from "node:assert/strict";
import { cdaDate, isCda, parseCda } from "./cda.ts";
import { parseXml } from "./xml.ts";

const fixture = new URL("../../../tests/fixtures/importer/cda_lab.xml", import.meta.url);
const loinc = (code: string) => ({ "718-7": "HGB" } as Record<string, string>)[code];
const parsed = () => parseCda(parseXml(Deno.readTextFileSync(fixture)), loinc);

Deno.test("parseCda() makes one row per observation with a value, each with its own date", () => {
  const doc = parsed();
  assert.equal(doc.format, "cda");
  assert.deepEqual(doc.holds, []);
  assert.deepEqual(doc.notes, ['line 106: status "nullified"; skipped']);
  const morning = "2024-06-15T07:42:00+02:00";
  // The custodian organization is the lab.
  const lab = "Laboratorium Przykładowe";
  const blood = { section: "Morfologia krwi", specimen: "blood", date: morning, lab };
  const urine = { section: "Badanie ogólne moczu", specimen: "urine", date: morning, lab };
  const chemistry = { section: "Biochemia i serologia", date: "2024-06-15", lab };
  assert.deepEqual(doc.rows, [
    {
      where: "line 69",
      name: "Leukocyty (WBC)",
      value: { value: 3.82 },
      unit: "10*3/uL",
      range: { ref_low: 4.23, ref_high: 9.07 },
      labFlag: "L",
      labCode: "LOINC 6690-2",
      ...blood,
    },
    {
      where: "line 87",
      name: "Hemoglobina",
      code: "HGB",
      alternatives: ["HGB"],
      value: { value: 13.9 },
      unit: "g/dL",
      range: { ref_low: 12, ref_high: 16 },
      labCode: "HGB",
      ...blood,
    },
    {
      where: "line 131",
      name: "Barwa",
      value: { value: "słomkowa" },
      range: {},
      labCode: "LOINC 5778-6",
      ...urine,
    },
    {
      where: "line 138",
      name: "Glukoza",
      value: { value: "nie wykryto" },
      range: { ref_text: "nie wykryto" },
      labCode: "GLU-U",
      ...urine,
    },
    {
      where: "line 150",
      name: "Leukocyty",
      value: { value: "10-15" },
      range: { ref_low: 0, ref_high: 5 },
      labFlag: "H",
      labCode: "LEU-OSAD",
      ...urine,
      date: "2024-06-15T09:30:00+02:00",
    },
    {
      where: "line 176",
      name: "CRP",
      value: { value: 0.6, comparator: "<" },
      unit: "mg/L",
      range: { ref_high: 5 },
      labCode: "LOINC 1988-5",
      ...chemistry,
    },
    {
      where: "line 191",
      name: "Witamina B12",
      value: { value: 2000, comparator: ">" },
      unit: "pg/mL",
      range: { ref_low: 197, ref_high: 771 },
      labFlag: "H",
      labCode: "LOINC 2132-9",
      ...chemistry,
    },
    {
      where: "line 209",
      name: "D-dimery",
      value: { value: 0.42 },
      unit: "mg/L{FEU}",
      range: { ref_high: 0.5 },
      labCode: "LOINC 48065-7",
      ...chemistry,
    },
    {
      where: "line 222",
      name: "Borelioza IgG (ELISA)",
      value: { value: "wątpliwy" },
      range: { ref_text: "ujemny" },
      labFlag: "A",
      labCode: "BOR-G",
      ...chemistry,
    },
    {
      where: "line 236",
      name: "TSH",
      value: { value: "" },
      range: {},
      unreadable: "no result value",
      labCode: "LOINC 3016-3",
      ...chemistry,
    },
  ]);
});

Deno.test("parseCda() collects recordTarget as identity and reads no narrative text", () => {
  const doc = parsed();
  for (
    const text of [
      "92071314568",
      "Anna",
      "Przykładowa",
      "1992-07-13",
      "ul. Kwiatowa 5/12",
      "31-864",
    ]
  ) {
    assert.ok(doc.identity.includes(text), text);
  }
  assert.ok(doc.identity.includes("+48600123456"), "telecom without its tel: scheme");
  assert.ok(!doc.identity.includes("F"), "a gender code is no identity string");
  const everything = JSON.stringify(doc.rows);
  for (const text of doc.identity) assert.ok(!everything.includes(text), text);
});

Deno.test("parseCda() holds a row with no date and names a date that is none", () => {
  const document = (time: string) =>
    parseCda(
      parseXml(
        '<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
          "<component><structuredBody><component><section><entry>" +
          `<observation>${time}<code displayName="Sód"/><value xsi:type="PQ" value="140" unit="mmol/L"/></observation>` +
          "</entry></section></component></structuredBody></component></ClinicalDocument>",
      ),
      loinc,
    ).rows[0];
  assert.equal(document("")?.dateProblem, "the document gives no date for this result");
  assert.equal(
    document('<effectiveTime value="20240231"/>')?.dateProblem,
    'date "20240231" is not a valid date',
  );
  assert.equal(document('<effectiveTime value="20240229"/>')?.date, "2024-02-29");
});

Deno.test("parseCda() holds a document without a structured body", () => {
  const doc = parseCda(parseXml("<ClinicalDocument><component/></ClinicalDocument>"), loinc);
  assert.deepEqual(doc.holds, [
    "the CDA document has no structured body (component/structuredBody)",
  ]);
});

Deno.test("cdaDate() keeps a time only with its zone", () => {
  assert.equal(cdaDate("20250312081500+0100"), "2025-03-12T08:15:00+01:00");
  assert.equal(cdaDate("202503120815-0500"), "2025-03-12T08:15:00-05:00");
  assert.equal(cdaDate("20250312081500"), "2025-03-12");
  assert.equal(cdaDate("20250312"), "2025-03-12");
  assert.equal(cdaDate("2025"), undefined);
  assert.equal(cdaDate(undefined), undefined);
});

Deno.test("isCda() recognises a ClinicalDocument root", () => {
  assert.ok(isCda(parseXml('<ClinicalDocument xmlns="urn:hl7-org:v3"/>')));
  assert.ok(!isCda(parseXml("<result><header/></result>")));
});
