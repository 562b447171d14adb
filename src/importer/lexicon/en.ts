/**
 * The English lexicon: the words English lab reports and exports print, as
 * data. Each list is written with `list`: words or phrases
 * separated by commas or line breaks. `types.ts` says how each list is
 * compared, and docs/import.md ("The lexicon") how to add a language or a
 * lab's words.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** English words. */
export const en: Lexicon = {
  language: "en",
  headers: {
    number: list`no, no.`,
    name: list`test, examination`,
    result: list`result`,
    unit: list`unit, units`,
    range: list`
      reference, reference range, reference interval, ref, ref., ref range, ref. range
    `,
    flag: list`flag, status`,
    date: list`date`,
    previous: list``,
    method: list`method`,
    code: list``,
    specimen: list``,
    comment: list``,
  },
  headerStarts: list``,
  csvHeaders: {
    date: list`date, collection date, sample date, test date`,
    name: list`test, test name, name, parameter, analyte, marker`,
    code: list`code, marker code`,
    value: list`value, result`,
    unit: list`unit, units`,
    range: list`reference range, ref range, reference, range, reference interval`,
    low: list`min, ref_low, ref low, lower limit`,
    high: list`max, ref_high, ref high, upper limit`,
    flag: list`flag, flags, h/l, abnormal flag`,
    specimen: list`specimen, specimen type, sample type`,
    section: list`panel, group, section`,
  },
  csvIdentityHeaders: list`
    patient, patient name, first name, last name, birth date, date of birth, dob, address
  `,
  dateLabels: {
    collected: list`
      collection date, date collected, sample date, date of collection, collected,
      date/time collected, collection time, specimen collected
    `,
    ordered: list`date of registration, order date, date ordered, ordered`,
    reported: list`test date, date of test, report date, date reported, reported`,
    never: list`date of birth, birth date`,
  },
  months: [
    list`january, jan`,
    list`february, feb`,
    list`march, mar`,
    list`april, apr`,
    list`may`,
    list`june, jun`,
    list`july, jul`,
    list`august, aug`,
    list`september, sep, sept`,
    list`october, oct`,
    list`november, nov`,
    list`december, dec`,
  ],
  sections: {
    urine: list`urinalysis, urine`,
    blood: list`
      blood count, hematology, biochemistry, lipids, coagulation, serology, immunology,
      hormones
    `,
    stool: list``,
    other: list``,
  },
  specimenWords: {
    urine: list`urine, urin*`,
    stool: list`stool, feces, faeces, fecal, faecal`,
    blood: list`blood, serum, plasma`,
  },
  qualitative: {
    negative: list`negative, absent, not detected, non-reactive, nonreactive, normal`,
    positive: list`positive, present, trace, detected, reactive`,
    equivocal: list`borderline, equivocal, indeterminate`,
    amounts: [
      list`rare, occasional`,
      list`few`,
      list`moderate`,
      list`many, numerous`,
      list`masses`,
    ],
    descriptive: list`yellow, straw, amber, clear, slightly cloudy, cloudy, turbid`,
  },
  flagWords: {
    high: list`high`,
    low: list`low`,
    abnormal: list`abnormal`,
  },
  comparators: {
    above: list`above, over, more than`,
    below: list`below, under, less than`,
    upTo: list`up to, below, under`,
    from: list`above, over, from, more than`,
  },
  bands: {
    female: list`f, female, females, women, woman`,
    male: list`male, males, men, man`,
    child: list`children, child, infants, newborns, adolescents`,
    adult: list`adults, adult`,
    years: list`years, year, yrs, yr, y, y.`,
    months: list`months, month, mo, mos`,
    weeks: list`weeks, week, wk, wks`,
    days: list`days, day, d`,
  },
  notAResult: {
    seeLeads: list`vide, see`,
    seeTargets: list`description, comment, report, attachment`,
    seePhrases: list``,
    seeWhole: list``,
    notDetermined: list`
      not determined, not done, not performed, not tested, test not performed, no sample,
      insufficient sample, sample haemolysed, sample hemolyzed
    `,
  },
  identity: {
    labels: list`patient, patient name, date of birth, birth date, address`,
    labelsWithColon: list`name, full name, dob, phone, e-mail, email, patient id`,
    markersWithColon: list`sex, gender, age`,
    stopLabels: list`
      collection date, date of collection, report date, sex, gender, age, date of birth,
      birth date, address, phone, e-mail, email, physician, doctor, barcode, order number,
      order no, order no., sample number, sample no, sample no., sample id
    `,
    ageUnits: list`years, year, yrs, yr`,
    common: list`female, male`,
  },
  labs: {
    nameWords: list`diagnostics`,
    notANameText: list``,
    notANameWords: list``,
  },
  lines: {
    furniture: list``,
    furnitureStarts: list``,
    commentStarts: list``,
    commentLabels: list`note, comment`,
    summaryStarts: list`summary of abnormal, summary of out-of-range`,
  },
};
