/**
 * Checks every `reference_limits` span of `clinical.yaml` against a second,
 * independent table of adult reference intervals: the second table's
 * interval must lie inside the span (a span is wider than every population's
 * interval), and the same interval with its decimal separator lost (tenfold
 * up or down) must fall outside the span widened by the importer's factor,
 * or the span could not catch what it is for. A span with a misplaced
 * decimal, or one given in the wrong unit, fails here. Each second figure is
 * quoted from the page at the address given, converted to the span's unit
 * with the dictionary's factors where the table prints another.
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { RANGE_LIMITS_FACTOR } from "../importer/classify/range_limits.ts";
import { builtinLayer } from "./builtin.ts";

/** A second table's adult interval, in the span's unit (`low` absent for an upper limit only). */
interface SecondSource {
  readonly low?: number;
  readonly high: number;
  readonly printed: string;
  readonly source: string;
  readonly url: string;
}

const MCC =
  "Medical Council of Canada, Objectives: Clinical Laboratory Tests, Normal Values (adults, SI)";
const MCC_URL = "http://apps.mcc.ca/Objectives_Online/objectives.pl?lang=english&loc=values";
const OXFORD =
  "Simon C et al., Oxford Handbook of General Practice, 2nd ed., 2005, Appendix: Reference intervals";
const OXFORD_URL = "http://ueu.co/ovid-oxford-handbook-of-general-practice-32/";

const OXFORD_ACUTE =
  "Ramrakha PS, Moore KP, Oxford Handbook of Acute Medicine, 2nd ed., 2004, Appendices: Reference intervals";
const OXFORD_ACUTE_URL = "http://ueu.co/ovid-oxford-handbook-of-acute-medicine-311/";

/** The second table of each marker with `reference_limits`. */
const SECOND_SOURCES: Readonly<Record<string, SecondSource>> = {
  GLU: { low: 4.0, high: 6.0, printed: "fasting 4.0-6.0 mmol/L", source: OXFORD, url: OXFORD_URL },
  HBA1C: {
    low: 4,
    high: 6,
    printed: "4-6 %",
    source: "Mohan H, Textbook of Pathology, 6th ed., Table A-3 (clinical chemistry of blood)",
    url: "https://online.anyflip.com/csaia/wgpp/files/basic-html/page915.html",
  },
  CREA: { low: 60, high: 125, printed: "60-125 µmol/L", source: OXFORD, url: OXFORD_URL },
  K: { low: 3.5, high: 5.0, printed: "3.5-5.0 mmol/L", source: OXFORD, url: OXFORD_URL },
  CA: { low: 2.18, high: 2.58, printed: "total 2.18-2.58 mmol/L", source: MCC, url: MCC_URL },
  // 5.3 mmol/L × 38.67 (clinical.yaml's factor) = 205 mg/dL.
  CHOL: { high: 205, printed: "ideally < 5.3 mmol/L", source: OXFORD, url: OXFORD_URL },
  // 2.1 mmol/L × 88.57 (clinical.yaml's factor) = 186 mg/dL.
  TG: { high: 186, printed: "< 2.1 mmol/L", source: OXFORD, url: OXFORD_URL },
  HGB: {
    low: 12.3,
    high: 17.0,
    printed: "women 123-157 g/L, men 130-170 g/L",
    source: MCC,
    url: MCC_URL,
  },
  RBC: {
    low: 4.0,
    high: 5.7,
    printed: "women 4.0-5.2, men 4.4-5.7 ×10¹²/L",
    source: MCC,
    url: MCC_URL,
  },
  HCT: {
    low: 37,
    high: 50,
    printed: "women 0.370-0.460, men 0.380-0.500 L/L",
    source: MCC,
    url: MCC_URL,
  },
  MCV: { low: 80, high: 100, printed: "80-100 fL", source: MCC, url: MCC_URL },
  WBC: { low: 4, high: 10, printed: "4-10 ×10⁹/L", source: MCC, url: MCC_URL },
  PLT: { low: 130, high: 400, printed: "130-400 ×10⁹/L", source: MCC, url: MCC_URL },
  ALT: { low: 17, high: 63, printed: "17-63 U/L", source: MCC, url: MCC_URL },
  CRP: { high: 8, printed: "< 8 mg/L", source: MCC, url: MCC_URL },
  TSH: { low: 0.35, high: 5.5, printed: "0.35-5.5 mIU/L", source: OXFORD, url: OXFORD_URL },
  // 0.15-0.45 mmol/L (men).
  URIC_ACID: {
    low: 150,
    high: 450,
    printed: "men 0.15-0.45 mmol/L",
    source: OXFORD,
    url: OXFORD_URL,
  },
  FE: {
    low: 11,
    high: 33,
    printed: "men 14-33, women 11-28 µmol/L",
    source: OXFORD,
    url: OXFORD_URL,
  },
  // 0.9-1.93 mmol/L × 38.67 (clinical.yaml's factor) = 34.8-74.6 mg/dL.
  HDL: {
    low: 34.8,
    high: 74.6,
    printed: "0.9-1.93 mmol/L",
    source: OXFORD_ACUTE,
    url: OXFORD_ACUTE_URL,
  },
  // 1.55-4.4 mmol/L × 38.67 = 59.9-170 mg/dL.
  LDL: {
    low: 59.9,
    high: 170,
    printed: "1.55-4.4 mmol/L",
    source: OXFORD_ACUTE,
    url: OXFORD_ACUTE_URL,
  },
  NA: {
    low: 135,
    high: 147,
    printed: "135-147 mmol/L",
    source: "HealthPages.org, Normal Values for Lab Tests",
    url: "https://www.healthpages.org/health-a-z/normal-values-lab-tests/",
  },
};

/**
 * Spans whose upper limit is more than a third of ten adult lower limits,
 * and why: a lower limit that lost its decimal separator is not caught,
 * the upper one is (and these markers' limits are printed as whole numbers).
 */
const NO_TENFOLD_LOW: Readonly<Record<string, string>> = {
  WBC: "newborns' upper limit (30 ×10³/µL) is near ten adult lower limits",
  PLT: "children's and labs' own upper limits (600 ×10³/µL) span fourfold the adult interval",
  ALT: "lower limits run from 3 to 17 U/L; only the upper limit is checked in effect",
  TSH: "newborns' upper limit (15.2 mIU/L) is near five adult ones",
  URIC_ACID: "labs' upper limits (up to 520 µmol/L) are near a third of ten adult lower limits",
  FE: "men's and women's intervals together span threefold",
};

/** Spans a tenth of the adult lower limit stays inside, and why (children's limits are that low). */
const NO_TENTH: Readonly<Record<string, string>> = {
  CREA: "infants' lower limit (9 µmol/L) is about a sixth of adults'",
  ALT: "labs print lower limits from 3 U/L, a sixth of this table's 17",
  TSH: "the first trimester's lower limit (0.1 mIU/L) is near a third of adults'",
};

const dictionary = buildDictionary([builtinLayer()]);

Deno.test("every reference_limits span holds a second table's adult interval, and a lost decimal falls outside it", () => {
  let checked = 0;
  for (const [code, facts] of dictionary.clinical) {
    const span = facts.referenceLimits;
    if (span === undefined) continue;
    const second = SECOND_SOURCES[code];
    assert.ok(second, `${code}: reference_limits needs a second source here`);
    assert.match(span.source, /\d{4}/, `${code}: the span's source names its tables`);
    const limits = [second.low, second.high].filter((n) => n !== undefined);
    for (const limit of limits) {
      assert.ok(
        limit >= span.low && limit <= span.high,
        `${code}: ${second.printed} (${second.source}) is outside ${span.low}-${span.high} ${span.unit}`,
      );
    }
    const lowest = span.low / RANGE_LIMITS_FACTOR, highest = span.high * RANGE_LIMITS_FACTOR;
    assert.ok(second.high * 10 > highest, `${code}: a tenfold upper limit would pass`);
    if (second.low !== undefined) {
      if (NO_TENFOLD_LOW[code] === undefined) {
        assert.ok(second.low * 10 > highest, `${code}: a tenfold lower limit would pass`);
      }
      if (NO_TENTH[code] === undefined) {
        assert.ok(second.low / 10 < lowest, `${code}: a tenth of the lower limit would pass`);
      }
    }
    checked++;
  }
  assert.ok(checked >= 16, `only ${checked} spans checked`);
});

/** A second table's adult interval of each marker with `possible` values, in the bound's unit. */
const POSSIBLE_SECOND: Readonly<Record<string, SecondSource & { readonly decimals: boolean }>> = {
  RBC: {
    low: 4.0,
    high: 5.7,
    printed: "women 4.0-5.2, men 4.4-5.7 ×10¹²/L",
    source: MCC,
    url: MCC_URL,
    decimals: true,
  },
  // Whole millimetres: a value beyond the column is a digit too many, no lost decimal.
  OB: {
    high: 10,
    printed: "women < 10, men < 6 mm/hour",
    source: MCC,
    url: MCC_URL,
    decimals: false,
  },
};

/** Markers whose `possible` values are checked elsewhere, and where. */
const POSSIBLE_ELSEWHERE: Readonly<Record<string, string>> = {
  MCHC: "an index: its bounds are the relation's (consistency/relations_test.ts)",
};

Deno.test("every possible bound holds a second table's adult interval, and a lost decimal falls beyond it", () => {
  let checked = 0;
  for (const [code, facts] of dictionary.clinical) {
    const possible = facts.possible;
    if (possible === undefined || POSSIBLE_ELSEWHERE[code] !== undefined) continue;
    const second = POSSIBLE_SECOND[code];
    assert.ok(second, `${code}: possible needs a second source here`);
    assert.match(possible.source, /\d{4}/, `${code}: the bound's source names its tables`);
    for (const limit of [second.low, second.high].filter((n) => n !== undefined)) {
      assert.ok(
        limit <= possible.high && limit >= (possible.low ?? 0),
        `${code}: ${second.printed}`,
      );
    }
    if (second.decimals) {
      const lowest = second.low ?? second.high;
      assert.ok(lowest * 10 > possible.high, `${code}: a tenfold adult value would pass`);
    }
    checked++;
  }
  assert.ok(checked >= 2, `only ${checked} bounds checked`);
});
