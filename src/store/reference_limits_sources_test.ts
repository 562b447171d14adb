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
};

/** Spans a tenth of the adult lower limit stays inside, and why (children's limits are that low). */
const NO_TENTH: Readonly<Record<string, string>> = {
  CREA: "infants' lower limit (9 µmol/L) is about a sixth of adults'",
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
      assert.ok(second.low * 10 > highest, `${code}: a tenfold lower limit would pass`);
      if (NO_TENTH[code] === undefined) {
        assert.ok(second.low / 10 < lowest, `${code}: a tenth of the lower limit would pass`);
      }
    }
    checked++;
  }
  assert.ok(checked >= 10, `only ${checked} spans checked`);
});
