/**
 * The Hungarian lexicon: the words Hungarian lab reports ("laboratóriumi
 * lelet") print, as data. Each list is written with `list`: words or phrases
 * separated by commas or line breaks. `types.ts` says how each list is
 * compared, and docs/import.md ("Adding a language") how to add one.
 * Hungarian reports print the year first with dots (`2025.07.22.`), which
 * the date reader knows.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Hungarian words. */
export const hu: Lexicon = {
  language: "hu",
  ocrLanguage: "hun",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      lelet, leletek, laborlelet, labor, eredmény, eredmények, vér, vérkép, vizelet, saját,
      szkennelt, másolat, fénykép, oldal, kórház, rendelő
    `,
  headers: {
    number: list`sorszám`,
    name: list`vizsgálat, vizsgálat neve, paraméter, megnevezés`,
    result: list`eredmény, érték, mért érték`,
    unit: list`mértékegység, egység, me.`,
    range: list`
      referencia-tartomány, referenciatartomány, referencia tartomány, referencia, normál érték,
      normálérték, ref. tart.
    `,
    flag: list`jelzés, minősítés`,
    date: list`dátum, mintavétel dátuma`,
    previous: list`előző eredmény, előző érték`,
    method: list`módszer`,
    code: list`kód`,
    order: list`laborszám, kérőlap száma`,
    specimen: list`minta, mintatípus, anyag`,
    comment: list`megjegyzés, megjegyzések`,
  },
  headerStarts: list`vizsgálat, eredmény, mértékegység, referencia-tartomány`,
  csvHeaders: {
    date: list`dátum, mintavétel dátuma`,
    name: list`vizsgálat, paraméter, megnevezés`,
    code: list`kód`,
    value: list`eredmény, érték`,
    unit: list`mértékegység, egység`,
    range: list`referencia-tartomány, referencia, normálérték`,
    low: list`alsó határ`,
    high: list`felső határ`,
    flag: list`jelzés`,
    specimen: list`minta, mintatípus`,
    section: list`csoport`,
  },
  csvIdentityHeaders: list`név, beteg neve, születési idő, születési dátum, taj szám, lakcím, cím`,
  dateLabels: {
    collected: list`
      mintavétel, mintavétel ideje, mintavétel dátuma, mintavételi idő, mintavétel időpontja,
      levétel, levétel ideje, vérvétel, vérvétel ideje
    `,
    ordered: list`beérkezés, beérkezés ideje, minta beérkezése, érkeztetés, kérés dátuma`,
    reported: list`leletezés, leletezés ideje, lelet dátuma, validálás, vizsgálat dátuma`,
    never: list`
      születési idő, születési dátum, nyomtatva, nyomtatás, nyomtatás ideje, kinyomtatva
    `,
  },
  units: {},
  months: [
    list`január, jan.`,
    list`február, febr.`,
    list`március, márc.`,
    list`április, ápr.`,
    list`május, máj.`,
    list`június, jún.`,
    list`július, júl.`,
    list`augusztus, aug.`,
    list`szeptember, szept.`,
    list`október, okt.`,
    list`november, nov.`,
    list`december, dec.`,
  ],
  sections: {
    urine: list`vizelet, vizeletvizsgálat, vizeletüledék`,
    blood: list`
      hematológia, vérkép, kis vérkép, teljes vérkép, klinikai kémia, kémia, szérum,
      vérzésalvadás, véralvadás, koaguláció, hormonok, pajzsmirigy, lipidek, lipidprofil,
      immunológia, szerológia, gyulladásos markerek, elektrolitok, tumormarkerek
    `,
    stool: list`széklet, székletvizsgálat`,
    other: list``,
  },
  specimenWords: {
    urine: list`vizelet*`,
    stool: list`széklet*`,
    blood: list`vér*, szérum*, plazma*`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list``,
  sedimentWords: list`üledék, üledékben, üledékes`,
  proseVerbs: list`igazolt, igazolódott, mutatott`,
  qualitative: {
    negative: list`negatív, neg., nem mutatható ki, nem kimutatható, nem reaktív, nincs`,
    positive: list`pozitív, poz., kimutatható, reaktív`,
    equivocal: list`kétes, határérték, bizonytalan`,
    amounts: [
      list`elvétve, egy-egy`,
      list`kevés`,
      list`mérsékelt, közepes mennyiségű`,
      list`sok, számos`,
      list`nagyon sok, tömeges`,
    ],
    descriptive: list`
      sárga, szalmasárga, világossárga, sötétsárga, borostyánsárga, színtelen, tiszta,
      enyhén zavaros, zavaros, opálos, vöröses, barna
    `,
  },
  flagWords: {
    high: list`magas, emelkedett`,
    low: list`alacsony, csökkent`,
    abnormal: list`kóros, eltérő`,
    normal: list`normál, normális`,
  },
  comparators: {
    above: list`több mint, nagyobb mint, felett`,
    below: list`kevesebb mint, kisebb mint, alatt`,
    upTo: list`max., legfeljebb`,
    from: list`min., legalább`,
    to: list`és`,
  },
  calculatedWords: list`számított, számolt`,
  rangeLabels: list`ref., referencia, normálérték`,
  rangeQualifiers: list`optimális, kívánatos`,
  noReference: list``,
  bands: {
    female: list`nő, nők, női`,
    male: list`férfi, férfiak`,
    child: list`gyermek, gyermekek, csecsemő, újszülött`,
    adult: list`felnőtt, felnőttek`,
    years: list`év, éves, évesen`,
    months: list`hónap, hónapos, hó`,
    weeks: list`hét, hetes`,
    days: list`nap, napos`,
    phases: {
      follicular: list`follikuláris fázis, tüszőérési szakasz`,
      ovulation: list`ovulációs fázis, ovuláció`,
      luteal: list`luteális fázis, sárgatest fázis`,
      postmenopause: list`posztmenopauza, menopauza után`,
    },
  },
  notAResult: {
    seeLeads: list`ld., lásd`,
    seeTargets: list`megjegyzés, megjegyzést, leírás, leírást, melléklet, mellékletet`,
    seePhrases: list`lásd megjegyzés, ld. megjegyzés`,
    seeWhole: list`leírás`,
    notDetermined: list`
      nem végezhető, nem vizsgálható, nem értékelhető, nem mérhető, kevés minta, hemolizált,
      hemolízis, nem történt
    `,
  },
  patient: {
    sexLabels: list`nem`,
    ageLabels: list`életkor, kor`,
    birthLabels: list`születési dátum, születési idő, szül. dátum, szül. idő, szül., született`,
    female: list`nő, női`,
    male: list`férfi`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`páciens, születési idő, születési dátum, taj szám, taj, lakcím`,
    labelsWithColon: list`
      név, beteg, beteg neve, anyja neve, telefon, tel., beküldő orvos, kezelőorvos, orvos, háziorvos,
      beküldő, cím, e-mail
    `,
    markersWithColon: list`nem, életkor`,
    stopLabels: list`
      mintavétel, beérkezés, leletezés, nyomtatva, születési idő, taj szám, lakcím, telefon,
      nem, életkor, beküldő orvos, minta, laborszám
    `,
    ageUnits: list`év, éves`,
    common: list`u., utca, út, tér, nő, férfi`,
    titles: list``,
  },
  labs: {
    nameWords: list`labor, labordiagnosztika, laboratórium, kórház, klinika, rendelőintézet, kft.`,
    notANameText: list`
      beteg, születési, lakcím, beküldő, orvos, mintavétel, beérkezés, leletezés, oldal,
      hitelesítette
    `,
    notANameWords: list`dr., prof., tel., fax`,
    addressStarts: list`u., utca, út, tér, krt.`,
  },
  lines: {
    furniture: list`
      leletet hitelesítette, hitelesítette, akkreditált, működési engedély, laborszám,
      pecsétszám
    `,
    furnitureWords: list`kft., zrt., bt., adószám`,
    furnitureStarts: list`minta:, oldal`,
    commentStarts: list`megjegyzés, megjegyzések`,
    commentLabels: list`vélemény, értelmezés, magyarázat`,
    summaryStarts: list`kóros eredmények`,
    page: list`oldal`,
    pageOf: list``,
    timeLabels: list`időpont, óra`,
    orderLabels: list`laborszám, kérőlap száma, mintaazonosító`,
  },
};
