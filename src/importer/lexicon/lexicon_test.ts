/**
 * The lexicons as data: every language fills every list, words are written
 * lower case and trimmed, no list repeats a word, and the patterns built
 * from them match what they should (longest phrase first, nothing for an
 * empty list).
 *
 * @module
 */

import assert from "node:assert/strict";
import { normalizeName } from "../../domain/text.ts";
import { LEXICONS, ocrFirstPass, ocrLanguages, ranked, unitSpelling, words } from "./lexicon.ts";
import { isKnownUnit } from "../../domain/readings/units.ts";
import { documentLexicon, noDateHold } from "./document_language.ts";
import { alternation, stemAlternation, wholePhrase, WORD_END, WORD_START } from "./patterns.ts";
import type { Lexicon } from "./types.ts";
import { datesInText, labelledDates } from "../cell/mod.ts";
import { withDayFirstDates } from "../table/mod.ts";
import { linesFromText } from "../layout/mod.ts";

/** Every word list of a lexicon, with its path ("headers.range"). */
function lists(lexicon: Lexicon): [string, readonly string[]][] {
  const found: [string, readonly string[]][] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.every((v) => typeof v === "string")) found.push([path, value as string[]]);
      else value.forEach((v, i) => walk(v, `${path}[${i}]`));
    } else if (typeof value === "object" && value !== null) {
      for (const [key, v] of Object.entries(value)) walk(v, path === "" ? key : `${path}.${key}`);
    }
  };
  walk(lexicon, "");
  return found;
}

Deno.test("every lexicon has the same lists as the Polish one", () => {
  const shape = (l: Lexicon) =>
    lists(l).map(([path]) => path.replace(/\[\d+\]/g, "[]")).filter((p, i, all) =>
      all.indexOf(p) === i
    ).sort();
  const [first, ...rest] = LEXICONS;
  for (const lexicon of rest) assert.deepEqual(shape(lexicon), shape(first!), lexicon.language);
});

Deno.test("lexicon words are trimmed, lower case and never repeated within a list", () => {
  for (const lexicon of LEXICONS) {
    for (const [path, list] of lists(lexicon)) {
      const where = `${lexicon.language} ${path}`;
      for (const word of list) {
        assert.equal(word, word.trim(), `${where}: "${word}" has spaces around it`);
        assert.notEqual(word, "", `${where}: an empty word`);
        assert.equal(word, word.toLowerCase(), `${where}: "${word}" is not lower case`);
      }
      assert.equal(new Set(list).size, list.length, `${where} repeats a word`);
    }
  }
});

Deno.test("every language names twelve months and the five amount ranks", () => {
  for (const lexicon of LEXICONS) {
    assert.equal(lexicon.months.length, 12, lexicon.language);
    assert.equal(lexicon.qualitative.amounts.length, 5, lexicon.language);
  }
  assert.ok(ranked((l) => l.months)[2]!.includes("marca"));
  assert.ok(ranked((l) => l.months)[2]!.includes("march"));
});

Deno.test("a qualitative word has one sense only, across languages", () => {
  const senses = new Map<string, string>();
  for (const sense of ["negative", "positive", "equivocal"] as const) {
    for (const word of words((l) => l.qualitative[sense])) {
      const key = normalizeName(word);
      assert.ok(!senses.has(key) || senses.get(key) === sense, `"${word}" is two senses`);
      senses.set(key, sense);
    }
  }
});

Deno.test("alternation() puts the longest phrase first and lets a space be any whitespace", () => {
  const pattern = new RegExp(`(?:${alternation(["data pobrania", "data pobrania materiału"])})`);
  assert.equal(pattern.exec("Data  pobrania materiału: 1")?.[0], undefined);
  assert.equal(
    new RegExp(alternation(["data pobrania", "data pobrania materiału"]), "i")
      .exec("Data  pobrania materiału: 1")?.[0],
    "Data  pobrania materiału",
  );
  assert.equal(new RegExp(`^(?:${alternation(["j.m."])})$`).test("jxmx"), false);
});

Deno.test("an empty list matches nothing, not everything", () => {
  assert.equal(new RegExp(`^(?:${alternation([])})`).test("anything"), false);
  assert.equal(new RegExp(`^(?:${stemAlternation([])})`).test(""), false);
  assert.equal(wholePhrase([]).test(""), false);
});

Deno.test("stemAlternation() normalises words and reads a trailing star as any ending", () => {
  const pattern = new RegExp(
    `${WORD_START}(?:${stemAlternation(["mocz*", "kał"])})${WORD_END}`,
    "u",
  );
  assert.equal(pattern.test("badanie moczu"), true);
  assert.equal(pattern.test("krew utajona w kale"), false);
  assert.equal(pattern.test("badanie kal"), true);
});

Deno.test("the date labels of both languages name a collection date, ordered and reported dates apart", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  assert.deepEqual(kinds("Collected: 12/03/2025 08:10"), [["collection", "2025-03-12"]]);
  assert.deepEqual(kinds("Materiał pobrano: 12.03.2025"), [["collection", "2025-03-12"]]);
  assert.deepEqual(kinds("Data zlecenia: 10.03.2025"), [["other", "2025-03-10"]]);
  assert.deepEqual(kinds("Reported: 14.03.2025"), [["other", "2025-03-14"]]);
  assert.deepEqual(kinds("Date of birth: 01.01.1980"), []);
});

Deno.test("every lexicon file of this folder is in the set of languages, once", async () => {
  const infrastructure = new Set([
    "mod.ts",
    "types.ts",
    "lexicon.ts",
    "list.ts",
    "patterns.ts",
    "languages.ts",
    "document_language.ts",
    "foreign_language.ts",
  ]);
  const files: string[] = [];
  for await (const entry of Deno.readDir(new URL(".", import.meta.url))) {
    if (entry.isFile && entry.name.endsWith(".ts") && !entry.name.endsWith("_test.ts")) {
      if (!infrastructure.has(entry.name)) files.push(entry.name.replace(/\.ts$/, ""));
    }
  }
  assert.deepEqual(LEXICONS.map((l) => l.language).sort(), files.sort());
  assert.equal(new Set(LEXICONS.map((l) => l.ocrLanguage)).size, LEXICONS.length);
});

Deno.test("each language's collection-date labels name a collection date, its weaker ones another", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  assert.deepEqual(kinds("Datum odběru: 12.05.2025 08:05"), [["collection", "2025-05-12"]]);
  assert.deepEqual(kinds("Dátum odberu: 12.05.2025"), [["collection", "2025-05-12"]]);
  assert.deepEqual(kinds("Дата взяття біоматеріалу: 12.05.2025"), [["collection", "2025-05-12"]]);
  assert.deepEqual(kinds("Entnahme: 12.05.2025 08:05   Eingang: 12.05.2025 10:24"), [
    ["collection", "2025-05-12"],
    ["other", "2025-05-12"],
  ]);
  assert.deepEqual(kinds("Entnahmedatum: 11.05.2025"), [["collection", "2025-05-11"]]);
  assert.deepEqual(kinds("Probenentnahme: 10.05.2025"), [["collection", "2025-05-10"]]);
  assert.deepEqual(kinds("Eingang: 13.05.2025"), [["other", "2025-05-13"]]);
  assert.deepEqual(kinds("geb.: 08.03.1961"), []);
  assert.deepEqual(kinds("Druck: 14.05.2025 08:12"), []);
  assert.deepEqual(kinds("Datum narození: 01.01.1980"), []);
  assert.deepEqual(kinds("Дата народження: 01.01.1980"), []);
});

Deno.test("month names of every language read a written date", () => {
  assert.deepEqual(datesInText("12. Mai 2025"), ["2025-05-12"]);
  assert.deepEqual(datesInText("12. května 2025"), ["2025-05-12"]);
  assert.deepEqual(datesInText("12 травня 2025"), ["2025-05-12"]);
});

Deno.test("a language's slash-date convention decides an ambiguous document, its own dates first", () => {
  const lines = (texts: string[]) => linesFromText(texts);
  const english = withDayFirstDates(lines(["Collected: 04/05/2024", "Test Result Units"]));
  assert.equal(english.ambiguous, true);
  const polish = withDayFirstDates(lines(["Data pobrania: 04/05/2024", "Badanie Wynik Jednostka"]));
  assert.equal(polish.ambiguous, false);
  const german = withDayFirstDates(lines(["Entnahme: 04/05/2024", "Parameter Ergebnis Einheit"]));
  assert.equal(german.ambiguous, false);
  assert.deepEqual(LEXICONS.filter((l) => l.slashDates === "either").map((l) => l.language), [
    "en",
  ]);
});

Deno.test("the document's language names the labels a held document was looked at for", () => {
  assert.equal(
    noDateHold(["Vyšetření Výsledek Jednotka Referenční meze"]),
    'no collection date found (looked for "Datum odběru", then "Datum vyšetření")',
  );
  assert.equal(
    noDateHold(["Badanie Wynik Jednostka"]),
    'no collection date found (looked for "Data pobrania", then "Data wykonania")',
  );
  assert.equal(documentLexicon(["Назва дослідження Результат Одиниці виміру"])?.language, "uk");
});

Deno.test("OCR reads first with the first-pass languages and knows every language's code", () => {
  assert.deepEqual(ocrFirstPass(), ["pol", "eng"]);
  // Every language's code once, in the order of the set: read from the set, so that adding a
  // language stays one file and one line of languages.ts.
  assert.deepEqual(ocrLanguages(), [...new Set(LEXICONS.map((l) => l.ocrLanguage))]);
  for (const code of ["pol", "eng", "deu", "ces", "slk", "ukr", "lit", "hun"]) {
    assert.ok(ocrLanguages().includes(code), code);
  }
});

Deno.test("every unit a lexicon respells is respelled into one the unit tables know", () => {
  for (const lexicon of LEXICONS) {
    for (const [printed, known] of Object.entries(lexicon.units)) {
      assert.ok(isKnownUnit(known), `${lexicon.language}: "${printed}" → "${known}" is unknown`);
      assert.equal(unitSpelling(printed), known);
    }
  }
  assert.ok(isKnownUnit("Tsd/µl") && isKnownUnit("Mio/µl"), "German counts are known spellings");
  assert.equal(unitSpelling("mu/L"), "mU/L", "a UK GP printout's TSH unit is milli-units");
});

Deno.test("a Lithuanian report's labels name its collection date, its other dates and its language", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  assert.deepEqual(kinds("Ėminys paimtas: 2025-03-11 08:05"), [["collection", "2025-03-11"]]);
  assert.deepEqual(kinds("Gauta: 2025-03-11 10:40"), [["other", "2025-03-11"]]);
  assert.deepEqual(kinds("Atsakymas: 2025-03-12 14:22"), [["other", "2025-03-12"]]);
  assert.deepEqual(kinds("Gimimo data: 1954-08-17"), []);
  assert.equal(documentLexicon(["Tyrimas Rezultatas Matavimo vnt. Norma"])?.language, "lt");
  // a Polish or Czech "Norma" alone is still theirs: a tie goes to the language listed first
  assert.equal(documentLexicon(["Badanie Wynik Norma"])?.language, "pl");
  assert.equal(unitSpelling("mm/val"), "mm/h");
});

Deno.test("a Hungarian report's labels name its collection date (printed year first) and its language", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  assert.deepEqual(kinds("Mintavétel: 2025.07.22. 07:50"), [["collection", "2025-07-22"]]);
  assert.deepEqual(kinds("Beérkezés: 2025.07.22. 09:30"), [["other", "2025-07-22"]]);
  assert.deepEqual(kinds("Születési idő: 1987.02.19."), []);
  assert.equal(
    documentLexicon(["Vizsgálat Eredmény Mértékegység Referencia-tartomány"])?.language,
    "hu",
  );
});

Deno.test("English unit spellings of Canadian and Indian labs read as the store's units", () => {
  assert.equal(unitSpelling("x E9/L"), "10^9/L");
  assert.equal(unitSpelling("x E12/L"), "10^12/L");
  assert.equal(unitSpelling("mm/1st hr"), "mm/h");
  for (const unit of ["10^9/L", "10^12/L", "mm/h"]) assert.ok(isKnownUnit(unit), unit);
});

Deno.test("A Blue Button text's counts per cubic millimetre read as thousands and millions per µl", () => {
  assert.equal(unitSpelling("K/cmm"), "10^3/µl");
  assert.equal(unitSpelling("M/cmm"), "10^6/µl");
  for (const unit of ["10^3/µl", "10^6/µl"]) assert.ok(isKnownUnit(unit), unit);
});

Deno.test("Indian counts per cubic millimetre read as per microlitre; lakhs are left as printed", () => {
  // A cubic millimetre is a microlitre: "/cumm" is /µl, "million/cumm" 10^6/µl.
  assert.equal(unitSpelling("/cumm"), "/µl");
  assert.equal(unitSpelling("cells/cumm"), "/µl");
  assert.equal(unitSpelling("million/cumm"), "10^6/µl");
  assert.equal(isKnownUnit(unitSpelling("/cumm")), true);
  assert.equal(isKnownUnit(unitSpelling("million/cumm")), true);
  // A lakh is 10^5: no respelling makes it a thousand or a million per microlitre.
  assert.equal(unitSpelling("Lakhs/cumm"), "Lakhs/cumm");
});

Deno.test("Dutch and Nordic reports' labels name their collection dates and their languages", () => {
  const kinds = (line: string) => labelledDates(line).map((d) => [d.strength, d.date]);
  // Dutch: Afname / Ontvangst / Rapportage, dates dd-mm-yyyy
  assert.deepEqual(kinds("Afname: 12-03-2025 08:14"), [["collection", "2025-03-12"]]);
  assert.deepEqual(kinds("Ontvangst: 12-03-2025 10:02"), [["other", "2025-03-12"]]);
  assert.deepEqual(kinds("Geboortedatum: 14-06-1978"), []);
  assert.equal(documentLexicon(["Bepaling Uitslag Eenheid Referentiewaarde"])?.language, "nl");
  // Swedish (1177 Journalen), Norwegian (helsenorge), Danish (sundhed.dk)
  assert.deepEqual(kinds("Provtagningstidpunkt 2024-02-06 07:55"), [["collection", "2024-02-06"]]);
  assert.deepEqual(kinds("Svarsdatum 2024-02-07"), [["other", "2024-02-07"]]);
  assert.equal(documentLexicon(["Analys Resultat Enhet Referensintervall"])?.language, "sv");
  assert.deepEqual(kinds("Prøve tatt: 08.10.2024 kl. 08:20"), [["collection", "2024-10-08"]]);
  assert.deepEqual(kinds("Svar godkjent: 09.10.2024"), [["other", "2024-10-09"]]);
  assert.equal(documentLexicon(["Analyse Resultat Enhet Referanseområde"])?.language, "nb");
  assert.deepEqual(kinds("Prøvetagningstid: 28.11.2022 08:12"), [["collection", "2022-11-28"]]);
  assert.equal(documentLexicon(["Analyse Resultat Enhed Referenceinterval"])?.language, "da");
  // Finnish (Omakanta) and Estonian (digilugu)
  assert.deepEqual(kinds("Näytteenottoaika 02.11.2021 klo 7.48"), [["collection", "2021-11-02"]]);
  assert.deepEqual(kinds("Syntymäaika 14.06.1978"), []);
  assert.equal(documentLexicon(["Tutkimus Tulos Yksikkö Viitearvot"])?.language, "fi");
  assert.deepEqual(kinds("Proovi võtmise aeg: 15.03.2023 08:05"), [["collection", "2023-03-15"]]);
  assert.deepEqual(kinds("Vastuse kinnitamise aeg: 16.03.2023"), [["other", "2023-03-16"]]);
  assert.equal(documentLexicon(["Analüüs Tulemus Ühik Referentsväärtus"])?.language, "et");
  // Units as these countries print them
  assert.equal(unitSpelling("mm/uur"), "mm/h");
  assert.equal(unitSpelling("mm/t"), "mm/h");
  assert.equal(unitSpelling("E9/l"), "10^9/L");
  assert.equal(unitSpelling("E12/L"), "10^12/L");
  assert.equal(unitSpelling("mIE/L"), "mIU/L");
});
