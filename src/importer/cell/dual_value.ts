/**
 * A result printed with the same result again in another unit in brackets
 * after it, maybe before its flag and unit ("44 (6.2%) H mmol/mol", "5,4 mmol/l (97 mg/dl)", "12,8 g/dl (7,94 mmol/l)"):
 * the first is the lab's primary result, the bracket its conversion. Only a
 * bracket of one number with a unit is taken off; a range in brackets
 * ("4,21 (3,80 - 5,20)") or a bare number is left to the other readers. Pure.
 *
 * @module
 */

import { parseNumber } from "./number.ts";
import { looksLikeUnit, readUnit } from "./unit.ts";

/** A result, then one number with its unit in brackets, then maybe the lab's flag and the unit. */
const DUAL =
  /^(?<head>[^()]*\d[^()]*?)\s*\(\s*(?<number>[<>]?\s*\d[\d ,.]*?)\s*(?<unit>%|[^\d\s()][^()]*)\)(?<tail>[^()]*)$/u;

/** The longest cell read for a bracketed conversion. */
const MAX_CELL = 80;

/**
 * The primary result of a cell that prints its conversion in brackets after
 * it, or `undefined` when the cell has no such bracket.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(primaryOfDual("44 (6.2%)"), "44");
 * assert.equal(primaryOfDual("5,4 mmol/l (97 mg/dl)"), "5,4 mmol/l");
 * assert.equal(primaryOfDual("4,21 (3,80 - 5,20)"), undefined);
 * assert.equal(primaryOfDual("5,4 (5,1)"), undefined);
 * assert.equal(primaryOfDual("44 (6.2%) H mmol/mol"), "44 H mmol/mol");
 * ```
 */
export function primaryOfDual(text: string): string | undefined {
  // A result cell is short; a long text is no such cell (and the pattern stays cheap).
  if (text.length > MAX_CELL || !text.includes("(")) return undefined;
  const match = DUAL.exec(text.trim());
  if (match === null) return undefined;
  const { head, number, unit, tail } = match.groups as Record<string, string>;
  if (parseNumber(number!.replace(/^[<>]\s*/, "")) === undefined) return undefined;
  const read = unit!.trim() === "%" ? "%" : readUnit(unit!.trim()).unit;
  if (read === undefined || (read !== "%" && !looksLikeUnit(read))) return undefined;
  return `${head!.trim()} ${tail!.trim()}`.trim();
}
