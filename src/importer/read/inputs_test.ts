import assert from "node:assert/strict";
import { inputKind, SUPPORTED } from "./inputs.ts";

Deno.test("inputKind() takes .xml files as structured exports", () => {
  assert.equal(inputKind("/x/383634902L.xml"), "xml");
  assert.equal(inputKind("/x/WYNIK.XML"), "xml");
  assert.equal(inputKind("/x/bundle.json"), "fhir");
  assert.match(SUPPORTED, /\.xml/);
});

Deno.test("inputKind() takes a spreadsheet and an e-mail, and lists them as supported", () => {
  assert.equal(inputKind("/x/moje_wyniki.XLSX"), "xlsx");
  assert.equal(inputKind("/x/Wyniki badań.eml"), "eml");
  assert.match(SUPPORTED, /\.xlsx/);
  assert.match(SUPPORTED, /\.eml/);
});
