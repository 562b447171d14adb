import assert from "node:assert/strict";
import { timeAxis } from "./time_axis.ts";

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

Deno.test("timeAxis() gives one result a few days around it, labelled by day with the year", () => {
  // A single result got an hour-by-hour axis with no year.
  for (const width of [400, 700, 1000]) {
    const axis = timeAxis([at("2024-03-12"), at("2024-03-12")], width, "en");
    const labels = axis.ticks.map(axis.format);
    assert.ok(labels.length >= 2, `${width}: ${labels}`);
    assert.ok(labels.every((l) => /^\d{1,2} [A-Z][a-z]{2} 2024$/.test(l)), `${width}: ${labels}`);
    assert.ok(axis.domain[1].getTime() - axis.domain[0].getTime() >= 6 * 86_400_000);
  }
});

Deno.test("timeAxis() always shows the year and never crowds its labels, from a week to twenty years", () => {
  const spans: [string, string][] = [
    ["2024-03-01", "2024-03-08"],
    ["2024-01-01", "2024-04-01"],
    ["2023-01-15", "2024-12-20"],
    ["2015-01-10", "2025-06-01"],
    ["2005-01-01", "2025-01-01"],
  ];
  for (const [a, b] of spans) {
    for (const width of [400, 600, 800, 1000]) {
      const axis = timeAxis([at(a), at(b)], width, "pl");
      const labels = axis.ticks.map(axis.format);
      assert.ok(labels.length >= 2, `${a}..${b} at ${width}: ${labels}`);
      assert.ok(labels.every((l) => /\b(19|20)\d{2}$/.test(l)), `${a}..${b}: ${labels}`);
      // 6.4 px a character of 10 px type (measured in Chromium), and a gap: the labels fit across the plot.
      const needed = labels.reduce((n, l) => n + l.length * 6.4 + 14, 0);
      assert.ok(needed <= width - 60, `${a}..${b} at ${width}: ${labels.join(" | ")}`);
      assert.ok(axis.ticks.every((t) => t >= axis.domain[0] && t <= axis.domain[1]));
    }
  }
});

Deno.test("timeAxis() names months in the chosen language", () => {
  const pl = timeAxis([at("2024-01-01"), at("2024-12-01")], 1000, "pl");
  const en = timeAxis([at("2024-01-01"), at("2024-12-01")], 1000, "en");
  assert.ok(
    pl.ticks.map(pl.format).some((l) =>
      /^(sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru) 2024$/.test(l)
    ),
  );
  assert.ok(pl.ticks.map(pl.format).every((l) => !/[A-Z]/.test(l)));
  assert.ok(
    en.ticks.map(en.format).some((l) =>
      /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 2024$/.test(l)
    ),
  );
});

Deno.test("timeAxis() keeps every tick label inside the chart's width", () => {
  // The last date label of a one-point chart was cut at the right edge.
  for (const width of [400, 600, 1000]) {
    const axis = timeAxis([at("2025-03-12"), at("2025-03-12")], width, "en");
    const span = axis.domain[1].getTime() - axis.domain[0].getTime();
    for (const tick of axis.ticks) {
      const x = 58 + (tick.getTime() - axis.domain[0].getTime()) / span * (width - 84);
      const half = axis.format(tick).length * 3.2;
      assert.ok(x - half >= 0 && x + half <= width, `${axis.format(tick)} at ${width}`);
    }
  }
});

Deno.test("timeAxis() shows the hours of readings within one day, each label with its date and year", () => {
  // Three glucose readings of one day sat on one spot of a week-long axis.
  const axis = timeAxis([new Date("2025-03-10T06:30Z"), new Date("2025-03-10T18:45Z")], 600, "pl");
  const span = axis.domain[1].getTime() - axis.domain[0].getTime();
  assert.ok(span <= 86_400_000, `the axis spans ${span / 3_600_000} h`);
  const labels = axis.ticks.map(axis.format);
  assert.ok(labels.length >= 3, labels.join(" | "));
  for (const label of labels) assert.match(label, /^10 mar 2025 \d{2}:00$/);
  // One result still gets its week, never hours.
  const one = new Date("2025-03-10T06:30Z");
  assert.ok(timeAxis([one, one], 600, "en").domain[1].getTime() - one.getTime() > 86_400_000);
});

Deno.test("timeAxis() gives a month of readings on a narrow report chart two dated ticks, not one", () => {
  for (const lang of ["pl", "en"] as const) {
    const axis = timeAxis([at("2025-03-01"), at("2025-03-30")], 250, lang);
    const labels = axis.ticks.map(axis.format);
    assert.ok(labels.length >= 2, `${labels}`);
    assert.ok(labels.every((l) => /^\d+ \S+ 2025$/.test(l)), `${labels}`);
    const needed = labels.reduce((n, l) => n + l.length * 6.4 + 14, 0);
    assert.ok(needed <= 250 - 60, labels.join(" | "));
  }
});
