import assert from "node:assert/strict";
import { approvedText } from "./approve.ts";
import { addAlias } from "./yaml_edit.ts";

const OVERLAY = `# My own names (keep this comment)
FERR:
  # lab A prints it so
  aliases:
    - Ferrytyna (lab A)
  group: Żelazo

HGB: # trailing comment
  label: Hemoglobina
`;

Deno.test("addAlias() appends to a block list, keeping comments and layout", () => {
  assert.equal(
    addAlias(OVERLAY, "FERR", "Ferrytyna (lab B)"),
    OVERLAY.replace(
      "    - Ferrytyna (lab A)\n",
      '    - Ferrytyna (lab A)\n    - "Ferrytyna (lab B)"\n',
    ),
  );
});

Deno.test("addAlias() adds an aliases key to an entry that has none", () => {
  assert.equal(
    addAlias(OVERLAY, "HGB", "Hb (lab B)"),
    OVERLAY.replace(
      "HGB: # trailing comment\n",
      'HGB: # trailing comment\n  aliases: ["Hb (lab B)"]\n',
    ),
  );
});

Deno.test("approvedText() adds an alias to a built-in marker not in the overlay yet", () => {
  const text = approvedText(OVERLAY, { name: "Żelazo całkowite w surowicy", code: "FE" })!;
  assert.ok(text.startsWith(OVERLAY));
  assert.ok(text.endsWith('FE:\n  aliases: ["Żelazo całkowite w surowicy"]\n'));
});

Deno.test("approvedText() refuses a name that already means another marker", () => {
  assert.throws(() => approvedText("", { name: "ferritin", code: "FE" }), /already means "FERR"/);
  assert.throws(() => approvedText("", { name: "OB", code: "FE" }), /already means "OB"/);
});

Deno.test("approvedText() is a no-op for a name that already resolves to the code", () => {
  assert.equal(approvedText("", { name: "Ferrytyna", code: "FERR" }), undefined);
});

Deno.test("approvedText() creates a new marker only with a label", () => {
  assert.throws(() => approvedText("", { name: "Kalprotektyna", code: "CALPRO" }), /--label/);
  assert.equal(
    approvedText("", { name: "Kalprotektyna w kale", code: "CALPRO", label: "Kalprotektyna" }),
    'CALPRO:\n  label: "Kalprotektyna"\n  aliases: ["Kalprotektyna w kale"]\n',
  );
});

Deno.test("approvedText() refuses a new label that already names another marker", () => {
  assert.throws(
    () => approvedText("", { name: "Hb x", code: "HB2", label: "Hemoglobina" }),
    /already names another marker/,
  );
});

Deno.test("approvedText() refuses a name carrying a PESEL-like number", () => {
  assert.throws(() => approvedText("", { name: "Jan 85010112345", code: "FE" }), /11-digit/);
});

Deno.test("approvedText() refuses an entry written on one line rather than guessing", () => {
  assert.throws(
    () => approvedText("FE: {aliases: [x]}\n", { name: "Fe lab", code: "FE" }),
    /one line/,
  );
});

Deno.test("approvedText() never bakes a printed flag into the alias", () => {
  const text = approvedText("", { name: "Ferrytyna H", code: "FERR" });
  assert.equal(text, undefined, "Ferrytyna already resolves to FERR once the flag is split off");
  const added = approvedText("", { name: "Ferrytyna surowica ↑", code: "FERR" })!;
  assert.equal(added, 'FERR:\n  aliases: ["Ferrytyna surowica"]\n');
  const tpo = approvedText("", { name: "anty-TPO lab X H powyżej", code: "ANTY_TPO" })!;
  assert.equal(tpo, 'ANTY_TPO:\n  aliases: ["anty-TPO lab X"]\n');
});

Deno.test("approvedText() refuses a name holding a PESEL in any spelling", () => {
  for (const name of ["Nr 920713 14568", "Nr 920713-14568", "Nr 92 07 13 145 68"]) {
    assert.throws(() => approvedText("", { name, code: "FERR" }), /PESEL/, name);
  }
});

Deno.test("approvedText() never adds a urine row's name to a marker of another specimen", () => {
  // A culture created from a row with no heading (blood by default), then a urine row's name:
  // its rows would stay proposed while the approval said the name resolves.
  const created = approvedText("", {
    name: "Kultivace moči",
    code: "URINE_CULTURE",
    label: "Kultivace moči",
  })!;
  assert.throws(
    () =>
      approvedText(created, { name: "Urine culture", code: "URINE_CULTURE", specimen: "urine" }),
    /printed as urine, and URINE_CULTURE is a marker of blood: they would not resolve to it/,
  );
  // Created as a urine marker, every urine row's name joins it.
  const urine = approvedText("", {
    name: "Kultivace moči",
    code: "URINE_CULTURE",
    label: "Kultivace moči",
    specimen: "urine",
  })!;
  assert.match(urine, /specimen: "urine"/);
  const joined = approvedText(urine, {
    name: "Бактеріологічний посів сечі",
    code: "URINE_CULTURE",
    specimen: "urine",
  });
  assert.match(joined!, /Бактеріологічний посів сечі/);
  // A name with no specimen of its rows may join any marker.
  assert.match(approvedText(urine, { name: "Posiew", code: "URINE_CULTURE" })!, /Posiew/);
});
