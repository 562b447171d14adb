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
import { LEXICONS, ranked, words } from "./lexicon.ts";
import { alternation, stemAlternation, wholePhrase, WORD_END, WORD_START } from "./patterns.ts";
import type { Lexicon } from "./types.ts";
import { labelledDates } from "../table/printed_dates.ts";

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
