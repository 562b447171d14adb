import assert from "node:assert/strict";
import { labFlagOf, readResult, takeFlag, unsure } from "./result_cell.ts";

Deno.test("readResult() reads word comparators with a flag on either side", () => {
  assert.deepEqual(readResult("H powyżej 2000", true), {
    value: { value: 2000, comparator: ">" },
    flag: "H",
  });
  assert.deepEqual(readResult("mniej niż 5", true), { value: { value: 5, comparator: "<" } });
  assert.deepEqual(readResult("> 1000 ↑", true), {
    value: { value: 1000, comparator: ">" },
    flag: "↑",
  });
});

Deno.test("readResult() lists 'patrz opis' and an unreadable value as unreadable, and an empty or dash cell as no result", () => {
  assert.deepEqual(readResult("patrz opis", true), {
    value: { value: "patrz opis" },
    unreadable: "see the description",
  });
  assert.equal(
    readResult("7,1 / 8,2 / 9", true)?.unreadable,
    "the result cannot be read as a value",
  );
  assert.equal(readResult("—", true), undefined);
  assert.equal(readResult("", true), undefined);
});

Deno.test("readResult() keeps dipstick pluses, sediment counts and a unit printed after the value", () => {
  assert.deepEqual(readResult("++", true), { value: { value: "++" } });
  assert.deepEqual(readResult("10 - 15", true), { value: { value: "10-15" } });
  assert.deepEqual(readResult("412H tys/µl", true), {
    value: { value: 412 },
    unit: "tys/µl",
    flag: "H",
  });
});

Deno.test("readResult() in OCR text takes a misread arrow beside a number as an abnormal flag", () => {
  const result = readResult("1 5,82", true, true)!;
  assert.deepEqual(result, { value: { value: 5.82 }, flag: "*" });
  assert.equal(labFlagOf(result.flag, result.value, { ref_low: 0.27, ref_high: 4.2 }), "H");
  assert.equal(
    readResult("1 5,82", true, false)?.unreadable,
    "the result cannot be read as a value",
  );
});

Deno.test("unsure() makes a low-confidence OCR result unreadable and leaves others alone", () => {
  const read = readResult("172", true)!;
  assert.equal(unsure(read, 52)?.unreadable, "OCR is unsure of the result (confidence 52 %)");
  assert.equal(unsure(read, 96), read);
  assert.equal(unsure(read, undefined), read);
});

Deno.test("takeFlag() never takes a flag from a lone token, so '+' alone stays a result", () => {
  assert.deepEqual(takeFlag("+"), { text: "+" });
  assert.deepEqual(takeFlag("(L) 3,1"), { text: "3,1", flag: "(L)" });
});

Deno.test("readResult() keeps a worded result that names no number as printed", () => {
  assert.deepEqual(readResult("poniżej progu oznaczalności", true), {
    value: { value: "poniżej progu oznaczalności" },
  });
});
