/**
 * The Slovak lexicon: the words Slovak lab reports ("Výsledky laboratórnych
 * vyšetrení") print, as data. Each list is written with `list`: words or
 * phrases separated by commas or line breaks. `types.ts` says how each list
 * is compared, and docs/import.md ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Slovak words. */
export const sk: Lexicon = {
  language: "sk",
  ocrLanguage: "slk",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      vaše, vase,
      nemocnica, listok, výmenný, vymenny, laboratórny, laboratorny, nález, nalez, súhrn, suhrn,
      moje, môj, moj, výsledky, vysledky, výsledok, vysledok, laboratórium, laboratorium, krv, sken,
      správa, sprava, kumulatívny, kumulativny, prehľad, prehlad, kópia, kopia, vyšetrenie
    `,
  headers: {
    number: list`č., por.`,
    name: list`vyšetrenie, názov vyšetrenia, názov, parameter, analyt, položka`,
    result: list`výsledok, výsledky, hodnota, nameraná hodnota`,
    unit: list`jednotka, jednotky, jedn., jedn`,
    range: list`
      referenčné hodnoty, referenčná hodnota, referenčné rozmedzie, referenčný interval,
      referenčné medze, ref. hodnoty, ref. rozmedzie, rozmedzie, ref. rozsah, referenčný rozsah,
      norma, normálne hodnoty, fyziologické hodnoty
    `,
    flag: list`príznak, hodnotenie, interpretácia`,
    date: list`dátum, dátum odberu, dátum a čas odberu, odber`,
    previous:
      list`predchádzajúci výsledok, predchádzajúca hodnota, predchádzajúci, posledný výsledok`,
    method: list`metóda`,
    code: list`kód, kód vyšetrenia`,
    order: list`číslo žiadanky, č. žiadanky, žiadanka`,
    specimen: list`materiál, druh materiálu, vzorka`,
    comment: list`poznámka, komentár`,
  },
  headerStarts: list`vyšetrenie, názov vyšetrenia, výsledok, jednotka, referenčné hodnoty`,
  csvHeaders: {
    date: list`datum, datum odberu, datum vysetrenia`,
    name: list`vysetrenie, nazov, nazov vysetrenia`,
    code: list`kod`,
    value: list`vysledok, hodnota`,
    unit: list`jednotka, jednotky`,
    range: list`referencne hodnoty, referencne rozmedzie, rozmedzie`,
    low: list`dolna hranica, hodnota od`,
    high: list`horna hranica, hodnota do`,
    flag: list`priznak`,
    specimen: list`druh materialu`,
    section: list`skupina, oddiel`,
  },
  csvIdentityHeaders: list`pacientka, meno, priezvisko, rodne cislo, datum narodenia, adresa`,
  dateLabels: {
    collected: list`
      dátum odberu, dátum a čas odberu, dátum a hodina odberu, dátum odberu vzorky, odobraté,
      odobrané, dátum odobratia, datum odberu
    `,
    ordered: list`dátum prijatia, prijaté, dátum príjmu, dátum žiadanky, datum prijatia`,
    reported:
      list`dátum vyšetrenia, dátum vydania výsledku, dátum výsledku, vyšetrené, datum vysetrenia`,
    never: list`dátum narodenia, datum narodenia, narodený, narodená, dátum tlače, vytlačené`,
  },
  units: {},
  months: [
    list`január, januára`,
    list`február, februára`,
    list`marec, marca`,
    list`apríl, apríla`,
    list`máj, mája`,
    list`jún, júna`,
    list`júl, júla`,
    list`august, augusta`,
    list`september, septembra`,
    list`október, októbra`,
    list`november, novembra`,
    list`december, decembra`,
  ],
  sections: {
    urine: list`moč, vyšetrenie moču, močový sediment, sediment moču, chemické vyšetrenie moču`,
    blood: list`
      krvný obraz, hematológia, biochémia, klinická biochémia, lipidy, lipidový profil,
      pečeňové testy, pečeňové enzýmy, obličkové funkcie, renálne funkcie, minerály, ióny,
      elektrolyty, hormóny, štítna žľaza, hormóny štítnej žľazy, metabolizmus železa,
      zápalové markery, koagulácia, hemokoagulácia, imunológia, imunochémia, sérológia,
      vitamíny, nádorové markery, kardiálne markery, bielkoviny, enzýmy,
      diferenciálny rozpočet leukocytov
    `,
    stool: list`stolica, vyšetrenie stolice`,
    other: list``,
  },
  specimenWords: {
    urine: list`moč, moču, močový, močová`,
    stool: list`stolica, stolice, stolici`,
    blood: list`krv, krvi, krvný, sérum, séra, plazma, plazmy`,
  },
  // The lab systems' specimen codes (S serum, P plasma, fS fasting serum, cB capillary blood, U
  // urine, dU daily urine). Whole blood's "B" is left out: "B-lymfocyty" are B cells, not blood.
  specimenCodes: {
    urine: list`u, du`,
    stool: list``,
    blood: list`s, p, fs, fp, cb, ab, vb`,
  },
  specimenIn: list`v, vo`,
  sedimentWords: list`sediment, sedimentu, sedimente`,
  proseVerbs: list`preukázané, zistené, zistená, nájdené`,
  qualitative: {
    negative: list`
        negatívny, negatívna, negatívne, negativny, negat., negat, nezistené, nepreukázané, nereaktívny,
        norm., norm, normálny, normálna, normálne, v norme
      `,
    positive:
      list`pozitívny, pozitívna, pozitívne, pozitivny, pozit., pozit, preukázané, reaktívny, stopy`,
    equivocal: list`hraničný, hraničná, hraničné, nejednoznačný`,
    amounts: [
      list`ojedinelé, ojedinelý, ojedinele`,
      list`nepočetné, zriedkavé`,
      list`stredne početné`,
      list`početné, početný, hojné`,
      list`veľmi početné, masívne`,
    ],
    descriptive: list`žltá, žltý, svetložltá, tmavožltá, slamová, číra, číry, zakalená`,
  },
  flagWords: {
    high: list`vysoký, vysoká, zvýšený, zvýšená, zvýšené, nad normou`,
    low: list`nízky, nízka, znížený, znížená, znížené, pod normou`,
    abnormal: list`patologický, patologická, abnormálny`,
    normal: list`v norme, normálny, normálna`,
  },
  comparators: {
    above: list`nad, viac ako, väčší ako`,
    below: list`pod, menej ako, menší ako`,
    upTo: list`do, pod, menej ako`,
    from: list`od, nad, viac ako`,
    to: list`do, až`,
  },
  calculatedWords: list`vypočítan*, výpočet, kalkul*`,
  rangeLabels: list`ref., ref. hodnoty, referenčné hodnoty, norma, rozmedzie`,
  rangeQualifiers: list`optimálne, optimálna, optimálny`,
  noReference: list``,
  bands: {
    female: list`ž, ženy, žena`,
    male: list`m, muži, muž`,
    child: list`deti, dieťa, dojčatá, novorodenci, mladiství`,
    adult: list`dospelí, dospelý`,
    years: list`rokov, roky, rok, r.`,
    months: list`mesiacov, mesiace, mesiac, mes.`,
    weeks: list`týždňov, týždne, týždeň, týž.`,
    days: list`dní, dni, deň`,
    phases: {
      follicular: list`folikulárna fáza`,
      ovulation: list`ovulačná fáza, ovulácia`,
      luteal: list`luteálna fáza`,
      postmenopause: list`postmenopauza, po menopauze`,
    },
  },
  notAResult: {
    seeLeads: list`viď, pozri`,
    seeTargets: list`komentár, poznámka, popis, príloha`,
    seePhrases: list`viď komentár, viď poznámka, viď príloha`,
    seeWhole: list`viď komentár`,
    notDetermined: list`
      nestanovené, nevyšetrené, nevykonané, nedá sa stanoviť, nedostatok materiálu,
      hemolýza, hemolytická vzorka, hemolyzované, vzorka hemolyzovaná
    `,
  },
  patient: {
    sexLabels: list`pohlavie`,
    ageLabels: list`vek`,
    birthLabels: list`dátum narodenia, datum narodenia, dát. nar., nar., narodený, narodená`,
    female: list`ž, žena, z`,
    male: list`m, muž, muz`,
    birthNumberLabels: list`rodné číslo, rodne cislo, rč, r.č., rod. č., rod. číslo`,
  },
  identity: {
    labels: list`
      pacient, pacientka, meno a priezvisko, priezvisko a meno, rodné číslo, rodne cislo, r.č.,
      rč/bič, bič,
      dátum narodenia, datum narodenia, bydlisko, adresa
    `,
    labelsWithColon: list`
      meno, priezvisko, telefón, tel., číslo poistenca, poisťovňa, lekár, ošetrujúci lekár,
      odosielajúci lekár, odosielajúci, odosielateľ, žiadateľ, uvoľnil, uvoľnila, rč, r. č.,
      schválil, schválila, výsledky schválil, výsledky schválila
    `,
    markersWithColon: list`pohlavie, vek`,
    stopLabels: list`
      dátum odberu, dátum prijatia, dátum vyšetrenia, pohlavie, vek, rodné číslo, r.č.,
      dátum narodenia, adresa, telefón, poisťovňa, lekár, žiadateľ, číslo žiadanky, č. žiadanky
    `,
    ageUnits: list`rokov, roky, rok`,
    common: list`ul., žena, muž`,
    titles: list`mudr., mddr., rndr., pharmdr., phdr., mgr., ing.`,
  },
  labs: {
    nameWords: list`laboratórium, nemocnica, klinika, alpha medical, unilabs, medirex`,
    notANameText: list`
      výsledok, vyšetren, pacient, meno, rodné, adresa, dátum, lekár, žiadateľ, poisťovňa,
      strana, materiál, odber, schválil, vydal, uvoľnil
    `,
    notANameWords: list`mudr., mudr, rndr., ing., mgr., tel., ičo`,
    addressStarts: list`ul., nám.`,
  },
  lines: {
    furniture: list`
      schválil, uvoľnil, vydal, validoval, akreditovan, pečiatka, podpis, číslo žiadanky,
      č. žiadanky, žiadateľ, poisťovňa
    `,
    furnitureWords: list`s.r.o., a.s., ičo, dič`,
    furnitureStarts: list`materiál:, strana`,
    commentStarts: list`poznámka, komentár`,
    commentLabels: list`interpretácia, hodnotenie, vysvetlivky`,
    summaryStarts: list`výsledky mimo referenčných hodnôt, patologické výsledky, súhrn`,
    page: list`strana, str.`,
    pageOf: list`z, zo`,
    timeLabels: list`čas, hod., hodina`,
    orderLabels: list`číslo žiadanky, č. žiadanky, žiadanka č., číslo objednávky, č. objednávky`,
  },
};
