import assert from "node:assert/strict";
import { specimenOf } from "./specimen.ts";

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
