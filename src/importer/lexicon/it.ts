/**
 * The Italian lexicon: the words Italian lab reports ("Referto di
 * laboratorio") print, as data. Each list is written with `list`: words or
 * phrases separated by commas or line breaks. `types.ts` says how each list
 * is compared, and docs/import.md ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Italian words. */
export const it: Lexicon = {
  language: "it",
  ocrLanguage: "ita",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`miei, risultati, referto, analisi, esami, sangue`,
  headers: {
    number: list`n., num.`,
    name: list`esame, esami, analisi, parametro, descrizione`,
    result: list`risultato, risultati, valore, esito, esiti`,
    unit: list`unità, unità di misura, u.m., um, u. m.`,
    range: list`
      valori di riferimento, valore di riferimento, intervallo di riferimento, range di riferimento,
      v.r., valori normali, limiti di riferimento
    `,
    flag: list`segnalazione, indicatore`,
    date: list`data prelievo, data del prelievo`,
    previous: list`risultato precedente, precedente`,
    method: list`metodo, metodica`,
    code: list`codice`,
    order: list`n. richiesta, numero richiesta, richiesta`,
    specimen: list`campione, materiale`,
    comment: list`note, commento`,
  },
  headerStarts: list`esame, analisi, risultato, esito, unità, valori di riferimento`,
  csvHeaders: {
    date: list`data, data prelievo`,
    name: list`esame, analisi, parametro`,
    code: list`codice`,
    value: list`risultato, valore`,
    unit: list`unita, unita di misura`,
    range: list`valori di riferimento, intervallo di riferimento`,
    low: list`valore minimo, minimo`,
    high: list`valore massimo, massimo`,
    flag: list`segnalazione`,
    specimen: list`campione, materiale`,
    section: list`gruppo, sezione, profilo`,
  },
  csvIdentityHeaders: list`paziente, nome, cognome, codice fiscale, data di nascita, indirizzo`,
  dateLabels: {
    collected: list`
      data prelievo, data del prelievo, data e ora prelievo, data/ora prelievo, prelevato il,
      prelievo del, prelievo
    `,
    ordered: list`data accettazione, data richiesta, accettato il, data arrivo campione`,
    reported:
      list`data referto, data refertazione, data esecuzione, refertato il, data validazione`,
    never: list`data di nascita, nato il, nata il, data stampa, stampato il`,
  },
  units: {
    // International units written in the language's word order: "unités internationales".
    "UI/L": "IU/L",
    "UI/mL": "IU/mL",
    "mUI/L": "mIU/L",
    "mUI/mL": "mIU/mL",
    "µUI/mL": "µIU/mL",
    "μUI/mL": "µIU/mL",
  },
  months: [
    list`gennaio, gen`,
    list`febbraio, feb`,
    list`marzo, mar`,
    list`aprile, apr`,
    list`maggio, mag`,
    list`giugno, giu`,
    list`luglio, lug`,
    list`agosto, ago`,
    list`settembre, set`,
    list`ottobre, ott`,
    list`novembre, nov`,
    list`dicembre, dic`,
  ],
  sections: {
    urine: list`
      esame urine, esame delle urine, esame chimico-fisico delle urine, urine, sedimento urinario,
      esame urine completo
    `,
    blood: list`
      ematologia, emocromo, emocromo completo, emocromo con formula, chimica clinica, biochimica,
      assetto lipidico, endocrinologia, immunologia, sierologia,
      profilo lipidico, funzionalità epatica, funzionalità renale, elettroliti, tiroide, ormoni,
      coagulazione, vitamine, marcatori di infiammazione
    `,
    stool: list`feci, esame delle feci`,
    other: list``,
  },
  specimenWords: {
    urine: list`urin*`,
    stool: list`feci, fecale`,
    blood: list`sangue, siero, plasma`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`nelle, nel, nella`,
  sedimentWords: list`sedimento`,
  proseVerbs: list`evidenziava, mostrava, risultati`,
  qualitative: {
    negative:
      list`negativo, negativa, assente, assenti, non rilevato, non rilevabile, non reattivo`,
    positive: list`positivo, positiva, presente, presenti, rilevato, tracce, reattivo`,
    equivocal: list`dubbio, dubbia, borderline`,
    amounts: [
      list`rari, rare`,
      list`scarsi, scarse`,
      list`discreti, discrete`,
      list`numerosi, numerose`,
      list`molto numerosi, abbondanti`,
    ],
    descriptive: list`giallo, giallo paglierino, ambrato, limpido, torbido, leggermente torbido`,
  },
  flagWords: {
    high: list`alto, elevato, aumentato`,
    low: list`basso, ridotto, diminuito`,
    abnormal: list`anomalo, alterato, patologico`,
    normal: list`normale, nella norma`,
  },
  comparators: {
    above: list`superiore a, maggiore di, oltre`,
    below: list`inferiore a, minore di`,
    upTo: list`fino a, inferiore a, minore di`,
    from: list`da, superiore a, maggiore di`,
    to: list`a`,
  },
  calculatedWords: list`calcolat*`,
  rangeLabels: list`v.r., rif., riferimento`,
  rangeQualifiers: list`ottimale`,
  noReference: list``,
  bands: {
    female: list`femmine, donne, donna`,
    male: list`maschi, uomini, uomo`,
    child: list`bambini, bambino, neonati, adolescenti`,
    adult: list`adulti, adulto`,
    years: list`anni, anno`,
    months: list`mesi, mese`,
    weeks: list`settimane, settimana`,
    days: list`giorni, giorno`,
    phases: {
      follicular: list`fase follicolare`,
      ovulation: list`fase ovulatoria, ovulazione`,
      luteal: list`fase luteale`,
      postmenopause: list`postmenopausa, post-menopausa`,
    },
  },
  notAResult: {
    seeLeads: list`vedi, vd.`,
    seeTargets: list`nota, commento, referto allegato, allegato`,
    seePhrases: list`vedi nota, vedi commento, vedi allegato`,
    seeWhole: list`vedi nota`,
    notDetermined: list`
        non eseguito, non eseguibile, non determinato, campione insufficiente, campione emolizzato,
        in corso, in esecuzione, annullato, da eseguire
      `,
  },
  patient: {
    sexLabels: list`sesso`,
    ageLabels: list`età`,
    birthLabels: list`data di nascita, nato il, nata il`,
    female: list`femmina`,
    male: list`maschio`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
        paziente, cognome e nome, nome e cognome, codice fiscale, c.f., data di nascita, nato il,
        nata il, indirizzo, residente, residenza
      `,
    labelsWithColon: list`
        nome, cognome, telefono, tel., medico, medico richiedente, medico curante,
        medico prescrittore,
        tessera sanitaria
      `,
    markersWithColon: list`sesso, età`,
    stopLabels: list`
      data prelievo, data accettazione, data referto, data refertazione, sesso, età, codice fiscale,
      c.f., data di nascita, residenza, provenienza,
      indirizzo, telefono, medico, n. richiesta, numero richiesta
    `,
    ageUnits: list`anni, anno`,
    common: list`via, piazza, femmina, maschio`,
    titles: list``,
  },
  labs: {
    nameWords:
      list`laboratorio, analisi cliniche, ospedale, policlinico, centro medico, azienda usl, asl`,
    notANameText: list`referto, paziente, codice fiscale, indirizzo, pagina, richiesta`,
    notANameWords: list`dott., dr., dott.ssa, tel.`,
    addressStarts: list`via, piazza, viale, corso`,
  },
  lines: {
    furniture: list`
      firmato digitalmente, direttore del laboratorio, validato da, il responsabile, richiesta n.,
      dirigente biologo, dirigente medico, fascicolo sanitario, n. richiesta,
      numero richiesta, tessera sanitaria
    `,
    furnitureWords: list`s.r.l., s.p.a., p.iva`,
    furnitureStarts: list`materiale:, pagina`,
    commentStarts: list`note, nota, commento`,
    commentLabels: list`interpretazione, legenda`,
    summaryStarts: list`valori fuori range, riepilogo`,
    page: list`pagina, pag.`,
    pageOf: list`di`,
    timeLabels: list`ora, ore`,
    orderLabels: list`n. richiesta, numero richiesta`,
  },
};
