// Guards store parsing: every kind of bad line is skipped with its line
// number and a reason, never fatal; blank lines, CRLF and a BOM are fine; an
// unfinished last line (no newline) is skipped quietly as a note; and fields
// outside the contract (a name, a national ID) never reach a Reading.

import assert from "node:assert/strict";
import { MAX_LINE_LENGTH, parseLine, parseStoreText } from "./parse_lines.ts";

const GOOD = '{"code":"FE","date":"2024-01-01","value":80}';

function reasonOf(line: string): string {
  const parsed = parseLine(line);
  assert.equal(typeof parsed, "string", `expected a skip for ${line}`);
  return parsed as string;
}

Deno.test("parseLine() reads a full line into a Reading", () => {
  assert.deepEqual(
    parseLine(
      '{"code":"FERR","date":"2025-10-09","value":52,"unit":"µg/L","ref_low":10,"ref_high":120,"ref_text":"10-120"}',
    ),
    {
      code: "FERR",
      date: "2025-10-09",
      value: 52,
      unit: "µg/L",
      ref_low: 10,
      ref_high: 120,
      ref_text: "10-120",
    },
  );
  assert.deepEqual(
    parseLine(
      '{"code":"CRP","date":"2023-02-14","value":0.5,"comparator":"<","unit":"mg/L","ref_high":5}',
    ),
    { code: "CRP", date: "2023-02-14", value: 0.5, comparator: "<", unit: "mg/L", ref_high: 5 },
  );
  assert.deepEqual(
    parseLine('{"code":"BORELIA_IGM","date":"2024-06-11T08:15:00+02:00","value":"ujemny"}'),
    { code: "BORELIA_IGM", date: "2024-06-11T08:15:00+02:00", value: "ujemny" },
  );
});

Deno.test("parseLine() never keeps fields outside the contract, such as a name or PESEL", () => {
  const reading = parseLine(
    '{"code":"FE","date":"2024-01-01","value":1,"name":"Jan Kowalski","pesel":"44051401359","lab":"X","source":"scan.pdf"}',
  );
  assert.deepEqual(reading, { code: "FE", date: "2024-01-01", value: 1, lab: "X" });
  assert.doesNotMatch(JSON.stringify(reading), /Kowalski|44051401359|scan/);
});

Deno.test("parseLine() keeps a lab's name, and ignores any other value once stored under its key", () => {
  const line = (lab: string) => `{"code":"FE","date":"2024-01-01","value":1,"lab":${lab}}`;
  assert.deepEqual(parseLine(line('" Lab A "')), {
    code: "FE",
    date: "2024-01-01",
    value: 1,
    lab: "Lab A",
  });
  for (const other of ["null", "5", '""', '"  "', '{"name":"A"}', "[1]", "true"]) {
    assert.deepEqual(parseLine(line(other)), { code: "FE", date: "2024-01-01", value: 1 }, other);
  }
  const long = parseLine(line(JSON.stringify("L".repeat(300))));
  assert.equal(typeof long === "object" && long.lab?.length, 120);
});

Deno.test("parseLine() keeps a censored value as value plus comparator, never 0", () => {
  const reading = parseLine('{"code":"CRP","date":"2023-02-14","value":0.5,"comparator":"<="}');
  assert.deepEqual(reading, { code: "CRP", date: "2023-02-14", value: 0.5, comparator: "<=" });
});

Deno.test("parseLine() drops an empty unit or ref_text rather than keeping blanks", () => {
  assert.deepEqual(
    parseLine('{"code":"FE","date":"2024-01-01","value":1,"unit":"  ","ref_text":""}'),
    { code: "FE", date: "2024-01-01", value: 1 },
  );
});

Deno.test("parseLine() skips invalid JSON", () => {
  assert.equal(reasonOf('{"code":"FE","date":"2024-01-01"'), "not valid JSON");
  assert.equal(reasonOf("{code: FE}"), "not valid JSON");
});

Deno.test("parseLine() skips JSON that is not an object", () => {
  for (const line of ["[1,2]", '"text"', "42", "null", "true"]) {
    assert.equal(reasonOf(line), "not a JSON object", line);
  }
});

Deno.test("parseLine() skips a line with a missing required field, naming it", () => {
  assert.equal(reasonOf('{"date":"2024-01-01","value":1}'), 'missing "code"');
  assert.equal(reasonOf('{"code":"FE","value":1}'), 'missing "date"');
  assert.equal(reasonOf('{"code":"FE","date":"2024-01-01"}'), 'missing "value"');
});

Deno.test("parseLine() skips a line with an invalid field type, naming it", () => {
  assert.equal(reasonOf('{"code":"FE","date":20240101,"value":1}'), '"date" must be a string');
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":true}'),
    '"value" must be a number or a text',
  );
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":{"n":1}}'),
    '"value" must be a number or a text',
  );
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":1,"unit":5}'),
    '"unit" must be a string',
  );
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":1,"ref_low":"10"}'),
    '"ref_low" must be a number',
  );
  assert.match(reasonOf('{"code":"F E","date":"2024-01-01","value":1}'), /^"code" must be 1 to 64/);
  assert.match(reasonOf('{"code":7,"date":"2024-01-01","value":1}'), /^"code" must be a string/);
  assert.match(
    reasonOf('{"code":"FE","date":"2024-01-01","value":1,"comparator":"~"}'),
    /^"comparator" must be one of/,
  );
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":""}'),
    '"value" must not be empty',
  );
});

Deno.test("parseLine() skips an impossible date", () => {
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-13-45","value":1}'),
    '"date" "2024-13-45" is not a valid date: month 13 does not exist',
  );
  assert.match(reasonOf('{"code":"FE","date":"2023-02-29","value":1}'), /day 29 does not exist/);
  assert.match(reasonOf('{"code":"FE","date":"01.02.2024","value":1}'), /not a valid date/);
});

Deno.test("parseLine() skips null as the value", () => {
  assert.equal(reasonOf('{"code":"FE","date":"2024-01-01","value":null}'), '"value" is null');
});

Deno.test("parseLine() skips a comparator on a qualitative value", () => {
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":"ujemny","comparator":"<"}'),
    '"comparator" needs a numeric value',
  );
});

Deno.test("parseLine() skips ref_low above ref_high", () => {
  assert.equal(
    reasonOf('{"code":"FE","date":"2024-01-01","value":1,"ref_low":10,"ref_high":5}'),
    '"ref_low" 10 is above "ref_high" 5',
  );
  assert.notEqual(
    typeof parseLine('{"code":"FE","date":"2024-01-01","value":1,"ref_low":5,"ref_high":5}'),
    "string",
  );
});

Deno.test("parseLine() skips an overlong line without parsing it", () => {
  const line = `{"code":"FE","date":"2024-01-01","value":"${"x".repeat(MAX_LINE_LENGTH)}"}`;
  assert.equal(
    reasonOf(line),
    `line is ${line.length} characters long; at most ${MAX_LINE_LENGTH} are read`,
  );
});

Deno.test("parseStoreText() reports every bad line with its number and keeps every good one", () => {
  const text = [
    GOOD,
    "not json",
    '{"code":"FE","date":"2024-13-45","value":1}',
    '{"code":"FE","date":"2024-02-01","value":null}',
    '{"code":"FE","date":"2024-03-01","value":81}',
    "",
  ].join("\n");
  const parsed = parseStoreText(text);
  assert.deepEqual(parsed.readings.map((r) => [r.line, r.reading.value]), [[1, 80], [5, 81]]);
  assert.deepEqual(parsed.problems.map((p) => p.line), [2, 3, 4]);
  assert.equal(parsed.problems[0]?.reason, "not valid JSON");
  assert.equal(parsed.unfinishedLine, undefined);
});

Deno.test("parseStoreText() accepts blank lines, counting them in line numbers", () => {
  const parsed = parseStoreText(`\n${GOOD}\n   \n\t\n${GOOD.replace("80", "81")}\n\n`);
  assert.deepEqual(parsed.readings.map((r) => r.line), [2, 5]);
  assert.deepEqual(parsed.problems, []);
});

Deno.test("parseStoreText() accepts CRLF line endings", () => {
  const parsed = parseStoreText(
    `${GOOD}\r\n\r\n{"code":"FE","date":"2024-02-01","value":"dodatni"}\r\n`,
  );
  assert.deepEqual(parsed.readings.map((r) => [r.line, r.reading.value]), [[1, 80], [
    3,
    "dodatni",
  ]]);
  assert.deepEqual(parsed.problems, []);
});

Deno.test("parseStoreText() accepts a UTF-8 byte-order mark", () => {
  const parsed = parseStoreText(`\uFEFF${GOOD}\n`);
  assert.equal(parsed.readings.length, 1);
  assert.deepEqual(parsed.problems, []);
});

Deno.test("parseStoreText() skips an unfinished last line quietly, as a note", () => {
  const parsed = parseStoreText(`${GOOD}\n{"code":"FE","dat`);
  assert.equal(parsed.readings.length, 1);
  assert.deepEqual(parsed.problems, []);
  assert.equal(parsed.unfinishedLine, 2);
});

Deno.test("parseStoreText() serves a last line without newline when it parses", () => {
  const parsed = parseStoreText(`${GOOD}\n${GOOD.replace("80", "99")}`);
  assert.deepEqual(parsed.readings.map((r) => r.reading.value), [80, 99]);
  assert.equal(parsed.unfinishedLine, undefined);
});

Deno.test("parseStoreText() reports a bad line that ends with a newline as a problem", () => {
  const parsed = parseStoreText(`${GOOD}\n{"code":"FE","dat\n`);
  assert.deepEqual(parsed.problems, [{ line: 2, reason: "not valid JSON" }]);
  assert.equal(parsed.unfinishedLine, undefined);
});

Deno.test("parseStoreText() numbers lines from firstLine", () => {
  const parsed = parseStoreText(`x\n${GOOD}\n`, 41);
  assert.deepEqual(parsed.problems.map((p) => p.line), [41]);
  assert.deepEqual(parsed.readings.map((r) => r.line), [42]);
});

Deno.test("parseStoreText() of an empty text is empty", () => {
  assert.deepEqual(parseStoreText(""), { readings: [], problems: [] });
});

// The printed decimals (a lab's "1,0" is the number 1 with one decimal) reach the reading, and a wrong one is reported.
Deno.test("parseLine() keeps the printed decimals and refuses impossible ones", () => {
  const line = (extra: string) => `{"code":"CREA","date":"2025-01-01","value":1${extra}}`;
  assert.deepEqual(parseLine(line(',"decimals":1')), {
    code: "CREA",
    date: "2025-01-01",
    value: 1,
    decimals: 1,
  });
  assert.deepEqual(parseLine(line("")), { code: "CREA", date: "2025-01-01", value: 1 });
  assert.equal(parseLine(line(',"decimals":1.5')), '"decimals" must be a whole number');
  assert.equal(parseLine(line(',"decimals":13')), '"decimals" must be at most 12');
  assert.equal(
    parseLine('{"code":"X","date":"2025-01-01","value":"ujemny","decimals":0}'),
    '"decimals" needs a numeric value',
  );
});
