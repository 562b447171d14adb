/**
 * Document 6: a hospital discharge as a FHIR R4 document Bundle: a
 * Composition whose narrative names the patient, the Patient (name, PESEL
 * identifier, birth date, address, phone), the Practitioner, and the
 * Observations of admission and discharge day with LOINC codes, UCUM units
 * (`10*3/uL`, `10*6/uL`, `mg/L{FEU}`, `u[IU]/mL`, `ug/L`), reference ranges,
 * interpretation codes (H, L, N), a qualitative `valueCodeableConcept`, one
 * `effectivePeriod`, and one Observation entered in error (not a result).
 *
 * @module
 */

import { PATIENT, PATIENT_IDENTITY, STAFF } from "../patient.ts";
import { NEW_CODES, type Truth, type TruthRow } from "../truth.ts";

const ADMISSION = "2025-01-20";
const DISCHARGE = "2025-01-23";
const INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
/** The hospital laboratory that performed the tests (an Organization, not a person). */
const LAB = "Zakład Diagnostyki Laboratoryjnej Szpitala Przykładowego";

interface Measurement {
  readonly id: string;
  readonly loinc: string;
  readonly display: string;
  /** The Polish name in `code.text`. */
  readonly text: string;
  readonly code: string;
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: "<" | ">";
  readonly unit?: string;
  readonly low?: number;
  readonly high?: number;
  readonly refText?: string;
  readonly flag?: "H" | "L" | "N" | "A";
  /** Use `effectivePeriod` instead of `effectiveDateTime`. */
  readonly period?: boolean;
  readonly status?: string;
}

const M: readonly Measurement[] = [
  {
    id: "obs-wbc-1",
    loinc: "6690-2",
    display: "Leukocytes [#/volume] in Blood by Automated count",
    text: "Leukocyty (WBC)",
    code: "WBC",
    date: ADMISSION,
    value: 14.2,
    unit: "10*3/uL",
    low: 4,
    high: 10,
    flag: "H",
  },
  {
    id: "obs-rbc-1",
    loinc: "789-8",
    display: "Erythrocytes [#/volume] in Blood by Automated count",
    text: "Erytrocyty (RBC)",
    code: "RBC",
    date: ADMISSION,
    value: 4.05,
    unit: "10*6/uL",
    low: 3.8,
    high: 5.2,
    flag: "N",
  },
  {
    id: "obs-hgb-1",
    loinc: "718-7",
    display: "Hemoglobin [Mass/volume] in Blood",
    text: "Hemoglobina (HGB)",
    code: "HGB",
    date: ADMISSION,
    value: 12.1,
    unit: "g/dL",
    low: 12,
    high: 16,
    flag: "N",
  },
  {
    id: "obs-plt-1",
    loinc: "777-3",
    display: "Platelets [#/volume] in Blood by Automated count",
    text: "Płytki krwi (PLT)",
    code: "PLT",
    date: ADMISSION,
    value: 388,
    unit: "10*3/uL",
    low: 150,
    high: 400,
  },
  {
    id: "obs-crp-1",
    loinc: "1988-5",
    display: "C reactive protein [Mass/volume] in Serum or Plasma",
    text: "Białko C-reaktywne (CRP)",
    code: "CRP",
    date: ADMISSION,
    value: 86.4,
    unit: "mg/L",
    high: 5,
    flag: "H",
  },
  {
    id: "obs-pct-1",
    loinc: "33959-8",
    display: "Procalcitonin [Mass/volume] in Serum or Plasma",
    text: "Prokalcytonina",
    code: "PCT",
    date: ADMISSION,
    value: 0.31,
    unit: "ng/mL",
    high: 0.05,
    flag: "H",
  },
  {
    id: "obs-ddimer-1",
    loinc: "48065-7",
    display: "Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma",
    text: "D-dimery",
    code: "D_DIMER",
    date: ADMISSION,
    value: 1.84,
    unit: "mg/L{FEU}",
    high: 0.5,
    flag: "H",
  },
  {
    id: "obs-na-1",
    loinc: "2951-2",
    display: "Sodium [Moles/volume] in Serum or Plasma",
    text: "Sód",
    code: "NA",
    date: ADMISSION,
    value: 133,
    unit: "mmol/L",
    low: 136,
    high: 145,
    flag: "L",
  },
  {
    id: "obs-k-1",
    loinc: "2823-3",
    display: "Potassium [Moles/volume] in Serum or Plasma",
    text: "Potas",
    code: "K",
    date: ADMISSION,
    value: 3.9,
    unit: "mmol/L",
    low: 3.5,
    high: 5.1,
    flag: "N",
  },
  {
    id: "obs-crea-1",
    loinc: "2160-0",
    display: "Creatinine [Mass/volume] in Serum or Plasma",
    text: "Kreatynina",
    code: "CREA",
    date: ADMISSION,
    value: 0.82,
    unit: "mg/dL",
    low: 0.51,
    high: 0.95,
  },
  {
    id: "obs-glu-1",
    loinc: "2345-7",
    display: "Glucose [Mass/volume] in Serum or Plasma",
    text: "Glukoza",
    code: "GLU",
    date: ADMISSION,
    value: 112,
    unit: "mg/dL",
    low: 70,
    high: 99,
    flag: "H",
  },
  {
    id: "obs-tsh-1",
    loinc: "3016-3",
    display: "Thyrotropin [Units/volume] in Serum or Plasma",
    text: "TSH",
    code: "TSH",
    date: ADMISSION,
    value: 1.92,
    unit: "u[IU]/mL",
    low: 0.27,
    high: 4.2,
  },
  {
    id: "obs-ferr-1",
    loinc: "2276-4",
    display: "Ferritin [Mass/volume] in Serum or Plasma",
    text: "Ferrytyna",
    code: "FERR",
    date: ADMISSION,
    value: 96,
    unit: "ug/L",
    low: 13,
    high: 150,
  },
  {
    id: "obs-hbsag-1",
    loinc: "5196-1",
    display: "Hepatitis B virus surface Ag [Presence] in Serum or Plasma by Immunoassay",
    text: "Antygen HBs",
    code: NEW_CODES.HBSAG,
    date: ADMISSION,
    value: "nie wykryto",
    refText: "nie wykryto",
  },
  {
    id: "obs-crp-err",
    loinc: "1988-5",
    display: "C reactive protein [Mass/volume] in Serum or Plasma",
    text: "Białko C-reaktywne (CRP)",
    code: "CRP",
    date: ADMISSION,
    value: 864,
    unit: "mg/L",
    high: 5,
    flag: "H",
    status: "entered-in-error",
  },
  {
    id: "obs-wbc-2",
    loinc: "6690-2",
    display: "Leukocytes [#/volume] in Blood by Automated count",
    text: "Leukocyty (WBC)",
    code: "WBC",
    date: DISCHARGE,
    value: 8.1,
    unit: "10*3/uL",
    low: 4,
    high: 10,
    flag: "N",
  },
  {
    id: "obs-hgb-2",
    loinc: "718-7",
    display: "Hemoglobin [Mass/volume] in Blood",
    text: "Hemoglobina (HGB)",
    code: "HGB",
    date: DISCHARGE,
    value: 11.6,
    unit: "g/dL",
    low: 12,
    high: 16,
    flag: "L",
  },
  {
    id: "obs-crp-2",
    loinc: "1988-5",
    display: "C reactive protein [Mass/volume] in Serum or Plasma",
    text: "Białko C-reaktywne (CRP)",
    code: "CRP",
    date: DISCHARGE,
    value: 14.2,
    unit: "mg/L",
    high: 5,
    flag: "H",
    period: true,
  },
  {
    id: "obs-ddimer-2",
    loinc: "48065-7",
    display: "Fibrin D-dimer FEU [Mass/volume] in Platelet poor plasma",
    text: "D-dimery",
    code: "D_DIMER",
    date: DISCHARGE,
    value: 0.74,
    unit: "mg/L{FEU}",
    high: 0.5,
    flag: "H",
  },
  {
    id: "obs-na-2",
    loinc: "2951-2",
    display: "Sodium [Moles/volume] in Serum or Plasma",
    text: "Sód",
    code: "NA",
    date: DISCHARGE,
    value: 138,
    unit: "mmol/L",
    low: 136,
    high: 145,
    flag: "N",
  },
  {
    id: "obs-pct-2",
    loinc: "33959-8",
    display: "Procalcitonin [Mass/volume] in Serum or Plasma",
    text: "Prokalcytonina",
    code: "PCT",
    date: DISCHARGE,
    value: 0.05,
    comparator: "<",
    unit: "ng/mL",
    high: 0.05,
  },
];

function observation(m: Measurement): Record<string, unknown> {
  const time = m.date === ADMISSION ? "T06:40:00+01:00" : "T06:30:00+01:00";
  const quantity = (value: number) => ({
    value,
    ...(m.unit ? { unit: m.unit, system: "http://unitsofmeasure.org", code: m.unit } : {}),
  });
  return {
    resourceType: "Observation",
    id: m.id,
    status: m.status ?? "final",
    category: [{
      coding: [{
        system: "http://terminology.hl7.org/CodeSystem/observation-category",
        code: "laboratory",
      }],
    }],
    code: {
      coding: [{ system: "http://loinc.org", code: m.loinc, display: m.display }],
      text: m.text,
    },
    subject: { reference: "urn:uuid:patient-1", display: PATIENT.fullName },
    ...(m.period
      ? { effectivePeriod: { start: `${m.date}${time}`, end: `${m.date}T06:35:00+01:00` } }
      : { effectiveDateTime: `${m.date}${time}` }),
    issued: `${m.date}T11:02:00+01:00`,
    // The doctor first: a person's name must never pass for the lab's.
    performer: [
      { reference: "urn:uuid:practitioner-1", display: `lek. ${STAFF.hospitalDoctor}` },
      { reference: "urn:uuid:organization-1", display: LAB },
    ],
    ...(typeof m.value === "number"
      ? {
        valueQuantity: {
          ...quantity(m.value),
          ...(m.comparator ? { comparator: m.comparator } : {}),
        },
      }
      : {
        valueCodeableConcept: {
          coding: [{
            system: "http://snomed.info/sct",
            code: "260415000",
            display: "Not detected",
          }],
          text: m.value,
        },
      }),
    ...(m.flag ? { interpretation: [{ coding: [{ system: INTERPRETATION, code: m.flag }] }] } : {}),
    referenceRange: [{
      ...(m.low !== undefined ? { low: quantity(m.low) } : {}),
      ...(m.high !== undefined ? { high: quantity(m.high) } : {}),
      ...(m.refText !== undefined ? { text: m.refText } : {}),
    }],
  };
}

function truthOf(m: Measurement): TruthRow {
  return {
    printed: m.text,
    code: m.code,
    date: m.date,
    value: m.value,
    ...(m.comparator ? { comparator: m.comparator } : {}),
    ...(m.unit ? { unit: m.unit } : {}),
    ...(m.low !== undefined ? { ref_low: m.low } : {}),
    ...(m.high !== undefined ? { ref_high: m.high } : {}),
    ...(m.refText !== undefined ? { ref_text: m.refText } : {}),
    ...(m.flag !== undefined && m.flag !== "N" ? { lab_flag: m.flag } : {}),
  };
}

/** Builds the bundle and its truth. */
export function build(): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const patient = {
    resourceType: "Patient",
    id: "patient-1",
    identifier: [{ system: "urn:oid:2.16.840.1.113883.3.4424.1.1.616", value: PATIENT.pesel }],
    name: [{
      use: "official",
      text: PATIENT.fullName,
      family: PATIENT.family,
      given: [PATIENT.given],
    }],
    gender: "female",
    birthDate: PATIENT.birthIso,
    address: [{
      line: [PATIENT.street],
      city: PATIENT.city,
      postalCode: PATIENT.postal,
      country: "PL",
    }],
    telecom: [{ system: "phone", value: PATIENT.phone }],
  };
  const organization = {
    resourceType: "Organization",
    id: "organization-1",
    name: LAB,
    address: [{ line: ["ul. Szpitalna 1"], city: "Przykładów" }],
  };
  const practitioner = {
    resourceType: "Practitioner",
    id: "practitioner-1",
    name: [{ text: `lek. ${STAFF.hospitalDoctor}`, family: "Zielińska", given: ["Marta"] }],
  };
  const composition = {
    resourceType: "Composition",
    id: "discharge-1",
    status: "final",
    type: {
      coding: [{ system: "http://loinc.org", code: "18842-5", display: "Discharge summary" }],
    },
    subject: { reference: "urn:uuid:patient-1", display: PATIENT.fullName },
    date: "2025-01-23T13:00:00+01:00",
    author: [{ reference: "urn:uuid:practitioner-1" }],
    title: "Karta informacyjna leczenia szpitalnego",
    section: [{
      title: "Wyniki badań laboratoryjnych",
      text: {
        status: "generated",
        div:
          `<div xmlns="http://www.w3.org/1999/xhtml">Pacjentka ${PATIENT.fullName}, PESEL ${PATIENT.pesel}, hospitalizowana 20.01.2025 - 23.01.2025.</div>`,
      },
      entry: M.map((m) => ({ reference: `urn:uuid:${m.id}` })),
    }],
  };
  const bundle = {
    resourceType: "Bundle",
    id: "wypis-2025-0123",
    type: "document",
    timestamp: "2025-01-23T13:05:00+01:00",
    entry: [
      { fullUrl: "urn:uuid:discharge-1", resource: composition },
      { fullUrl: "urn:uuid:patient-1", resource: patient },
      { fullUrl: "urn:uuid:practitioner-1", resource: practitioner },
      { fullUrl: "urn:uuid:organization-1", resource: organization },
      ...M.map((m) => ({ fullUrl: `urn:uuid:${m.id}`, resource: observation(m) })),
    ],
  };
  return Promise.resolve({
    bytes: new TextEncoder().encode(`${JSON.stringify(bundle, null, 2)}\n`),
    truth: {
      document: "06_wypis_szpitalny_fhir_2025.json",
      describes: "hospital discharge FHIR bundle: LOINC, UCUM units, interpretation codes",
      lab: LAB,
      acceptOcr: false,
      rows: M.filter((m) => m.status === undefined).map(truthOf),
      notStored: [],
      identity: [...PATIENT_IDENTITY, STAFF.hospitalDoctor, "Zielińska"],
    },
  });
}
