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
  ocrLanguage: "eng",
  ocrFirstPass: true,
  // British reports print 04/05/2024 day first, United States ones month first.
  slashDates: "either",
  fileWords: list`
      your, fwd, fw, re, sent, mail, email, attachment,
      excel, fhir, cda, hl7, json, xml, csv, pdf, print, printed, letter, discharge, clinic, hospital, trust, pathology, biochemistry, haematology, hematology, lipid, lipids, thyroid, kidney, liver, iron, vitamin, vitamins, diabetes, annual, routine, follow, wellness, home, kit,
      my, results, result, report, reports, lab, labs, laboratory, test, tests, blood, bloodwork,
      scan, scanned, img, image, photo, pic, dsc, pxl, screenshot, fax, copy, export, download,
      patient, summary, record, records, health, medical, document, doc, file, final, new, old, page,
      cumulative, panel, checkup, check, up, printout, portal, online, gp, nhs, and, of, the,
      details, full, values, history, app
    `,
  headers: {
    number: list`no, no.`,
    name: list`
      test, tests, test name, test description, examination, investigation, analyte, parameter,
      component
    `,
    result: list`result, results, value, your value, current result, current result and flag`,
    unit: list`unit, units, unit of measure, units of measure`,
    range: list`
      reference, reference range, reference interval, reference values, ref, ref., ref range,
      ref. range, ref interval, ref. interval, normal range, normal values, standard range, range
    `,
    flag: list`flag, flags, status, abn, abnormal, abnormal flag`,
    date: list`date, collected, date collected, collection date`,
    previous: list`
      previous result, last result, prior result, previous, previous result and date,
      prior result and date
    `,
    method: list`method, test method`,
    code: list`code, test code, lab code, lab, performing lab`,
    order: list`order no., order no, order number, order`,
    specimen: list`specimen, sample`,
    comment: list`comment, comments, notes`,
  },
  headerStarts: list``,
  csvHeaders: {
    date:
      list`date, collection date, sample date, test date, sample taken, date collected, collected`,
    // A US patient portal's export names each result's analyte its "Component" (of the order).
    name: list`test, test name, name, parameter, analyte, marker, component`,
    code: list`code, marker code`,
    value: list`value, result`,
    unit: list`unit, units`,
    range: list`
      reference range, ref range, reference, range, reference interval, standard range, normal range
    `,
    low: list`min, ref_low, ref low, lower limit, range low, reference low, normal low`,
    high: list`max, ref_high, ref high, upper limit, range high, reference high, normal high`,
    flag: list`flag, flags, h/l, abnormal flag`,
    specimen: list`specimen, specimen type, sample type`,
    section: list`panel, group, section`,
  },
  csvIdentityHeaders: list`
    patient, patient name, first name, last name, birth date, date of birth, dob, address,
    ordering provider, ordering physician, provider, mrn, nhs number, nhs no, nhs no.
  `,
  dateLabels: {
    collected: list`
      collection date, date collected, sample date, date of collection, collected,
      date/time collected, collection time, specimen collected, specimen taken, sample taken,
      sample collected, date taken
    `,
    ordered: list`date of registration, order date, date ordered, ordered, received, date received`,
    reported: list`test date, date of test, report date, date reported, reported`,
    never: list`date of birth, birth date, printed, date printed`,
  },
  units: {
    "Thousand/uL": "10^3/µl",
    "Thousand/µL": "10^3/µl",
    "Million/uL": "10^6/µl",
    "Million/µL": "10^6/µl",
    // A US veterans' Blue Button text prints counts per cubic millimetre as "K/cmm" (thousands).
    "K/cmm": "10^3/µl",
    "M/cmm": "10^6/µl",
    // UK GP systems print milli-units per litre (TSH) in small letters: "mu/L" is mU/L.
    "mu/L": "mU/L",
    // A US report's HbA1c: per cent of the total haemoglobin.
    "% of total Hgb": "%",
    // Canadian reports print a count's power of ten after an "x" and a space.
    "x E9/L": "10^9/L",
    "x E12/L": "10^12/L",
    // Indian labs' counts per cubic millimetre ("cumm"): a cubic millimetre is a microlitre.
    // "Lakhs/cumm" (10^5/µl) is left as printed: no marker's unit is on that scale.
    "/cumm": "/µl",
    "cells/cumm": "/µl",
    "/cu.mm": "/µl",
    "million/cumm": "10^6/µl",
    "Million/cumm": "10^6/µl",
    // Indian labs' sedimentation rate: millimetres in the first hour.
    "mm/1st hr": "mm/h",
    "mm/1st hour": "mm/h",
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
      blood count, complete blood count, full blood count, hematology, haematology, biochemistry,
      clinical chemistry, chemistry, lipids, lipid panel, lipid profile, iron studies,
      coagulation, serology, immunology, immunochemistry, hormones, thyroid function,
      liver function, renal function, kidney function, urea and electrolytes, electrolytes,
      inflammatory markers, tumour markers, tumor markers, cardiac markers, vitamins,
      diabetes, endocrinology
    `,
    stool: list`stool, faeces, feces`,
    other: list``,
  },
  specimenWords: {
    urine: list`urine, urin*`,
    stool: list`stool, feces, faeces, fecal, faecal`,
    blood: list`blood, serum, plasma`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`in`,
  sedimentWords: list`sediment, urine sed, ur sed`,
  proseVerbs: list`showed, revealed, demonstrated, were, was, results`,
  qualitative: {
    negative: list`negative, absent, not detected, non-reactive, nonreactive, normal, nil`,
    positive: list`positive, present, trace, detected, reactive`,
    equivocal: list`borderline, equivocal, indeterminate`,
    amounts: [
      list`rare, occasional`,
      list`few`,
      list`moderate`,
      list`many, numerous`,
      list`masses`,
    ],
    descriptive: list`yellow, pale yellow, straw, amber, clear, slightly cloudy, cloudy, turbid`,
  },
  flagWords: {
    // A GP record's chips: "Above normal", "Below normal".
    high: list`high, above normal`,
    low: list`low, below normal`,
    abnormal: list`abnormal`,
    normal: list`normal, in range, within range, ok`,
  },
  comparators: {
    above: list`above, over, more than, greater than`,
    below: list`below, under, less than`,
    upTo: list`up to, below, under, less than, < or =, <or=`,
    from: list`above, over, from, more than, greater than, > or =, >or=`,
    to: list`to, through, thru`,
  },
  calculatedWords: list`calc*`,
  // The normal band's own name before its bounds, over the other bands ("Desirable: < 200" over
  // "Borderline High: 200 - 239", "Non-diabetic: < 5.7" over "Pre-diabetic: …"), as Indian labs print.
  rangeLabels: list`
    ref, ref., reference, reference range, normal, normal range, rr, range, desirable, optimal,
    non-diabetic, non diabetic, sufficiency, sufficient
  `,
  rangeQualifiers: list`optimal, desirable`,
  // A GP record's card prints "No normal range given" on its reference's line.
  noReference:
    list`not estab., not estab, not established, no normal range given, no range given, no range`,
  bands: {
    female: list`f, female, females, women, woman`,
    male: list`male, males, men, man`,
    child: list`children, child, infants, newborns, adolescents`,
    adult: list`adults, adult`,
    years: list`years, year, yrs, yr, y, y.`,
    months: list`months, month, mo, mos`,
    weeks: list`weeks, week, wk, wks`,
    days: list`days, day, d`,
    phases: {
      follicular: list`follicular, follicular phase`,
      ovulation:
        list`mid-cycle, midcycle, mid-cycle peak, ovulatory phase, ovulation phase, ovulatory`,
      luteal: list`luteal, luteal phase`,
      postmenopause: list`postmenopausal, postmenopause, post-menopausal`,
    },
  },
  notAResult: {
    seeLeads: list`vide, see`,
    seeTargets: list`description, comment, report, attachment`,
    seePhrases: list``,
    seeWhole: list``,
    notDetermined: list`
      not determined, not done, not performed, not tested, test not performed, no sample,
      insufficient sample, sample haemolysed, sample hemolyzed, test not done, tnp, qns,
      quantity not sufficient, insufficient quantity, haemolysed, hemolysed, haemolyzed, hemolyzed,
      specimen haemolysed, specimen hemolyzed
    `,
  },
  patient: {
    sexLabels: list`sex, gender`,
    ageLabels: list`age`,
    birthLabels: list`date of birth, birth date, dob, d.o.b., born`,
    female: list`f, female`,
    male: list`male`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      patient, patient name, date of birth, birth date, address, nhs number, nhs no, nhs no.,
      hosp no, hosp no., hospital number, mrn
    `,
    labelsWithColon: list`
      name, full name, dob, phone, e-mail, email, patient id, requesting physician,
      referring physician, ordering physician, physician, doctor, mobile, tel, tel., usual gp,
      consultant, surname, forename, forenames, first name, last name, given name, control id,
      specimen id, accession number, accession, accession #, accession no, accession no., order id,
      requested by, ordered by, referred by, health number, health card number,
      ordering practitioner, ordering provider, showing results for
    `,
    markersWithColon: list`sex, gender, age`,
    stopLabels: list`
      collection date, date of collection, report date, sex, gender, age, date of birth,
      birth date, address, phone, e-mail, email, physician, doctor, barcode, order number,
      order no, order no., sample number, sample no, sample no., sample id
    `,
    ageUnits: list`years, year, yrs, yr`,
    common: list`female, male`,
    titles: list`dr, dr., mrs, mrs., mr., ms., miss`,
  },
  labs: {
    nameWords: list`diagnostics, hospital, infirmary, nhs trust, foundation trust, pathology`,
    notANameText: list`report`,
    notANameWords: list``,
    addressStarts: list``,
  },
  lines: {
    furniture: list`
      physician, doctor, requested by, ordered by, referred by, order no, order number, barcode,
      sample no, specimen no, laboratory, authorised by, authorized by, validated by,
      approved by, signature, printed on, page 1 of, performed at, performing site, performing lab
    `,
    furnitureWords: list`ltd, ltd., inc., llc`,
    furnitureStarts: list`page, printed:, specimen:, sample type, clia`,
    commentStarts: list``,
    commentLabels: list`note, comment`,
    summaryStarts: list`summary of abnormal, summary of out-of-range`,
    page: list`page`,
    pageOf: list`of`,
    timeLabels: list`time`,
    orderLabels: list`
      order no., order no, order number, specimen, specimen id, requisition, accession no,
      accession number, lab no, lab no., lab number, control id, acct, account, account no
    `,
  },
};
