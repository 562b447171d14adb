import assert from "node:assert/strict";
import { exampleValue, UNKNOWN_WORDS } from "./row_proposal.ts";

Deno.test("a proposal's example shows numbers and result words, never other words", () => {
  for (const value of [12.4, "ujemny", "nieobecne", "2-4", "< 0,5"]) {
    assert.equal(exampleValue(value), value);
  }
  // a header field read as a row: the town of an address beside a wrapped label
  for (const value of ["Ludźmierz", "Wynik (zakres ref.)", "Jan Kowalski"]) {
    assert.equal(exampleValue(value), UNKNOWN_WORDS);
  }
});
