/**
 * The Danish lexicon: the words Danish lab results ("Laboratoriesvar" on
 * sundhed.dk, hospital and GP printouts with NPU names) print, as data. Each
 * list is written with `list`: words or phrases separated by commas or line
 * breaks. `types.ts` says how each list is compared, and docs/import.md
 * ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Danish words. */
export const da: Lexicon = {
  language: "da",
  ocrLanguage: "dan",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`laboratoriesvar, prøvesvar, blodprøver, svar, sundhed, udskrift`,
  headers: {
    number: list`nr.`,
    name: list`analyse, analysenavn, undersøgelse, komponent`,
    result: list`resultat, svar, værdi`,
    unit: list`enhed`,
    range: list`referenceinterval, referenceområde, reference, ref.interval, normalområde`,
    flag: list`vurdering, markering, afvigelse`,
    date: list`prøvetagningstid, prøvetagningsdato, prøvetidspunkt, dato`,
    previous: list`forrige svar, forrige`,
    method: list`metode`,
    code: list`npu-kode, npu, kode, analysekode`,
    order: list`rekvisitionsnummer`,
    specimen: list`materiale, prøvemateriale`,
    comment: list`kommentar, bemærkning`,
  },
  headerStarts: list`analyse, resultat, enhed, referenceinterval`,
  csvHeaders: {
    date: list`dato, provetagningstid, provetagningsdato`,
    name: list`analyse, analysenavn`,
    code: list`npu-kode, npu`,
    value: list`resultat, vaerdi`,
    unit: list`enhed`,
    range: list`referenceinterval`,
    low: list`nedre graense`,
    high: list`ovre graense`,
    flag: list`vurdering`,
    specimen: list`materiale`,
    section: list`gruppe`,
  },
  csvIdentityHeaders: list`navn, cpr, cpr-nummer, adresse, fodselsdato`,
  dateLabels: {
    collected: list`
      prøvetagningstid, prøvetagningsdato, prøvetagning, prøve taget, prøvetidspunkt, taget
    `,
    ordered: list`modtaget, modtagelsestid, rekvireret, bestilt`,
    reported: list`besvaret, svardato, svartidspunkt, godkendt`,
    never: list`fødselsdato, født, udskrevet, udskriftsdato`,
  },
  units: {},
  months: [
    list`januar, jan`,
    list`februar, feb`,
    list`marts, mar`,
    list`april, apr`,
    list`maj`,
    list`juni, jun`,
    list`juli, jul`,
    list`august, aug`,
    list`september, sep`,
    list`oktober, okt`,
    list`november, nov`,
    list`december, dec`,
  ],
  sections: {
    urine: list`urin, urinundersøgelse`,
    blood: list`hæmatologi, klinisk biokemi, biokemi, lipider, thyroidea, koagulation, væsketal`,
    stool: list`fæces`,
    other: list``,
  },
  specimenWords: { urine: list`urin*`, stool: list`fæces`, blood: list`blod*, serum, plasma` },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list``,
  sedimentWords: list`sediment`,
  proseVerbs: list`viste`,
  qualitative: {
    negative: list`negativ, ikke påvist`,
    positive: list`positiv, påvist`,
    equivocal: list`grænseværdi, inkonklusiv`,
    amounts: [list`enkelte`, list`få`, list`moderat`, list`mange`, list`talrige`],
    descriptive: list`gul, lysegul, mørkegul, klar, uklar`,
  },
  flagWords: {
    high: list`høj, forhøjet`,
    low: list`lav, nedsat`,
    abnormal: list`afvigende, unormal`,
    normal: list`normal, inden for reference`,
  },
  comparators: {
    above: list`over, større end`,
    below: list`under, mindre end`,
    upTo: list`under, mindre end`,
    from: list`fra, over`,
    to: list`til`,
  },
  calculatedWords: list`beregnet`,
  rangeLabels: list`ref., reference`,
  rangeQualifiers: list`ønsket`,
  noReference: list``,
  bands: {
    female: list`k, kvinder, kvinde`,
    male: list`mænd, mand`,
    child: list`børn, barn`,
    adult: list`voksne`,
    years: list`år`,
    months: list`måneder, mdr.`,
    weeks: list`uger, uge`,
    days: list`dage, døgn`,
    phases: {
      follicular: list`follikelfase`,
      ovulation: list`ovulationsfase`,
      luteal: list`lutealfase`,
      postmenopause: list`postmenopausal`,
    },
  },
  notAResult: {
    seeLeads: list`se`,
    seeTargets: list`kommentar, bemærkning`,
    seePhrases: list`se kommentar`,
    seeWhole: list`se kommentar`,
    notDetermined: list`afventer svar, afventer, ikke udført, annulleret, ikke målt`,
  },
  patient: {
    sexLabels: list`køn`,
    ageLabels: list`alder`,
    birthLabels: list`fødselsdato, født`,
    female: list`k, kvinde`,
    male: list`m, mand`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`cpr, cpr-nr., cpr-nummer, personnummer, adresse, logget ind som, patient`,
    labelsWithColon: list`navn, telefon, rekvirent, læge, praktiserende læge`,
    markersWithColon: list`køn, alder`,
    stopLabels: list`prøvetagningstid, cpr, cpr-nr., adresse, rekvirent, læge, køn, alder`,
    ageUnits: list`år`,
    common: list`kvinde, mand`,
    titles: list``,
  },
  labs: {
    nameWords: list`klinisk biokemisk afdeling, hospital, hospitalet, sygehus, laboratorium`,
    notANameText: list`resultat, adresse, rekvirent, analyseret af`,
    notANameWords: list`dr., tlf., fax`,
    addressStarts: list`vej, gade, allé`,
  },
  lines: {
    furniture: list`analyseret af, rekvirent, logget ind som, log af`,
    furnitureWords: list`a/s, aps, cvr`,
    furnitureStarts: list`side`,
    commentStarts: list`kommentar, bemærkning`,
    commentLabels: list`fortolkning`,
    summaryStarts: list`afvigende svar`,
    page: list`side`,
    pageOf: list`af`,
    timeLabels: list`kl., klokken`,
    orderLabels: list`rekvisitionsnummer, rekv.nr.`,
  },
};
