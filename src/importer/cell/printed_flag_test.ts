import assert from "node:assert/strict";
import { splitPrintedFlag } from "./printed_flag.ts";

Deno.test("splitPrintedFlag() takes flags and comparator words off the end of a name", () => {
  assert.deepEqual(splitPrintedFlag("Ferrytyna H"), { name: "Ferrytyna", flag: "H" });
  assert.deepEqual(splitPrintedFlag("Ferrytyna ↓"), { name: "Ferrytyna", flag: "L" });
  assert.deepEqual(splitPrintedFlag("CRP *"), { name: "CRP" });
  assert.deepEqual(splitPrintedFlag("anty-TPO H powyżej"), {
    name: "anty-TPO",
    flag: "H",
    comparator: "powyżej",
  });
});

Deno.test("splitPrintedFlag() keeps a letter that is part of a marker's name", () => {
  for (const name of ["Witamina A", "Apolipoproteina A", "Hepatitis A", "Białko N", "Witamina D"]) {
    assert.deepEqual(splitPrintedFlag(name), { name }, name);
  }
  assert.deepEqual(splitPrintedFlag("H"), { name: "H" });
});
