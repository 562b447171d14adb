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
import { buildDictionary } from "../domain/dictionary.ts";
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
  FE: one(29.2, MAES_1997, "https://informahealthcare.com/doi/abs/10.3109/00365519709057816"),
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
