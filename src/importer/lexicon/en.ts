/**
 * The English lexicon: the words English lab reports and exports print, as
 * data. See `types.ts` for how each list is compared, and docs/import.md
 * ("The lexicon") for how to add a lab's words.
 *
 * @module
 */

import type { Lexicon } from "./types.ts";

/** English words. */
export const en: Lexicon = {
  language: "en",

  headers: {
    number: ["no", "no."],
    name: ["test", "examination"],
    result: ["result"],
    unit: ["unit", "units"],
    range: [
      "reference",
      "reference range",
      "reference interval",
      "ref",
      "ref.",
      "ref range",
      "ref. range",
    ],
    flag: ["flag", "status"],
    date: ["date"],
    previous: [],
    method: ["method"],
    code: [],
    specimen: [],
    comment: [],
  },
  headerStarts: [],
  csvHeaders: {
    date: ["date", "collection date", "sample date", "test date"],
    name: ["test", "test name", "name", "parameter", "analyte", "marker"],
    code: ["code", "marker code"],
    value: ["value", "result"],
    unit: ["unit", "units"],
    range: ["reference range", "ref range", "reference", "range", "reference interval"],
    low: ["min", "ref_low", "ref low", "lower limit"],
    high: ["max", "ref_high", "ref high", "upper limit"],
    flag: ["flag", "flags", "h/l", "abnormal flag"],
    specimen: ["specimen", "specimen type", "sample type"],
    section: ["panel", "group", "section"],
  },
  csvIdentityHeaders: [
    "patient",
    "patient name",
    "first name",
    "last name",
    "birth date",
    "date of birth",
    "dob",
    "address",
  ],

  dateLabels: {
    collected: ["collection date", "date collected", "sample date", "date of collection"],
    ordered: ["date of registration"],
    reported: ["test date", "date of test"],
    never: ["date of birth", "birth date"],
  },
  months: [
    ["january", "jan"],
    ["february", "feb"],
    ["march", "mar"],
    ["april", "apr"],
    ["may"],
    ["june", "jun"],
    ["july", "jul"],
    ["august", "aug"],
    ["september", "sep", "sept"],
    ["october", "oct"],
    ["november", "nov"],
    ["december", "dec"],
  ],

  sections: {
    urine: ["urinalysis", "urine"],
    blood: [
      "blood count",
      "hematology",
      "biochemistry",
      "lipids",
      "coagulation",
      "serology",
      "immunology",
      "hormones",
    ],
    stool: [],
    other: [],
  },
  specimenWords: {
    urine: ["urine", "urin*"],
    stool: ["stool", "feces", "faeces", "fecal", "faecal"],
    blood: ["blood", "serum", "plasma"],
  },

  qualitative: {
    negative: ["negative", "absent", "not detected", "non-reactive", "nonreactive", "normal"],
    positive: ["positive", "present", "trace", "detected", "reactive"],
    equivocal: ["borderline", "equivocal", "indeterminate"],
    amounts: [
      ["rare", "occasional"],
      ["few"],
      ["moderate"],
      ["many", "numerous"],
      ["masses"],
    ],
    descriptive: ["yellow", "straw", "amber", "clear", "slightly cloudy", "cloudy", "turbid"],
  },

  flagWords: {
    high: ["high"],
    low: ["low"],
    abnormal: ["abnormal"],
  },

  comparators: {
    above: ["above", "over", "more than"],
    below: ["below", "under", "less than"],
    upTo: ["up to", "below", "under"],
    from: ["above", "over", "from", "more than"],
  },

  notAResult: {
    seeLeads: ["vide", "see"],
    seeTargets: ["description", "comment", "report", "attachment"],
    seePhrases: [],
    seeWhole: [],
    notDetermined: [
      "not determined",
      "not done",
      "not performed",
      "not tested",
      "test not performed",
      "no sample",
      "insufficient sample",
      "sample haemolysed",
      "sample hemolyzed",
    ],
  },

  identity: {
    labels: ["patient", "patient name", "date of birth", "birth date", "address"],
    labelsWithColon: ["name", "full name", "dob", "phone", "e-mail", "email", "patient id"],
    markersWithColon: ["sex", "gender", "age"],
    stopLabels: [
      "collection date",
      "date of collection",
      "report date",
      "sex",
      "gender",
      "age",
      "date of birth",
      "birth date",
      "address",
      "phone",
      "e-mail",
      "email",
      "physician",
      "doctor",
      "barcode",
      "order number",
      "order no",
      "order no.",
      "sample number",
      "sample no",
      "sample no.",
      "sample id",
    ],
    ageUnits: ["years", "year", "yrs", "yr"],
    common: ["female", "male"],
  },

  labs: {
    nameWords: ["diagnostics"],
    notANameText: [],
    notANameWords: [],
  },

  lines: {
    furniture: [],
    furnitureStarts: [],
    commentStarts: [],
    commentLabels: ["note", "comment"],
    summaryStarts: ["summary of abnormal", "summary of out-of-range"],
  },
};
