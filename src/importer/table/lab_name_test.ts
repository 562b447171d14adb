// Guards the lab's name read from a report header: real header lines give
// the name without the address; titles, signatures, orders, comments and
// anything personal never pass for a lab's name.

import assert from "node:assert/strict";
import { labNameOfLine } from "./lab_name.ts";
import { PrivacyGuard } from "../privacy/mod.ts";

const clean = () => false;

Deno.test("labNameOfLine() reads the names real headers print, without their addresses", () => {
  const cases: [string, string][] = [
    ["Laboratorium Centralne, ul. Polna 3, 30-418 Kraków", "Laboratorium Centralne"],
    [
      "WOJEWÓDZKI SZPITAL SPECJALISTYCZNY W PRZYKŁADOWIE",
      "WOJEWÓDZKI SZPITAL SPECJALISTYCZNY W PRZYKŁADOWIE",
    ],
    [
      "MEDLAB Przykładów - Laboratorium Diagnostyczne",
      "MEDLAB Przykładów - Laboratorium Diagnostyczne",
    ],
    ["Laboratorium Analiz Medycznych SANO-LAB", "Laboratorium Analiz Medycznych SANO-LAB"],
    ["LABORATORIUM ANALITYCZNE „VITA”", "LABORATORIUM ANALITYCZNE „VITA”"],
    ["Zakład Diagnostyki Laboratoryjnej ul. Szpitalna 1", "Zakład Diagnostyki Laboratoryjnej"],
    ["Synevo Sp. z o.o.; Punkt pobrań", "Synevo Sp. z o.o."],
    ["ALAB laboratoria |", "ALAB laboratoria"],
    ["Riverside Hospitals NHS Foundation Trust", "Riverside Hospitals NHS Foundation Trust"],
    ["St Mary's Hospital Pathology", "St Mary's Hospital Pathology"],
  ];
  for (const [line, name] of cases) assert.equal(labNameOfLine(line, clean), name, line);
});

Deno.test("labNameOfLine() refuses titles, people, orders, comments and contact lines", () => {
  for (
    const line of [
      "SPRAWOZDANIE Z BADAŃ LABORATORYJNYCH",
      "Wyniki badań laboratoryjnych",
      "Wynik autoryzował: mgr Ewa Nowak, diagnosta laboratoryjny",
      "Zatwierdził: lek. Jan Lis, specjalista diagnostyki laboratoryjnej",
      "Opis: badanie zlecono do laboratorium partnerskiego",
      "Lekarz kierujący: dr A. Kowal, Szpital Miejski",
      "Laboratorium tel. 22 123 45 67",
      "Laboratorium 2",
      "lab",
      "Hemoglobina 13,5 g/dl",
      "Oddział Wewnętrzny, Szpital Miejski",
    ]
  ) assert.equal(labNameOfLine(line, clean), undefined, line);
});

Deno.test("labNameOfLine() never takes a line that repeats an identity string", () => {
  const guard = new PrivacyGuard(["Jan Labowski"]);
  const isPersonal = (text: string) => guard.field(text) !== undefined;
  assert.equal(labNameOfLine("Laboratorium Labowski", isPersonal), undefined);
  assert.equal(labNameOfLine("Laboratorium Centralne", isPersonal), "Laboratorium Centralne");
  assert.equal(labNameOfLine("Laboratorium 85010112345", isPersonal), undefined);
});

Deno.test("labNameOfLine() refuses a name longer than the store keeps", () => {
  assert.equal(labNameOfLine(`Laboratorium ${"X".repeat(120)}`, clean), undefined);
});

Deno.test("labNameOfLine() never takes an address for the lab's name", () => {
  for (
    const line of [
      "ul. Szpitalna, 00-001 Testowo",
      "Al. Laboratoryjna, Kraków",
      "ul. Szpitalna 5",
      "00-739 Warszawa, Laboratorium",
      "Szpitalna 12/4 Testowo",
      "PATHOLOGY REPORT",
    ]
  ) assert.equal(labNameOfLine(line, clean), undefined, line);
  // A lab's letterhead gives its name, never the street after it.
  assert.equal(
    labNameOfLine("ALAB laboratoria Sp. z o.o. ul. Stępińska 22/30 00-739 Warszawa", clean),
    "ALAB laboratoria Sp. z o.o.",
  );
});
