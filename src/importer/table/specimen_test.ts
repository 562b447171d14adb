import assert from "node:assert/strict";
import { specimenOf, specimenOfCode } from "./specimen.ts";

Deno.test("specimenOf() reads urine, blood and stool from Polish and English headings", () => {
  const cases: [string, string | undefined][] = [
    ["Badanie ogólne moczu", "urine"],
    ["BADANIE MOCZU", "urine"],
    ["Osad moczu", "urine"],
    ["Urine specimen", "urine"],
    ["Morfologia krwi", "blood"],
    ["Kreatynina w surowicy", "blood"],
    ["Serum", "blood"],
    ["Kał - badanie ogólne", "stool"],
    ["Albumina w moczu", "urine"],
  ];
  for (const [text, specimen] of cases) assert.equal(specimenOf(text), specimen, text);
});

Deno.test("specimenOf() says nothing for a heading that names no specimen or two", () => {
  assert.equal(specimenOf("HEMATOLOGIA"), undefined);
  assert.equal(specimenOf("Lipidogram"), undefined);
  assert.equal(specimenOf("Krew i mocz"), undefined);
  assert.equal(specimenOf(undefined), undefined);
});

Deno.test("specimenOf() takes the specimen the test is done in", () => {
  assert.equal(specimenOf("Krew utajona w kale"), "stool");
  assert.equal(specimenOf("Krwinki czerwone w moczu"), "urine");
});

Deno.test("specimenOfCode() knows HL7 v2 and SNOMED specimen codes", () => {
  assert.equal(specimenOfCode("ur"), "urine");
  assert.equal(specimenOfCode("122575003"), "urine");
  assert.equal(specimenOfCode("SER"), "blood");
  assert.equal(specimenOfCode("PLAS"), "blood");
  assert.equal(specimenOfCode("STL"), "stool");
  assert.equal(specimenOfCode("0"), undefined);
});
