/**
 * The Dutch lexicon: the words Dutch and Flemish lab reports ("Uitslag
 * laboratoriumonderzoek") and hospital portals print, as data. Each list is
 * written with `list`: words or phrases separated by commas or line breaks.
 * `types.ts` says how each list is compared, and docs/import.md ("Adding a
 * language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Dutch words. */
export const nl: Lexicon = {
  language: "nl",
  ocrLanguage: "nld",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      uitslag, uitslagen, laboratorium, lab, bloed, bloedonderzoek, ziekenhuis, huisarts, scan,
      kopie, foto, mijn, rapport, afdruk, portaal, dossier
    `,
  headers: {
    number: list`nr., volgnr.`,
    name: list`bepaling, bepalingen, onderzoek, test, analyse, parameter, omschrijving`,
    result: list`uitslag, uitslagen, resultaat, waarde`,
    unit: list`eenheid, eenheden`,
    range: list`
      referentiewaarde, referentiewaarden, referentie, referentiegebied, referentie-interval,
      normaalwaarde, normaalwaarden, ref.waarde, ref. waarde
    `,
    flag: list`vlag, afwijkend, markering`,
    date: list`datum, afnamedatum, datum afname`,
    previous: list`vorige uitslag, vorige waarde, vorige`,
    method: list`methode`,
    code: list`code`,
    order: list`ordernummer, aanvraagnummer`,
    specimen: list`materiaal, monster`,
    comment: list`opmerking, opmerkingen, toelichting`,
  },
  headerStarts: list`bepaling, onderzoek, uitslag, eenheid, referentiewaarde`,
  csvHeaders: {
    date: list`datum, afnamedatum, datum afname`,
    name: list`bepaling, onderzoek, omschrijving`,
    code: list`code`,
    value: list`uitslag, resultaat, waarde`,
    unit: list`eenheid`,
    range: list`referentiewaarde, referentie, normaalwaarde`,
    low: list`ondergrens`,
    high: list`bovengrens`,
    flag: list`vlag, afwijkend`,
    specimen: list`materiaal`,
    section: list`groep, rubriek`,
  },
  csvIdentityHeaders: list`patient, naam, achternaam, voornaam, geboortedatum, bsn, adres`,
  dateLabels: {
    collected: list`
      afname, afnamedatum, datum afname, afnametijd, afgenomen, datum en tijd afname,
      monsterafname, bloedafname
    `,
    ordered: list`ontvangst, ontvangen, datum ontvangst, aanvraagdatum, aangevraagd`,
    reported: list`rapportage, rapportagedatum, uitslagdatum, geautoriseerd op, datum uitslag`,
    never: list`geboortedatum, geb.datum, geboren, afgedrukt, printdatum, datum afdruk`,
  },
  units: { "mm/uur": "mm/h" },
  months: [
    list`januari, jan`,
    list`februari, feb`,
    list`maart, mrt`,
    list`april, apr`,
    list`mei`,
    list`juni, jun`,
    list`juli, jul`,
    list`augustus, aug`,
    list`september, sep, sept`,
    list`oktober, okt`,
    list`november, nov`,
    list`december, dec`,
  ],
  sections: {
    urine: list`urine, urineonderzoek, urine (portie), urinesediment, sediment`,
    blood: list`
      hematologie, bloedbeeld, klinische chemie, chemie, lipiden, lipidenprofiel, nierfunctie,
      leverfuncties, leverenzymen, elektrolyten, schildklier, schildklierfunctie, ijzerstatus,
      stolling, serologie, immunologie, endocrinologie, hormonen, vitamines, diabetes,
      ontstekingswaarden, eiwitten
    `,
    stool: list`feces, ontlasting`,
    other: list``,
  },
  specimenWords: {
    urine: list`urine*`,
    stool: list`feces, ontlasting`,
    blood: list`bloed*, serum, plasma, volbloed`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`in`,
  sedimentWords: list`sediment`,
  proseVerbs: list`toonde, toonden, liet zien, uitslagen`,
  qualitative: {
    negative: list`negatief, neg., niet aantoonbaar, niet aangetoond, afwezig`,
    positive: list`positief, aantoonbaar, aangetoond, aanwezig, sporen`,
    equivocal: list`dubieus, twijfelachtig, grensgeval`,
    amounts: [
      list`enkele, zeer weinig`,
      list`weinig`,
      list`matig`,
      list`veel, talrijk`,
      list`zeer veel, massaal`,
    ],
    descriptive: list`geel, lichtgeel, donkergeel, strogeel, helder, troebel, licht troebel`,
  },
  flagWords: {
    high: list`hoog, verhoogd, te hoog`,
    low: list`laag, verlaagd, te laag`,
    abnormal: list`afwijkend, pathologisch`,
    normal: list`normaal, binnen de norm`,
  },
  comparators: {
    above: list`boven, meer dan, groter dan`,
    below: list`onder, minder dan, kleiner dan`,
    upTo: list`tot, kleiner dan`,
    from: list`vanaf, groter dan`,
    to: list`tot`,
  },
  calculatedWords: list`berekend, ber.`,
  rangeLabels: list`ref., referentie, referentiewaarde`,
  rangeQualifiers: list`streefwaarde, gewenst`,
  noReference: list``,
  bands: {
    female: list`v, vrouw, vrouwen`,
    male: list`man, mannen`,
    child: list`kinderen, kind, zuigelingen, pasgeborenen`,
    adult: list`volwassenen, volwassene`,
    years: list`jaar, jr.`,
    months: list`maanden, maand, mnd.`,
    weeks: list`weken, week, wk.`,
    days: list`dagen, dag`,
    phases: {
      follicular: list`folliculaire fase`,
      ovulation: list`ovulatiefase, ovulatoire fase`,
      luteal: list`luteale fase`,
      postmenopause: list`postmenopauze, postmenopauzaal`,
    },
  },
  notAResult: {
    seeLeads: list`zie`,
    seeTargets: list`opmerking, toelichting, bijlage, verslag`,
    seePhrases: list`zie opmerking, zie toelichting, zie bijlage`,
    seeWhole: list`zie opmerking`,
    notDetermined: list`
      in behandeling, wordt nagestuurd, niet bepaald, niet uitgevoerd, niet te bepalen,
      vervallen, gehemolyseerd, onvoldoende materiaal
    `,
  },
  patient: {
    sexLabels: list`geslacht`,
    ageLabels: list`leeftijd`,
    birthLabels: list`geboortedatum, geb.datum, geboren`,
    female: list`v, vrouw`,
    male: list`m, man`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      patiënt, patiente, patiënte, geboortedatum, geb.datum, bsn, burgerservicenummer, adres,
      woonplaats, patiëntnummer, patientnummer, aanvrager, huisarts
    `,
    labelsWithColon: list`
      naam, achternaam, voornaam, telefoon, tel., verzekeraar, verzekerdennummer, arts,
      behandelaar, kopie aan, agb-code, agb
    `,
    markersWithColon: list`geslacht, leeftijd`,
    stopLabels: list`
      afname, ontvangst, rapportage, geslacht, leeftijd, geboortedatum, bsn, adres, aanvrager,
      huisarts, labnummer, aanvraagnummer, agb-code, kopie aan, telefoon
    `,
    ageUnits: list`jaar, jr.`,
    common: list`mw., dhr., vrouw, man`,
    titles: list``,
  },
  labs: {
    nameWords: list`laboratorium, ziekenhuis, huisartsenlaboratorium, artsenlaboratorium, umc`,
    notANameText: list`
      uitslag, patiënt, geboortedatum, adres, aanvrager, afname, ontvangst, rapportage, datum,
      pagina, geautoriseerd, klinisch chemicus
    `,
    notANameWords: list`dr., drs., prof., tel., fax`,
    addressStarts: list`laan, straat, weg, plein`,
  },
  lines: {
    furniture: list`
      geautoriseerd door, klinisch chemicus, geaccrediteerd, labnummer, aanvraagnummer,
      agb-code, kopie aan, eindrapport, deelrapport
    `,
    furnitureWords: list`b.v., bv, kvk`,
    furnitureStarts: list`materiaal:, pagina`,
    commentStarts: list`opmerking, toelichting, let op`,
    commentLabels: list`interpretatie, advies, legenda`,
    summaryStarts: list`afwijkende uitslagen, samenvatting`,
    page: list`pagina, blad`,
    pageOf: list`van`,
    timeLabels: list`tijd, uur`,
    orderLabels: list`labnummer, aanvraagnummer, ordernummer`,
  },
};
