/**
 * The German lexicon: the words German, Austrian and Swiss lab reports
 * ("Laborbefund") print, as data. Each list is written with `list`: words or
 * phrases separated by commas or line breaks. `types.ts` says how each list
 * is compared, and docs/import.md ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** German words. */
export const de: Lexicon = {
  language: "de",
  ocrLanguage: "deu",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
      ihre, ihr, aw, wg,
      druck, druckansicht, ansicht, auftrag, anhang, ergebnisbericht, entlassungsbrief, krankenhaus, praxis, hausarzt,
      meine, mein, befund, befunde, labor, laborbefund, ergebnis, ergebnisse, blut, blutbild,
      scan, kopie, foto, bericht, arztbrief, kumulativbefund, kumulativ, fall, werte, bild, seite,
      patientenportal, portal, und
    `,
  headers: {
    number: list`nr., lfd. nr., pos.`,
    name: list`
      untersuchung, untersuchungen, analyse, bezeichnung, test, parameter, messgröße, kenngröße,
      laborparameter
    `,
    result: list`ergebnis, ergebnisse, befund, messwert, wert, resultat`,
    unit: list`einheit, einheiten, dimension, maßeinheit`,
    range: list`
      referenzbereich, referenzbereiche, referenzwert, referenzwerte, normalbereich, normalwert,
      normalwerte, norm, normbereich, referenzintervall, ref.-bereich, ref.bereich, ref.-wert,
      grenzwert, grenzwerte, zielbereich, referenz
    `,
    flag: list`kennzeichen, markierung, bewertung, hinweis, status`,
    date: list`datum, entnahmedatum, entnahme, abnahme, abnahmedatum`,
    previous: list`vorwert, vorbefund, vorwerte, letzter wert, letzter befund`,
    method: list`methode, messmethode, verfahren`,
    code: list`code, kürzel, leistungsnr.`,
    order: list`auftrag, auftrags-nr., auftragsnummer`,
    specimen: list`material, probenmaterial, probe`,
    comment: list`kommentar, bemerkung, bemerkungen`,
  },
  headerStarts: list`untersuchung, parameter, analyse, ergebnis, einheit, referenzbereich`,
  csvHeaders: {
    date: list`datum, entnahmedatum, abnahmedatum, probenentnahme`,
    name: list`untersuchung, analyse, bezeichnung, parameter, laborparameter`,
    code: list`kürzel`,
    value: list`ergebnis, wert, messwert`,
    unit: list`einheit`,
    range: list`referenzbereich, normalbereich, referenzwert, norm`,
    low: list`untergrenze, referenz von, norm von`,
    high: list`obergrenze, referenz bis, norm bis`,
    flag: list`kennzeichen, markierung`,
    specimen: list`material, probenmaterial`,
    section: list`gruppe, bereich, profil`,
  },
  csvIdentityHeaders: list`
    patient, patientin, vorname, nachname, name, geburtsdatum, geb.-datum, anschrift, adresse
  `,
  dateLabels: {
    collected: list`
      entnahme, entnahmedatum, entnahmezeit, probenentnahme, probennahme, abnahmedatum,
      abnahmezeit, abnahme, blutentnahme, entnommen, abgenommen, datum der entnahme,
      laborwerte vom
    `,
    ordered: list`
      eingangsdatum, eingang, probeneingang, auftragsdatum, auftragseingang, anforderungsdatum,
      eingegangen
    `,
    reported:
      list`befunddatum, befundeingang, befundet, untersuchungsdatum, analysedatum, validiert am`,
    never: list`
      geburtsdatum, geb., geboren, druckdatum, druck, gedruckt, ausgedruckt, erstellt am,
      ausdruck
    `,
  },
  units: {},
  months: [
    list`januar, jänner, jan`,
    list`februar, feber, feb`,
    list`märz, maerz, mrz`,
    list`april, apr`,
    list`mai`,
    list`juni, jun`,
    list`juli, jul`,
    list`august, aug`,
    list`september, sep, sept`,
    list`oktober, okt`,
    list`november, nov`,
    list`dezember, dez`,
  ],
  sections: {
    urine: list`urinstatus, urin, harn, urinsediment, harnsediment, urinanalyse, urinuntersuchung`,
    blood: list`
      hämatologie, blutbild, kleines blutbild, großes blutbild, differentialblutbild,
      differenzialblutbild, klinische chemie, klinisch-chemische untersuchungen, chemie,
      elektrolyte, enzyme, nierenwerte, nierenfunktion, leberwerte, leberfunktion, lipide,
      fettstoffwechsel, lipidstatus, kohlenhydratstoffwechsel, glukosestoffwechsel,
      diabetesdiagnostik, eisenstoffwechsel, eisenstatus, entzündungsmarker, entzündung,
      gerinnung, blutgerinnung, hämostaseologie, endokrinologie, hormone, schilddrüse,
      schilddrüsenwerte, schilddrüsenfunktion, kardiale marker, herzmarker, tumormarker,
      vitamine, immunologie, serologie, infektionsserologie, proteine, eiweiß,
      spurenelemente, stoffwechsel
    `,
    stool: list`stuhl, stuhluntersuchung`,
    other: list``,
  },
  specimenWords: {
    urine: list`urin*, harn*, spontanurin, sammelurin`,
    stool: list`stuhl*`,
    blood: list`blut*, serum, plasma, vollblut, edta-blut, citratblut`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`im, in`,
  sedimentWords: list`sediment, sedimentu, sedimente`,
  proseVerbs: list`zeigte, zeigten, ergab, ergaben, fand sich, fanden sich, ergebnisse`,
  qualitative: {
    negative: list`
      negativ, neg., nicht nachweisbar, n.n., nicht nachgewiesen, nicht reaktiv, unauffällig,
      kein, keine, fehlt
    `,
    positive: list`positiv, pos., nachweisbar, nachgewiesen, reaktiv, spuren, in spuren`,
    equivocal: list`grenzwertig, fraglich, fraglich positiv`,
    amounts: [
      list`vereinzelt, einzelne`,
      list`wenige, wenig`,
      list`mäßig, mäßig viele, mäßig reichlich`,
      list`viele, reichlich, zahlreich`,
      list`massenhaft, massiv, sehr viele`,
    ],
    descriptive: list`
      gelb, hellgelb, dunkelgelb, strohgelb, bernsteinfarben, farblos, klar, leicht trüb, trüb,
      getrübt, rötlich, braun
    `,
  },
  flagWords: {
    high: list`hoch, erhöht, zu hoch, oberhalb`,
    low: list`niedrig, erniedrigt, zu niedrig, unterhalb`,
    abnormal: list`pathologisch, auffällig, abweichend`,
    normal: list`normal, im normbereich, unauffällig`,
  },
  comparators: {
    above: list`über, größer als, mehr als`,
    below: list`unter, kleiner als, weniger als`,
    upTo: list`bis, unter, kleiner als`,
    from: list`ab, über, größer als`,
    to: list`bis`,
  },
  calculatedWords: list`berechnet, errechnet, kalkuliert, ber.`,
  rangeLabels:
    list`ref., referenz, referenzbereich, norm, normbereich, normalbereich, zielwert, zielbereich`,
  rangeQualifiers: list`optimal, wünschenswert`,
  noReference: list``,
  bands: {
    female: list`w, weiblich, frauen, frau, fr.`,
    male: list`männlich, männer, mann`,
    child: list`kinder, kind, säuglinge, neugeborene, jugendliche`,
    adult: list`erwachsene, erwachsener`,
    years: list`jahre, jahren, jahr, j., lj.`,
    months: list`monate, monaten, monat, mon.`,
    weeks: list`wochen, woche, wo.`,
    days: list`tage, tagen, tag`,
    phases: {
      follicular: list`follikelphase, follikuläre phase, follikulärphase`,
      ovulation: list`ovulationsphase, zyklusmitte, mittzyklus`,
      luteal: list`lutealphase, luteale phase, gelbkörperphase`,
      postmenopause: list`postmenopause, postmenopausal`,
    },
  },
  notAResult: {
    seeLeads: list`siehe, s.`,
    seeTargets: list`befundtext, kommentar, bemerkung, bem., anhang, beiblatt, beilage`,
    seePhrases: list`siehe befundtext, siehe kommentar, siehe anhang, s. befund, s. kommentar`,
    seeWhole: list`befundtext`,
    notDetermined: list`
      n.a., nicht analysiert, nicht bestimmt, nicht bestimmbar, nicht durchgeführt,
      nicht untersucht, material nicht ausreichend, probe hämolytisch, hämolyse, entfällt,
      folgt, kein material, hämolytisch, material hämolytisch, n.b.
    `,
  },
  patient: {
    sexLabels: list`geschlecht`,
    ageLabels: list`alter`,
    birthLabels: list`geburtsdatum, geb.-datum, geb.datum, geb., geboren, geboren am`,
    female: list`w, weiblich, f`,
    male: list`m, männlich`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      patient, patientin, geburtsdatum, geb., geboren, anschrift, adresse, wohnort, auftraggeber
    `,
    labelsWithColon: list`
      name, vorname, nachname, telefon, tel., versichertennr., versichertennummer,
      versicherten-nr., kostenträger, krankenkasse, einsender, arzt, ärztin, lanr, bsnr,
      patienten-nr., patientennummer, pat.-nr., fall-nr., fallnummer, svnr, sv-nr.,
      sozialversicherungsnummer, ahv-nr., ahv-nummer
    `,
    markersWithColon: list`geschlecht, alter`,
    stopLabels: list`
      entnahme, entnahmedatum, eingang, befunddatum, geschlecht, alter, geb., geburtsdatum,
      anschrift, adresse, telefon, tel., einsender, arzt, kostenträger, lanr, bsnr,
      auftrags-nr., auftragsnummer, auftrag, material, status, probennummer, proben-nr.,
      auftraggeber
    `,
    ageUnits: list`jahre, jahr, j.`,
    common: list`str., straße, weiblich, männlich`,
    titles: list`dr. med., dr. med. dent., prof. dr. med., dipl.-med., frau, herr`,
  },
  labs: {
    nameWords: list`labor, mvz, praxis, klinikum, krankenhaus, institut, laboratoriumsmedizin`,
    notANameText: list`
      befund, patient, geb., geburts, anschrift, einsender, auftrag, entnahme, eingang, datum,
      seite, validiert, facharzt, fachärztin, kostenträger, status
    `,
    notANameWords: list`dr., med., prof., tel., fax`,
    addressStarts: list`str., straße, platz, weg, allee`,
  },
  lines: {
    furniture: list`
      medizinisch validiert, technisch validiert, validiert durch, freigegeben, unterschrift,
      akkreditiert, dakks, auftrags-nr., auftragsnummer, einsender, lanr, bsnr, kostenträger,
      befundstatus, endbefund, teilbefund, vorläufiger befund, laborbefund
    `,
    furnitureWords: list`gmbh, ust-idnr., str.`,
    furnitureStarts: list`material:, probenmaterial, seite, druck:`,
    commentStarts: list`kommentar, bemerkung, hinweis, anmerkung`,
    commentLabels: list`beurteilung, befundtext, interpretation, legende`,
    summaryStarts: list`auffällige werte, pathologische werte, zusammenfassung`,
    page: list`seite, blatt`,
    pageOf: list`von`,
    timeLabels: list`uhrzeit, uhr, zeit`,
    orderLabels: list`auftrags-nr., auftragsnr., auftragsnummer, auftrag nr., auftrag`,
  },
};
