import assert from "node:assert/strict";
import { parseTail } from "./tail.ts";

const tail = (text: string) => parseTail(text.split(" "));

Deno.test("parseTail() reads a range in brackets printed between the value and the unit", () => {
  assert.deepEqual(tail("5,9 (4,0 - 10,0) G/l"), {
    value: { value: 5.9 },
    unit: "G/l",
    range: { ref_low: 4, ref_high: 10 },
    clean: true,
  });
  assert.deepEqual(tail("31L [37-145] µg/dl"), {
    value: { value: 31 },
    unit: "µg/dl",
    range: { ref_low: 37, ref_high: 145 },
    flag: "L",
    clean: true,
  });
  assert.deepEqual(tail(">600H [<34] IU/ml")?.range, { ref_high: 34 });
  assert.deepEqual(tail(">600H [<34] IU/ml")?.value, { value: 600, comparator: ">" });
  assert.deepEqual(tail("↓ 10,9 (12,0 - 16,0)")?.range, { ref_low: 12, ref_high: 16 });
});

Deno.test("parseTail() takes no bracket that is not a numeric range, nor one with more words after it", () => {
  // an earlier result or a conversion in parentheses is no range
  assert.equal(tail("95 (5,3) mg/dl")?.range.ref_low, undefined);
  assert.equal(tail("95 (5,3) mg/dl")?.clean, false);
  // words after the bracket: not read as range and unit
  assert.equal(tail("8,1 (4,0 - 10,0) G/l wynik kontrolny")?.clean, false);
});

Deno.test("parseTail() ends on a run of flags before the value, keeping the first (a page of arrows read sideways)", () => {
  assert.equal(parseTail(["H", "H", "L"]), undefined);
  assert.equal(parseTail(["↑", "↑", "↓", "↑"]), undefined);
  const tail = parseTail(["H", "H", "5,1", "mmol/l"]);
  assert.deepEqual(tail?.value, { value: 5.1 });
  assert.equal(tail?.flag, "H");
});
