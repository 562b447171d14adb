/**
 * The invented people of a generated document: the patient (name, PESEL
 * with a valid check digit, address, sex and age), the requesting doctor with
 * an NPWZ number, and the order and barcode numbers. Every string is made up
 * from a seed, and every one of them is listed as identity: none may reach
 * any file the importer writes.
 *
 * @module
 */

import { peselWithCheckDigit } from "../realistic/patient.ts";
import type { Random } from "./random.ts";

const GIVEN = {
  F: ["Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna", "Ewa", "Zofia", "Helena"],
  M: ["Piotr", "Krzysztof", "Andrzej", "Tomasz", "Paweł", "Marcin", "Jakub", "Michał"],
} as const;
const FAMILY = {
  F: ["Wróblewska", "Kaczmarczyk", "Zawadzka", "Sobczyńska", "Jabłońska", "Przybylska"],
  M: ["Wróblewski", "Kaczmarczyk", "Zawadzki", "Sobczyński", "Jabłoński", "Przybylski"],
} as const;
const STREETS = ["Lipowa", "Klonowa", "Słoneczna", "Ogrodowa", "Wrzosowa", "Modrzewiowa"];
const CITIES = ["Kraków", "Poznań", "Gdańsk", "Lublin", "Toruń", "Opole"];

/** Everything personal a document may print. */
export interface Identity {
  readonly sex: "F" | "M";
  readonly age: number;
  readonly given: string;
  readonly family: string;
  readonly pesel: string;
  /** The birth date as printed (DD.MM.YYYY). */
  readonly birth: string;
  readonly street: string;
  readonly postalCity: string;
  readonly doctor: string;
  readonly npwz: string;
  readonly barcode: string;
  /** One order number per visit. */
  readonly orders: readonly string[];
}

/** Draws a patient, a doctor and `visits` order numbers. */
export function drawIdentity(random: Random, visits: number, year: number): Identity {
  const sex = random.pick(["F", "M"] as const);
  const age = random.int(22, 78);
  const born = year - age;
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const centuryMonth = born >= 2000 ? month + 20 : month;
  const serial = random.int(100, 999);
  const sexDigit = sex === "F" ? random.pick([0, 2, 4, 6, 8]) : random.pick([1, 3, 5, 7, 9]);
  const stem = `${String(born % 100).padStart(2, "0")}${String(centuryMonth).padStart(2, "0")}${
    String(day).padStart(2, "0")
  }${serial}${sexDigit}`;
  const doctorSex = random.pick(["F", "M"] as const);
  return {
    sex,
    age,
    given: random.pick(GIVEN[sex]),
    family: random.pick(FAMILY[sex]),
    pesel: peselWithCheckDigit(stem),
    birth: `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${born}`,
    street: `ul. ${random.pick(STREETS)} ${random.int(2, 48)}/${random.int(1, 30)}`,
    postalCity: `${random.int(10, 99)}-${random.digits(3)} ${random.pick(CITIES)}`,
    doctor: `${random.pick(GIVEN[doctorSex])} ${random.pick(FAMILY[doctorSex])}`,
    npwz: random.digits(7),
    barcode: random.digits(10),
    orders: Array.from({ length: visits }, () => `${year}/${random.digits(6)}`),
  };
}

/** The identity strings no written file may contain. */
export function identityStrings(identity: Identity): string[] {
  return [
    `${identity.given} ${identity.family}`,
    identity.family,
    `${identity.family.toUpperCase()} ${identity.given.toUpperCase()}`,
    identity.pesel,
    identity.birth,
    identity.street,
    identity.doctor,
    identity.npwz,
    identity.barcode,
    ...identity.orders,
  ];
}
