/**
 * How labs vary the printed name of one marker, as pure string functions on
 * normalised names: the signs of a percent or count spelled one way
 * (`[%]`, `(%)`, `%`), the specimen words a name carries ("w moczu",
 * "w osadzie"), and suffixes that say how a result was measured, not what
 * ("(ELISA)", "3. generacji", "wyliczany", a flag read into the name).
 *
 * @module
 */

/**
 * A normalised name (see `normalizeName`) with its signs spelled one way:
 * `[%]`, `(%)` and `%` as ` %`, `[#]`, `(#)` and `#` as ` #`, and hyphens,
 * dots, commas and underscores as spaces.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(loosen("neutrofile [%]"), "neutrofile %");
 * assert.equal(loosen("neutrofile%"), "neutrofile %");
 * assert.equal(loosen("anty-tpo"), "anty tpo");
 * ```
 */
export function loosen(key: string): string {
  return key
    .replace(/\s*[[(]\s*([%#])\s*[\])]/g, " $1")
    .replace(/\s*([%#])/g, " $1")
    .replace(/[-–_.,/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// Words that name the specimen inside a marker's name, per context. A name
// of a non-blood marker without them is how a row in that section prints it.
// Polish and English, then German, Czech, Slovak, Ukrainian, Hungarian and Lithuanian ("im Urin",
// "v moči", "у сечі", "vizelet …", "a vizeletben", "az üledékben", "šlapime"),
// as the importer's lexicons name these specimens; normalised (no diacritics).
const SPECIMEN_WORDS: readonly { context: string; pattern: RegExp }[] = [
  {
    context: ":sediment",
    pattern:
      /\s+(?:w\s+)?osadzie(?:\s+moczu)?$|\s+in\s+(?:urine\s+)?sediment$|\s+im\s+(?:urin)?sediment$|\s+v\s+sedimente?u?$|\s+[ву]\s+осаді$|\s+(?:az\s+)?uledekben$|\s+nuosedose$/u,
  },
  { context: ":sediment", pattern: /^osad(?:\s+moczu)?[\s:-]+/ },
  {
    context: "",
    pattern:
      /\s+(?:w\s+)?moczu$|\s+(?:in\s+)?urine$|\s*\((?:mocz|urine)\)$|\s+im\s+(?:urin|harn)$|\s+v\s+moc[iu]$|\s+[ву]\s+сечі$|\s+(?:a\s+)?vizeletben$|\s+slapime$/u,
  },
  { context: "", pattern: /^(?:mocz|urine|vizelet)[\s:-]+/ },
  {
    context: "",
    pattern:
      /\s+(?:w\s+)?kale$|\s+(?:in\s+)?stool$|\s*\((?:kal|stool)\)$|\s+im\s+stuhl$|\s+(?:ve?)\s+stolici$|\s+[ву]\s+калі$/u,
  },
];

/**
 * The forms of a normalised name without its specimen words, each with the
 * context it belongs to: `""` (the specimen itself) or `":sediment"`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(specimenFreeNames("glukoza w moczu"), [{ context: "", name: "glukoza" }]);
 * assert.deepEqual(specimenFreeNames("glukose im urin"), [{ context: "", name: "glukose" }]);
 * assert.deepEqual(specimenFreeNames("глюкоза в сечі"), [{ context: "", name: "глюкоза" }]);
 * assert.deepEqual(specimenFreeNames("vizelet feherje"), [{ context: "", name: "feherje" }]);
 * assert.deepEqual(specimenFreeNames("feherversejt az uledekben"), [{ context: ":sediment", name: "feherversejt" }]);
 * ```
 */
export function specimenFreeNames(name: string): { context: string; name: string }[] {
  const found: { context: string; name: string }[] = [];
  for (const { context, pattern } of SPECIMEN_WORDS) {
    const stripped = name.replace(pattern, "").trim();
    if (stripped !== name && stripped !== "") found.push({ context, name: stripped });
  }
  return found;
}

/**
 * Suffixes a lab prints after the analyte's name that say how it was
 * measured, not what: strip them when the full name misses. Each is tried at
 * the end of the normalised name; `stem` (a regular expression: its
 * spellings in each language) is the word whose presence in another
 * marker's name means the suffix names another analyte there.
 */
const METHOD_SUFFIXES: readonly { pattern: RegExp; stem: string }[] = [
  // The lab's flag (and a comparator word) read into the name: "Ferrytyna H", "anty-TPO H powyżej".
  { pattern: /\s+(?:h|l|hh|ll|↑|↓|\*|!)?\s*(?:powyzej|ponizej|ponad)$/, stem: "" },
  { pattern: /\s+(?:h|l|hh|ll|↑|↓|\*|!)$|\s*[↑↓]$/, stem: "" },
  {
    pattern:
      /\s*\((?:elisa|cmia|eclia|clia|ecl|eia|elfa|ria|ifa|lc-ms\/ms|hplc|ifcc|ngsp|dcct|chemiluminescencja|met\.?[^()]*|metoda[^()]*)\)$/,
    stem: "",
  },
  { pattern: /\s+(?:elisa|cmia|eclia|clia|eia|elfa|ifcc|ngsp)$/, stem: "" },
  {
    pattern:
      /\s*,?\s*\(?(?:3\.?|iii|trzeciej|4\.?|iv|czwartej)\s*generacji\)?$|\s*\(?3rd generation\)?$/,
    stem: "generacj",
  },
  {
    pattern:
      /\s*,?\s*\(?(?:wyliczany|wyliczona|wyliczony|obliczany|obliczony|obliczona|wyliczeniowy|kalkulowany|calculated)\)?$/,
    stem: "wylicz",
  },
  {
    pattern: /\s*,?\s*\(?(?:bezposredni|oznaczany bezposrednio|direct)\)?$/,
    stem: "bezposr|direct",
  },
  // "metabolit 25(OH)", "25-OH": never the "1,25(OH)2" of calcitriol, another analyte.
  {
    pattern: /\s*,?\s+(?:metabolit\s+)?\(?(?<![\d,.])25\s*[-(]?\s*oh\s*\)?\s*(?:d3?)?\)?$/,
    stem: "metabolit",
  },
  {
    pattern: /\s+(?:w\s+surowicy|w\s+osoczu|w\s+krwi)$|\s*\((?:surowica|osocze|krew)\)$/,
    stem: "",
  },
  { pattern: /\s*\(?(?:ilosciowo|ilosciowe|ilosciowy)\)?$/, stem: "ilosciow" },
  // The equation of an estimated filtration rate ("eGFR (CKD-EPI 2021)", "eGFR nach MDRD"):
  // how it was estimated, not what; but a plain "GFR" with it is an estimate, never the
  // measured GFR its bare name resolves to. A cystatin C equation is left alone: another estimate.
  {
    pattern:
      /\s*,?\s*\(?(?:(?:wg|wedlug|nach|dle|podla|by|according to)\s+)?(?:ckd-epi|ckd epi|mdrd)(?:\s*\(?(?:19|20)\d\d\)?)?\)?$/,
    stem: "ckd|mdrd",
  },
  // The time of day the sample was taken ("Kortisol (morgens)", "cortisol, morning"): the same analyte.
  {
    pattern: /\s*,?\s*\(?(?:morgens|morning|rano|poranny|poranna|ranni|вранці|ранковий)\)?$/u,
    stem: "",
  },
  { pattern: /\s*(?:[[(]\s*#\s*[\])]|#)$|\s+abs\.?$|\s*\(?liczba bezwzgledna\)?$/, stem: "" },
];

/**
 * The name with method suffixes taken off, one at a time, each form with the
 * stems of the words taken off so far (see {@link METHOD_SUFFIXES}).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(strippedForms("tsh 3. generacji (eclia)").map((f) => f.name), ["tsh 3. generacji", "tsh"]);
 * assert.deepEqual(strippedForms("kortisol (morgens)").map((f) => f.name), ["kortisol"]);
 * assert.deepEqual(strippedForms("egfr (ckd-epi 2021)").map((f) => f.name), ["egfr"]);
 * ```
 */
export function strippedForms(key: string): { name: string; stems: string[] }[] {
  const forms: { name: string; stems: string[] }[] = [];
  let current = { name: key, stems: [] as string[] };
  for (let round = 0; round < 4; round++) {
    let next: typeof current | undefined;
    for (const { pattern, stem } of METHOD_SUFFIXES) {
      const stripped = current.name.replace(pattern, "").trim();
      if (stripped !== current.name && stripped !== "") {
        next = { name: stripped, stems: stem === "" ? current.stems : [...current.stems, stem] };
        break;
      }
    }
    if (!next) break;
    forms.push(next);
    current = next;
  }
  return forms;
}
