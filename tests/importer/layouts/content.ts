/**
 * What a generated document says, before it is drawn: its visits (each an
 * order with its own dates), the rows under each (label, value, unit, range,
 * flag and the extra cells the layout asks for), and from the same choices
 * the truth rows a careful person would enter. A row's printed cells and its
 * truth are made together, so they cannot drift apart.
 *
 * @module
 */

import type { TruthRow } from "../realistic/truth.ts";
import { type Band, CATALOGUE, type MarkerSpec, PANELS } from "./catalogue.ts";
import { isWide, type Layout, printedDateFormat } from "./features.ts";
import { MORE_LABS, MORE_NAMES, MORE_PANELS, type MoreLanguage, moreUnits } from "./names_more.ts";
import { drawIdentity, type Identity } from "./identity.ts";
import { Random } from "./random.ts";
import { flagMark, formatDate, formatNumber, formatRange, WORDS } from "./words.ts";
import { consistentValues, forkRandom } from "./consistent_draw.ts";
import { possibleSpan } from "./possible.ts";
import { interpretedRange, labelWithCode, longHeading } from "./content_blind.ts";

/** One printed result row. */
export interface PrintedRow {
  readonly label: string;
  /** The value as printed, with the flag when the layout glues it there. */
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  /** The flag column's cell. */
  readonly flag: string;
  readonly previous: string;
  readonly method: string;
  readonly labCode: string;
  readonly order: string;
  /** The row's collection date as printed (with the `rowDates` feature). */
  readonly rowDate: string;
  readonly comment?: string;
  readonly truth: TruthRow;
}

/** A section of a visit: a heading and its rows. */
export interface Section {
  readonly heading: string;
  readonly rows: readonly PrintedRow[];
}

/** One order or visit. */
export interface Visit {
  readonly orderNo: string;
  /** ISO dates. */
  readonly ordered: string;
  readonly collected: string;
  readonly sections: readonly Section[];
}

/** Everything a document prints, and its truth. */
export interface DocumentContent {
  readonly layout: Layout;
  readonly seed: number;
  readonly identity: Identity;
  readonly lab: string;
  readonly labAddress: string;
  /** The date the report was printed (after every visit). */
  readonly printed: string;
  readonly visits: readonly Visit[];
}

const LABS = [
  ["Laboratorium Diagnostyczne VITA-LAB", "ul. Szpitalna 4, 60-101 Poznań"],
  ["Medyczne Laboratorium Analityczne ALFA", "ul. Kwiatowa 17, 80-200 Gdańsk"],
  ["Pracownia Analiz Lekarskich SANOMED", "al. Zwycięstwa 90, 20-400 Lublin"],
  ["Central Pathology Laboratory", "14 Station Road, Leeds LS1 4AP"],
  // A United States report prints its slash dates month first, and its address says so.
  ["Lakeside Clinical Laboratory", "2200 Shore Drive, Madison, WI 53703"],
] as const;

const LAB_CODES = ["C55", "I81", "O59", "L43", "M37", "K01", "G49", "N13", "A01", "V69"];

/** The band that applies to a patient, if exactly one does. */
export function bandFor(bands: readonly Band[], identity: Identity): Band | undefined {
  const fits = bands.filter((b) =>
    (b.sex === undefined || b.sex === identity.sex) &&
    (b.ageFrom === undefined || identity.age >= b.ageFrom) &&
    (b.ageTo === undefined || identity.age <= b.ageTo)
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/** The range style a layout prints (a letter's range is in brackets already). */
function rangeStyleOf(layout: Layout): Layout["rangeStyle"] {
  return layout.kind === "letter" && layout.rangeStyle === "brackets" ? "plain" : layout.rangeStyle;
}

/** Whether a layout is drawn as a cumulative sheet (a table feature, and every wide sheet). */
export function isCumulative(layout: Layout): boolean {
  return (layout.cumulative && layout.kind === "table") || isWide(layout);
}

/** Whether a language is one added after Polish and English. */
function isMore(language: Layout["language"]): language is MoreLanguage {
  return language !== "pl" && language !== "en";
}

/** The names a marker is printed under in a language (none: it is not printed). */
export function namesOf(spec: MarkerSpec, language: Layout["language"]): readonly string[] {
  return isMore(language) ? MORE_NAMES[language][spec.code] ?? [] : spec[language];
}

/** A panel's heading in a language. */
export function headingOf(panel: keyof typeof PANELS, language: Layout["language"]): string {
  return isMore(language) ? MORE_PANELS[language][panel] : PANELS[panel][language];
}

/** Footnote marks a lab prints beside a value. */
const FOOTNOTES = ["¹", "²", "³"];

/** Whether a layout prints the person's own band only (the `oneBand` feature). */
export function printsOneBand(layout: Layout): boolean {
  return layout.oneBand && layout.bands === "decidable";
}

function bandCell(spec: MarkerSpec, bands: readonly Band[], layout: Layout): string {
  const w = WORDS[layout.language];
  return bands.map((b) => {
    const who = b.sex !== undefined ? w.bandSex[b.sex] : w.bandAge(b.ageFrom ?? 0, b.ageTo ?? 120);
    return `${who}: ${formatRange(b.low, b.high, spec.decimals, layout.language)}`;
  }).join("; ");
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * A value for a range: usually inside, sometimes below or above, never beyond what the marker
 * can be in any person (`possible.ts`: an MCHC above 50 g/dL is held, never stored). The same
 * draws are made whatever the bounds, so every later document of a seed stays as it was.
 */
function drawValue(random: Random, spec: MarkerSpec, low: number, high: number): number {
  const roll = random.next();
  const min = 10 ** -spec.decimals;
  const can = possibleSpan(spec);
  if (roll < 0.12 && low > 0) {
    return round(random.float(Math.max(low * 0.6, can.low), low - min), spec.decimals);
  }
  if (roll < 0.27) {
    return round(random.float(high + min, Math.min(high * 1.5 + min, can.high)), spec.decimals);
  }
  const from = spec.upperOnly ? high * 0.2 : low;
  return round(random.float(from, high), spec.decimals);
}

function isoPlus(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function drawRow(
  random: Random,
  spec: MarkerSpec,
  layout: Layout,
  identity: Identity,
  visit: { orderNo: string; collected: string },
  banded: boolean,
  fixed?: number,
  named?: { readonly label: string; readonly unit: string },
): PrintedRow {
  const lang = layout.language;
  const label = named?.label ??
    labelWithCode(random.pick(namesOf(spec, lang)), spec, layout, random);
  // A unit as printed, and as it is entered (Ukrainian labs spell units in Cyrillic).
  const units = isMore(lang)
    ? moreUnits(spec, lang)
    : (lang === "pl" ? spec.unitsPl : spec.unitsEn).map((u) => ({ printed: u, truth: u }));
  const unit = named?.unit ?? random.pick(units).printed;
  const truthUnit = units.find((u) => u.printed === unit)?.truth ?? unit;
  let low = spec.low;
  let high = spec.high;
  let range = formatRange(low, high, spec.decimals, lang, spec.upperOnly, rangeStyleOf(layout));
  range = interpretedRange(range, spec, layout, random);
  let refText: string | undefined;
  let value: number;
  let comparator: "<" | undefined;
  if (banded && spec.bands) {
    // A CSV export prints no sex or age: no band is decidable in it.
    const decidable = layout.bands === "decidable" && !layout.blind.longCsv;
    const band = decidable ? bandFor(spec.bands, identity) : undefined;
    range = bandCell(spec, band && printsOneBand(layout) ? [band] : spec.bands, layout);
    if (band) {
      [low, high] = [band.low, band.high];
      value = drawValue(random, spec, low, high);
    } else {
      // Not decidable: the lab printed no flag, and the value is inside every band. No band
      // is the range: the importer holds the row (a range is never kept as text).
      refText = range;
      low = Math.max(...spec.bands.map((b) => b.low));
      high = Math.min(...spec.bands.map((b) => b.high));
      value = round(random.float(low, high), spec.decimals);
    }
  } else if (layout.censored && spec.floor !== undefined && random.chance(0.6)) {
    value = spec.floor;
    comparator = "<";
  } else {
    value = drawValue(random, spec, low, high);
  }
  // A value derived from the visit's others (see consistent_draw.ts), drawn all the same.
  if (fixed !== undefined && comparator === undefined) value = fixed;
  // The person's own sheet prints no flag.
  const flag = refText !== undefined || comparator !== undefined || isWide(layout)
    ? undefined
    : value > high
    ? "H"
    : value < low && !spec.upperOnly
    ? "L"
    : undefined;
  // A letter has no flag column: its mark follows the value (an arrow, or a letter in brackets).
  const letter = layout.kind === "letter";
  const style = letter && layout.flagMark === "asterisk" ? "arrow" : layout.flagMark;
  // A cumulative sheet glues the mark to the value; a unit in the name has no unit cell
  // to glue it to, so the mark goes to the flag column.
  const place = letter
    ? "column"
    : isCumulative(layout)
    ? "value"
    : layout.unitInName && layout.flagPlace === "unit"
    ? "column"
    : layout.flagPlace;
  const showRange = !letter || random.chance(0.7);
  const words = layout.flagWords && place === "column" && !letter;
  const bare = !flag ? "" : words ? WORDS[lang].flagWords[flag] : flagMark(flag, style);
  const mark = letter && style === "letter" && bare !== "" ? `(${bare})` : bare;
  const foot = layout.footnotes && !letter && random.chance(0.3) ? random.pick(FOOTNOTES) : "";
  const printedValue = `${comparator ?? ""}${formatNumber(value, spec.decimals, lang)}${foot}`;
  const glue = (cell: string) => (mark === "" ? cell : `${cell} ${mark}`);
  // A letter prints no row dates: its rows take the dated phrase's date.
  const perRowDate = layout.rowDates && !letter && !isCumulative(layout);
  const inName = layout.unitInName && !letter && unit !== "";
  const rowDate = perRowDate ? isoPlus(visit.collected, random.int(0, 1)) : visit.collected;
  const previousValue = formatNumber(
    round(value * random.float(0.7, 1.3) + 10 ** -spec.decimals, spec.decimals),
    spec.decimals,
    lang,
  );
  const previousDate = formatDate(
    isoPlus(visit.collected, -random.int(40, 400)),
    printedDateFormat(layout),
    lang,
  );
  return {
    label: inName ? `${label} [${unit}]` : label,
    value: place === "value" ? glue(printedValue) : printedValue,
    unit: layout.unitInName && !letter ? "" : place === "unit" && unit !== "" ? glue(unit) : unit,
    range: showRange ? range : "",
    flag: place === "column" || (place === "unit" && unit === "") ? mark : "",
    previous: layout.previousResult
      ? random.chance(0.5)
        ? `${previousValue} (${previousDate})`
        : `${previousValue} ${previousDate}`
      : "",
    method: !layout.methodColumn
      ? ""
      : layout.methodWords
      ? `${WORDS[lang].methodLabel} ${random.pick(WORDS[lang].methods)}`
      : random.pick(WORDS[lang].methods),
    labCode: layout.labCodeColumn ? random.pick(LAB_CODES) : "",
    order: layout.orderColumn ? visit.orderNo : "",
    rowDate: perRowDate ? formatDate(rowDate, printedDateFormat(layout), lang) : "",
    ...(layout.comments && random.chance(0.25)
      ? { comment: random.pick(WORDS[lang].comments) }
      : {}),
    truth: {
      printed: label,
      code: spec.code,
      date: rowDate,
      value,
      ...(comparator ? { comparator } : {}),
      ...(unit !== "" ? { unit: truthUnit } : {}),
      ...(!showRange
        ? {}
        : refText !== undefined
        ? { ref_text: refText, mayBeHeld: "a range of bands no one of which is the person's" }
        : spec.upperOnly
        ? { ref_high: high }
        : { ref_low: low, ref_high: high }),
      ...(flag ? { lab_flag: flag } : {}),
    },
  };
}

/** How many rows a document may hold in all, so that a one-page layout fits its page. */
function rowBudget(layout: Layout): number {
  if (layout.pageBreaks) return 60;
  const perRow = (layout.twoLineRows ? 2 : 1) + (layout.comments ? 0.3 : 0);
  return Math.floor((layout.kind === "letter" ? 40 : 34) / perRow) - 4 * layout.visits;
}

/** Draws a document's content for a layout from the document's own seed. */
export function drawContent(layout: Layout, seed: number): DocumentContent {
  const random = new Random(seed);
  const year = random.int(2018, 2024);
  const identity = drawIdentity(random, layout.visits, year);
  const [lab, labAddress] = isMore(layout.language)
    ? MORE_LABS[layout.language]
    : layout.language === "en"
    ? LABS[printedDateFormat(layout) === "mm/dd/yyyy" ? 4 : 3]
    : random.pick(LABS.slice(0, 3));
  const perVisit = Math.max(3, Math.floor(rowBudget(layout) / layout.visits));
  let day = isoPlus(`${year}-01-01`, random.int(0, 200));
  const visits: Visit[] = [];
  const cumulative = isCumulative(layout);
  const banded = layout.bands !== "none" && layout.kind === "table" && !cumulative;
  // A cumulative sheet prints one row per marker: every visit's rows come from the first
  // visit's markers, each printed with the first visit's name and unit (some not done).
  let sheet: MarkerSpec[] | undefined;
  const names = new Map<string, { label: string; unit: string }>();
  for (let v = 0; v < layout.visits; v++) {
    // A language names some markers only: only those, and their panels, are printed in it.
    const named = CATALOGUE.filter((s) => namesOf(s, layout.language).length > 0);
    const panelKeys = (Object.keys(PANELS) as (keyof typeof PANELS)[]).filter((p) =>
      named.some((s) => s.panel === p)
    );
    const panels = random.sample(panelKeys, random.int(1, 3));
    let specs = named.filter((s) => panels.includes(s.panel));
    if (banded && !specs.some((s) => s.bands)) {
      specs = [...specs, random.pick(named.filter((s) => s.bands))];
    }
    let chosen = random.sample(specs, Math.min(specs.length, random.int(3, perVisit)));
    if (cumulative) {
      sheet ??= chosen;
      chosen = v === 0 ? sheet : sheet.filter(() => random.chance(0.85));
    }
    const orderNo = identity.orders[v]!;
    const collected = day;
    const draw = (source: Random, fixed?: ReadonlyMap<string, number>) => {
      const sections: Section[] = [];
      for (const panel of Object.keys(PANELS) as (keyof typeof PANELS)[]) {
        const rows = chosen.filter((s) => s.panel === panel).map((s) =>
          drawRow(
            source,
            s,
            layout,
            identity,
            { orderNo, collected },
            banded,
            fixed?.get(s.code),
            names.get(s.code),
          )
        );
        const heading = headingOf(panel, layout.language);
        if (rows.length > 0) sections.push({ heading: longHeading(heading, layout, source), rows });
      }
      return sections;
    };
    const ahead = draw(forkRandom(random)).flatMap((s) => s.rows.map((r) => r.truth));
    const sections = draw(random, consistentValues(ahead));
    if (cumulative && v === 0) {
      for (const row of sections.flatMap((s) => s.rows)) {
        names.set(row.truth.code, { label: row.truth.printed, unit: row.truth.unit ?? "" });
      }
    }
    visits.push({ orderNo, ordered: isoPlus(collected, -random.int(0, 3)), collected, sections });
    // A hospital stay's tests are days apart; a lab's orders, weeks or months.
    day = isoPlus(day, layout.kind === "letter" ? random.int(1, 4) : random.int(20, 120));
  }
  const printed = layout.kind === "letter" ? day : isoPlus(day, -random.int(5, 15));
  return {
    layout,
    seed,
    identity,
    lab,
    labAddress,
    printed,
    visits: readTwoWays(layout, printed, visits) ? visits.map(heldWhenSwappable) : visits,
  };
}

/** Whether a date printed with slashes reads two ways (day and month both at most 12). */
function swappable(iso: string): boolean {
  const [, m, d] = iso.split("-");
  return Number(d) <= 12 && m !== d;
}

/**
 * Whether an English report's slash dates all read two ways: nothing in it
 * tells day-first from month-first, and a careful importer holds its rows.
 */
function readTwoWays(layout: Layout, printed: string, visits: readonly Visit[]): boolean {
  if (layout.language !== "en" || layout.dateFormat !== "dd/mm/yyyy") return false;
  const rows = visits.flatMap((v) => v.sections.flatMap((s) => s.rows.map((r) => r.truth.date)));
  // A wide sheet prints only its collection dates, over its columns.
  if (isWide(layout)) return rows.every(swappable);
  return [printed, ...visits.flatMap((v) => [v.ordered, v.collected]), ...rows].every(swappable);
}

function heldWhenSwappable(visit: Visit): Visit {
  const held = (row: PrintedRow): PrintedRow =>
    swappable(row.truth.date)
      ? { ...row, truth: { ...row.truth, mayBeHeld: "day and month cannot be told apart" } }
      : row;
  return { ...visit, sections: visit.sections.map((s) => ({ ...s, rows: s.rows.map(held) })) };
}

/** Every truth row of a document, in print order. */
export function truthOf(content: DocumentContent): TruthRow[] {
  return content.visits.flatMap((v) => v.sections.flatMap((s) => s.rows.map((r) => r.truth)));
}
