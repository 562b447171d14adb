/**
 * Checks every within-person biological variation figure of `clinical.yaml`
 * against a second, independent study: the two must agree within a factor
 * of 2.5. Published estimates for one marker differ up to about twofold
 * between studies (different subjects, intervals and methods), while a
 * misplaced decimal, a figure copied to the wrong marker or a between-person
 * figure taken for a within-person one is off by far more. Each second
 * figure is quoted from the study's abstract as found at the address given.
 * "Independent" means other data: the liver enzymes' review and the HbA1c
 * study share an author with the cited EuBIVAS papers, but report other
 * subjects (the review, studies published before EuBIVAS).
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { builtinLayer } from "./builtin.ts";

/** A second study's within-person CV (%), or its range when it gives one (by sex, say). */
interface SecondSource {
  readonly low: number;
  readonly high: number;
  readonly source: string;
  readonly url: string;
}

const one = (cv: number, source: string, url: string): SecondSource => ({
  low: cv,
  high: cv,
  source,
  url,
});

const CARLSEN_2011 =
  "Carlsen S et al. 2011, Clin Chem Lab Med 49:1501 (15 healthy, 10 weekly samples)";
const LIPIDS_1990 =
  "PubMed 2247768 (11 healthy subjects, four weekly samples; monthly variability)";
const MAES_1997 =
  "Maes M et al. 1997, Scand J Clin Lab Invest 57:31 (26 healthy, monthly for a year)";
const THYROID_2010 = "Eur J Endocrinol 2010;162:323 (21 healthy volunteers, four baseline samples)";
const HAEMATOLOGY_1992 = "Arch Pathol Lab Med 1992;116:825 (39 healthy volunteers over one year)";
const ENZYMES_URL = "https://discovery.researcher.life/article/" +
  "a-systematic-review-of-data-on-biological-variation-for-alanine-aminotransferase-aspartate-" +
  "aminotransferase-and--glutamyl-transferase/9283afbb6e9c3a59a73d3d579baad40e";
const ENZYMES_2013 =
  "Carobene A et al. 2013, Clin Chem Lab Med 51(10), systematic review: median of published CVI";

/** The second study of each marker with a variation figure. */
const SECOND_SOURCES: Readonly<Record<string, SecondSource>> = {
  GLU: one(5, CARLSEN_2011, "http://www.pubmed.gov/21631391/"),
  HBA1C: one(1.2, CARLSEN_2011, "http://www.pubmed.gov/21631391/"),
  CHOL: one(4.2, LIPIDS_1990, "http://linkedlifedata.com/resource/pubmed-article/2247768"),
  HDL: one(4.1, LIPIDS_1990, "http://linkedlifedata.com/resource/pubmed-article/2247768"),
  LDL: one(5.2, LIPIDS_1990, "http://linkedlifedata.com/resource/pubmed-article/2247768"),
  TG: one(20.7, LIPIDS_1990, "http://linkedlifedata.com/resource/pubmed-article/2247768"),
  CREA: one(
    5.2,
    "Meta-analysis of 37 studies, Front Med 2022;9:1009358",
    "https://frontiersin.org/articles/10.3389/fmed.2022.1009358/full",
  ),
  CRP: one(
    42.2,
    "Clin Chem 1997;43:52-58 (healthy blood donors, ELISA)",
    "https://scilit.com/publications/0de7c909c504f497db5942c2cf46e626",
  ),
  HSCRP: one(
    42.2,
    "Clin Chem 1997;43:52-58 (healthy blood donors, ELISA)",
    "https://scilit.com/publications/0de7c909c504f497db5942c2cf46e626",
  ),
  LDL_DIRECT: one(
    6.8,
    "Schectman G et al. 1996, Clin Chem 42:732 (direct LDL, 35 subjects, four weekly samples)",
    "https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/16447215",
  ),
  // Pilon 1981 studied ferritin and measured serum iron in the same 13 subjects (28.5 %):
  // a second source for iron, not its primary study (Statland & Winkel 1977, on serum iron).
  FE: one(
    28.5,
    "Pilon VA et al. 1981, Clin Chem 27:78 (13 healthy, five weeks: serum iron beside ferritin)",
    "https://www.mendeley.com/catalogue/e85cfe93-4020-3bbc-8e56-4b21b2680d58/",
  ),
  FERR: one(26.5, MAES_1997, "https://informahealthcare.com/doi/abs/10.3109/00365519709057816"),
  FT4: one(9.9, THYROID_2010, "https://eje.bioscientifica.com/view/journals/eje/162/2/323.xml"),
  TSH: one(21.6, THYROID_2010, "https://eje.bioscientifica.com/view/journals/eje/162/2/323.xml"),
  HGB: one(2.8, HAEMATOLOGY_1992, "https://pubmed.ncbi.nlm.nih.gov/1497462/"),
  PLT: {
    low: 6.7,
    high: 8.6,
    source: `${HAEMATOLOGY_1992}; men and women`,
    url: "https://pubmed.ncbi.nlm.nih.gov/1497462/",
  },
  WBC: {
    low: 10.8,
    high: 15.7,
    source: `${HAEMATOLOGY_1992}; men and women`,
    url: "https://pubmed.ncbi.nlm.nih.gov/1497462/",
  },
  ALT: one(
    18.0,
    ENZYMES_2013,
    ENZYMES_URL,
  ),
  AST: one(
    11.9,
    ENZYMES_2013,
    ENZYMES_URL,
  ),
  GGT: one(
    13.8,
    ENZYMES_2013,
    ENZYMES_URL,
  ),
  NA: one(
    1.0,
    "NHANES 1999-2002 biological variation of 34 analytes (NCHS): lowest CVw, serum sodium",
    "https://paperexplained.cn/articles/paper/detail/d2ae65a7fea465e162cda155c4af66df132a7b99",
  ),
  B12: one(
    8.6,
    "Ozkanay H et al. 2023, Scand J Clin Lab Invest, pp. 509-518 (22 healthy, 5 weekly samples)",
    "https://m.booksci.cn/literature/92156334.htm",
  ),
  K: {
    low: 5,
    high: 7,
    source: "Cotlove E, Harris EK, Williams GZ 1970, Clin Chem (68 healthy, weekly for months)",
    url:
      "https://scribd.com/document/681924351/003-CC-1970-COTLOVE-BIOL-ANALYT-COMPONENTS-OF-VAR-3-PHYSIOL-AND-MEDICAL",
  },
};

/** How far apart two studies of one marker may be. */
const AGREEMENT = 2.5;

/** Whether `cv` agrees with the second study within {@link AGREEMENT}. */
function agrees(cv: number, second: SecondSource): boolean {
  return cv >= second.low / AGREEMENT && cv <= second.high * AGREEMENT;
}

const dictionary = buildDictionary([builtinLayer()]);
const figures = [...dictionary.clinical]
  .flatMap(([code, facts]) => facts.variation ? [[code, facts.variation] as const] : []);

Deno.test("every variation figure agrees with a second study within a factor of 2.5", () => {
  assert.ok(figures.length >= 20, `${figures.length} figures`);
  for (const [code, variation] of figures) {
    const second = SECOND_SOURCES[code];
    assert.ok(second, `${code} (${variation.cv_i} %) needs a second study in this test`);
    assert.ok(
      agrees(variation.cv_i, second),
      `${code}: ${variation.cv_i} % against ${second.low}-${second.high} % in ${second.source}`,
    );
    assert.notEqual(second.source, variation.source, `${code}: the second study is another one`);
  }
});

Deno.test("the second-study check would catch a misplaced decimal or a figure of another marker", () => {
  assert.equal(agrees(47, SECOND_SOURCES.GLU!), false, "glucose 47 % instead of 4.7 %");
  assert.equal(agrees(0.28, SECOND_SOURCES.HGB!), false, "haemoglobin 0.28 %");
  assert.equal(agrees(28.5, SECOND_SOURCES.HGB!), false, "the iron figure under haemoglobin");
  assert.equal(agrees(19.8, SECOND_SOURCES.NA!), false, "the triglyceride figure under sodium");
});

Deno.test("no second study is kept for a marker without a figure", () => {
  const withFigure = new Set(figures.map(([code]) => code));
  for (const code of Object.keys(SECOND_SOURCES)) {
    assert.ok(withFigure.has(code), `${code} has a variation figure in clinical.yaml`);
  }
});

Deno.test("every variation figure cites its study by author, year, journal and volume", () => {
  // "Carobene A et al. 2017 (EuBIVAS, creatinine)" named no journal, and could not be checked.
  const cited = /\p{Lu}[\p{L}-]+ [A-Z]{1,3}\b.* (19|20)\d{2}, \p{Lu}[\p{L} .]+ \d+/u;
  for (const [code, variation] of figures) {
    assert.match(variation.source, cited, `${code}: "${variation.source}"`);
  }
  const creatinine = dictionary.clinical.get("CREA")?.variation?.source;
  assert.match(creatinine!, /^Carobene A et al\. 2017, Clin Chem 63:1527 /);
});

Deno.test("iron's figure comes from a study of serum iron, not from the ferritin study", () => {
  const iron = dictionary.clinical.get("FE")!.variation!;
  assert.match(iron.source, /Statland BE, Winkel P 1977, Am J Clin Pathol 67:84/);
  assert.equal(iron.cv_i, 29.3, "29.3 % in the study's abstract");
  assert.doesNotMatch(iron.source, /Pilon/);
  // Three studies of serum iron agree closely: Statland 1977, Pilon 1981, Maes 1997 (29.2 %).
  for (const other of [28.5, 29.2]) assert.ok(Math.abs(iron.cv_i - other) < 1.5);
});

/**
 * HbA1c's scales: % = 0.0915 × mmol/mol + 2.15 (IFCC–NGSP master equation).
 * One spread in mmol/mol is a CV %/(% − 2.15) times the CV in % at that level.
 */
const ifccToNgspCv = (cvIfcc: number, percent: number) => cvIfcc * (percent - 2.15) / percent;

Deno.test("HbA1c's figure is applied on the % scale, where it cannot understate the variation", () => {
  const hba1c = dictionary.clinical.get("HBA1C")!.variation!;
  assert.equal(hba1c.unit, "%");
  // Whichever scale the pooled 1.2 % came from, on % it is at least the true CV:
  // a CV from mmol/mol is larger than the same spread's CV in %, at every level from 4 % to 14 %.
  for (let percent = 4; percent <= 14; percent += 0.5) {
    assert.ok(ifccToNgspCv(hba1c.cv_i, percent) < hba1c.cv_i, `at ${percent} %`);
  }
  // Applied on mmol/mol, a figure from % would understate: at 5.5 % the same spread is 1.6 times it.
  assert.ok(hba1c.cv_i / ifccToNgspCv(hba1c.cv_i, 5.5) > 1.6);
  // A study with an IFCC-traceable assay (Braga F et al. 2011, Clin Chim Acta 412:1412: 2.5 %,
  // 18 healthy, mean about 5.4 %) agrees within the factor of 2.5 on either scale.
  const braga = 2.5;
  for (const cv of [braga, ifccToNgspCv(braga, 5.4)]) {
    assert.ok(agrees(hba1c.cv_i, one(cv, "Braga 2011", "http://air.unimi.it/handle/2434/168978")));
  }
});
