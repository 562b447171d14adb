/**
 * Guards whose address a document prints: a lab's letterhead and its performing-lab footer are
 * the lab's (a US report's footer was collected as the person's address, and its words, "Lab",
 * "the", "Director", were masked on the terminal), while the person's address is always collected.
 */
import assert from "node:assert/strict";
import { identityOfLines } from "./mod.ts";

const US_REPORT = [
  "Cedar Ridge Clinical Laboratories   Specimen ID: CR2504118876",
  "4410 N. Harlem Ave, Suite 200, Chicago, IL 60656 · (800) 555-0123   Acct #: 44871",
  "DELGADO, ROSA M   Ordering Physician: KRISHNAN, ANJALI MD",
  "2281 W Addison St Apt 4   NPI: 1679534420",
  "Chicago, IL 60618   Lakeview Family Medicine",
  "Glucose   97   70-99   mg/dL   01",
  "01 CR Cedar Ridge Clinical Laboratories, 4410 N. Harlem Ave, Suite 200, Chicago, IL 60656. Lab Director: Michael R. Trent, MD. For inquiries, the",
];

Deno.test("identityOfLines() takes a lab's letterhead and its footer after a site code for the lab's", () => {
  const found = identityOfLines(US_REPORT);
  for (const word of ["Harlem", "Director", "Trent", "inquiries"]) {
    assert.ok(!found.some((text) => text.includes(word)), `${word} is the lab's: ${found}`);
  }
  // The person's town line, and the street printed above it, are the person's.
  assert.ok(found.includes("Chicago, IL 60618"), `${found}`);
  assert.ok(found.includes("2281 W Addison St Apt 4"), `${found}`);
});

Deno.test("identityOfLines() keeps a person's address that shares the lab's town or name", () => {
  // The person lives in the lab's ZIP code: a town alone is never taken for the lab's.
  const sameTown = identityOfLines([
    "Cedar Ridge Clinical Laboratories",
    "4410 N. Harlem Ave, Suite 200, Chicago, IL 60656",
    "ROSA DELGADO",
    "17 Oak Park Rd",
    "Chicago, IL 60656",
    "01 CR Cedar Ridge Clinical Laboratories, 4410 N. Harlem Ave, Suite 200, Chicago, IL 60656.",
  ]);
  assert.ok(sameTown.includes("Chicago, IL 60656"), `${sameTown}`);
  assert.ok(sameTown.includes("17 Oak Park Rd"), `${sameTown}`);
  assert.ok(!sameTown.some((text) => text.includes("Harlem")), `${sameTown}`);
  // A person's street named like the lab, with a house number before it, is the person's.
  const street = identityOfLines([
    "Northfield Hospital   Pathology report",
    "12 Northfield Hospital, Leeds, LS6 2QT",
  ]);
  assert.ok(street.includes("12 Northfield Hospital, Leeds, LS6 2QT"), `${street}`);
  // The person's address beside the lab's name on one line is the person's.
  const beside = identityOfLines([
    "Cedar Ridge Clinical Laboratories   12 Oak St, Springfield, IL 62701",
  ]);
  assert.deepEqual(beside, ["12 Oak St, Springfield, IL 62701"]);
  // An address a lab's footer does not print stays the person's, whatever a lab's line holds.
  const other = identityOfLines([
    "Cedar Ridge Clinical Laboratories",
    "01 CR Cedar Ridge Clinical Laboratories, 4410 N. Harlem Ave, Chicago, IL 60656.",
    "2281 W Addison St, Chicago, IL 60618",
  ]);
  assert.deepEqual(other, ["2281 W Addison St, Chicago, IL 60618"]);
  // A footer whose lab the document names nowhere on its own is still masked: when in doubt, identity.
  assert.equal(identityOfLines([US_REPORT[6]!]).length, 1);
});
