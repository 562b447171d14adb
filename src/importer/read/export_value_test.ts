import assert from "node:assert/strict";
import { readExportValue } from "./export_value.ts";

Deno.test("readExportValue() parses numbers, comparators and words, with the flag apart", () => {
  assert.deepEqual(readExportValue("13,4"), { value: { value: 13.4 } });
  assert.deepEqual(readExportValue("<0,5"), { value: { value: 0.5, comparator: "<" } });
  assert.deepEqual(readExportValue("↑ 12,1"), { value: { value: 12.1 }, flag: "H" });
  assert.deepEqual(readExportValue("ujemny"), { value: { value: "ujemny" } });
  assert.deepEqual(readExportValue("wątpliwy"), { value: { value: "wątpliwy" } });
});

Deno.test("readExportValue() keeps a sediment range as printed text", () => {
  assert.deepEqual(readExportValue("10-15"), { value: { value: "10-15" } });
});

Deno.test("readExportValue() lists a reference to the description and an empty result as unreadable", () => {
  for (const text of ["patrz opis", "Patrz komentarz", "zob. opis", "w opisie"]) {
    assert.equal(readExportValue(text).unreadable, "see the description", text);
  }
  assert.equal(readExportValue("  ").unreadable, "no result value");
  assert.equal(readExportValue("-").unreadable, "no result value");
  assert.equal(readExportValue("opisowy wynik badania").unreadable, undefined);
});

Deno.test("readExportValue() keeps a letter flag glued to the number, and lists 'nie oznaczono'", () => {
  assert.deepEqual(readExportValue("13,4H"), { value: { value: 13.4 }, flag: "H" });
  assert.deepEqual(readExportValue("Nie oznaczono"), {
    value: { value: "Nie oznaczono" },
    unreadable: 'not performed: "Nie oznaczono"',
  });
});

Deno.test("readExportValue() keeps the pluses that grade a word result as printed", () => {
  assert.deepEqual(readExportValue("positiv (+)"), { value: { value: "positiv (+)" } });
  assert.deepEqual(readExportValue("dodatni ++"), { value: { value: "dodatni ++" } });
  assert.deepEqual(readExportValue("13,4 +"), { value: { value: 13.4 }, flag: "A" });
});
