import assert from "node:assert/strict";
import { parseImporterArgs } from "./importer_args.ts";

Deno.test("parseImporterArgs() takes row ids from --accept, comma-separated or repeated", () => {
  const args = parseImporterArgs(
    ["--accept", "3fa2c1-17, 3FA2C1-18", "--accept=0a0b0c-2", "a.pdf"],
    "data",
  );
  assert.equal(args.kind, "import");
  assert.deepEqual(args.kind === "import" ? args.accept : [], [
    "3fa2c1-17",
    "3fa2c1-18",
    "0a0b0c-2",
  ]);
});

Deno.test("parseImporterArgs() refuses an --accept value that is not a row id", () => {
  const args = parseImporterArgs(["--accept", "HGB", "a.pdf"], "data");
  assert.equal(args.kind, "usage_error");
  assert.match(args.kind === "usage_error" ? args.message : "", /Row id "HGB"/);
});

Deno.test("parseImporterArgs() no longer knows the test hook --pause-before-rename", () => {
  const args = parseImporterArgs(["--pause-before-rename", "a.csv"], "data");
  assert.deepEqual(args, {
    kind: "usage_error",
    message: 'Unknown option "--pause-before-rename". Run with --help for usage',
  });
});

Deno.test("parseImporterArgs() reads forget with a document hash prefix", () => {
  assert.deepEqual(parseImporterArgs(["forget", "--data", "d", "3FA2C1"], "data"), {
    kind: "forget",
    dataDir: "d",
    prefix: "3fa2c1",
  });
  assert.equal(parseImporterArgs(["forget", "3f"], "data").kind, "usage_error");
  assert.equal(parseImporterArgs(["forget"], "data").kind, "usage_error");
});

Deno.test("parseImporterArgs() keeps a name starting with a dash after --", () => {
  const args = parseImporterArgs(["approve", "--data", "d", "--", "-x name", "FERR"], "data");
  assert.deepEqual(args, { kind: "approve", dataDir: "d", name: "-x name", code: "FERR" });
});

Deno.test("parseImporterArgs() says which option lacks a value", () => {
  assert.deepEqual(parseImporterArgs(["a.csv", "--data"], "data"), {
    kind: "usage_error",
    message: 'Option "--data" needs a value',
  });
  assert.deepEqual(parseImporterArgs(["--data=", "a.csv"], "data"), {
    kind: "usage_error",
    message: 'Option "--data" needs a value',
  });
});

Deno.test("parseImporterArgs() refuses an import option given to approve or forget", () => {
  assert.deepEqual(parseImporterArgs(["forget", "--dry-run", "3fa2c1"], "data"), {
    kind: "usage_error",
    message: 'Option "--dry-run" belongs to the import, not to forget',
  });
  assert.equal(
    parseImporterArgs(["approve", "--accept-held", "X", "FERR"], "data").kind,
    "usage_error",
  );
});

Deno.test("parseImporterArgs() answers --help before any mistake, like the CLI", () => {
  assert.deepEqual(parseImporterArgs(["--bogus", "--help"], "data"), { kind: "help" });
  assert.deepEqual(parseImporterArgs(["a.csv", "--dry-run=yes"], "data"), {
    kind: "usage_error",
    message: 'Option "--dry-run" takes no value',
  });
});

Deno.test("parseImporterArgs() reads --set corrections, and refuses a bad one as a usage error", () => {
  const args = parseImporterArgs([
    "--set",
    "3fa2c1-17:value=18",
    "--set=3fa2c1-17:unit=mg/dL",
    "doc.pdf",
  ], "data");
  assert.equal(args.kind, "import");
  assert.deepEqual(args.kind === "import" ? args.corrections : undefined, [
    { id: "3fa2c1-17", field: "value", to: "18" },
    { id: "3fa2c1-17", field: "unit", to: "mg/dL" },
  ]);
  const bad = parseImporterArgs(["--set", "3fa2c1-17:value=abc", "doc.pdf"], "data");
  assert.deepEqual(bad, {
    kind: "usage_error",
    message:
      'Value "abc" in "--set 3fa2c1-17:value=abc" is not a number or a result word (such as 18, <0.5 or ujemny)',
  });
  assert.equal(
    (parseImporterArgs(["forget", "--set", "3fa2c1-1:value=1", "3fa2c1"], "data") as {
      message: string;
    }).message,
    'Option "--set" belongs to the import, not to forget',
  );
});

Deno.test("parseImporterArgs() reads --date DOC:DATE, and refuses a bad one or one document dated twice", () => {
  const args = parseImporterArgs(["--date", "0BD312616402:12.05.2025", "doc.pdf"], "data");
  assert.deepEqual(args.kind === "import" ? args.dates : undefined, [
    { prefix: "0bd312616402", date: "2025-05-12" },
  ]);
  assert.equal(
    (parseImporterArgs(["--date", "0bd312:2025-02-30", "doc.pdf"], "data") as { message: string })
      .message,
    'Date "2025-02-30" in "--date 0bd312:2025-02-30" is not a valid date (YYYY-MM-DD or DD.MM.YYYY)',
  );
  assert.equal(
    (parseImporterArgs(
      ["--date", "0bd312:2025-05-12", "--date", "0bd3126:2025-05-13", "doc.pdf"],
      "data",
    ) as { message: string }).message,
    'Document "0bd3126" has its date set twice',
  );
  assert.equal(
    (parseImporterArgs(["index", "--date", "0bd312:2025-05-12"], "data") as { message: string })
      .message,
    'Option "--date" belongs to the import, not to index',
  );
});

Deno.test("parseImporterArgs() takes --against with exactly one transcript", () => {
  const args = parseImporterArgs(["--against", "wynik.pdf", "wynik.transcript.csv"], "d");
  assert.equal(args.kind === "import" ? args.against : undefined, "wynik.pdf");
  const two = parseImporterArgs(["--against", "wynik.pdf", "a.csv", "b.csv"], "d");
  assert.equal(two.kind, "usage_error");
  assert.match(
    two.kind === "usage_error" ? two.message : "",
    /takes exactly one transcript, a \.csv file/,
  );
  assert.equal(parseImporterArgs(["--against", "wynik.pdf", "wynik.pdf"], "d").kind, "usage_error");
  assert.equal(
    parseImporterArgs(["forget", "--against", "x.pdf", "abcd"], "d").kind,
    "usage_error",
  );
});
