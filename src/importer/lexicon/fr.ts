/**
 * The French lexicon: the words French, Belgian and Swiss lab reports
 * ("Compte rendu d'analyses de biologie médicale") print, as data. Each list
 * is written with `list`: words or phrases separated by commas or line
 * breaks. `types.ts` says how each list is compared, and docs/import.md
 * ("Adding a language") how to add one.
 *
 * @module
 */

import { list } from "./list.ts";
import type { Lexicon } from "./types.ts";

/** French words. */
export const fr: Lexicon = {
  language: "fr",
  ocrLanguage: "fra",
  ocrFirstPass: false,
  slashDates: "day-first",
  fileWords: list`
    mes, mon, ma, resultats, résultats, analyses, analyse, bilan, compte, rendu, cr, laboratoire,
    biologie, sang, prise, ordonnance, hopital, hôpital, clinique, copie, photo, rapport
  `,
  headers: {
    number: list`n°, no`,
    name: list`analyse, analyses, examen, examens, paramètre, libellé, désignation`,
    result: list`résultat, résultats, valeur, valeurs, résultat actuel`,
    unit: list`unité, unités`,
    range: list`
      valeurs de référence, valeur de référence, valeurs normales, valeurs usuelles,
      intervalle de référence, intervalles de référence, références, référence, normes, norme,
      v.r., vr
    `,
    flag: list`interprétation, indicateur`,
    date: list`date, date de prélèvement, date du prélèvement`,
    previous: list`
      antériorités, antériorité, antérieur, antérieurs, résultat antérieur, résultats antérieurs,
      précédent, résultat précédent, dernier résultat
    `,
    method: list`méthode, technique`,
    code: list`code`,
    order: list`n° de demande, n° dossier, dossier`,
    specimen: list`échantillon, nature de l'échantillon, prélèvement`,
    comment: list`commentaire, commentaires, remarque`,
  },
  headerStarts: list`analyse, examen, résultat, résultats, unités, valeurs de référence`,
  csvHeaders: {
    date: list`date, date de prelevement, date prelevement`,
    name: list`analyse, examen, parametre, libelle`,
    code: list`code`,
    value: list`resultat, valeur`,
    unit: list`unite`,
    range: list`valeurs de reference, valeurs normales, intervalle de reference`,
    low: list`valeur basse, borne inferieure, min`,
    high: list`valeur haute, borne superieure, max`,
    flag: list`interpretation, indicateur`,
    specimen: list`echantillon, nature`,
    section: list`chapitre, rubrique, groupe`,
  },
  csvIdentityHeaders: list`
    patient, patiente, nom, prenom, nom de naissance, nom d'usage, date de naissance, adresse, nir
  `,
  dateLabels: {
    collected: list`
      prélevé le, prélevée le, prélevé, date de prélèvement, date du prélèvement,
      date prélèvement, prélèvement du, prélèvement le, prélèvement, date et heure de prélèvement
    `,
    ordered: list`
      enregistré le, enregistrée le, reçu le, reçue le, date de réception, réception,
      date d'arrivée,
      arrivé le, date de la demande, demande du
    `,
    reported: list`
      validé le, validée le, date de validation, validation, compte rendu du, résultat du,
      date du compte rendu
    `,
    never: list`
      né le, née le, né(e) le, date de naissance, imprimé le, édité le, édition du, date d'édition
    `,
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
    list`janvier, janv.`,
    list`février, fevrier, févr.`,
    list`mars`,
    list`avril, avr.`,
    list`mai`,
    list`juin`,
    list`juillet, juil.`,
    list`août, aout`,
    list`septembre, sept.`,
    list`octobre, oct.`,
    list`novembre, nov.`,
    list`décembre, decembre, déc.`,
  ],
  sections: {
    urine: list`
      examen cytobactériologique des urines, ecbu, urines, biochimie urinaire, bandelette urinaire,
      examen des urines, analyse d'urine
    `,
    blood: list`
      hématologie, hemogramme, hémogramme, numération formule sanguine, nfs, formule leucocytaire,
      biochimie, biochimie sanguine, bilan lipidique, exploration d'une anomalie lipidique,
      enzymologie, bilan hépatique, bilan rénal, ionogramme, bilan martial, hormonologie,
      endocrinologie, thyroïde, vitamines, immunologie, sérologie, sérologies, hémostase,
      coagulation, inflammation, protéines, marqueurs tumoraux, marqueurs cardiaques
    `,
    stool: list`selles, examen des selles, coproculture`,
    other: list``,
  },
  specimenWords: {
    urine: list`urin*`,
    stool: list`selles, fécal, fécale`,
    blood: list`sang, sanguin, sanguine, sérum, plasma`,
  },
  specimenCodes: { urine: list``, stool: list``, blood: list`` },
  specimenIn: list`dans les, dans le`,
  sedimentWords: list`culot, cytologie urinaire`,
  proseVerbs: list`montrait, retrouvait, objectivait, montre, retrouve, résultats`,
  qualitative: {
    negative: list`négatif, négative, non détecté, non détectée, indétectable, non réactif`,
    positive: list`positif, positive, détecté, détectée, réactif`,
    equivocal: list`douteux, douteuse, équivoque, limite`,
    amounts: [
      list`rares, quelques`,
      list`peu nombreux, peu nombreuses`,
      list`assez nombreux, assez nombreuses`,
      list`nombreux, nombreuses`,
      list`très nombreux, très nombreuses, abondants`,
    ],
    descriptive:
      list`jaune, jaune clair, jaune foncé, ambré, clair, limpide, trouble, légèrement trouble`,
  },
  flagWords: {
    high: list`élevé, élevée, augmenté, haut`,
    low: list`bas, basse, diminué, diminuée`,
    abnormal: list`anormal, anormale, pathologique`,
    normal: list`normal, normale`,
  },
  comparators: {
    above: list`supérieur à, supérieure à, plus de`,
    below: list`inférieur à, inférieure à, moins de`,
    upTo: list`inférieur à, inférieure à, jusqu'à`,
    from: list`supérieur à, supérieure à, dès`,
    to: list`à`,
  },
  calculatedWords: list`calcul*`,
  rangeLabels: list`vr, v.r., référence, valeurs de référence`,
  rangeQualifiers: list`souhaitable, optimal, valeurs souhaitables`,
  noReference: list``,
  bands: {
    female: list`femme, femmes, f`,
    male: list`homme, hommes, h`,
    child: list`enfant, enfants, nouveau-né, nourrisson`,
    adult: list`adulte, adultes`,
    years: list`ans, an`,
    months: list`mois`,
    weeks: list`semaines, semaine, sem.`,
    days: list`jours, jour, j`,
    phases: {
      follicular: list`phase folliculaire`,
      ovulation: list`pic ovulatoire, phase ovulatoire`,
      luteal: list`phase lutéale`,
      postmenopause: list`ménopause, post-ménopause`,
    },
  },
  notAResult: {
    seeLeads: list`voir`,
    seeTargets: list`commentaire, compte rendu, ci-dessous, résultat joint`,
    seePhrases: list`voir commentaire, voir ci-dessous, voir compte rendu joint`,
    seeWhole: list`voir commentaire`,
    notDetermined: list`
      résultat à suivre, à suivre, en cours, non effectué, non réalisé, non fait, annulé,
      échantillon hémolysé, prélèvement hémolysé, prélèvement insuffisant, non dosable
    `,
  },
  patient: {
    sexLabels: list`sexe`,
    ageLabels: list`âge`,
    birthLabels: list`né le, née le, né(e) le, date de naissance`,
    female: list`féminin, femme, f`,
    male: list`masculin, homme, m`,
    birthNumberLabels: list``,
  },
  identity: {
    labels: list`
      patient, patiente, madame, monsieur, mme, nom de naissance, nom d'usage, né le, née le,
      né(e) le, née, date de naissance, adresse, n° sécurité sociale, n° de sécurité sociale,
      numéro de sécurité sociale, nir, niss, insz, numéro national, n° national
    `,
    labelsWithColon: list`
      nom, prénom, téléphone, tél., médecin, prescripteur, médecin prescripteur, médecin demandeur,
      médecin traitant, ipp, n° patient
    `,
    markersWithColon: list`sexe, âge`,
    stopLabels: list`
      prélevé le, date de prélèvement, enregistré le, validé le, sexe, âge, né le, née le,
      date de naissance, adresse, téléphone, médecin, prescripteur, dossier, n° dossier,
      n° de demande, demande
    `,
    ageUnits: list`ans`,
    common: list`rue, avenue, boulevard, place, chemin, féminin, masculin, madame, monsieur`,
    titles: list`docteur, dr, pr`,
  },
  labs: {
    nameWords: list`laboratoire, biologie médicale, clinique, hôpital, centre hospitalier`,
    notANameText: list`
      compte rendu, patient, adresse, prescripteur, médecin, dossier, demande, prélev, validé,
      biologiste, édité
    `,
    notANameWords: list`dr, pr, tél., tel, fax`,
    addressStarts: list`rue, avenue, av., boulevard, bd, place, chemin`,
  },
  lines: {
    furniture: list`
      validé biologiquement, validé par, biologiste, biologistes, accréditation, cofrac, finess,
      prescripteur, médecin demandeur, dossier n°, n° de demande, compte rendu partiel,
      compte rendu complet
    `,
    furnitureWords: list`selas, selarl, sas, sarl, siret, finess`,
    furnitureStarts: list`échantillon:, nature de l'échantillon, page, edité, édité`,
    commentStarts: list`commentaire, remarque, note`,
    commentLabels: list`interprétation, conclusion, légende`,
    summaryStarts: list`résultats anormaux, valeurs anormales, synthèse`,
    page: list`page`,
    pageOf: list`sur`,
    timeLabels: list`heure`,
    orderLabels: list`dossier n°, n° dossier, n° de demande, demande n°`,
  },
};
