/**
 * The identity strings a FHIR document states, to keep out of everything the
 * importer writes or prints: each Patient's (and the subject reference's
 * display), each Practitioner's, and the numbers of the order and the sample (the
 * `identifier` of a DiagnosticReport, ServiceRequest, Specimen or
 * Observation, a Specimen's `accessionIdentifier`), contained resources
 * included. Labs print the order number on the report and people name the
 * file after it.
 *
 * @module
 */

import { isObject, type Json, list, str } from "./fhir_value.ts";

/** Resources whose `identifier` numbers the order or the sample, not a person. */
const ORDER_RESOURCES = new Set(["DiagnosticReport", "ServiceRequest", "Specimen", "Observation"]);

/** Everything personal a Patient (or a reference's display) states. */
function personIdentity(patient: Json): string[] {
  const found: string[] = [];
  for (const name of list(patient.name)) {
    const text = str(name.text);
    if (text) found.push(text);
    for (const part of [...(Array.isArray(name.given) ? name.given : []), name.family]) {
      const piece = str(part);
      if (piece) found.push(piece);
    }
  }
  for (const identifier of list(patient.identifier)) {
    const value = str(identifier.value);
    if (value) found.push(value);
  }
  const birth = str(patient.birthDate);
  if (birth) found.push(birth);
  for (const address of list(patient.address)) {
    const parts = [
      address.text,
      ...(Array.isArray(address.line) ? address.line : []),
      address.city,
      address.district,
    ];
    for (const part of [...parts, address.postalCode]) {
      const piece = str(part);
      if (piece) found.push(piece);
    }
  }
  for (const telecom of list(patient.telecom)) {
    const value = str(telecom.value);
    if (value) found.push(value);
  }
  for (const contact of list(patient.contact)) {
    found.push(...personIdentity({
      name: isObject(contact.name) ? [contact.name] : [],
      telecom: contact.telecom,
      address: isObject(contact.address) ? [contact.address] : [],
    }));
  }
  return found;
}

/** The order and sample numbers a resource carries. */
function orderNumbers(resource: Json): string[] {
  if (!ORDER_RESOURCES.has(String(resource.resourceType))) return [];
  const identifiers = [...list(resource.identifier)];
  if (isObject(resource.accessionIdentifier)) identifiers.push(resource.accessionIdentifier);
  return identifiers.map((identifier) => str(identifier.value)).filter((v): v is string =>
    v !== undefined
  );
}

/** One resource's identity strings, its contained resources' included. */
function resourceIdentity(resource: Json): string[] {
  const found: string[] = [];
  const type = resource.resourceType;
  if (type === "Patient" || type === "Practitioner") found.push(...personIdentity(resource));
  found.push(...orderNumbers(resource));
  // The subject's display names the person; a performer or requester may be the lab itself.
  if (isObject(resource.subject)) {
    const display = str(resource.subject.display);
    if (display) found.push(display);
  }
  for (const contained of list(resource.contained)) found.push(...resourceIdentity(contained));
  return found;
}

/** Every identity string of the document's resources. */
export function documentIdentity(resources: readonly Json[]): string[] {
  return resources.flatMap(resourceIdentity);
}
