import assert from "node:assert/strict";
import { withWrappedNamesJoined } from "./wrapped_names.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
const line = (y: number, height: number, ...cells: [string, number][]) => ({
  page: 1,
  y,
  height,
  cells: cells.map(([t, x]) => cell(t, x)),
});
const names = (lines: ReturnType<typeof line>[]) =>
  withWrappedNamesJoined(lines).map((l) => l.cells[0]!.text);

Deno.test("withWrappedNamesJoined() joins a name wrapped under its row over the row's nameless line", () => {
  // "Cholestérol" alone names total cholesterol: the "LDL calculé (Friedewald)" under it is its end.
  assert.deepEqual(
    names([
      line(423, 12, ["Cholestérol", 47], ["1,46 g/L", 162], ["< 1,60", 252]),
      line(438, 12, ["LDL calculé", 47]),
      line(451, 12, ["(Friedewald)", 47]),
      line(463, 8, ["3,78 mmol/L", 168], ["< 4,14", 252]),
    ]),
    ["Cholestérol LDL calculé (Friedewald)", "3,78 mmol/L"],
  );
});

Deno.test("withWrappedNamesJoined() leaves a heading under a row alone", () => {
  // A section's heading under the last row, the next row named: no part of the name.
  assert.deepEqual(
    names([
      line(100, 12, ["Cholestérol", 47], ["2,31 g/L", 162]),
      line(115, 12, ["ENZYMOLOGIE", 47]),
      line(130, 12, ["ASAT", 47], ["23 UI/L", 162]),
    ]),
    ["Cholestérol", "ENZYMOLOGIE", "ASAT"],
  );
  // Too far under the row, or in another type: no part of it either.
  assert.deepEqual(
    names([
      line(100, 12, ["Glucose", 47], ["0,95 g/L", 162]),
      line(130, 12, ["à jeun", 47]),
      line(142, 8, ["5,27 mmol/L", 168]),
    ]),
    ["Glucose", "à jeun", "5,27 mmol/L"],
  );
});
