// Guards set-19's chain report: "ALT (aminotransferaza" with "alaninowa)" under it was proposed as
// an unknown name "ALT (aminotransferaza".

import assert from "node:assert/strict";
import { withBracketNamesJoined } from "./open_bracket_names.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 9, cells });
const texts = (lines: ReturnType<typeof withBracketNamesJoined>) =>
  lines.map((l) => l.cells.map((c) => c.text));

Deno.test("a name whose bracket is left open takes the line under it that closes it", () => {
  const lines = withBracketNamesJoined([
    at(100, cell("AST (aminotransferaza", 42), cell("19 U/l", 225), cell("< 35", 301)),
    at(111, cell("asparaginianowa)", 42)),
    at(122, cell("IFCC bez P-5-P · Alinity c", 42)),
  ]);
  assert.deepEqual(texts(lines), [
    ["AST (aminotransferaza asparaginianowa)", "19 U/l", "< 35"],
    ["IFCC bez P-5-P · Alinity c"],
  ]);
});

Deno.test("a closed name, a far line or a line beside the value is never joined", () => {
  const closed = [at(100, cell("CRP (hs)", 42), cell("1,2", 225)), at(111, cell("metoda)", 42))];
  assert.deepEqual(texts(withBracketNamesJoined(closed)), [["CRP (hs)", "1,2"], ["metoda)"]]);
  const far = [at(100, cell("ALT (amino", 42), cell("23", 225)), at(140, cell("alaninowa)", 42))];
  assert.deepEqual(texts(withBracketNamesJoined(far)), [["ALT (amino", "23"], ["alaninowa)"]]);
  const beside = [at(100, cell("ALT (amino", 42), cell("23", 225)), at(111, cell("wynik)", 230))];
  assert.deepEqual(texts(withBracketNamesJoined(beside)), [["ALT (amino", "23"], ["wynik)"]]);
});
