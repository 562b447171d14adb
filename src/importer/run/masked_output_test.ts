// Guards set-19's leak: the run's output echoed a file name with its city masked but the order
// number the document printed ("MJ/25/10/03318") kept, spelled with dashes in the name.

import assert from "node:assert/strict";
import { PrivacyGuard } from "../privacy/mod.ts";
import { plainFileNames, runMask } from "./masked_output.ts";

Deno.test("the run's output masks an order number the file name spells another way", () => {
  const known = new Set(["pl", "dziecko", "wyniki"]);
  const identity = ["Trzeciakowski Kacper", "MJ/25/10/03318"];
  const names = plainFileNames(
    ["/in/PL_Medlab_Olsztyn_dziecko_MJ-25-10-03318.pdf"],
    known,
    identity,
  );
  const mask = runMask(new PrivacyGuard(identity), [], names);
  const line = mask("== /in/PL_Medlab_Olsztyn_dziecko_MJ-25-10-03318.pdf (pdf)");
  assert.doesNotMatch(line, /03318|Olsztyn/);
  assert.match(line, /dziecko_\[hidden\]\.pdf/);
});
