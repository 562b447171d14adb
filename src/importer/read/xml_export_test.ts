import assert from "node:assert/strict";
import { decodeXml } from "./decode.ts";
import { parseXmlExport } from "./xml_export.ts";

const none = () => undefined;
const fixture = (name: string) =>
  decodeXml(Deno.readFileSync(new URL(`../../../tests/fixtures/importer/${name}`, import.meta.url)))
    .text;

Deno.test("parseXmlExport() reads a Diagnostyka export and a CDA document by their root", () => {
  const diagnostyka = parseXmlExport(fixture("diagnostyka.xml"), none);
  assert.equal(diagnostyka.format, "xml");
  assert.equal(diagnostyka.rows.length, 11);
  const cda = parseXmlExport(fixture("cda_lab.xml"), none);
  assert.equal(cda.format, "cda");
  assert.equal(cda.rows.length, 10);
});

Deno.test("parseXmlExport() holds XML of another kind and names its root", () => {
  assert.deepEqual(parseXmlExport('<Bundle xmlns="http://hl7.org/fhir"/>', none).holds, [
    'not a lab export this importer reads: root element "Bundle"; supported are Diagnostyka\'s XML ("result") and HL7 CDA ("ClinicalDocument")',
  ]);
});

Deno.test("parseXmlExport() holds XML that is not well-formed, with where", () => {
  assert.deepEqual(parseXmlExport("<result>\n<group></result>", none).holds, [
    'not well-formed XML: Cannot read XML at line 2, column 8: closing tag "</result>" does not match "<group>" of line 2',
  ]);
});
