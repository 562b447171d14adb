/**
 * The Romanian lexicon: the words Romanian lab reports ("Buletin de analize
 * medicale") print, as data. Each list is written with `list`: words or
 * phrases separated by commas or line breaks. `types.ts` says how each list
 * is compared, and docs/import.md ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** Romanian words. */
export const ro: Lexicon = {
  language: "ro",
  ocrLanguage: "ron",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
    rezultate, rezultat, buletin, analize, analiza, sange, sânge, online, laborator, copie, poza
  `,
  headers: {
    number: list`nr., nr. crt.`,
    name: list`
        denumire analiză, denumire analiza, denumire, analiză, analiza, analize, parametru, test
      `,
    result: list`rezultat, rezultate, valoare`,
    unit: list`um, u.m., unitate de măsură, unitate de masura, unități, unitati`,
    range: list`
      interval biologic de referință, interval biologic de referinta, interval de referință,
      interval de referinta, valori de referință, valori de referinta, valori normale, ibr
    `,
    flag: list`indicator`,
    date: list`data, data recoltării, data recoltarii`,
    previous: list`rezultat anterior, rezultate anterioare, anterior`,
    method: list`metodă, metoda`,
    code: list`cod`,
    order: list`nr. buletin, număr buletin`,
    specimen: list`probă, proba, tip probă`,
    comment: list`observații, observatii, comentariu`,
  },
  headerStarts:
    list`denumire analiză, denumire analiza, analiza, rezultat, um, interval biologic de referință`,
  csvHeaders: {
    date: list`data, data recoltarii`,
    name: list`denumire analiza, analiza, denumire, parametru`,
    code: list`cod`,
    value: list`rezultat, valoare`,
    unit: list`um, unitate de masura`,
    range: list`interval biologic de referinta, interval de referinta, valori de referinta`,
    low: list`limita inferioara, minim`,
    high: list`limita superioara, maxim`,
    flag: list`indicator`,
    specimen: list`proba`,
    section: list`grupa, sectie, categorie`,
  },
  csvIdentityHeaders: list`pacient, nume, prenume, cnp, data nasterii, adresa`,
  dateLabels: {
    collected: list`
      data recoltării, data recoltarii, data și ora recoltării, data si ora recoltarii,
      data recoltare, recoltat la, recoltat, recoltare
    `,
    ordered: list`
      data primirii probei, data primirii, data înregistrării, data inregistrarii, data primire,
      primit la
    `,
    reported: list`
      data eliberării, data eliberarii, data validării, data validarii, data rezultatului,
      data lucrării, eliberat la, validat la
    `,
    never: list`data nașterii, data nasterii, data naşterii, data tipăririi, data tiparirii`,
  },
  units: {
    // International units written in the language's word order: "unités internationales".
    "UI/L": "IU/L",
    "UI/mL": "IU/mL",
    "mUI/L": "mIU/L",
    "mUI/mL": "mIU/mL",
    "µUI/mL": "µIU/mL",
    "μUI/mL": "µIU/mL",
    // A count's power of ten after an asterisk, as Romanian labs print it.
    "*10^3/µL": "10^3/µL",
    "*10^6/µL": "10^6/µL",
    "*10^3/uL": "10^3/µL",
    "*10^6/uL": "10^6/µL",
  },
  months: [
    list`ianuarie, ian`,
    list`februarie, feb`,
    list`martie`,
    list`aprilie`,
    list`mai`,
    list`iunie`,
    list`iulie`,
    list`august`,
    list`septembrie`,
    list`octombrie`,
    list`noiembrie`,
    list`decembrie`,
  ],
  sections: {
    urine: list`
        examen complet de urină, examen complet de urina, sumar de urină, sumar urina, urină, urina,
        sediment urinar
      `,
    blood: list`
      hematologie, hemoleucogramă, hemoleucograma, hemoleucograma completa, biochimie,
      imunologie, imunologie si serologie, imunologie și serologie, serologie, hormoni,
      endocrinologie, coagulare, hemostază, profil lipidic, vitamine, markeri tumorali
    `,
    stool: list`materii fecale, coprocultură, coprocultura`,
    other: list``,
  },
  specimenWords: {
    urine: list`urin*`,
    stool: list`materii fecale, fecal*`,
    blood: list`sânge, sange, ser, seric, serică, serica, plasmă, plasma`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`în, in`,
  sedimentWords: list`sediment, sedimentul, sedimentului`,
  proseVerbs: list`a evidențiat, au evidențiat, a arătat`,
  qualitative: {
    negative:
      list`negativ, negativă, nereactiv, nereactivă, absent, absentă, absente, nedetectabil`,
    positive: list`pozitiv, pozitivă, reactiv, reactivă, prezent, prezentă, prezente, detectabil`,
    equivocal: list`echivoc, echivocă, incert`,
    amounts: [
      list`rare, foarte rare`,
      list`puține, putine`,
      list`moderate`,
      list`numeroase, frecvente`,
      list`foarte numeroase`,
    ],
    descriptive: list`galben, galben deschis, galben pai, limpede, clar, tulbure, ușor tulbure`,
  },
  flagWords: {
    high: list`crescut, crescută, mare`,
    low: list`scăzut, scăzută, mic`,
    abnormal: list`patologic, anormal`,
    normal: list`normal, în limite normale`,
  },
  comparators: {
    above: list`peste, mai mare de, mai mare decât`,
    below: list`sub, mai mic de, mai mic decât`,
    upTo: list`până la, pana la, sub`,
    from: list`peste, de la`,
    to: list`până la, pana la`,
  },
  calculatedWords: list`calculat*`,
  rangeLabels: list`ibr, valori de referință`,
  rangeQualifiers: list`optim, de dorit`,
  noReference: list``,
  bands: {
    female: list`femei, femeie, f`,
    male: list`bărbați, barbati, bărbat, barbat, b`,
    child: list`copii, copil, nou-născuți`,
    adult: list`adulți, adulti, adult`,
    years: list`ani, an`,
    months: list`luni, lună`,
    weeks: list`săptămâni, saptamani`,
    days: list`zile, zi`,
    phases: {
      follicular: list`faza foliculară, faza foliculara`,
      ovulation: list`ovulație, ovulatie, faza ovulatorie`,
      luteal: list`faza luteală, faza luteala`,
      postmenopause: list`postmenopauză, postmenopauza, menopauză`,
    },
  },
  notAResult: {
    seeLeads: list`vezi`,
    seeTargets: list`comentariu, observații, buletin atașat`,
    seePhrases: list`vezi comentariu, vezi observații`,
    seeWhole: list`vezi comentariu`,
    notDetermined: list`
      rezultat în lucru, rezultat in lucru, în lucru, in lucru, nu s-a efectuat, neefectuat,
      anulat, probă hemolizată, proba hemolizata, probă insuficientă
    `,
  },
  patient: {
    sexLabels: list`sex, sexul`,
    ageLabels: list`vârsta, varsta, vârstă`,
    birthLabels: list`data nașterii, data nasterii, data naşterii`,
    female: list`f, feminin`,
    male: list`m, masculin`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      pacient, pacientă, nume și prenume, nume si prenume, data nașterii, data nasterii, adresa,
      adresă, domiciliu
    `,
    labelsWithColon: list`
      cnp, nume, prenume, telefon, medic, medic trimițător, medic trimitator, medic de familie
    `,
    markersWithColon: list`sex, vârsta, varsta`,
    stopLabels: list`
      data recoltării, data recoltarii, data primirii probei, data eliberării, cnp, vârsta, varsta,
      sex, adresa, medic trimițător, medic trimitator, telefon
    `,
    ageUnits: list`ani`,
    common: list`str., strada, bd., nr., ap., jud., feminin, masculin`,
    titles: list``,
  },
  labs: {
    nameWords: list`laborator, analize medicale, spital, diagnostic`,
    notANameText: list`buletin, pacient, cnp, validat, pagina`,
    notANameWords: list`dr., tel., fax`,
    addressStarts: list`str., strada, bd., calea, piața`,
  },
  lines: {
    furniture: list`
      validat de, buletin validat, biolog principal, medic primar, acreditat renar, renar,
      punct de recoltare, descarcă buletinul, cookie
    `,
    furnitureWords: list`srl, s.r.l., s.a.`,
    furnitureStarts: list`probă:, proba:, pagina`,
    commentStarts: list`observații, observatii, comentariu, notă`,
    commentLabels: list`interpretare, legendă`,
    summaryStarts: list`rezultate în afara intervalului, rezumat`,
    page: list`pagina, pag.`,
    pageOf: list`din`,
    timeLabels: list`ora`,
    orderLabels: list`nr. buletin, buletin nr., număr buletin`,
  },
};
