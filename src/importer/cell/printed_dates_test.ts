import assert from "node:assert/strict";
import { DateTimeline, doubtedStandIn, labelledDates, UNREADABLE_DATE } from "./printed_dates.ts";

Deno.test("a collection date printed but misread leaves the rows under it without a date, not with the earlier visit's", () => {
  const timeline = new DateTimeline();
  timeline.saw(labelledDates("Pobrano: 13 czerwca 2022 08:55"));
  const first = timeline.row();
  // OCR misread the month: the label and a date are there, no date can be read.
  const garbled = labelledDates(
    "Pobrano: 3 pazdxiernika 2022 07:19  Data rejestracji: 3 pazdxiernika 2022",
  );
  assert.deepEqual(garbled.map((d) => [d.strength, d.date]), [["collection", UNREADABLE_DATE]]);
  timeline.saw(garbled);
  const second = timeline.row();
  const dates = timeline.resolve();
  assert.deepEqual(dates[first], { date: "2022-06-13" });
  assert.match(dates[second]!.problem ?? "", /cannot be read/);
  // A label with no date after it (a time only) says nothing about the date.
  assert.deepEqual(labelledDates("Pobrano: 08:55"), []);
});

Deno.test("labelledDates() reads a label cell wrapped in two: 'Materiał' beside the date, 'pobrano:' under it", () => {
  const dates = labelledDates(
    "Materiał 14.09.2016 07:20 Zarejestrowano: 14.09.2016 07:41",
    "pobrano:",
  );
  assert.deepEqual(dates.map((d) => [d.strength, d.date]), [["collection", "2016-09-14"]]);
  // the line under is a label alone: text beside it is no wrapped label
  assert.deepEqual(labelledDates("Materiał 14.09.2016", "pobrano: krew żylna"), []);
  // a date already labelled on its line keeps its own label
  assert.deepEqual(labelledDates("Data wydruku: 15.09.2016", "pobrano:"), []);
  assert.deepEqual(labelledDates("Pobr. 12.04.2025 08:15").map((d) => d.date), ["2025-04-12"]);
});

Deno.test("a result's date standing in for the collection date is doubted when OCR leaves an earlier date unlabelled", () => {
  const timeline = new DateTimeline();
  // The collection label wrapped over two lines was misread; the result's date was read whole.
  timeline.saw(labelledDates("Дата видачі результату: 15.02.2025 12:06"));
  const row = timeline.row();
  const [date] = timeline.resolve();
  assert.deepEqual(timeline.resolve()[row], { date: "2025-02-15", weak: true });
  const doubted = doubtedStandIn(date!, ["1984-07-19", "2025-02-14"]);
  assert.equal(doubted.date, undefined);
  assert.match(doubted.problem ?? "", /2025-02-14.*may be the collection date/);
  // A collection date read is never doubted; nor is a stand-in with no earlier date near it.
  const collected = new DateTimeline();
  collected.saw(labelledDates("Дата взяття біоматеріалу: 15.02.2025"));
  collected.row();
  const [own] = collected.resolve();
  assert.deepEqual(doubtedStandIn(own!, ["2025-02-14"]), { date: "2025-02-15" });
  assert.deepEqual(doubtedStandIn(date!, ["2025-01-01", "2025-02-16"]), date);
});

Deno.test("DateTimeline holds a card's row between two different dates when dates and rows alternate", () => {
  // Result cards each printing their collection date below the result (1177's Provsvar):
  // the card whose date differs from the one above it cannot be told which is its own.
  const timeline = new DateTimeline();
  const tickets: number[] = [];
  timeline.saw(labelledDates("Provtagningstidpunkt: 21.05.2024"));
  tickets.push(timeline.row());
  timeline.saw(labelledDates("Provtagningstidpunkt: 21.05.2024"));
  tickets.push(timeline.row());
  timeline.saw(labelledDates("Provtagningstidpunkt: 06.02.2024"));
  tickets.push(timeline.row());
  timeline.saw(labelledDates("Provtagningstidpunkt: 06.02.2024"));
  const dates = timeline.resolve();
  assert.equal(dates[tickets[0]!]!.date, "2024-05-21");
  assert.equal(dates[tickets[1]!]!.date, undefined);
  assert.match(dates[tickets[1]!]!.problem ?? "", /above it or below it/);
  assert.equal(dates[tickets[2]!]!.date, "2024-02-06");
  // A report of many rows under each date is read as before: a block's last row keeps its date.
  const blocks = new DateTimeline();
  blocks.saw(labelledDates("Data pobrania: 12.03.2024"));
  const a = [blocks.row(), blocks.row()];
  blocks.saw(labelledDates("Data pobrania: 14.03.2024"));
  const b = [blocks.row(), blocks.row()];
  const resolved = blocks.resolve();
  assert.deepEqual(a.map((t) => resolved[t]!.date), ["2024-03-12", "2024-03-12"]);
  assert.deepEqual(b.map((t) => resolved[t]!.date), ["2024-03-14", "2024-03-14"]);
});

Deno.test("labelledDates() completes a collection date whose year wrapped onto the line under it, never guesses one", () => {
  const dates = (line: string, next?: string) =>
    labelledDates(line, next).map((d) => [d.strength, d.date]);
  // The sample column wrapped: "Sample collected: 03 Feb" over "2025, 07:45", other columns beside.
  assert.deepEqual(
    dates(
      "NHS number: 123 Sample collected: 03 Feb Ltd, UKAS 999",
      "Road, Town AB1 2CD 2025, 07:45",
    ),
    [["collection", "2025-02-03"]],
  );
  assert.deepEqual(dates("Pobrano: 03.02.", "2025 07:45"), [["collection", "2025-02-03"]]);
  // No year under it, or two: printed, not readable; a later "received" date never stands in.
  assert.deepEqual(
    dates("Sample collected: 03 Feb Received at lab: 04 Feb 2025", "Results released"),
    [["collection", UNREADABLE_DATE], ["other", "2025-02-04"]],
  );
  assert.deepEqual(dates("Sample collected: 03 Feb", "2024 2025"), [[
    "collection",
    UNREADABLE_DATE,
  ]]);
  // A number and a word that make no date are not one.
  assert.deepEqual(dates("Collected: 12 mg", "2025"), []);
});

Deno.test("a collection date with a two-digit year is read right after its label's colon, not after another label", () => {
  const dates = labelledDates(
    "Lab No : 24-0611-70021   Requested: 10/06/24   Collected: 11/06/24 0810",
  );
  assert.deepEqual(dates.filter((d) => d.strength === "collection").map((d) => d.date), [
    "2024-06-11",
  ]);
  assert.deepEqual(dates.filter((d) => d.strength === "other").map((d) => d.date), []);
});
