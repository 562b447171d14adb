/**
 * The Swedish lexicon: the words Swedish lab results ("Provsvar" in 1177
 * Journalen, hospital and primary-care printouts) print, as data. Each list
 * is written with `list`: words or phrases separated by commas or line
 * breaks. `types.ts` says how each list is compared, and docs/import.md
 * ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Swedish words. */
export const sv: Lexicon = {
  language: "sv",
  ocrLanguage: "swe",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`provsvar, journalen, utskrift, labbsvar, prover, blodprov`,
  headers: {
    number: list`nr`,
    name: list`analys, undersökning, analysnamn`,
    result: list`resultat, värde, provsvar`,
    unit: list`enhet`,
    range: list`referensintervall, referensområde, ref.intervall, referensvärde`,
    flag: list`avvikande, avvikande resultat, avvikelse, flagga`,
    date: list`provtagningsdatum, provtagningstidpunkt, datum`,
    previous: list`föregående, föregående resultat`,
    method: list`metod`,
    code: list`analyskod, kod`,
    order: list`remissnummer, remiss`,
    specimen: list`provmaterial, material`,
    comment: list`kommentar, anmärkning`,
  },
  headerStarts: list`analys, resultat, enhet, referensintervall`,
  csvHeaders: {
    date: list`datum, provtagningsdatum, provtagningstidpunkt`,
    name: list`analys, analysnamn`,
    code: list`analyskod`,
    value: list`resultat, varde`,
    unit: list`enhet`,
    range: list`referensintervall`,
    low: list`undre grans`,
    high: list`ovre grans`,
    flag: list`avvikande`,
    specimen: list`provmaterial`,
    section: list`grupp`,
  },
  csvIdentityHeaders: list`namn, personnummer, adress, fodelsedatum`,
  dateLabels: {
    collected: list`
      provtagningstidpunkt, provtagningsdatum, provtagningstid, provtagning, provtaget,
      prov taget
    `,
    ordered: list`ankomsttid, ankomstdatum, ankomst, mottaget, remissdatum`,
    reported: list`svarsdatum, svarstidpunkt, besvarad, signerad, vidimerad`,
    never: list`födelsedatum, född, utskriven, utskriftsdatum`,
  },
  units: { "mIE/L": "mIU/L" },
  months: [
    list`januari, jan`,
    list`februari, feb`,
    list`mars, mar`,
    list`april, apr`,
    list`maj`,
    list`juni, jun`,
    list`juli, jul`,
    list`augusti, aug`,
    list`september, sep`,
    list`oktober, okt`,
    list`november, nov`,
    list`december, dec`,
  ],
  sections: {
    urine: list`urin, urinsticka, urinanalys`,
    blood: list`hematologi, klinisk kemi, kemi, blodfetter, lipider, tyreoidea, koagulation`,
    stool: list`feces`,
    other: list``,
  },
  specimenWords: { urine: list`urin*`, stool: list`feces`, blood: list`blod*, serum, plasma` },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list``,
  sedimentWords: list`sediment`,
  proseVerbs: list`visade`,
  qualitative: {
    negative: list`negativ, neg, ej påvisad, ej påvisbar`,
    positive: list`positiv, pos, påvisad, påvisbar`,
    equivocal: list`gränsvärde, osäker`,
    amounts: [list`enstaka`, list`fåtal`, list`måttligt`, list`rikligt`, list`mycket rikligt`],
    descriptive: list`ljusgul, mörkgul, klar, grumlig`,
  },
  flagWords: {
    high: list`högt, hög, förhöjt`,
    low: list`lågt, låg, sänkt`,
    abnormal: list`avvikande`,
    normal: list`nej, normalt, inom referensintervall`,
  },
  comparators: {
    above: list`över, mer än, större än`,
    below: list`under, mindre än`,
    upTo: list`under, mindre än`,
    from: list`från, över`,
    to: list`till`,
  },
  calculatedWords: list`beräknad, beräknat`,
  rangeLabels: list`ref., referensintervall`,
  rangeQualifiers: list`önskvärt, målvärde`,
  noReference: list`referensintervall saknas`,
  bands: {
    female: list`kvinnor, kvinna`,
    male: list`män, man`,
    child: list`barn`,
    adult: list`vuxna`,
    years: list`år`,
    months: list`månader, mån`,
    weeks: list`veckor, vecka`,
    days: list`dagar, dygn`,
    phases: {
      follicular: list`follikelfas`,
      ovulation: list`ovulationsfas`,
      luteal: list`lutealfas`,
      postmenopause: list`postmenopaus`,
    },
  },
  notAResult: {
    seeLeads: list`se`,
    seeTargets: list`kommentar, utlåtande`,
    seePhrases: list`se kommentar, se utlåtande`,
    seeWhole: list`se utlåtande`,
    notDetermined: list`
      provet är under analys, under analys, ej utförd, ej analyserad, makulerad, hemolys
    `,
  },
  patient: {
    sexLabels: list`kön`,
    ageLabels: list`ålder`,
    birthLabels: list`födelsedatum, född`,
    female: list`kvinna`,
    male: list`man`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`personnummer, pnr, inloggad som, adress, patient`,
    labelsWithColon: list`namn, telefon, beställare, remittent, läkare`,
    markersWithColon: list`kön, ålder`,
    stopLabels: list`provtagningstidpunkt, personnummer, adress, beställare, vårdenhet, kön, ålder`,
    ageUnits: list`år`,
    common: list`lgh, kvinna, man`,
    titles: list``,
  },
  labs: {
    nameWords: list`vårdcentral, sjukhus, laboratoriemedicin, klinisk kemi, närhälsan`,
    notANameText: list`resultat, beställare, vårdenhet`,
    notANameWords: list`leg., dr., tel.`,
    addressStarts: list`gatan, vägen`,
  },
  lines: {
    furniture: list`beställare, inloggad som, vårdenhet, leg. läkare`,
    furnitureWords: list`org.nr`,
    furnitureStarts: list`sida`,
    commentStarts: list`kommentar, anmärkning`,
    commentLabels: list`utlåtande, tolkning`,
    summaryStarts: list`avvikande provsvar`,
    page: list`sida`,
    pageOf: list`av`,
    timeLabels: list`kl., klockan`,
    orderLabels: list`remissnummer, remiss nr`,
  },
};
