import assert from "node:assert/strict";
import { EventsFileError, parseEventsText } from "./events_file.ts";

const parse = (text: string) => parseEventsText(text, "events.yaml");

Deno.test("parseEventsText() reads events in date order, with end dates and kinds", () => {
  const events = parse([
    "# my events",
    "- date: 2024-03-01",
    "  text: atorwastatyna 20 mg",
    "  kind: medication",
    "- date: 2021-10-02",
    "  end: 2021-10-16",
    "  text: COVID-19",
    "  kind: illness",
    "- date: 2022-05-05",
    "  text: bez rodzaju",
  ].join("\n"));
  assert.deepEqual(events, [
    { date: "2021-10-02", end: "2021-10-16", text: "COVID-19", kind: "illness" },
    { date: "2022-05-05", text: "bez rodzaju", kind: "other" },
    { date: "2024-03-01", text: "atorwastatyna 20 mg", kind: "medication" },
  ]);
});

Deno.test("parseEventsText() keeps unquoted dates as text, not as YAML timestamps", () => {
  assert.equal(parse("- date: 2024-03-01\n  text: x\n")[0]?.date, "2024-03-01");
});

Deno.test("parseEventsText() names the line and the field of a bad event", () => {
  const cases: [string, RegExp][] = [
    [
      "- date: 2024-03-01\n  text: ok\n- date: 2024-02-30\n  text: x\n",
      /line 3: event 2: "date" "2024-02-30" is not a valid date/,
    ],
    [
      "- date: 2024-03-01\n  text: x\n  kind: vacation\n",
      /line 1: event 1: "kind" must be one of medication/,
    ],
    [
      "- date: 2024-03-01\n  end: 2024-02-01\n  text: x\n",
      /line 1: event 1: "end" 2024-02-01 is before "date" 2024-03-01/,
    ],
    ["- date: 2024-03-01\n", /line 1: event 1: missing "text"/],
    ["- date: 2024-03-01\n  text: x\n  dose: 20\n", /unknown field "dose"/],
    ["date: 2024-03-01\n", /line 1: must be a list of events/],
    ["- date: 2024-03-01\n  text: [x\n", /"events.yaml" line 2:/],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => parse(text), (error: unknown) => {
      assert.ok(error instanceof EventsFileError);
      assert.match(error.message, message);
      return true;
    });
  }
});

Deno.test("parseEventsText() strips control and invisible characters from the text", () => {
  const [event] = parse('- date: 2024-03-01\n  text: "statin\\u001b[31m\\u202e\\u0007 20 mg"\n');
  assert.equal(event?.text, "statin 20 mg");
});

Deno.test("parseEventsText() treats an empty or comment-only file as no events", () => {
  assert.deepEqual(parse(""), []);
  assert.deepEqual(parse("# nothing yet\n\n"), []);
});
