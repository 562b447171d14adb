/**
 * Relations the results of one blood draw must satisfy, whatever the lab:
 * the red cell indices are computed by the analyser from the counts it
 * measured, the five-part differential is a split of the leukocyte count,
 * and a calculated LDL comes from the lipids beside it. Which markers are
 * indices of which (`index_of`), what an index can be (`possible`), which
 * total is split into which parts (`split_into`) and how a result is
 * calculated from others (`calculated_from`: its markers, divisors and
 * bound) is data, in `clinical.yaml` with its source; the formulas' shapes
 * (a quotient, a sum, a difference) and the slack for rounding are here.
 * A value misread
 * tenfold (a decimal point lost, an arrow `↑` read as a digit: `18 ↑` →
 * `181`) breaks every relation it is in; a value read right breaks none.
 *
 * Tolerances are wide on purpose, far beyond what rounding of the printed
 * figures explains, so that a correct report is never held:
 *
 * - MCHC = HGB / HCT × 100, MCH = HGB / RBC × 10, MCV = HCT / RBC × 10:
 *   the definitions of the indices (Sarma PR, "Red Cell Indices", in
 *   Walker HK et al., Clinical Methods, 3rd ed., 1990, ch. 152,
 *   https://www.ncbi.nlm.nih.gov/books/NBK260/; ICSH: Briggs C et al., Int
 *   J Lab Hematol 2014;36:613–627, doi:10.1111/ijlh.12201). Printed to 0.1
 *   (HCT sometimes to 1 %), the quotient of rounded figures is off by at
 *   most about 2.5 %; {@link INDEX_TOLERANCE} allows 10 %.
 * - HCT ≈ 3 × HGB (g/dL, %), the "rule of three" (Billett HH, "Hemoglobin
 *   and Hematocrit", Clinical Methods ch. 151,
 *   https://www.ncbi.nlm.nih.gov/books/NBK259/): it is MCHC ≈ 33 g/dL, and
 *   MCHC really ranges from about 22 g/dL (severe iron deficiency) to 38
 *   g/dL (spherocytosis), so the check only asks that HGB / HCT × 100 lie
 *   within MCHC's `possible` values (15–50 g/dL), printed or not.
 * - NEUT + LYMPH + MONO + EOS + BASO = WBC (absolute counts), and the five
 *   percentages sum to 100: a five-part differential splits the leukocytes
 *   it counted (ICSH 2014, above). Cells outside the five classes (immature
 *   granulocytes, blasts, atypical lymphocytes reported apart) may make the
 *   sum smaller, never larger: the sum may fall 20 % short, exceed by 5 %
 *   (+0.3 × 10³/µL, +3 %-points for rounding of five printed figures).
 * - A calculated LDL = CHOL − HDL − TG / 5 in mg/dL (TG / 2.2 in mmol/L),
 *   where TG < 400 mg/dL (4.5 mmol/L) (Friedewald WT, Levy RI, Fredrickson
 *   DS, Clin Chem 1972;18:499–502). Labs that use Martin–Hopkins divide TG
 *   by a factor from 3.1 to 11.9 instead of 5 (Martin SS et al., JAMA
 *   2013;310:2061–2068, doi:10.1001/jama.2013.280532): any LDL between those
 *   two estimates, widened by 5 % and 5 mg/dL, is accepted. The markers,
 *   the divisors and the bound on TG are LDL's `calculated_from`.
 *
 * @module
 */

import { type Measured, onDrawScale, scaleFactor } from "./draw_units.ts";
import { unitKey } from "../../../domain/readings/units.ts";
import { normalizeName } from "../../../domain/text.ts";
import { stemAlternation, WORD_END, WORD_START, words } from "../../lexicon/mod.ts";
import {
  type Calculation,
  type ClinicalFacts,
  mergeClinical,
} from "../../../domain/markers/clinical.ts";
import { builtinLayer } from "../../../store/builtin.ts";
import { builtinFacts, type FactsOf } from "../marker_facts.ts";

/** A numeric result of the draw, with where it is among the document's rows. */
export interface DrawValue extends Measured {
  readonly index: number;
  readonly code: string;
  /** The name as printed (to tell a calculated LDL). */
  readonly name?: string | undefined;
}

/** One relation checked on the rows it involves. */
export interface RelationResult {
  /** The relation's rows (indexes into the document's rows). */
  readonly rows: readonly number[];
  /** Why it is broken, or `undefined` when it holds. */
  readonly broken?: string;
  /**
   * Whether the relation is exact up to rounding (a red cell index): only
   * such a relation, when it holds, clears its rows of another's break.
   */
  readonly exact?: boolean;
}

/** Relative tolerance of an index against the quotient of its printed inputs. */
const INDEX_TOLERANCE = 0.1;
/** How far the differential's sum may fall short of, or exceed, its total. */
const DIFFERENTIAL_SUM = { short: 0.2, over: 0.05, countSlack: 0.3, percentSlack: 3 };
/** How far a calculated result may stray from its formula's range: 5 %, then 5 mg/dL (rounding). */
const CALCULATED_SLACK = { relative: 0.05, mgdl: 5 } as const;

/** The printed name says the LDL is calculated, not measured. */
const CALCULATED = new RegExp(
  `friedewald|${WORD_START}(?:${stemAlternation(words((l) => l.calculatedWords))})${WORD_END}`,
  "u",
);

/** Shows a number as a lab would print it (at most 2 decimals). */
export function shown(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function printed(row: DrawValue): string {
  return `${row.code} ${shown(row.value)}${row.unit ? ` ${row.unit.trim()}` : ""}`;
}

/** Whether `actual` is within a relative tolerance of `expected`. */
function near(actual: number, expected: number, tolerance: number): boolean {
  return Math.abs(actual - expected) <= tolerance * Math.abs(expected);
}

type Pick = (code: string) => DrawValue | undefined;

function indexRelation(
  index: DrawValue,
  indexValue: number | undefined,
  top: DrawValue,
  topValue: number | undefined,
  bottom: DrawValue,
  bottomValue: number | undefined,
  times: number,
): RelationResult | undefined {
  if (indexValue === undefined || topValue === undefined || bottomValue === undefined) return;
  if (bottomValue <= 0) return;
  const expected = topValue / bottomValue * times;
  const rows = [index.index, top.index, bottom.index];
  if (near(indexValue, expected, INDEX_TOLERANCE)) return { rows, exact: true };
  return {
    rows,
    exact: true,
    broken: `${printed(index)} does not match ${top.code} ${shown(top.value)} / ${bottom.code} ${
      shown(bottom.value)
    } (${shown(expected * (index.value / indexValue))})`,
  };
}

/**
 * A row on the scale its relations hold on (`draw_scale` in `clinical.yaml`:
 * haemoglobin and MCHC in g/dL, haematocrit and percentages in %,
 * erythrocytes in 10⁶/µL, leukocyte counts in 10³/µL, MCV in fL, MCH in pg,
 * lipids in mg/dL). A marker with no scale, or a unit its scale does not
 * name, is read on none, and a relation with it is not checked.
 */
function onScale(row: DrawValue, facts: FactsOf): number | undefined {
  return onDrawScale(row, facts(row.code)?.drawScale);
}

/** The markers that are indices of others (`index_of` in `clinical.yaml`): MCHC, MCH, MCV. */
function indexRelations(pick: Pick, facts: FactsOf, codes: readonly string[]): RelationResult[] {
  const results: (RelationResult | undefined)[] = [];
  for (const code of codes) {
    const index = facts(code)?.indexOf;
    const row = pick(code);
    if (index === undefined || row === undefined) continue;
    const top = pick(index.of), bottom = pick(index.per);
    if (top === undefined || bottom === undefined) continue;
    results.push(
      indexRelation(
        row,
        onScale(row, facts),
        top,
        onScale(top, facts),
        bottom,
        onScale(bottom, facts),
        index.times,
      ),
    );
  }
  return results.filter((r) => r !== undefined);
}

/**
 * The inputs of an index with `possible` values (MCHC's haemoglobin and
 * haematocrit: the rule of three) must give a possible index, whether the
 * index is printed or not.
 */
function possibleIndexRelations(
  pick: Pick,
  facts: FactsOf,
  codes: readonly string[],
): RelationResult[] {
  const results: RelationResult[] = [];
  for (const code of codes) {
    const index = facts(code)?.indexOf, possible = facts(code)?.possible;
    if (index === undefined || possible === undefined || possible.unit !== undefined) continue;
    const low = possible.low ?? 0;
    const top = pick(index.of), bottom = pick(index.per);
    const topValue = top && onScale(top, facts);
    const bottomValue = bottom && onScale(bottom, facts);
    if (!top || !bottom || topValue === undefined || !bottomValue || bottomValue <= 0) continue;
    const implied = topValue / bottomValue * index.times;
    const rows = [top.index, bottom.index];
    results.push(
      implied >= low && implied <= possible.high ? { rows } : {
        rows,
        broken: `${printed(bottom)} does not match ${
          printed(top)
        } (${top.code} / ${bottom.code} × ${shown(index.times)} = ${
          shown(implied)
        }, no possible ${code}: ${shown(low)}–${shown(possible.high)})`,
      },
    );
  }
  return results;
}

function redCellRelations(pick: Pick, facts: FactsOf, codes: readonly string[]): RelationResult[] {
  return [...indexRelations(pick, facts, codes), ...possibleIndexRelations(pick, facts, codes)];
}

function sumRelation(
  parts: readonly DrawValue[],
  values: readonly (number | undefined)[],
  total: number,
  slack: number,
  whole: string,
  totalRow?: DrawValue,
): RelationResult | undefined {
  if (values.some((v) => v === undefined)) return undefined;
  const sum = values.reduce((a: number, b) => a + b!, 0);
  const rows = [...parts.map((p) => p.index), ...(totalRow ? [totalRow.index] : [])];
  const low = total * (1 - DIFFERENTIAL_SUM.short) - slack;
  const high = total * (1 + DIFFERENTIAL_SUM.over) + slack;
  if (sum >= low && sum <= high) return { rows };
  return {
    rows,
    broken: `${parts.map((p) => `${p.code} ${shown(p.value)}`).join(" + ")} = ${
      shown(sum)
    }, not ${whole}`,
  };
}

/** Totals split into parts (`split_into` in `clinical.yaml`: leukocytes into the five-part differential). */
function differentialRelations(
  pick: Pick,
  facts: FactsOf,
  codes: readonly string[],
): RelationResult[] {
  const results: (RelationResult | undefined)[] = [];
  for (const code of codes) {
    const split = facts(code)?.splitInto;
    if (split === undefined) continue;
    const whole = pick(code);
    const absolute = split.parts.map((part) => pick(part));
    if (whole && absolute.every((r) => r !== undefined)) {
      const total = onScale(whole, facts);
      const parts = absolute as DrawValue[];
      if (total !== undefined) {
        results.push(
          sumRelation(
            parts,
            parts.map((part) => onScale(part, facts)),
            total,
            DIFFERENTIAL_SUM.countSlack,
            printed(whole),
            whole,
          ),
        );
      }
    }
    const percent = (split.percent ?? []).map((part) => pick(part));
    if (percent.length > 0 && percent.every((r) => r !== undefined)) {
      const parts = percent as DrawValue[];
      results.push(
        sumRelation(
          parts,
          parts.map((part) => onScale(part, facts)),
          100,
          DIFFERENTIAL_SUM.percentSlack,
          "100 %",
        ),
      );
    }
  }
  return results.filter((r) => r !== undefined);
}

/** Results calculated from others of the draw (`calculated_from`: Friedewald's LDL). */
function calculatedRelations(
  pick: Pick,
  facts: FactsOf,
  codes: readonly string[],
): RelationResult[] {
  return codes.flatMap((code) => {
    const calculation = facts(code)?.calculatedFrom;
    return calculation === undefined ? [] : friedewald(pick, facts, code, calculation);
  });
}

function friedewald(
  pick: Pick,
  facts: FactsOf,
  code: string,
  calculation: Calculation,
): RelationResult[] {
  const ldl = pick(code), chol = pick(calculation.total), hdl = pick(calculation.minus);
  const tg = pick(calculation.vldl_of);
  if (!ldl || !chol || !hdl || !tg || !CALCULATED.test(normalizeName(ldl.name ?? ""))) return [];
  // Each on its draw scale, mg/dL (the formula's), or the relation is not checked.
  const scales = [ldl, chol, hdl, tg].map((row) => facts(row.code)?.drawScale);
  if (scales.some((scale) => scale?.unit !== "mg/dL")) return [];
  const [l, c, h, t] = [ldl, chol, hdl, tg].map((row) => onScale(row, facts));
  if (l === undefined || c === undefined || h === undefined || t === undefined) return [];
  if (t >= calculation.valid_below || t < 0) return [];
  const rows = [ldl.index, chol.index, hdl.index, tg.index];
  const [fewest, most] = calculation.divisor_range;
  const { relative, mgdl } = CALCULATED_SLACK;
  const low = (c - h - t / fewest) * (1 - relative) - mgdl;
  const high = (c - h - t / most) * (1 + relative) + mgdl;
  if (l >= low && l <= high) return [{ rows }];
  const expected = (c - h - t / calculation.divisor) * (ldl.value / l);
  // The divisor as the lab prints it: TG / 5 in mg/dL is TG / 2.2 in mmol/L.
  const cholPerMmol = scaleFactor("mmol/L", scales[1]!),
    tgPerMmol = scaleFactor("mmol/L", scales[3]!);
  const divisor = unitKey(tg.unit) === unitKey("mmol/L") && cholPerMmol && tgPerMmol
    ? shown(Math.round(calculation.divisor * cholPerMmol / tgPerMmol * 10) / 10)
    : shown(calculation.divisor);
  return [{
    rows,
    broken: `${printed(ldl)} (calculated) does not match Friedewald CHOL ${
      shown(chol.value)
    } − HDL ${shown(hdl.value)} − TG ${shown(tg.value)}/${divisor} (${shown(expected)})`,
  }];
}

/**
 * Every relation the draw's rows allow, each with its rows and, when
 * broken, why. `pick` gives the one row of a code (none when the draw has
 * none, or several that disagree).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const rows = [
 *   { index: 0, code: "HGB", value: 14.2, unit: "g/dL" },
 *   { index: 1, code: "HCT", value: 52.0, unit: "%" },
 *   { index: 2, code: "MCHC", value: 33.1, unit: "g/dL" },
 * ];
 * const [mchc] = drawRelations((code) => rows.find((r) => r.code === code));
 * assert.equal(mchc!.broken, "MCHC 33.1 g/dL does not match HGB 14.2 / HCT 52 (27.31)");
 * ```
 */
export function drawRelations(
  pick: Pick,
  facts: FactsOf = builtinFacts,
  codes: readonly string[] = builtinRelatedCodes(),
): RelationResult[] {
  return [
    ...redCellRelations(pick, facts, codes),
    ...differentialRelations(pick, facts, codes),
    ...calculatedRelations(pick, facts, codes),
  ];
}

let builtinRelated: readonly string[] | undefined;

/** The built-in markers whose facts relate them to others of the draw (`index_of`, `split_into`, `calculated_from`). */
function builtinRelatedCodes(): readonly string[] {
  builtinRelated ??= relatedCodes(mergeClinical([builtinLayer().entries]));
  return builtinRelated;
}

/**
 * The markers whose facts relate them to others of the draw: an index of
 * two others, a total split into parts, or a result calculated from others;
 * in code order, so that a row
 * breaking two relations is always given the same one's reason.
 */
export function relatedCodes(clinical: ReadonlyMap<string, ClinicalFacts>): string[] {
  return [...clinical]
    .filter(([, f]) =>
      f.indexOf !== undefined || f.splitInto !== undefined || f.calculatedFrom !== undefined
    )
    .map(([code]) => code)
    .sort();
}
