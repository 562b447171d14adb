/**
 * The Czech lexicon: the words Czech lab reports ("Výsledky laboratorních
 * vyšetření") print, as data. Each list is written with `list`: words or
 * phrases separated by commas or line breaks. `types.ts` says how each list
 * is compared, and docs/import.md ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Czech words. */
export const cs: Lexicon = {
  language: "cs",
  ocrLanguage: "ces",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      vaše, vase, přeposláno, fw,
      souhrn, nemocnice, ambulance, vypis,
      moje, můj, muj, výsledky, vysledky, výsledek, vysledek, laboratoř, laborator, krev, sken,
      zpráva, zprava, kopie, fotka, nález, nalez, odběr, odber, vyšetření, vysetreni
    `,
  headers: {
    number: list`č., čís., poř.`,
    name: list`vyšetření, název vyšetření, název, parametr, analyt, metoda vyšetření, položka`,
    result: list`výsledek, výsledky, hodnota, naměřená hodnota`,
    unit: list`jednotka, jednotky, jedn., jedn`,
    range: list`
      referenční meze, referenční mez, referenční rozmezí, referenční interval,
      referenční hodnoty, referenční hodnota, ref. meze, ref. rozmezí, ref. hodnoty, rozmezí,
      meze, norma, normální hodnoty, fyziologické rozmezí
    `,
    flag: list`příznak, hodnocení, interpretace`,
    date: list`datum, datum odběru, datum a čas odběru, odběr`,
    previous:
      list`předchozí výsledek, předchozí hodnota, minulý výsledek, předchozí, poslední výsledek`,
    method: list`metoda`,
    code: list`kód, kód vyšetření`,
    order: list`číslo žádanky, č. žádanky, žádanka`,
    specimen: list`materiál, druh materiálu, vzorek`,
    comment: list`poznámka, komentář`,
  },
  headerStarts: list`vyšetření, název vyšetření, výsledek, jednotka, referenční meze`,
  csvHeaders: {
    date: list`datum, datum odberu, datum vysetreni`,
    name: list`vysetreni, nazev, nazev vysetreni, parametr`,
    code: list`kod`,
    value: list`vysledek, hodnota`,
    unit: list`jednotka, jednotky`,
    range: list`referencni meze, referencni rozmezi, norma, rozmezi`,
    low: list`dolni mez, mez od, ref. mez dolni, mez dolni, dolni hranice`,
    high: list`horni mez, mez do, ref. mez horni, mez horni, horni hranice`,
    flag: list`priznak, hodnoceni`,
    specimen: list`material, druh materialu`,
    section: list`skupina, oddil`,
  },
  csvIdentityHeaders:
    list`pacient, pacientka, jmeno, prijmeni, rodne cislo, datum narozeni, adresa`,
  dateLabels: {
    collected: list`
      datum odběru, datum a čas odběru, datum a hodina odběru, datum odběru vzorku, odběr,
      odebráno, datum odberu, datum a cas odberu, odber, odebrano
    `,
    ordered: list`
      datum přijetí, datum příjmu, přijato, datum přijmu, datum prijeti, prijato,
      datum žádanky, datum zadani, datum zadání, datum požadavku
    `,
    reported:
      list`datum vyšetření, datum vydání výsledku, datum výsledku, vyšetřeno, datum vysetreni`,
    never:
      list`datum narození, datum narozeni, narozen, narozena, nar., vytištěno, datum tisku, tisk`,
  },
  units: {},
  months: [
    list`leden, ledna`,
    list`únor, února`,
    list`březen, března`,
    list`duben, dubna`,
    list`květen, května`,
    list`červen, června`,
    list`červenec, července`,
    list`srpen, srpna`,
    list`září`,
    list`říjen, října`,
    list`listopad, listopadu`,
    list`prosinec, prosince`,
  ],
  sections: {
    urine:
      list`moč, vyšetření moči, moč chemicky, močový sediment, sediment moči, chemické vyšetření moči`,
    blood: list`
      krevní obraz, hematologie, biochemie, klinická biochemie, lipidy, lipidový profil,
      lipidogram, jaterní testy, jaterní enzymy, ledvinné funkce, renální funkce, minerály,
      ionty, elektrolyty, hormony, štítná žláza, hormony štítné žlázy, metabolismus železa,
      zánětlivé markery, koagulace, hemokoagulace, imunologie, imunochemie, sérologie,
      vitamíny, diabetes, sacharidový metabolismus, nádorové markery, srdeční markery,
      bílkoviny, enzymy, diferenciální rozpočet leukocytů
    `,
    stool: list`stolice, vyšetření stolice`,
    other: list``,
  },
  specimenWords: {
    urine: list`moč, moči, močový, močová, moc, moci`,
    stool: list`stolice, stolici`,
    blood: list`krev, krve, krevní, sérum, séra, plazma, plazmy`,
  },
  // The lab systems' specimen codes (S serum, P plasma, fS fasting serum, cB capillary blood, U
  // urine, dU daily urine). Whole blood's "B" is left out: "B-lymfocyty" are B cells, not blood.
  specimenCodes: {
    urine: list`u, du`,
    stool: list``,
    blood: list`s, p, fs, fp, cb, ab, vb`,
  },
  specimenIn: list`v, ve`,
  sedimentWords: list`sediment, sedimentu, sedimente`,
  proseVerbs: list`prokázáno, zjištěno, zjištěny, nalezeno, výsledky`,
  qualitative: {
    negative: list`
        negativní, negativni, neg, negat., negat, nenalezeno, nezjištěno, neprokázáno, nereaktivní,
        norm., norm, normální, v normě
      `,
    positive: list`pozitivní, pozitivni, poz, pozit., pozit, prokázáno, reaktivní, stopy`,
    equivocal: list`hraniční, hranicni, nejednoznačný, nejednoznačné`,
    amounts: [
      list`ojedinělé, ojedinělý, ojediněle`,
      list`nečetné, nečetný, malé množství`,
      list`středně četné, mírně zvýšené`,
      list`četné, četný, hojné`,
      list`velmi četné, masivní, velmi hojné`,
    ],
    descriptive:
      list`žlutá, žlutý, světle žlutá, tmavě žlutá, slámová, čirá, čirý, zakalená, zkalená`,
  },
  flagWords: {
    high: list`vysoký, vysoká, zvýšený, zvýšená, zvýšeno, nad normou`,
    low: list`nízký, nízká, snížený, snížená, sníženo, pod normou`,
    abnormal: list`patologický, patologická, abnormní`,
    normal: list`v normě, normální, v pořádku`,
  },
  comparators: {
    above: list`nad, více než, vice nez, větší než`,
    below: list`pod, méně než, mene nez, menší než`,
    upTo: list`do, pod, méně než, menší než`,
    from: list`od, nad, více než, větší než`,
    to: list`do, až`,
  },
  calculatedWords: list`vypočten*, výpočet, kalkul*, vyp.`,
  rangeLabels: list`ref., ref. meze, referenční meze, norma, rozmezí`,
  rangeQualifiers: list`optimální, optimálně`,
  noReference: list``,
  bands: {
    female: list`ž, ženy, žena`,
    male: list`m, muži, muž`,
    child: list`děti, dítě, kojenci, novorozenci, mladiství`,
    adult: list`dospělí, dospělý`,
    years: list`let, roky, roků, rok, r.`,
    months: list`měsíců, měsíce, měsíc, měs.`,
    weeks: list`týdnů, týdny, týden, týd.`,
    days: list`dnů, dní, dny, den`,
    phases: {
      follicular: list`folikulární fáze`,
      ovulation: list`ovulační fáze, ovulace`,
      luteal: list`luteální fáze`,
      postmenopause: list`postmenopauza, po menopauze`,
    },
  },
  notAResult: {
    seeLeads: list`viz`,
    seeTargets: list`komentář, poznámka, popis, příloha`,
    seePhrases: list`viz komentář, viz poznámka, viz příloha`,
    seeWhole: list`viz komentář`,
    notDetermined: list`
      nestanoveno, nevyšetřeno, neprovedeno, nelze stanovit, nedostatek materiálu,
      hemolýza, hemolytický vzorek, hemolyzováno, vzorek hemolyzován, hemol
    `,
  },
  patient: {
    sexLabels: list`pohlaví, pohlavi`,
    ageLabels: list`věk, vek`,
    birthLabels: list`datum narození, datum narozeni, dat. nar., nar., narozen, narozena`,
    female: list`ž, žena, z`,
    male: list`m, muž, muz`,
    birthNumberLabels: list`rodné číslo, rodne cislo, rč, r.č., rod. č., rod. číslo`,
  },
  identity: {
    labels: list`
      pacient, pacientka, jméno a příjmení, příjmení a jméno, rodné číslo, rodne cislo, r.č.,
      datum narození, datum narozeni, nar., bydliště, adresa
    `,
    labelsWithColon: list`
      jméno, příjmení, telefon, tel., číslo pojištěnce, pojišťovna, lékař, ošetřující lékař,
      odesílající lékař, odesílající, odesílatel, žadatel, ičp, uvolnil, uvolnila, rč, r. č.,
      schválil, schválila, výsledky schválil, výsledky schválila, vydal, vydala
    `,
    markersWithColon: list`pohlaví, pohlavi, věk, vek`,
    stopLabels: list`
      datum odběru, datum přijetí, datum vyšetření, pohlaví, věk, rodné číslo, r.č., datum narození,
      adresa, telefon, pojišťovna, lékař, žadatel, číslo žádanky, č. žádanky, ičp, odbornost
    `,
    ageUnits: list`let, roky, rok`,
    common: list`ul., žena, muž`,
    titles: list`mudr., mddr., rndr., pharmdr., phdr., mgr., ing.`,
  },
  labs: {
    nameWords:
      list`laboratoř, nemocnice, klinika, oddělení klinické biochemie, okb, synlab, spadia`,
    notANameText: list`
      výsledek, vyšetření, pacient, jméno, rodné, adresa, datum, lékař, žadatel, pojišťovna,
      strana, materiál, odběr, schválil, vydal, uvolnil
    `,
    notANameWords: list`mudr., mudr, rndr., ing., mgr., tel., ičo, ič`,
    addressStarts: list`ul., nám., tř.`,
  },
  lines: {
    furniture: list`
      schválil, uvolnil, vydal, validoval, akreditovan, razítko, podpis, číslo žádanky,
      č. žádanky, žadatel, odbornost, pojišťovna
    `,
    furnitureWords: list`s.r.o., a.s., ič, ičo, dič`,
    furnitureStarts: list`materiál:, strana`,
    commentStarts: list`poznámka, komentář`,
    commentLabels: list`interpretace, hodnocení, vysvětlivky`,
    summaryStarts: list`výsledky mimo referenční meze, patologické výsledky, souhrn`,
    page: list`strana, str.`,
    pageOf: list`z, ze`,
    timeLabels: list`čas, hod., hodina`,
    orderLabels: list`číslo žádanky, č. žádanky, žádanka č.`,
  },
};
