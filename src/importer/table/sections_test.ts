import assert from "node:assert/strict";
import { endsSection, sectionOf } from "./sections.ts";

Deno.test("sectionOf() names urine sections urine and blood sections blood", () => {
  for (
    const heading of [
      "Badanie ogólne moczu",
      "OSAD MOCZU",
      "Mocz - badanie ogólne",
      // a parenthesis saying how the specimen was taken does not make the heading a sentence
      "MOCZ – badanie ogólne (mocz poranny, środkowy strumień, pobrany do pojemnika)",
    ]
  ) {
    assert.equal(sectionOf(heading)?.specimen, "urine", heading);
  }
  for (
    const heading of [
      "Morfologia krwi z rozmazem",
      "Lipidogram",
      "Biochemia",
      "Hormony",
      "Koagulologia",
      "Immunologia",
      "Serologia",
      "Morfologia krwi (C55)",
      "Morfologia krwi (5 parametrów)",
      "STAN ZAPALNY",
    ]
  ) {
    assert.equal(sectionOf(heading)?.specimen, "blood", heading);
  }
});

Deno.test("endsSection() ends a section at an unknown heading in capitals; sectionOf() keeps only known ones", () => {
  assert.equal(endsSection("ANALITYKA OGÓLNA"), true);
  assert.equal(sectionOf("ANALITYKA OGÓLNA"), undefined);
  assert.equal(sectionOf("CRP"), undefined);
  assert.equal(sectionOf("Kreatynina w moczu"), undefined);
  assert.equal(sectionOf("Glukoza 95 mg/dl"), undefined);
  // a sentence is no heading, even one that starts with a heading word
  assert.equal(
    sectionOf("Mocz oddać do laboratorium w ciągu dwóch godzin od pobrania rano"),
    undefined,
  );
});
