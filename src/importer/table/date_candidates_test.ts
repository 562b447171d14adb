import assert from "node:assert/strict";
import { candidatesWhenUndated } from "./date_candidates.ts";

/** The date candidates of an undated document's lines, through the stage's public reader. */
const candidatesOf = (lines: readonly string[]) =>
  candidatesWhenUndated(false, lines, []).dateCandidates ?? [];

/** The text shown beside `date` when `text` is the line that prints it. */
const dateContext = (text: string, date: string) =>
  candidatesOf([text]).find((candidate) => candidate.date === date)?.line;

Deno.test("a date candidate shows its label and the date, never the person on its line", () => {
  const lines = [
    "Materiał pobrano: 14.09.2016 07:20 Zarejestrowano: 14.09.2016 07:41",
    "Wynik zatwierdził: mgr Krystyna Bafia, diagnosta laboratoryjny nr PWZDL 04418 · data wydruku 15.09.2016 12:03 · strona 1/1",
    "Autoryzował: lek. Jan Kowalski 16.09.2016",
  ];
  const found = candidatesOf(lines);
  assert.deepEqual(found.map((c) => c.date), ["2016-09-14", "2016-09-15", "2016-09-16"]);
  assert.equal(found[0]!.line, "Materiał pobrano: 14.09.2016 07:20");
  assert.equal(found[1]!.line, "data wydruku 15.09.2016 12:03");
  for (const { line } of found) {
    for (const person of ["Krystyna", "Bafia", "04418", "Jan", "Kowalski"]) {
      assert.ok(!line.includes(person), `${person} shown in "${line}"`);
    }
  }
});

Deno.test("candidatesWhenUndated() shows the printed date matching the candidate, in any order of its parts", () => {
  assert.equal(
    dateContext("Pobrano : 11-02-2026 07:40   Przyjeto: 12-02-2026 08:02", "2026-02-12"),
    "Przyjeto: 12-02-2026 08:02",
  );
  assert.equal(dateContext("Entnahme 2025-05-12", "2025-05-12"), "Entnahme 2025-05-12");
  // a date printed in words is offered alone
  assert.equal(dateContext("dnia 14 maja 2025 r.", "2025-05-14"), "2025-05-14");
});

Deno.test("a date years older than the document's newest (a birth date no label names) is not offered", () => {
  const lines = [
    "Pacientas: ŽEMAITAITIS Algirdas   Asmens kodas: 35408170522   Gimimo data: 1954-08-17",
    "Ėminys paimtas: 2025-03-11 08:05   Gauta: 2025-03-11 10:40",
    "Atsakymas: 2025-03-12 14:22",
    "Ankstesnis tyrimas: 2024-09-02",
  ];
  const found = candidatesWhenUndated(false, lines, []).dateCandidates!;
  assert.deepEqual(found.map((c) => c.date), ["2025-03-11", "2025-03-12", "2024-09-02"]);
});

Deno.test("a capitalised word cut from the middle of its line is not shown beside a date", () => {
  const line = "Siuntęs gydytojas: gyd. Rasa Jankauskienė Ėminys paimtas: 2025-03-11 08:05";
  assert.equal(dateContext(line, "2025-03-11"), "… paimtas: 2025-03-11 08:05");
});
