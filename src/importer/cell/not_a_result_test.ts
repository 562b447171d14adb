/** Results that are none: "patrz opis" and "nie oznaczono", as whole cells and inside a line. */

import assert from "node:assert/strict";
import { noResultInLine, noResultReason } from "./not_a_result.ts";

/** Whether a whole cell is read as "not determined" (through the stage's public reader). */
const isNotDetermined = (cell: string) =>
  noResultReason(cell)?.startsWith("not performed: ") ?? false;
/** Whether a whole cell is read as pointing at the description. */
const isSeeDescription = (cell: string) => noResultReason(cell) === "see the description";

Deno.test("noResultReason() reads the lexicon's not-determined phrases in Polish and English, whole cells only", () => {
  for (
    const cell of [
      "nie oznaczono",
      "Nie  oznaczono.",
      "NIE WYKONANO",
      "brak materiału",
      "Not determined",
      "not done",
    ]
  ) {
    assert.equal(isNotDetermined(cell), true, cell);
  }
  for (const cell of ["nie wykryto", "nieoznaczalny", "ujemny", "nie oznaczono 12", "12,5", ""]) {
    assert.equal(isNotDetermined(cell), false, cell);
  }
});

Deno.test("noResultReason() knows every language file's 'not performed' phrases, alone or joined", () => {
  for (
    const cell of [
      "nie robiono",
      "TNP",
      "QNS",
      "nicht bestimmbar",
      "nicht durchgeführt",
      "nevyšetřeno",
      "nevyšetrené",
      "не виконано",
      "hemolysed",
      "hemolýza",
      "nestanoveno (hemolýza)",
      "hämolytisch, nicht bestimmbar",
      "QNS - insufficient sample",
    ]
  ) {
    assert.equal(isNotDetermined(cell), true, cell);
  }
  for (
    const cell of ["(hemolýza) 12", "TNP 5", "hemolysed, 4,5", "negative", "nie wykryto (0,2)"]
  ) {
    assert.equal(isNotDetermined(cell), false, cell);
  }
});

Deno.test("noResultReason() knows pointers to a description, not words that merely begin so", () => {
  for (const cell of ["patrz opis", "Zob. komentarz", "see comment", "w załączeniu", "opis"]) {
    assert.equal(isSeeDescription(cell), true, cell);
  }
  for (const cell of ["opisowy", "ujemny", "Opis badania 12"]) {
    assert.equal(isSeeDescription(cell), false, cell);
  }
});

Deno.test("noResultReason() names why a cell is no result", () => {
  assert.equal(noResultReason("Patrz opis"), "see the description");
  assert.equal(noResultReason("nie oznaczono"), 'not performed: "nie oznaczono"');
  assert.equal(noResultReason("Nicht  durchgeführt"), 'not performed: "Nicht durchgeführt"');
  assert.equal(noResultReason("wątpliwy"), undefined);
});

Deno.test("noResultInLine() finds the phrase after a name, and where the rest starts", () => {
  const line = "Glukoza nie oznaczono mg/dl 70 - 99";
  const found = noResultInLine(line)!;
  assert.equal(line.slice(0, found.index).trim(), "Glukoza");
  assert.equal(found.phrase, "nie oznaczono");
  assert.equal(line.slice(found.end).trim(), "mg/dl 70 - 99");
  assert.equal(noResultInLine("Homocysteina patrz opis µmol/l")?.reason, "see the description");
  assert.equal(noResultInLine("nie oznaczono"), undefined);
  assert.equal(noResultInLine("Glukoza 95 mg/dl"), undefined);
});
