// Guards the CDA value shapes of HL7's public C-CDA result examples (Results Unit Non-UCUM,
// Results with less than specific value, Result with non-numeric physical quantity and unit):
// a value carried only in a `translation` with a non-UCUM unit was "no result value", an
// IVL_PQ from zero to a bound was the text "0-5", and the SNOMED "units" observation that only
// names the unit of its parent became a row of its own.

import assert from "node:assert/strict";
import { parseCda } from "./cda.ts";
import { parseXml } from "./xml.ts";

const loinc = (code: string) => ({ "26515-7": "PLT" } as Record<string, string>)[code];

function rowsOf(observations: string) {
  return parseCda(
    parseXml(
      '<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        "<component><structuredBody><component><section><title>Results</title><entry>" +
        '<organizer classCode="BATTERY" moodCode="EVN"><effectiveTime><low value="20140213103700-0600"/></effectiveTime>' +
        observations +
        "</organizer></entry></section></component></structuredBody></component></ClinicalDocument>",
    ),
    loinc,
  );
}

const PLATELETS = '<code code="26515-7" displayName="Platelets [#/volume] in Blood" ' +
  'codeSystem="2.16.840.1.113883.6.1" codeSystemName="LOINC"/>';

Deno.test("parseCda() reads a value carried in a translation with a non-UCUM unit", () => {
  const doc = rowsOf(
    `<component><observation classCode="OBS" moodCode="EVN">${PLATELETS}` +
      '<statusCode code="completed"/><value xsi:type="PQ" nullFlavor="OTH">' +
      '<translation value="152" nullFlavor="OTH"><originalText>THOUS/MCL</originalText></translation>' +
      '</value><interpretationCode code="N" codeSystem="2.16.840.1.113883.5.83"/>' +
      '<referenceRange><observationRange><value xsi:type="IVL_PQ">' +
      '<low nullFlavor="OTH"><translation value="150" nullFlavor="OTH"><originalText>THOUS/MCL</originalText></translation></low>' +
      '<high nullFlavor="OTH"><translation value="400" nullFlavor="OTH"><originalText>THOUS/MCL</originalText></translation></high>' +
      '</value><interpretationCode code="N"/></observationRange></referenceRange>' +
      "</observation></component>",
  );
  assert.equal(doc.rows.length, 1);
  const row = doc.rows[0]!;
  assert.equal(row.unreadable, undefined);
  assert.deepEqual(row.value, { value: 152 });
  assert.equal(row.unit, "THOUS/MCL");
  assert.deepEqual(row.range, { ref_low: 150, ref_high: 400 });
  assert.equal(row.code, "PLT");
});

Deno.test("parseCda() reads a translation's value in its unit code when the PQ has none", () => {
  const doc = rowsOf(
    `<component><observation>${PLATELETS}<value xsi:type="PQ" nullFlavor="OTH">` +
      '<translation value="15.2" code="10*4/uL" codeSystem="2.16.840.1.113883.6.8"/></value>' +
      "</observation></component>",
  );
  assert.deepEqual(doc.rows[0]?.value, { value: 15.2 });
  assert.equal(doc.rows[0]?.unit, "10*4/uL");
});

Deno.test("parseCda() reads an IVL_PQ from zero to a bound as a censored value with its comparator", () => {
  const bnp = '<code code="42637-9" displayName="Natriuretic Peptide B [Mass/Volume] In Blood" ' +
    'codeSystem="2.16.840.1.113883.6.1"/>';
  const doc = rowsOf(
    `<component><observation>${bnp}<value xsi:type="IVL_PQ">` +
      '<low value="0" unit="pg/mL" inclusive="true"/><high value="5" unit="pg/mL" inclusive="true"/>' +
      "</value></observation></component>" +
      `<component><observation>${bnp}<value xsi:type="IVL_PQ">` +
      '<low value="0" unit="pg/mL"/><high value="5" unit="pg/mL" inclusive="false"/>' +
      "</value></observation></component>" +
      `<component><observation>${bnp}<value xsi:type="IVL_PQ">` +
      '<low value="500" unit="pg/mL" inclusive="false"/><high nullFlavor="PINF"/>' +
      "</value></observation></component>",
  );
  assert.deepEqual(doc.rows.map((r) => [r.value, r.unit]), [
    [{ value: 5, comparator: "<=" }, "pg/mL"],
    [{ value: 5, comparator: "<" }, "pg/mL"],
    [{ value: 500, comparator: ">" }, "pg/mL"],
  ]);
});

Deno.test("parseCda() keeps an interval between two bounds above zero as printed", () => {
  const doc = rowsOf(
    '<component><observation><code displayName="Erytrocyty w osadzie"/><value xsi:type="IVL_PQ">' +
      '<low value="10" unit="/[HPF]"/><high value="15" unit="/[HPF]"/></value></observation></component>',
  );
  assert.deepEqual(doc.rows[0]?.value, { value: "10-15" });
});

Deno.test("parseCda() reads an observation that only names a unit as its parent's unit, not a row", () => {
  const units = (value: string) =>
    '<entryRelationship typeCode="COMP"><observation classCode="OBS" moodCode="EVN">' +
    '<code code="246514001" displayName="units" codeSystem="2.16.840.1.113883.6.96" codeSystemName="SNOMED CT"/>' +
    `${value}</observation></entryRelationship>`;
  const doc = rowsOf(
    `<component><observation>${PLATELETS}<value xsi:type="PQ" value="152" unit="10*3/uL"/>` +
      units(
        '<value xsi:type="CD" code="10*3/uL" codeSystem="2.16.840.1.113883.6.8" displayName="thousand per microliter">' +
          "<originalText>THOUS/MCL</originalText></value>",
      ) + "</observation></component>" +
      '<component><observation><code code="13457-7" displayName="Cholesterol in LDL by calculation" codeSystem="2.16.840.1.113883.6.1"/>' +
      '<value xsi:type="ST">Unable to calculate</value>' +
      units(
        '<value xsi:type="CD" code="mg/dL" codeSystem="2.16.840.1.113883.6.8" displayName="milligram per deciliter"/>',
      ) + "</observation></component>" +
      '<component><observation><code displayName="Triglycerides"/><value xsi:type="PQ" value="450"/>' +
      units('<value xsi:type="CD" code="mg/dL" codeSystem="2.16.840.1.113883.6.8"/>') +
      "</observation></component>",
  );
  assert.deepEqual(doc.rows.map((r) => r.name), [
    "Platelets [#/volume] in Blood",
    "Cholesterol in LDL by calculation",
    "Triglycerides",
  ]);
  assert.equal(doc.rows[0]?.unit, "10*3/uL");
  assert.equal(doc.rows[2]?.unit, "mg/dL");
});
