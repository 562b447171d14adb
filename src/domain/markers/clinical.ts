/**
 * What the dictionary knows about a marker beyond its names: the unit it is
 * best shown in and the cited factors that convert other units into it, its
 * within-person biological variation (for "is this change real?"), whether
 * it has a steady state at all, and the family it belongs to (LDL, HDL and
 * non-HDL are all "cholesterol"). Merged from dictionary layers by code, a
 * later layer's field replacing an earlier one's. Pure.
 *
 * @module
 */

import type { UnitRules } from "../readings/convert.ts";
import type { ScaleEquation } from "../readings/scale_equation.ts";
import type { ChangeRules, LabCvA, MethodDiffers, Variation } from "../changes/rcv.ts";

/** A molar mass with where it comes from, in g/mol. */
export interface MolarMass {
  readonly value: number;
  readonly source: string;
}

/** A marker's units as the dictionary states them. */
export interface MarkerUnits extends UnitRules {
  /** The analyte's molar mass, which a mass↔molar factor must agree with. */
  readonly molar_mass?: MolarMass | undefined;
  /** The ion's charge, which an mEq↔mmol factor must agree with (1 for Na⁺, K⁺, Cl⁻). */
  readonly charge?: number | undefined;
  /** Scales linked by a line with an offset (HbA1c % and mmol/mol): never merged, only shown. */
  readonly equation?: readonly ScaleEquation[] | undefined;
}

/** The clinical fields of a dictionary entry. */
export interface ClinicalEntry {
  readonly units?: MarkerUnits | undefined;
  readonly variation?: Variation | undefined;
  /** `false` for a marker without a steady state (e.g. vitamin D, with its seasons). */
  readonly steady_state?: boolean | undefined;
  /**
   * Set when the marker's methods are known to differ between labs (no
   * reference method, no harmonisation), with the source that says so and,
   * when published, the between-method CV.
   */
  readonly method_differs?: MethodDiffers | undefined;
  /** Labs' own analytical CVs (a data directory's `markers.yaml`), by lab name. */
  readonly lab_cv_a?: readonly LabCvA[] | undefined;
  readonly family?: string | undefined;
  /** The units labs report the marker in (a result in another unit must be the same quantity). */
  readonly measured_in?: readonly string[] | undefined;
  /** Whether its percentage is a part of a whole (cells of the blood's volume): at most 100 %. */
  readonly part_of_whole?: boolean | undefined;
  /** Why the marker really rises far above its upper limit (inflammation, organ injury), with its source. */
  readonly wide_rise?: string | undefined;
  /** An index the analyser computes from two results of the draw: `of` / `per` × `times`. */
  readonly index_of?: DrawIndex | undefined;
  /** The markers this total is split into (counts), and their percentages (of 100). */
  readonly split_into?: DrawSplit | undefined;
  /** The values no person's result lies outside (MCHC in g/dL, RBC, ESR). */
  readonly possible?: Possible | undefined;
  /** How a lab calculates this result from others of the draw (Friedewald's LDL). */
  readonly calculated_from?: Calculation | undefined;
  /** The scale the draw's checks read this marker on, and the factors into it. */
  readonly draw_scale?: DrawScale | undefined;
  /** A bound this marker shares: never above the highest `possible` value of another (HGB of MCHC). */
  readonly at_most?: AtMost | undefined;
  /** Printed names of another analyte that look like this marker's (BNP for NT-proBNP). */
  readonly look_alike?: LookAlike | undefined;
  /** Where every limit of a reference range labs print for the marker lies, in `unit`. */
  readonly reference_limits?: ReferenceLimits | undefined;
}

/**
 * Printed names of another analyte that look like a marker's: a name that
 * holds one of `names` and none of `unless` is never suggested as the
 * marker. Each is matched from a word's start to a word's end, or, ending
 * in `*`, as the start of a word; a `-` may be left out.
 */
export interface LookAlike {
  readonly names: readonly string[];
  readonly unless: readonly string[];
  readonly source: string;
}

/**
 * The one scale the checks of a draw read a marker on (haemoglobin in g/dL,
 * leukocytes in 10³/µL): its `unit`, and the factors from the other units
 * labs print it in (value in `from` × `factor` = value on the scale), each
 * with its source; a molar factor agrees with `molar_mass`.
 */
export interface DrawScale {
  readonly unit: string;
  readonly molar_mass?: MolarMass | undefined;
  readonly convert: readonly {
    readonly from: string;
    readonly factor: number;
    readonly source: string;
  }[];
}

/** A marker never above the highest possible value of `of` (whole blood's haemoglobin, of MCHC's). */
export interface AtMost {
  readonly of: string;
  readonly source: string;
}

/**
 * Where the limits of every reference range labs print for a marker lie, in
 * `unit`: a span wider than the intervals of adults of both sexes, children
 * from birth and pregnancy, with the sources it covers. A printed range
 * whose limits fall far outside it is not the marker's range in that unit
 * (a decimal separator lost: glucose "39–61 mmol/l" for 3,9–6,1).
 */
export interface ReferenceLimits {
  readonly unit: string;
  readonly low: number;
  readonly high: number;
  readonly source: string;
}

/** The values a marker (an index, a count) can take in any person, with the source that says so. */
export interface Possible {
  /** The unit of `low` and `high`; the marker's draw scale's when absent. */
  readonly unit?: string | undefined;
  /** No lower bound when absent (a lost decimal separator only raises a value). */
  readonly low?: number | undefined;
  readonly high: number;
  readonly source: string;
}

/**
 * A result calculated from others of the draw: `total` − `minus` −
 * `vldl_of` / `divisor` (mg/dL), where `vldl_of` is below `valid_below`
 * (mg/dL); a lab may use any divisor within `divisor_range`.
 */
export interface Calculation {
  readonly total: string;
  readonly minus: string;
  readonly vldl_of: string;
  readonly divisor: number;
  readonly divisor_range: readonly [number, number];
  readonly valid_below: number;
  readonly source: string;
}

/** An index of a draw: this marker = `of` / `per` × `times` (MCHC = HGB / HCT × 100). */
export interface DrawIndex {
  readonly of: string;
  readonly per: string;
  readonly times: number;
  readonly source: string;
}

/** A total split into parts (leukocytes into the five-part differential). */
export interface DrawSplit {
  readonly parts: readonly string[];
  readonly percent?: readonly string[] | undefined;
  readonly source: string;
}

/** A marker's merged clinical facts. */
export interface ClinicalFacts {
  readonly units?: MarkerUnits;
  readonly variation?: Variation;
  readonly steadyState?: boolean;
  readonly methodDiffers?: MethodDiffers;
  readonly labCvA?: readonly LabCvA[];
  readonly family?: string;
  readonly measuredIn?: readonly string[];
  readonly partOfWhole?: boolean;
  readonly wideRise?: string;
  readonly indexOf?: DrawIndex;
  readonly splitInto?: DrawSplit;
  readonly possible?: Possible;
  readonly calculatedFrom?: Calculation;
  readonly drawScale?: DrawScale;
  readonly atMost?: AtMost;
  readonly lookAlike?: LookAlike;
  readonly referenceLimits?: ReferenceLimits;
}

/**
 * What judging a marker's changes needs from its facts.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(changeRules({ steadyState: false }).steadyState, false);
 * assert.equal(changeRules(undefined).variation, undefined);
 * const facts = { steadyState: true };
 * assert.equal(changeRules(facts), changeRules(facts), "the same object for the same facts");
 * ```
 */
export function changeRules(facts: ClinicalFacts | undefined): ChangeRules {
  if (facts === undefined) return NO_FACTS;
  let rules = rulesByFacts.get(facts);
  if (rules === undefined) rulesByFacts.set(facts, rules = rulesOf(facts));
  return rules;
}

function rulesOf(facts: ClinicalFacts | undefined): ChangeRules {
  return Object.freeze({
    variation: facts?.variation,
    steadyState: facts?.steadyState,
    methodDiffers: facts?.methodDiffers,
    labCvA: facts?.labCvA,
  });
}

/**
 * One rules object per marker's facts, so that what is cached per rules (a
 * series' personal interval, in `trend.ts`) is found again on the next call.
 */
const rulesByFacts = new WeakMap<ClinicalFacts, ChangeRules>();
const NO_FACTS = rulesOf(undefined);

/**
 * Merges the clinical fields of dictionary layers by code: each field of a
 * later layer replaces the earlier one whole (a user's `variation` replaces
 * the built-in one, never mixes with it).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const facts = mergeClinical([
 *   new Map([["GLU", { family: "glucose", steady_state: true }]]),
 *   new Map([["GLU", { steady_state: false }]]),
 * ]);
 * assert.deepEqual(facts.get("GLU"), { family: "glucose", steadyState: false });
 * ```
 */
export function mergeClinical(
  layers: readonly ReadonlyMap<string, ClinicalEntry>[],
): Map<string, ClinicalFacts> {
  const merged = new Map<string, ClinicalFacts>();
  for (const entries of layers) {
    for (const [code, entry] of entries) {
      const before = merged.get(code) ?? {};
      const next: ClinicalFacts = {
        ...before,
        ...(entry.units !== undefined ? { units: entry.units } : {}),
        ...(entry.variation !== undefined ? { variation: entry.variation } : {}),
        ...(entry.steady_state !== undefined ? { steadyState: entry.steady_state } : {}),
        ...(entry.method_differs !== undefined ? { methodDiffers: entry.method_differs } : {}),
        ...(entry.lab_cv_a !== undefined ? { labCvA: entry.lab_cv_a } : {}),
        ...(entry.family !== undefined ? { family: entry.family } : {}),
        ...(entry.measured_in !== undefined ? { measuredIn: entry.measured_in } : {}),
        ...(entry.part_of_whole !== undefined ? { partOfWhole: entry.part_of_whole } : {}),
        ...(entry.wide_rise !== undefined ? { wideRise: entry.wide_rise } : {}),
        ...(entry.index_of !== undefined ? { indexOf: entry.index_of } : {}),
        ...(entry.split_into !== undefined ? { splitInto: entry.split_into } : {}),
        ...(entry.possible !== undefined ? { possible: entry.possible } : {}),
        ...(entry.calculated_from !== undefined ? { calculatedFrom: entry.calculated_from } : {}),
        ...(entry.draw_scale !== undefined ? { drawScale: entry.draw_scale } : {}),
        ...(entry.at_most !== undefined ? { atMost: entry.at_most } : {}),
        ...(entry.look_alike !== undefined ? { lookAlike: entry.look_alike } : {}),
        ...(entry.reference_limits !== undefined
          ? { referenceLimits: entry.reference_limits }
          : {}),
      };
      if (Object.keys(next).length > 0) merged.set(code, next);
    }
  }
  return merged;
}

/** Group names as labs print them, with the words people search for them by. */
export const GROUP_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  "Morfologia": ["blood count", "cbc", "morfologia krwi", "hematology"],
  "Gospodarka żelazem": ["iron", "iron panel", "żelazo", "anemia"],
  "Stan zapalny": ["inflammation", "zapalenie"],
  "Tarczyca": ["thyroid", "tarczycowe", "hormony tarczycy"],
  "Gospodarka węglowodanowa": ["diabetes", "glucose", "cukier", "cukrzyca", "carbohydrates"],
  "Lipidogram": ["lipids", "lipid panel", "lipidy"],
  "Próby wątrobowe": ["liver", "wątroba", "liver function"],
  "Nerki": ["kidney", "kidneys", "renal", "nerka"],
  "Elektrolity": ["electrolytes", "jony"],
  "Witaminy": ["vitamins", "witamina"],
  "Hormony": ["hormones"],
  "Krzepnięcie": ["coagulation", "krzepliwość", "koagulogram"],
  "Badanie moczu": ["urine", "urinalysis", "mocz", "badanie ogólne moczu"],
  "Enzymy": ["enzymes"],
  "Trzustka": ["pancreas"],
  "Serce": ["heart", "cardiac", "kardiologia", "markery sercowe"],
  "Inne": ["other"],
  "Markery nowotworowe": ["tumour markers", "tumor markers", "onkomarkery"],
  "Serologia": ["serology", "infections", "przeciwciała"],
};
