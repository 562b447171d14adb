import assert from "node:assert/strict";
import { identityOfLines, PrivacyGuard } from "./mod.ts";
import { orderNumbers, unknownLabelNames } from "./head_identity.ts";

Deno.test("a short order number beside its label is collected, so the review table masks it", () => {
  const lines = ["Nr zlecenia: 0708/25/114   Data pobrania: 12.03.2025", "Order no.: 2024/123456"];
  const identity = identityOfLines(lines);
  assert.ok(identity.includes("0708/25/114"), JSON.stringify(identity));
  assert.ok(identity.includes("2024/123456"), JSON.stringify(identity));
  const guard = new PrivacyGuard(identity);
  assert.equal(guard.mask("order 0708/25/114, row 3"), "order [hidden], row 3");
  // A number too short to be an order's stays: "Nr zlecenia: 12" names nothing.
  assert.deepEqual(orderNumbers("Nr zlecenia: 12"), []);
});

Deno.test("a card's number ('Karta nr 117/2025', a pregnancy card's) and a donor's ('Nr dawcy: 0041-R-27785') are collected like an order's", () => {
  assert.deepEqual(orderNumbers("Gabinet Ginekologiczno-Położniczy „Mama+”   Karta nr 117/2025"), [
    "117/2025",
  ]);
  assert.deepEqual(orderNumbers("Nr karty: PSL/1422/2025"), ["PSL/1422/2025"]);
  // the card's title names no number
  assert.deepEqual(orderNumbers("KARTA PRZEBIEGU CIĄŻY"), []);
  // a blood centre's donor number, as OCR reads a letter's head
  assert.deepEqual(orderNumbers("Nr dawcy: 0041-R-27785"), ["0041-R-27785"]);
});

Deno.test("a hospital record's number in a discharge extract's title ('карти стаціонарного хворого № …') is collected like an order's", () => {
  assert.deepEqual(orderNumbers("із медичної карти стаціонарного хворого № 3318/24"), ["3318/24"]);
  assert.deepEqual(orderNumbers("Історія хвороби № 12047"), ["12047"]);
  // the title alone names no number
  assert.deepEqual(orderNumbers("ВИПИСКА із медичної карти стаціонарного хворого"), []);
});

Deno.test("a head's field of a language no lexicon has ('Paziente: Rossi Mario') is identity", () => {
  const lines = [
    "Laboratorio Analisi Cliniche San Marco",
    "Paziente: Rossi Mario",
    "Medico richiedente: Bianchi Lucia",
    "Data prelievo: 12.03.2025",
    "Emoglobina 13,4 g/dl 12,0 - 16,0",
    "Nota: Campione Emolizzato",
  ];
  const identity = identityOfLines(lines);
  assert.ok(identity.includes("Rossi Mario"), JSON.stringify(identity));
  assert.ok(identity.includes("Bianchi Lucia"), JSON.stringify(identity));
  // After the first result row the head is over: a note there is no name.
  assert.ok(!identity.includes("Campione Emolizzato"), JSON.stringify(identity));
  assert.equal(new PrivacyGuard(identity).mask("Paziente: ROSSI Mario"), "Paziente: [hidden]");
});

Deno.test("a known label's line, or a lab's name, is never taken for a person", () => {
  assert.deepEqual(
    unknownLabelNames([
      "Metoda: Cytometria Przepływowa",
      "Materiał: Krew Żylna",
      "Wykonawca: Laboratorium Analiz Medycznych",
      "Collected: Fasting Sample",
      "Oddział: 3",
    ]),
    [],
  );
});

Deno.test("an order number that ends in a letter is collected whole, beside a US or Austrian label", () => {
  assert.deepEqual(orderNumbers("Specimen: AB284719Q"), ["AB284719Q"]);
  assert.deepEqual(orderNumbers("Auftragsnr.: 24-311-0587"), ["24-311-0587"]);
  // Text glued after the number is no part of it.
  assert.deepEqual(orderNumbers("Nr zlecenia: 0708/25/114Data"), ["0708/25/114"]);
});

Deno.test("an order word ending a date's label ('Дата замовлення') gives a date, never an order number", () => {
  const line = "№ замовлення: 2018/220273   Дата замовлення: 14.01.2018";
  assert.deepEqual(orderNumbers(line), ["2018/220273"]);
  // The rows of that date are not withheld as a birth date.
  const guard = new PrivacyGuard(identityOfLines([line]));
  assert.equal(guard.field("2018-01-14"), undefined);
  assert.equal(guard.field("14.01.2018"), undefined);
  assert.equal(guard.field("2018/220273"), "identity number");
});

Deno.test("orderNumbers() takes no date for an order number (a wrapped 'Specimen' / 'collected:' label)", () => {
  assert.deepEqual(orderNumbers("Specimen 01/01/2021 08:23   Received: 01/01/2021"), []);
  assert.deepEqual(orderNumbers("Specimen: 12.03.2025"), []);
  assert.deepEqual(orderNumbers("Specimen: AB284719Q"), ["AB284719Q"]);
  assert.deepEqual(orderNumbers("Order no.: 2021/876245"), ["2021/876245"]);
});

Deno.test("a head's fields of a language no lexicon has are masked field by field", () => {
  const lines = [
    "Tıbbi Laboratuvar Örnek   Numune No: RB-2507-11846",
    "Örnek Sokak 16, İzmir · Tel.: +90 232 510 28 40",
    "Adı Soyadı: YILMAZ AYŞE   Sigorta No: 038 512 447   Doğum: 19.02.1987",
    "Gönderen: Dr. Demir Ali (aile hekimi)   Alım: 22.07.2025 07:50",
    "Sodyum 140 mmol/l 136 – 145",
    "Açıklama: Numune Hafif Bulanık",
  ];
  const identity = unknownLabelNames(lines);
  for (const id of ["RB-2507-11846", "YILMAZ AYŞE", "038 512 447", "Dr. Demir Ali"]) {
    assert.ok(identity.includes(id), `${id}: ${JSON.stringify(identity)}`);
  }
  // the head ends at the first result row; a date is never an identifier
  assert.ok(!identity.includes("Numune Hafif Bulanık"), JSON.stringify(identity));
  assert.ok(!identity.some((id) => id.startsWith("22.07")), JSON.stringify(identity));
  assert.deepEqual(unknownLabelNames(["Numune No. KA25-031107"]), ["KA25-031107"]);
});

Deno.test("an identifier with its card's issue number in brackets is still an identifier", () => {
  const identity = unknownLabelNames(["Medicare: 2953 41827 1 (1)   UR No: 0771245"]);
  assert.ok(identity.includes("2953 41827 1"), JSON.stringify(identity));
  const guard = new PrivacyGuard(identityOfLines(["Medicare: 2953 41827 1 (1)   UR No: 0771245"]));
  assert.ok(!guard.mask("Medicare 2953 41827 1 (1)").includes("2953"));
  // a result's bracketed remark is not such a suffix: a result row ends the head
  assert.deepEqual(
    unknownLabelNames(["Sodium 139 141 (135-145)", "Medicare: 2953 41827 1 (1)"]),
    [],
  );
});

Deno.test("a Swiss head's orderer and insurance number, with no colons, are identity", () => {
  const lines = [
    "Patientin            Tschannen-Muster Anna, geb. 03.11.1968 (W)        Auftrag    2506-44781",
    "AHV-Nr.: 756.1234.5678.97                                               Entnahme   24.06.2025 07:45",
    "Auftraggeber         Dr. med. Urs Beispiel, Hausarztpraxis Musterdorf     Eingang    24.06.2025 11:02",
  ];
  const guard = new PrivacyGuard(identityOfLines(lines));
  for (const line of lines) {
    const masked = guard.mask(line);
    for (const id of ["Beispiel", "756.1234", "Tschannen"]) {
      assert.ok(!masked.includes(id), `${id} in ${masked}`);
    }
  }
});

Deno.test("a letterhead's unlabelled phone number does not end the head before the patient's fields", () => {
  const lines = ["RIVERGUM PATHOLOGY", "Lab Enquiries (03) 9555 1200", "Medicare: 6120 45518 2"];
  assert.ok(
    unknownLabelNames(lines).includes("6120 45518 2"),
    JSON.stringify(unknownLabelNames(lines)),
  );
  assert.deepEqual(unknownLabelNames(["Sodium 139 141", "Medicare: 6120 45518 2"]), []);
});

Deno.test("a portal's 'Showing results for:' field is the person's name", () => {
  const identity = identityOfLines(["Showing results for: Jane Q. Sample · 12 Elm Rd"]);
  assert.ok(identity.some((id) => id.includes("Jane Q. Sample")), JSON.stringify(identity));
});
