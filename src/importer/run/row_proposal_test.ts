import assert from "node:assert/strict";
import { exampleValue, proposalOf, UNKNOWN_WORDS } from "./row_proposal.ts";
import { rawRow } from "../document.ts";

Deno.test("a proposal's example shows numbers and result words, never other words", () => {
  for (const value of [12.4, "ujemny", "nieobecne", "2-4", "< 0,5"]) {
    assert.equal(exampleValue(value), value);
  }
  // a header field read as a row: the town of an address beside a wrapped label
  for (const value of ["Ludźmierz", "Wynik (zakres ref.)", "Jan Kowalski"]) {
    assert.equal(exampleValue(value), UNKNOWN_WORDS);
  }
});

Deno.test("a proposal carries the specimen of its heading, else the one its name's words name", () => {
  const outcome = (name: string, specimen?: string) => ({
    id: "h-1",
    status: "proposed" as const,
    row: rawRow({
      name,
      where: "line 1",
      range: {},
      value: { value: "ujemny" },
      date: "2025-05-14",
      ...(specimen ? { specimen } : {}),
    }),
  });
  // Under "Badania mikrobiologiczne" (no specimen), "Posiew moczu" is a urine marker's name.
  assert.equal(proposalOf(outcome("Posiew moczu"), "h").specimen, "urine");
  assert.equal(proposalOf(outcome("Urine culture", "urine"), "h").specimen, "urine");
  // A heading that names blood wins over the name's words, and blood is no specimen to record.
  assert.equal(proposalOf(outcome("Posiew moczu", "blood"), "h").specimen, undefined);
  assert.equal(proposalOf(outcome("Mocznik"), "h").specimen, undefined);
});

Deno.test("a name that is only a specimen word ('Mocz.', urea abbreviated) gives no specimen", () => {
  // A ward's "Mocz." (mocznik) was proposed as a urine marker: its approval as UREA was refused.
  const outcome = (name: string) => ({
    id: "h-1",
    status: "proposed" as const,
    row: rawRow({ name, where: "line 1", range: {}, value: { value: 68 }, date: "2025-05-12" }),
  });
  assert.equal(proposalOf(outcome("Mocz."), "h").specimen, undefined);
  assert.equal(proposalOf(outcome("Posiew moczu"), "h").specimen, "urine");
});
