import assert from "node:assert/strict";
import { endsSection, sectionOf } from "./sections.ts";
import { LEXICONS } from "../lexicon/mod.ts";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { normalizeName } from "../../domain/text.ts";

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

Deno.test("no section heading of any language is a marker's name: a name alone on its line is a row's", () => {
  // A two-line row prints its name alone above its value ("Železo" over "138 µg/dl"): a
  // heading word that is a marker's name would take that row for a section.
  const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
  const clashes = LEXICONS.flatMap((lexicon) =>
    Object.values(lexicon.sections).flat().flatMap((heading) =>
      [...index.tiers.values()].some((names) => names.has(normalizeName(heading)))
        ? [`${lexicon.language}: ${heading}`]
        : []
    )
  );
  assert.deepEqual(clashes, []);
});

Deno.test("sectionOf() reads a known heading with a remark after a spaced dash, however long (set-24)", () => {
  const line =
    "Osad moczu – ocena mikroskopowa (wpw = w polu widzenia, pow. 400×) i ilościowa w komorze";
  assert.deepEqual(sectionOf(line), { section: line, specimen: "urine" });
  // the words before the dash must be a heading: a name with a long remark is none
  assert.equal(
    sectionOf("Hemoglobina – oznaczenie wykonano w innym laboratorium w dniu badania"),
    undefined,
  );
  // and a sentence stays a sentence
  assert.equal(
    sectionOf(
      "Mocz – oddać do laboratorium w ciągu dwóch godzin od pobrania rano, w pojemniku jałowym",
    ),
    undefined,
  );
});
