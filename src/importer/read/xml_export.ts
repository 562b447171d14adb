/**
 * Reading an XML file a lab exported: parsed once, then read as the kind
 * its root element names (Diagnostyka's `<result>` or HL7 CDA's
 * `<ClinicalDocument>`). An XML file of another kind, or one that is not
 * well-formed, is held with the reason.
 *
 * @module
 */

import { parseCda } from "./cda.ts";
import { parseDiagnostyka } from "./diagnostyka.ts";
import type { ParsedDocument } from "../document.ts";
import type { LoincLookup } from "./fhir.ts";
import { xmlExportKind } from "./inputs.ts";
import { parseXml, type XmlElement, XmlError } from "./xml.ts";

function held(reason: string): ParsedDocument {
  return { format: "xml", rows: [], identity: [], holds: [reason], notes: [] };
}

/**
 * Parses an XML export into rows, by the kind its root element names.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const doc = parseXmlExport("<result><group><name>X</name></group></result>", () => undefined);
 * assert.equal(doc.format, "xml");
 * assert.match(parseXmlExport("<html/>", () => undefined).holds[0]!, /not a lab export/);
 * ```
 */
export function parseXmlExport(text: string, loinc: LoincLookup): ParsedDocument {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlError) return held(`not well-formed XML: ${error.message}`);
    throw error;
  }
  switch (xmlExportKind(root)) {
    case "diagnostyka":
      return parseDiagnostyka(root);
    case "cda":
      return parseCda(root, loinc);
    default:
      return held(
        `not a lab export this importer reads: root element ${
          JSON.stringify(root.name.slice(0, 60))
        }; supported are Diagnostyka's XML ("result") and HL7 CDA ("ClinicalDocument")`,
      );
  }
}
