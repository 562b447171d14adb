import assert from "node:assert/strict";
import { isHl7Message, parseHl7 } from "./hl7.ts";

const MESSAGE = [
  "MSH|^~\\&|LIS|TEST LAB^123^CLIA|PORTAL|CLINIC|20240312161544-0500||ORU^R01|1|P|2.5.1",
  "PID|1||555123^^^LAB^MR||TESTOWA^ANNA^M||19850101|F|||12 Test St^^Springfield^IL^62701||^PRN^PH^^1^217^5550100",
  "ORC|RE|ORD1|ACC-1||CM||||20240311|||99^DOCTOR^JOHN",
  "OBR|1|ORD1|ACC-1|58410-2^CBC^LN|||20240311081200-0500|||||||||99^DOCTOR^JOHN",
  "OBX|1|NM|6690-2^WBC^LN||6.8|10\\S\\3/uL^^UCUM|4.0-10.5|N|||F",
  "OBX|2|NM|1989-3^Vitamin D^LN|||ng/mL|30-100||||X",
  "NTE|1|L|lipemic \\T\\ icteric",
  "OBR|2|ORD2|ACC-2|3016-3^TSH^LN|||20240304074000-0600",
  "OBX|1|SN|1988-5^C-Reactive Protein^LN||<^0.3|mg/dL|<1.0|N|||F",
  "OBX|2|ST|5196-1^HBsAg^LN||Nonreactive||Nonreactive|N|||F",
].join("\r");

const loinc = (code: string) =>
  ({ "6690-2": "WBC", "1988-5": "CRP" } as Record<string, string>)[code];

Deno.test("parseHl7() reads each OBX with its order's collection time, escapes undone", () => {
  const doc = parseHl7(MESSAGE, loinc);
  assert.equal(doc.format, "hl7");
  assert.deepEqual(doc.rows.map((r) => r.name), ["WBC", "C-Reactive Protein", "HBsAg"]);
  const [wbc, crp, hbs] = doc.rows;
  assert.equal(wbc!.code, "WBC");
  assert.equal(wbc!.unit, "10^3/uL");
  assert.deepEqual(wbc!.value, { value: 6.8 });
  assert.deepEqual(wbc!.range, { ref_low: 4, ref_high: 10.5 });
  assert.equal(wbc!.date, "2024-03-11T08:12:00-05:00");
  assert.deepEqual(crp!.value, { value: 0.3, comparator: "<" });
  assert.deepEqual(crp!.range, { ref_high: 1 });
  assert.equal(crp!.date, "2024-03-04T07:40:00-06:00");
  assert.deepEqual(hbs!.value, { value: "Nonreactive" });
  assert.ok(doc.notes.some((n) => /status X/.test(n)), `${doc.notes}`);
});

Deno.test("parseHl7() takes the person, ids, birth date, address, phone, doctor and orders as identity", () => {
  const { identity, rows } = parseHl7(MESSAGE, loinc);
  for (
    const s of [
      "555123",
      "TESTOWA",
      "ANNA TESTOWA",
      "TESTOWA, ANNA",
      "19850101",
      "1985-01-01",
      "12 Test St",
      "62701",
      "2175550100",
      "DOCTOR",
      "ACC-1",
    ]
  ) assert.ok(identity.includes(s), s);
  assert.ok(!rows.some((r) => JSON.stringify(r).includes("TESTOWA")));
});

Deno.test("isHl7Message() knows a message by its MSH segment, a .txt download too", () => {
  assert.ok(isHl7Message(MESSAGE));
  assert.ok(isHl7Message("\uFEFFMSH|^~\\&|X"));
  assert.ok(!isHl7Message("Wyniki badań\nMSH|"));
  assert.deepEqual(parseHl7("MSH|^~\\&|X\rPID|1", loinc).holds, [
    "the HL7 message holds no results (no OBX segment)",
  ]);
});
