import assert from "node:assert/strict";
import { identityFields, identityOfLines, isIdentityLine, PrivacyGuard } from "./identity.ts";

Deno.test("isIdentityLine() recognises name, PESEL, birth date, address and age lines", () => {
  for (
    const line of [
      "Pacjent: Jan Testowy",
      "Imię i nazwisko: Jan Testowy",
      "PESEL 85010112345",
      "Data urodzenia: 01.01.1985",
      "Adres: ul. Testowa 7",
      "00-950 Warszawa",
      "Kowalski Jan 45 lat",
    ]
  ) assert.ok(isIdentityLine(line), line);
});

Deno.test("isIdentityLine() leaves result rows alone, including SHBG", () => {
  for (
    const line of [
      "Hemoglobina 13,4 g/dl 12,0 - 16,0",
      "Sex hormone binding globulin 45 nmol/l 18 - 54",
      "Wiek metaboliczny",
    ]
  ) assert.ok(!isIdentityLine(line), line);
});

Deno.test("identityOfLines() collects each field of a multi-field identity line", () => {
  const found = identityOfLines([
    "Pacjent: Jan Testowy  PESEL: 85010112345  Data urodzenia: 01.01.1985",
  ]);
  assert.deepEqual(found.slice(0, 3), ["Jan Testowy", "85010112345", "01.01.1985"]);
});

Deno.test("PrivacyGuard finds identity words in any order, but not inside other words", () => {
  const guard = new PrivacyGuard(["Jan Testowy", "1985-01-01"]);
  assert.ok(guard.problem("Testowy Jan 45 lat"));
  assert.ok(guard.problem("ur. 1985-01-01"));
  assert.equal(guard.problem("Janowiec"), undefined);
  assert.equal(guard.problem("Hemoglobina"), undefined);
});

Deno.test("PrivacyGuard rejects any standalone 11-digit number, with or without an identity", () => {
  const guard = new PrivacyGuard([]);
  assert.ok(guard.problem("85010112345"));
  assert.ok(guard.problem("id 99999999999 x"));
  assert.equal(guard.problem("a85010112345b"), undefined);
  assert.equal(guard.problem("1234567890"), undefined);
});

Deno.test("isIdentityLine() does not take a range such as 10-120 for a postal code", () => {
  assert.ok(!isIdentityLine("Ferrytyna 52 ng/ml 10-120"));
  assert.ok(isIdentityLine("ul. Kwiatowa 1, 00-950 Warszawa"));
});

Deno.test("identityFields() ends a value at the next known label, a delimiter or a wide gap", () => {
  assert.deepEqual(identityFields("Pacjent: Jan Testowy;Data pobrania: 12.03.2025"), [
    "Jan Testowy",
  ]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy Data wykonania: 12.03.2025"), [
    "Jan Testowy",
  ]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy Płeć M"), ["Jan Testowy"]);
  assert.deepEqual(identityFields("Pacjent:\tJan Testowy\t12.03.2025"), ["Jan Testowy"]);
  assert.deepEqual(identityFields("Pacjent: Jan Testowy    Oddział 3"), ["Jan Testowy"]);
});

Deno.test("identityOfLines() takes the next line as the value of a label left alone on its line", () => {
  const found = identityOfLines(["Pacjent:", "", "Jan Testowy", "Hemoglobina 13,4 g/dl"]);
  assert.deepEqual(found, ["Jan Testowy"]);
  assert.deepEqual(identityOfLines(["Pacjent:", "PESEL: 85010112345"]), [
    "85010112345",
    "85010112345",
  ]);
});
