/**
 * The Lithuanian lexicon: the words Lithuanian lab reports ("laboratorinių
 * tyrimų atsakymas") print, as data. Each list is written with `list`: words
 * or phrases separated by commas or line breaks. `types.ts` says how each
 * list is compared, and docs/import.md ("Adding a language") how to add one.
 * Lithuanian reports print ISO dates (`2025-03-11`).
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Lithuanian words. */
export const lt: Lexicon = {
  language: "lt",
  ocrLanguage: "lit",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      mano, tyrimai, tyrimu, tyrimų, rezultatai, rezultatas, atsakymas, kraujo, kraujas,
      laboratorija, laboratorinis, laboratoriniai, ligonine, ligoninė, poliklinika, skenuota, kopija,
      nuotrauka, puslapis
    `,
  headers: {
    number: list`eil. nr.`,
    name: list`tyrimas, tyrimo pavadinimas, tyrimai, rodiklis, rodikliai, parametras`,
    result: list`rezultatas, rezultatai, reikšmė`,
    unit: list`matavimo vnt., matavimo vienetai, vienetai, vnt.`,
    range: list`
      norma, normos ribos, referencinės reikšmės, referencinės ribos, referencinis intervalas,
      etaloninės reikšmės
    `,
    flag: list`žymė, įvertinimas`,
    date: list`data, ėminio paėmimo data, paėmimo data`,
    previous: list`ankstesnis rezultatas, ankstesnė reikšmė`,
    method: list`metodas, tyrimo metodas`,
    code: list`kodas`,
    order: list`užsakymas, užsakymo nr.`,
    specimen: list`ėminys, mėginys, tiriamoji medžiaga`,
    comment: list`komentaras, pastaba, pastabos`,
  },
  headerStarts: list`tyrimas, rezultatas, matavimo vnt., norma`,
  csvHeaders: {
    date: list`data, paėmimo data, ėminio paėmimo data`,
    name: list`tyrimas, tyrimo pavadinimas, rodiklis`,
    code: list`kodas`,
    value: list`rezultatas, reikšmė`,
    unit: list`matavimo vnt., vienetai`,
    range: list`norma, referencinės reikšmės`,
    low: list`apatinė riba`,
    high: list`viršutinė riba`,
    flag: list`žymė`,
    specimen: list`ėminys, mėginys`,
    section: list`grupė, skyrius`,
  },
  csvIdentityHeaders: list`pacientas, vardas, pavardė, gimimo data, asmens kodas, adresas`,
  dateLabels: {
    collected: list`
      ėminys paimtas, ėminio paėmimo data, ėminio paėmimo laikas, paėmimo data, paėmimo laikas,
      mėginys paimtas, mėginio paėmimo data, kraujo paėmimo data, paimta
    `,
    ordered: list`
      gauta, ėminys gautas, ėminio gavimo data, gavimo data, užsakymo data, užregistruota,
      registracijos data
    `,
    reported: list`atsakymas, atsakymo data, atlikta, atlikimo data, tyrimo data, rezultato data`,
    never: list`gimimo data, gim. data, spausdinta, atspausdinta, išspausdinta, spausdinimo data`,
  },
  units: { "mm/val": "mm/h", "mm/val.": "mm/h" },
  months: [
    list`sausis, sausio`,
    list`vasaris, vasario`,
    list`kovas, kovo`,
    list`balandis, balandžio`,
    list`gegužė, gegužės`,
    list`birželis, birželio`,
    list`liepa, liepos`,
    list`rugpjūtis, rugpjūčio`,
    list`rugsėjis, rugsėjo`,
    list`spalis, spalio`,
    list`lapkritis, lapkričio`,
    list`gruodis, gruodžio`,
  ],
  sections: {
    urine: list`šlapimas, šlapimo tyrimas, bendrasis šlapimo tyrimas, šlapimo nuosėdos`,
    blood: list`
      hematologiniai tyrimai, hematologija, bendras kraujo tyrimas, biocheminiai tyrimai,
      biochemija, krešėjimo tyrimai, koaguliacija, koagulograma, hormonai, skydliaukės hormonai,
      lipidai, lipidograma, imunologija, serologija, uždegimo rodikliai, elektrolitai,
      širdies žymenys, naviko žymenys
    `,
    stool: list`išmatos, išmatų tyrimas`,
    other: list``,
  },
  specimenWords: {
    urine: list`šlapim*`,
    stool: list`išmat*`,
    blood: list`krauj*, serum*, plazm*`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list``,
  sedimentWords: list`nuosėdos, nuosėdų, nuosėdose`,
  proseVerbs: list`nustatyta, rasta, parodė`,
  qualitative: {
    negative: list`neigiamas, neigiama, neigiamas rezultatas, neaptikta, nerasta, nereaktyvus`,
    positive: list`teigiamas, teigiama, aptikta, reaktyvus`,
    equivocal: list`abejotinas, abejotina, ribinis`,
    amounts: [
      list`pavieniai, pavienės`,
      list`nedaug, keletas`,
      list`vidutiniškai, vidutinis kiekis`,
      list`daug, gausu, gausiai`,
      list`labai daug, labai gausu`,
    ],
    descriptive: list`
      geltona, šviesiai geltona, tamsiai geltona, šiaudų geltonumo, bespalvis, skaidrus, skaidri,
      drumstas, drumsta, rausva
    `,
  },
  flagWords: {
    high: list`padidėjęs, padidėjusi, aukštas, virš normos`,
    low: list`sumažėjęs, sumažėjusi, žemas, žemiau normos`,
    abnormal: list`patologinis, nukrypimas`,
    normal: list`normalus, normos ribose`,
  },
  comparators: {
    above: list`daugiau nei, daugiau kaip, virš`,
    below: list`mažiau nei, mažiau kaip`,
    upTo: list`iki, mažiau nei`,
    from: list`nuo, daugiau nei`,
    to: list`iki`,
  },
  calculatedWords: list`apskaičiuotas, apskaičiuota, skaičiuojamas`,
  rangeLabels: list`norma, ref., referencinės reikšmės`,
  rangeQualifiers:
    list`optimalu, pageidautina, gydant varfarinu, gydomasis intervalas, terapinis intervalas`,
  noReference: list``,
  bands: {
    female: list`moterys, moteris, mot.`,
    male: list`vyrai, vyras, vyr.`,
    child: list`vaikai, vaikas, naujagimiai, kūdikiai`,
    adult: list`suaugusieji, suaugę`,
    years: list`metai, metų`,
    months: list`mėnesiai, mėnesių, mėn.`,
    weeks: list`savaitės, savaičių, sav.`,
    days: list`dienos, dienų`,
    phases: {
      follicular: list`folikulinė fazė`,
      ovulation: list`ovuliacija, ovuliacinė fazė`,
      luteal: list`liutealinė fazė, geltonkūnio fazė`,
      postmenopause: list`postmenopauzė, po menopauzės`,
    },
  },
  notAResult: {
    seeLeads: list`žr.`,
    seeTargets: list`komentarą, pastabą, aprašymą, priedą`,
    seePhrases: list`žr. komentarą, žr. aprašymą`,
    seeWhole: list`aprašymas`,
    notDetermined: list`
      neatlikta, nenustatyta, netirta, nepakanka ėminio, ėminys netinkamas, hemolizė,
      hemolizuotas ėminys
    `,
  },
  patient: {
    sexLabels: list`lytis`,
    ageLabels: list`amžius`,
    birthLabels: list`gimimo data, gim. data, gim. d., gimė`,
    female: list`moteris, mot.`,
    male: list`vyras, vyr.`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`pacientas, pacientė, asmens kodas, gimimo data, adresas`,
    labelsWithColon: list`
      vardas, pavardė, vardas pavardė, telefonas, tel., siuntęs gydytojas, siuntusi gydytoja,
      gydytojas, gydytoja, ligos istorijos nr., draudimo nr.
    `,
    markersWithColon: list`lytis, amžius`,
    stopLabels: list`
      ėminys paimtas, gauta, atsakymas, gimimo data, asmens kodas, lytis, amžius, adresas,
      telefonas, tel., siuntęs gydytojas, skyrius, ėminys, užsakymo nr.
    `,
    ageUnits: list`metai, metų`,
    common: list`g., gatvė, pr., prospektas, vyras, moteris`,
    titles: list``,
  },
  labs: {
    nameWords: list`
      laboratorija, diagnostikos centras, medicinos centras, klinika, klinikos, ligoninė,
      poliklinika, uab
    `,
    notANameText: list`
      pacient, gimimo, adresas, gydytoj, užsakym, ėminys, puslapis, patvirtino, atsakymas, data
    `,
    notANameWords: list`dr., gyd., prof., tel., faks.`,
    addressStarts: list`g., gatvė, pr., al., aikštė`,
  },
  lines: {
    furniture: list`
      atsakymą patvirtino, patvirtino, akreditacijos pažymėjimas, užsakymo nr., siuntęs gydytojas
    `,
    furnitureWords: list`uab, įm. kodas, pvm kodas`,
    furnitureStarts: list`ėminys:, puslapis`,
    commentStarts: list`komentaras, pastaba`,
    commentLabels: list`išvada, interpretacija, aprašymas`,
    summaryStarts: list`nukrypę rezultatai, rezultatai už normos ribų`,
    page: list`puslapis, psl.`,
    pageOf: list`iš`,
    timeLabels: list`laikas, val.`,
    orderLabels: list`užsakymo nr., užsakymas, užsakymo numeris`,
  },
};
