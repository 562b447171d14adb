/**
 * The invented patient of the realistic corpus, and the PESEL checksum that
 * makes her number look real to any validator. Every personal string here is
 * made up.
 *
 * @module
 */

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * Completes ten PESEL digits with their check digit.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(peselWithCheckDigit("9207131456"), "92071314566");
 * ```
 */
export function peselWithCheckDigit(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new Error(`PESEL stem "${first10}" is not ten digits`);
  const sum = [...first10].reduce((s, d, i) => s + Number(d) * PESEL_WEIGHTS[i]!, 0);
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** Whether an eleven-digit string passes the PESEL checksum. */
export function isValidPesel(pesel: string): boolean {
  return /^\d{11}$/.test(pesel) && peselWithCheckDigit(pesel.slice(0, 10)) === pesel;
}

/** Born 13 July 1992, a woman (even 10th digit). */
const PESEL = peselWithCheckDigit("9207131456");

/** The patient as the documents print her. */
export const PATIENT = {
  given: "Anna",
  family: "Przykładowa",
  fullName: "Anna Przykładowa",
  reversedUpper: "PRZYKŁADOWA ANNA",
  pesel: PESEL,
  peselSpaced: `${PESEL.slice(0, 6)} ${PESEL.slice(6)}`,
  peselDashed: `${PESEL.slice(0, 6)}-${PESEL.slice(6)}`,
  peselGroups: `${PESEL.slice(0, 3)} ${PESEL.slice(3, 6)} ${PESEL.slice(6, 9)} ${PESEL.slice(9)}`,
  birthPl: "13.07.1992",
  birthIso: "1992-07-13",
  street: "ul. Lipowa 12/4",
  postal: "31-042",
  city: "Kraków",
  phone: "+48 601 234 567",
} as const;

/** People named in the documents other than the patient: never written either. */
export const STAFF = {
  doctor: "Tomasz Wiśniewski",
  analyst: "Ewa Nowak",
  hospitalDoctor: "Marta Zielińska",
} as const;

/** Identity strings every document shares (the patient's, in every spelling used). */
export const PATIENT_IDENTITY: readonly string[] = [
  PATIENT.fullName,
  PATIENT.family,
  PATIENT.reversedUpper,
  PATIENT.pesel,
  PATIENT.peselSpaced,
  PATIENT.peselDashed,
  PATIENT.peselGroups,
  PATIENT.birthPl,
  PATIENT.birthIso,
  PATIENT.street,
  "Lipowa 12",
  PATIENT.phone,
  "601 234 567",
];
