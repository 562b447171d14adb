/**
 * The value reader on small messy cells: a decimal comma, censored results
 * as signs and words, flags glued or spaced on either side, qualitative
 * words with an index, and the results that are none ("nie oznaczono").
 */

import assert from "node:assert/strict";
import { parseValue, readValue } from "./value.ts";

Deno.test("readValue() reads a value with its comparator and the lab's mark on either side", () => {
  const cases: [string, unknown][] = [
    ["13,4", { value: { value: 13.4 } }],
    ["  13.4 ", { value: { value: 13.4 } }],
    ["1 250", { value: { value: 1250 } }],
    ["<0,5", { value: { value: 0.5, comparator: "<" } }],
    ["< 0,5", { value: { value: 0.5, comparator: "<" } }],
    ["≥ 90", { value: { value: 90, comparator: ">=" } }],
    ["powyżej 1000", { value: { value: 1000, comparator: ">" } }],
    ["Ponad 2000", { value: { value: 2000, comparator: ">" } }],
    ["mniej niż 3", { value: { value: 3, comparator: "<" } }],
    ["less than 0.1", { value: { value: 0.1, comparator: "<" } }],
    ["12,3H", { value: { value: 12.3 }, flag: "H" }],
    ["↑12,3", { value: { value: 12.3 }, flag: "↑" }],
    ["12,3 ↓", { value: { value: 12.3 }, flag: "↓" }],
    ["* 5,2", { value: { value: 5.2 }, flag: "*" }],
    ["H >1000", { value: { value: 1000, comparator: ">" }, flag: "H" }],
    ["412H tys/µl", { value: { value: 412 }, unit: "tys/µl", flag: "H" }],
    ["6,1 mmol/l H", { value: { value: 6.1 }, unit: "mmol/l", flag: "H" }],
  ];
  for (const [printed, expected] of cases) {
    assert.deepEqual(readValue(printed, true), expected, printed);
  }
});

Deno.test("readValue() keeps qualitative results, an index after them included", () => {
  assert.deepEqual(readValue("wątpliwy", false), { value: { value: "wątpliwy" } });
  assert.deepEqual(readValue("Wątpliwy (0,95)", false), { value: { value: "Wątpliwy (0,95)" } });
  assert.deepEqual(readValue("dodatni !", false), { value: { value: "dodatni" }, flag: "!" });
  assert.deepEqual(readValue("+++", true), { value: { value: "+++" } });
  // a sediment count keeps its count as printed, its per-field unit set apart (set-24)
  assert.deepEqual(readValue("0-2 wpw", true), { value: { value: "0-2" }, unit: "wpw" });
});

Deno.test("readValue() lists 'nie oznaczono' and 'patrz opis' as no result, with the reason", () => {
  for (
    const printed of [
      "nie oznaczono",
      "Nie oznaczono.",
      "NIE  WYKONANO",
      "not determined",
      "brak materiału",
    ]
  ) {
    const shown = printed.trim().replace(/\s+/g, " ");
    assert.deepEqual(readValue(printed, true), {
      value: { value: shown },
      unreadable: `not performed: ${JSON.stringify(shown)}`,
    }, printed);
  }
  assert.equal(readValue("zob. opis", true)?.unreadable, "see the description");
  assert.equal(readValue("see comment", true)?.unreadable, "see the description");
  // "nie wykryto" is a result (not detected), not a test left undone.
  assert.deepEqual(readValue("nie wykryto", false), { value: { value: "nie wykryto" } });
});

Deno.test("readValue() never makes a value of a lone mark, a dash or an empty cell", () => {
  assert.equal(readValue("", true), undefined);
  assert.equal(readValue("—", true), undefined);
  assert.equal(readValue("---", true), undefined);
  assert.equal(readValue("H", true)?.unreadable, "the result cannot be read as a value");
});

Deno.test("parseValue() never keeps 'nie oznaczono' as a value, even in a result column", () => {
  assert.equal(parseValue("nie oznaczono", true), undefined);
  assert.equal(parseValue("Not determined", true), undefined);
  assert.deepEqual(parseValue("nieoznaczalny", true), { value: "nieoznaczalny" });
});

Deno.test("readValue() keeps semi-quantitative pluses and a titre as printed", () => {
  assert.deepEqual(readValue("2+", true), { value: { value: "2+" } });
  assert.deepEqual(readValue("1:160", true), { value: { value: "1:160" } });
  assert.deepEqual(readValue("1:160 H", true), { value: { value: "1:160" }, flag: "H" });
});

Deno.test('readValue() reads a dipstick grade ("1+") as a qualitative result, its mark apart', () => {
  assert.deepEqual(readValue("1+ *", true), { value: { value: "1+" }, flag: "*" });
  assert.deepEqual(readValue("3+", false), { value: { value: "3+" } });
  assert.deepEqual(readValue("(2+)", true), { value: { value: "(2+)" } });
  // A grade is 1 to 4; a spaced plus beside a number is the lab's flag.
  assert.equal(readValue("5+", true)?.unreadable, "the result cannot be read as a value");
  assert.deepEqual(readValue("12 +", true), { value: { value: 12 }, flag: "+" });
});

Deno.test("readValue() never keeps words alone in brackets, a name's split-off end, as a result", () => {
  assert.equal(parseValue("(HBsAg)", true), undefined);
  assert.equal(parseValue("(wyliczany)", true), undefined);
  assert.equal(readValue("(CRP)", true)?.unreadable, "the result cannot be read as a value");
  // qualitative words and pluses in brackets stay results
  assert.deepEqual(readValue("(++)", true), { value: { value: "(++)" } });
  assert.deepEqual(parseValue("Ujemny", true), { value: "Ujemny" });
});

Deno.test("readValue() sets a sediment count's per-field unit apart from it, a flag between them (set-24)", () => {
  const cases: [string, unknown][] = [
    ["0-1 wpw", { value: { value: "0-1" }, unit: "wpw" }],
    ["15-20 * wpw", { value: { value: "15-20" }, unit: "wpw", flag: "*" }],
    ["2 - 4 w p.w.", { value: { value: "2-4" }, unit: "w p.w." }],
    ["10-15 /hpf", { value: { value: "10-15" }, unit: "/hpf" }],
  ];
  for (const [cell, want] of cases) assert.deepEqual(readValue(cell, true), want, cell);
  // anything else between the count and the unit is no flag: the cell stays unread
  assert.equal(readValue("0-1 abc wpw", true)?.unreadable !== undefined, true);
});
