/**
 * A chart's time axis, worked out for the width it has: the domain (a single
 * result gets a few days either side; several readings of one day, with
 * their times, an axis of hours labelled `10 mar 2025 08:00`), ticks at
 * whole hours, days, months or years chosen so their
 * labels never crowd (ten years at 400 px get a tick every two years), and
 * one-line labels that always carry the year, in the chosen language
 * (`12 mar 2024`, `Mar 2024`, `2024`). Pure.
 *
 * @module
 */

import type { Lang } from "./view_messages.ts";

const DAY = 86_400_000;

/** Where the plot starts and ends inside the chart, in pixels (the chart's margins and inset). */
const PLOT_LEFT = 58;
const PLOT_RIGHT = 26;

/** Month names as labels print them, per language. */
const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  pl: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
};

/** A step between ticks: a number of days, months or years. */
interface Step {
  readonly unit: "day" | "month" | "year";
  readonly count: number;
  /** The pixels one label needs, with a gap. */
  readonly labelWidth: number;
}

const STEPS: readonly Step[] = [
  ...[1, 2, 3, 7, 14].map((count) => ({ unit: "day" as const, count, labelWidth: 92 })),
  ...[1, 2, 3, 6].map((count) => ({ unit: "month" as const, count, labelWidth: 72 })),
  ...[1, 2, 5, 10, 20, 50].map((count) => ({ unit: "year" as const, count, labelWidth: 46 })),
];

/** The time axis of a chart. */
export interface TimeAxis {
  readonly domain: readonly [Date, Date];
  readonly ticks: readonly Date[];
  readonly format: (date: Date) => string;
}

/** The next tick after `date` (a tick itself) by `step`. */
function advance(date: Date, step: Step): Date {
  const next = new Date(date);
  if (step.unit === "day") next.setUTCDate(next.getUTCDate() + step.count);
  else if (step.unit === "month") next.setUTCMonth(next.getUTCMonth() + step.count);
  else next.setUTCFullYear(next.getUTCFullYear() + step.count);
  return next;
}

/** The first tick at or after `date` for `step`: a whole day, month or year, aligned to the step. */
function firstTick(date: Date, step: Step): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  let tick: Date;
  if (step.unit === "day") {
    tick = new Date(Date.UTC(y, m, date.getUTCDate()));
    if (step.count === 7) tick = new Date(tick.getTime() - ((tick.getUTCDay() + 6) % 7) * DAY);
  } else if (step.unit === "month") {
    tick = new Date(Date.UTC(y, m - (m % step.count), 1));
  } else {
    tick = new Date(Date.UTC(y - (y % step.count), 0, 1));
  }
  while (tick.getTime() < date.getTime()) tick = advance(tick, step);
  return tick;
}

function ticksOf(domain: readonly [Date, Date], step: Step): Date[] {
  const ticks: Date[] = [];
  for (
    let t = firstTick(domain[0], step);
    t <= domain[1] && ticks.length < 200;
    t = advance(t, step)
  ) {
    ticks.push(t);
  }
  return ticks;
}

/** The label of a tick by the unit of its step. */
function labelFor(step: Step, lang: Lang): (date: Date) => string {
  const month = (d: Date) => MONTHS[lang][d.getUTCMonth()]!;
  if (step.unit === "year") return (d) => String(d.getUTCFullYear());
  if (step.unit === "month") return (d) => `${month(d)} ${d.getUTCFullYear()}`;
  return (d) => `${d.getUTCDate()} ${month(d)} ${d.getUTCFullYear()}`;
}

/** The width a label takes, measured: 6.4 px a character of 10 px type, and a gap. */
function measured(labels: readonly string[]): number {
  return labels.reduce((n, l) => n + l.length * 6.4 + 14, 0);
}

/**
 * For a narrow chart where no step gives two ticks whose labels fit (a month
 * of readings in the report's 250 px chart gets a single `mar 2025`): the
 * finest step whose every second (or third…) tick leaves two or more labels
 * that fit by their measured width.
 */
function everyOther(
  domain: readonly [Date, Date],
  room: number,
  lang: Lang,
): { step: Step; ticks: Date[] } | undefined {
  for (const step of STEPS) {
    const all = ticksOf(domain, step);
    const format = labelFor(step, lang);
    for (let every = 2; all.length >= 2 * every - 1 && every <= 4; every++) {
      const ticks = all.filter((_, i) => i % every === 0);
      if (ticks.length >= 2 && measured(ticks.map(format)) <= room) return { step, ticks };
    }
  }
  return undefined;
}

const HOUR = 3_600_000;

/**
 * The axis of readings within one day (glucose through a day): an hour
 * before the first to an hour after the last, ticks on whole hours (1, 2, 3,
 * 6 or 12 apart, as many as fit), each labelled with its date, year and hour.
 */
function hourAxis(from: Date, to: Date, width: number, lang: Lang): TimeAxis {
  const domain: [Date, Date] = [new Date(from.getTime() - HOUR), new Date(to.getTime() + HOUR)];
  const room = Math.max(80, width - 70);
  const hourTicks = (count: number) => {
    const ticks: Date[] = [];
    const first = Math.ceil(domain[0].getTime() / (count * HOUR)) * count * HOUR;
    for (let t = first; t <= domain[1].getTime(); t += count * HOUR) ticks.push(new Date(t));
    return ticks;
  };
  const count = [1, 2, 3, 6, 12].find((c) => hourTicks(c).length * 118 <= room) ?? 12;
  const format = (d: Date) =>
    `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]!} ${d.getUTCFullYear()} ${
      String(d.getUTCHours()).padStart(2, "0")
    }:00`;
  const ticks = hourTicks(count);
  return { domain, ticks: ticks.length > 0 ? ticks : [domain[0]], format };
}

/**
 * The axis for results spanning `extent`, drawn `width` pixels wide.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const one = new Date("2024-03-12T00:00:00Z");
 * const axis = timeAxis([one, one], 600, "pl");
 * assert.ok(axis.domain[0] < one && axis.domain[1] > one);
 * assert.ok(axis.ticks.map(axis.format).includes("12 mar 2024"));
 * const decade = timeAxis([new Date("2015-01-10Z"), new Date("2025-06-01Z")], 400, "en");
 * assert.ok(decade.ticks.length >= 3 && decade.ticks.length <= 7);
 * assert.ok(decade.ticks.every((t) => /^\d{4}$/.test(decade.format(t))));
 * ```
 */
export function timeAxis(extent: readonly [Date, Date], width: number, lang: Lang): TimeAxis {
  const [from, to] = extent;
  const span = to.getTime() - from.getTime();
  if (span > 0 && span < DAY && from.getUTCDate() === to.getUTCDate()) {
    return hourAxis(from, to, width, lang);
  }
  // Results within a few days (of different days, or one result): at least a week around them.
  const pad = span < 6 * DAY ? (6 * DAY - span) / 2 + DAY : span * 0.02;
  const domain: [Date, Date] = [new Date(from.getTime() - pad), new Date(to.getTime() + pad)];
  const room = Math.max(80, width - 70);
  // The finest step whose labels fit; two ticks at least where the domain holds them.
  const fits = STEPS.filter((s) => ticksOf(domain, s).length * s.labelWidth <= room);
  const fallback = fits.some((s) => ticksOf(domain, s).length >= 2)
    ? undefined
    : everyOther(domain, room, lang);
  const step = fallback?.step ?? fits.find((s) => ticksOf(domain, s).length >= 2) ?? fits[0] ??
    STEPS[STEPS.length - 1]!;
  const format = labelFor(step, lang);
  // A label centred on its tick must not run past either edge of the chart.
  const shown = domain[1].getTime() - domain[0].getTime();
  const x = (t: Date) =>
    PLOT_LEFT + (t.getTime() - domain[0].getTime()) / shown * (width - PLOT_LEFT - PLOT_RIGHT);
  const ticks = (fallback?.ticks ?? ticksOf(domain, step)).filter((t) => {
    const half = format(t).length * 3.2;
    return x(t) - half >= 0 && x(t) + half <= width;
  });
  return { domain, ticks: ticks.length > 0 ? ticks : [domain[0]], format };
}
