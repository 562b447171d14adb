// Guards markers.yaml loading: a broken file is a clear error naming the file
// and the line it is on (a silently mis-resolving dictionary is worse than a
// server that refuses to start), an empty file is an empty layer, and a YAML
// alias bomb fails fast instead of hanging the server.

import assert from "node:assert/strict";
import { DictionaryFileError, parseDictionaryText } from "./dictionary_file.ts";

const FILE = "data/markers.yaml";

function errorOf(text: string): DictionaryFileError {
  try {
    parseDictionaryText(text, FILE);
  } catch (error) {
    assert.ok(error instanceof DictionaryFileError, `unexpected ${error}`);
    assert.equal(error.file, FILE);
    assert.ok(error.message.startsWith(`Cannot load "${FILE}"`), error.message);
    return error;
  }
  assert.fail("expected a DictionaryFileError");
}

Deno.test("parseDictionaryText() reads entries with every field", () => {
  const layer = parseDictionaryText(
    [
      "# comment",
      "HGB:",
      "  label: Hemoglobina",
      "  aliases: [hemoglobin, Hb]",
      '  loinc: ["718-7"]',
      "  group: Morfologia",
      "  patterns: ['^hemo']",
      "OB:",
      "  label: OB (odczyn Biernackiego)",
      "TSH:",
      "",
    ].join("\n"),
    FILE,
  );
  assert.equal(layer.source, FILE);
  assert.deepEqual([...layer.entries.keys()], ["HGB", "OB", "TSH"]);
  assert.deepEqual(layer.entries.get("HGB"), {
    label: "Hemoglobina",
    aliases: ["hemoglobin", "Hb"],
    loinc: ["718-7"],
    group: "Morfologia",
    patterns: ["^hemo"],
  });
  assert.deepEqual(layer.entries.get("TSH"), {});
});

Deno.test("parseDictionaryText() of an empty or comment-only file is an empty layer", () => {
  for (const text of ["", "\n\n", "# only a comment\n  # another\n", "\uFEFF"]) {
    const layer = parseDictionaryText(text, FILE);
    assert.equal(layer.entries.size, 0, JSON.stringify(text));
  }
});

Deno.test("parseDictionaryText() accepts a byte-order mark and CRLF line endings", () => {
  const layer = parseDictionaryText("\uFEFFFE:\r\n  label: Żelazo\r\n", FILE);
  assert.equal(layer.entries.get("FE")?.label, "Żelazo");
});

Deno.test("parseDictionaryText() names the line of an unclosed [ at the end of the file", () => {
  const error = errorOf("HGB:\n  label: Hemoglobina\n  aliases: [hemoglobin, Hb\n");
  assert.equal(error.line, 3);
  assert.match(error.message, /^Cannot load "data\/markers.yaml" line 3: /);
});

Deno.test("parseDictionaryText() names the line an unclosed [ is on, not the next entry", () => {
  const error = errorOf("HGB:\n  aliases: [hemoglobin, Hb\nFE:\n  label: Żelazo\n");
  assert.equal(error.line, 2);
  const spaced = errorOf("HGB:\n  aliases: [a, b\n\n\nFE:\n  label: Żelazo\n  group: X\n");
  assert.equal(spaced.line, 2);
});

Deno.test("parseDictionaryText() names the line an unclosed quote is on", () => {
  const error = errorOf('HGB:\n  label: "Hemoglobina\nFE:\n  label: Żelazo\n');
  assert.equal(error.line, 2);
});

Deno.test("parseDictionaryText() names the line of bad indentation", () => {
  const error = errorOf("HGB:\n  label: Hemoglobina\n   group: x\nFE:\n  label: Żelazo\n");
  assert.equal(error.line, 3);
});

Deno.test("parseDictionaryText() is not misled by brackets in comments, quotes or plain text", () => {
  const layer = parseDictionaryText(
    "A:\n  label: 'x [' # [ not open\n  group: y [z\nB:\n  label: \"{\"\n",
    FILE,
  );
  assert.equal(layer.entries.get("A")?.group, "y [z");
  const error = errorOf("A:\n  label: 'x [' # [\nB:\n  label: a\n   bad: x\n");
  assert.equal(error.line, 5);
});

Deno.test("parseDictionaryText() names an unknown field in an entry, and its line", () => {
  const error = errorOf("HGB:\n  label: Hemoglobina\nFE:\n  label: Żelazo\n  alias: [iron]\n");
  assert.equal(error.line, 3);
  assert.match(error.message, /marker "FE": unknown field "alias"/);
});

Deno.test("parseDictionaryText() names a wrongly typed field", () => {
  const error = errorOf("HGB:\n  aliases: Hb\n");
  assert.equal(error.line, 1);
  assert.match(error.message, /marker "HGB": "aliases" must be an array/);
  assert.match(errorOf("HGB:\n  loinc: [7187]\n").message, /"loinc.0" must be a string/);
});

Deno.test("parseDictionaryText() refuses a top level that is not a mapping", () => {
  for (const text of ["- HGB\n- FE\n", "just text\n", "42\n"]) {
    const error = errorOf(text);
    assert.equal(error.line, 1);
    assert.match(error.message, /must be a mapping of marker codes to entries/);
  }
});

Deno.test("parseDictionaryText() refuses an entry that is not a mapping", () => {
  assert.match(errorOf("HGB: Hemoglobina\n").message, /marker "HGB": must be a mapping/);
});

Deno.test("parseDictionaryText() refuses an invalid code, naming its line", () => {
  const error = errorOf("HGB:\n  label: x\n'A B':\n  label: y\n");
  assert.equal(error.line, 3);
  assert.match(error.message, /code "A B" must be 1 to 64/);
});

Deno.test("parseDictionaryText() fails fast on a YAML alias bomb", () => {
  const bomb = [
    'A: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    "B: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
    "C: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
    "D: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
    "E: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]",
    "F: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]",
    "G: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]",
    "H: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]",
    "I: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]",
    "",
  ].join("\n");
  const started = performance.now();
  const error = errorOf(bomb);
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 2000, `took ${elapsed} ms`);
  assert.match(error.message, /expands to more than .* YAML nodes/);
});

Deno.test("parseDictionaryText() fails fast on an alias bomb hidden in aliases", () => {
  const bomb = [
    "X: &x {}",
    'L0: &l0 ["a","a","a","a","a","a","a","a","a","a"]',
    ...Array.from(
      { length: 7 },
      (_, i) => `L${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(",")}]`,
    ),
    "HGB:",
    "  aliases: *l7",
    "",
  ].join("\n");
  const started = performance.now();
  const error = errorOf(bomb);
  assert.ok(performance.now() - started < 2000);
  assert.match(error.message, /YAML nodes|must be/);
});

Deno.test("parseDictionaryText() refuses 200,000 aliases with a line number, not a crash", () => {
  const lines = ["HGB:", "  label: Hemoglobina"];
  for (let m = 0; m < 1001; m++) {
    lines.push(`M${m}:`, "  aliases:");
    for (let a = 0; a < 200; a++) lines.push(`    - alias-${m}-${a}`);
  }
  const text = lines.join("\n") + "\n";
  assert.throws(
    () => parseDictionaryText(text, "markers.yaml"),
    (error: unknown) => {
      assert.ok(error instanceof DictionaryFileError, String(error));
      assert.ok(error.line !== undefined && error.line > 2, `line ${error.line}`);
      assert.match(error.message, /markers\.yaml" line \d+: .*more than 200000 YAML nodes/);
      return true;
    },
  );
});

Deno.test("parseDictionaryText() refuses one list of 200,000 aliases with a line number, not a crash", () => {
  const text = `HGB:\n  label: Hemoglobina\nFERR:\n  aliases:\n${
    Array.from({ length: 200_000 }, (_, i) => `    - a${i}\n`).join("")
  }`;
  assert.throws(
    () => parseDictionaryText(text, "markers.yaml"),
    (error: unknown) => {
      assert.ok(error instanceof DictionaryFileError, String(error));
      assert.equal(error.line, 3);
      return true;
    },
  );
});
