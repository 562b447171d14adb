/**
 * The Romance-language lexicons (French, Italian, Spanish, Portuguese, Romanian) read what their
 * reports print: the document's language, its collection date apart from its other dates and the
 * birth date, its units, and the identity labels whose values are never written.
 *
 * @module
 */

import assert from "node:assert/strict";
import { documentLexicon, noDateHold } from "./document_language.ts";
import { LEXICONS, unitSpelling } from "./lexicon.ts";
import { labelledDates } from "../cell/mod.ts";
import { identityOfLines } from "../privacy/mod.ts";

Deno.test("a Romance-language report is told by its header words and date labels", () => {
  const language = (texts: string[]) => documentLexicon(texts)?.language;
  assert.equal(language(["Prélevé le 12/02/2024", "Résultats Unités Antériorités"]), "fr");
  assert.equal(
    language(["Data prelievo: 09/12/2020", "ESAME ESITO U.M. VALORI DI RIFERIMENTO"]),
    "it",
  );
  assert.equal(language(["Fecha extracción: 03/05/2021", "Prueba Resultado Unidades"]), "es");
  assert.equal(language(["Data da coleta: 18/03/2025", "Resultado Valores de referência"]), "pt");
  assert.equal(language(["Data recoltării: 15.10.2019", "Denumire analiză Rezultat UM"]), "ro");
  assert.equal(
    noDateHold(["Denumire analiză Rezultat UM Interval biologic de referință"]),
    'no collection date found (looked for "Data recoltării", then "Data eliberării")',
  );
});

Deno.test("each Romance language's collection-date label names the collection date, not its others", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  assert.deepEqual(kinds("Prélevé le 12/02/2024 à 08h10"), [["collection", "2024-02-12"]]);
  assert.deepEqual(kinds("Data prelievo: 09/12/2020 ore 07:52"), [["collection", "2020-12-09"]]);
  assert.deepEqual(kinds("Fecha extracción: 03/05/2021 08:20"), [["collection", "2021-05-03"]]);
  assert.deepEqual(kinds("Data da coleta: 18/03/2025 07:40"), [["collection", "2025-03-18"]]);
  assert.deepEqual(kinds("Data recoltării: 15.10.2019 08:05"), [["collection", "2019-10-15"]]);
  assert.deepEqual(kinds("Data de liberação: 18/03/2025 17:22"), [["other", "2025-03-18"]]);
  assert.deepEqual(kinds("Data refertazione: 10/12/2020 ore 12:38"), [["other", "2020-12-10"]]);
  assert.deepEqual(kinds("Née le 14/03/1986 (37 ans)"), []);
  assert.deepEqual(kinds("Data de nasc.: 14/03/1986"), []);
  assert.deepEqual(kinds("F. nacimiento: 14/03/1986"), []);
});

Deno.test("Romance units are read as the unit tables spell them", () => {
  assert.equal(unitSpelling("µUI/mL"), "µIU/mL");
  assert.equal(unitSpelling("mUI/L"), "mIU/L");
  assert.equal(unitSpelling("UI/L"), "IU/L");
  assert.equal(unitSpelling("*10^3/µL"), "10^3/µL");
  assert.equal(unitSpelling("milhões/mm³"), "10^6/µL");
  assert.equal(unitSpelling("/mm³"), "/µL");
});

Deno.test("the identity labels of Belgian, Brazilian and Romanian reports keep their values out", () => {
  const found = identityOfLines([
    "NISS / INSZ : 86.03.14-472.18",
    "CPF: 418.275.906-31 Convênio: Unimed Curitiba",
    "CNP: 8860314125793",
    "Médico(a): Dra. Renata Moreschi Kühl — CRM-PR 28417",
  ]).join(" | ");
  for (
    const value of ["86.03.14-472.18", "418.275.906-31", "8860314125793", "Renata Moreschi Kühl"]
  ) {
    assert.ok(found.includes(value), `${value} not taken as identity: ${found}`);
  }
});

Deno.test("short identity numbers' labels need their colon: 'nie' and 'dni' are Polish words", () => {
  // A Polish urine report's "nie stwierdza się" and "dni" must never open a personal value.
  const short = ["dni", "nie", "nif", "sip", "cip", "nhc", "cpf", "rg", "cns", "cnp"];
  for (const lexicon of LEXICONS) {
    for (const label of lexicon.identity.labels) {
      assert.ok(!short.includes(label), `${lexicon.language}: "${label}" without a colon`);
    }
  }
  const found = identityOfLines(["NIE: Y4829173K — SIP: 14829307", "CPF: 418.275.906-31"]).join(
    " | ",
  );
  assert.ok(found.includes("Y4829173K") && found.includes("418.275.906-31"), found);
});
