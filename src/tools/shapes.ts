/**
 * The zod shapes of tool inputs and outputs, defined once and shared by every
 * tool. Input schemas hold only types and hard size caps: a bad date or range
 * is checked by the domain, so it gets a structured `invalid_argument` error
 * rather than the SDK's plain-text validation error. Output schemas admit the
 * error body too, because the SDK client validates it even when `isError`.
 *
 * @module
 */

import { z } from "zod";
import type { Outcome, QueryError } from "../domain/answers/find_marker.ts";
import type { listMarkers, MarkerListing } from "../domain/answers/marker_list.ts";
import type { compareMarkers, getTrend, Trend } from "../domain/answers/queries.ts";
import type { getResults, TestDate } from "../domain/answers/results_by_date.ts";
import { DEFAULT_MAX_POINTS, MAX_POINTS_RANGE } from "../domain/answers/trend.ts";
import type { changesSince } from "../domain/answers/what_changed.ts";
import type { ToolError } from "./result.ts";
import type { Expect, ShapeCheck } from "../domain/shape_check.ts";

/** The value a domain query answers with, when it succeeds. */
type AnswerOf<Query extends (...args: never[]) => Outcome<object>> = Extract<
  ReturnType<Query>,
  { readonly ok: true }
>["value"];

/** What a tool sends: `ok` and the value, or `ok: false` and the error. */
type Answer<T, E = ToolError> = ({ readonly ok: true } & T) | {
  readonly ok: false;
  readonly error: E;
};

/**
 * The errors of the tools that look up one marker or none: `unresolved` is
 * set by `compareMarkers` alone (the domain type allows it on every query
 * error, so this difference is asserted here, not proved).
 */
type PlainToolError = Exclude<ToolError, QueryError> | Omit<QueryError, "unresolved">;

/** A marker identifier argument. */
export const markerArg = z.string().max(200).describe(
  "Marker code, label or alias, e.g. FERR, Ferrytyna, ferritin, OB, ESR",
);

/** Date range arguments. */
export const rangeArgs = {
  from: z.string().max(40).optional().describe("First day, YYYY-MM-DD"),
  to: z.string().max(40).optional().describe("Last day, YYYY-MM-DD"),
};

/** The point budget of a series. */
export const maxPointsArg = z.number().optional().describe(
  `Most points per series (${MAX_POINTS_RANGE.min}-${MAX_POINTS_RANGE.max}, default ${DEFAULT_MAX_POINTS}); more thinned`,
);

/** How units are treated: merged where a cited factor converts them, or as reported. */
export const unitsArg = z.enum(["converted", "as_reported"]).optional().describe(
  "converted (default): units with a cited factor form one series; as_reported: one per unit",
);

/** The unit merged results are shown in. */
export const unitArg = z.string().max(40).optional().describe(
  'Unit to show merged results in, or "latest"; default the usual one',
);

/** The event a trend is split at. */
export const aroundEventArg = z.string().max(100).optional().describe(
  "An event's date or words from events.yaml: mean before (its day included) vs after (to its end or `to`)",
);

const value = z.union([z.number(), z.string()]);
/** Nested detail the text states in full; declared loosely to keep tools/list small. */
const detail = z.looseObject({});
const comparator = z.enum(["<", "<=", ">", ">="]).optional();
const flag = z.enum(["low", "high", "abnormal", "normal"]).nullable();
const suggestion = z.object({ code: z.string(), label: z.string() });

const errorFields = {
  code: z.enum(["marker_not_found", "marker_ambiguous", "invalid_argument", "store_unreadable"]),
  message: z.string(),
  suggestions: z.array(suggestion).optional(),
  path: z.string().optional(),
};

/** The error body of every tool. */
const errorShape = z.object(errorFields);

/**
 * The error body of `compare_markers`, which also says which identifiers
 * failed. Only that tool declares it: the other schemas stay shorter.
 */
const compareErrorShape = z.object({
  ...errorFields,
  unresolved: z.array(z.object({
    query: z.string(),
    code: z.enum(["marker_not_found", "marker_ambiguous"]),
    suggestions: z.array(suggestion),
  })).optional(),
});

const markerRef = { code: z.string(), label: z.string(), group: z.string().optional() };

const measured = {
  value,
  comparator,
  unit: z.string().optional(),
  ref_low: z.number().optional(),
  ref_high: z.number().optional(),
  ref_text: z.string().optional(),
  /** The lab's own flag, when the report printed one. */
  lab_flag: z.enum(["H", "L", "A"]).optional(),
  /** The lab's name, when printed. */
  lab: z.string().optional(),
  // A whole number; not declared `.int()`, whose bounds cost tools/list about 30 tokens.
  decimals: z.number().optional().describe("Printed decimals (1 for 1.0)"),
  flag,
};

const summaryValue = z.object({ date: z.string(), value, comparator });

/**
 * A judged change: its verdict and the figures it rests on (CVI, CVA and
 * their sources); the rest (percent, RCV, labs, between-method CV,
 * resolution) comes too and is the text's to state.
 */
const judgedChange = z.looseObject({
  verdict: z.enum([
    "likely_real_increase",
    "likely_real_decrease",
    "within_expected_variation",
    "at_limit",
    "not_assessable",
  ]),
  cv_i: z.number().optional(),
  cv_a: z.number().optional(),
  source: z.string().optional(),
  cv_a_source: z.string().optional(),
});

/** One marker's trend: its series by unit. */
const trendShape = z.object({
  marker: z.object(markerRef),
  series: z.array(z.object({
    unit: z.string().nullable(),
    points: z.array(z.object({
      date: z.string(),
      time: z.string().optional(),
      ...measured,
      original: detail.optional(),
      source: detail.optional(),
    })),
    omitted: z.number(),
    thinned: detail.optional(),
    summary: z.object({
      count: z.number(),
      first: summaryValue,
      last: summaryValue,
      min: z.number().nullable(),
      max: z.number().nullable(),
      change: z.number().nullable(),
      change_pct: z.number().nullable(),
      out_of_range: z.number(),
      censored: z.number(),
    }),
    changes: z.looseObject({
      since_previous: judgedChange.optional(),
      since_first: judgedChange.optional(),
    }).optional(),
    personal_interval: detail.optional(),
    converted: z.array(detail).optional(),
    note: z.string().optional(),
    documents: z.array(z.string()).optional(),
  })),
  events: z.array(detail).optional(),
  around_event: detail.optional(),
  note: z.string().optional(),
});

/**
 * One marker of a comparison: the same body as `get_trend`'s, declared
 * loosely here so that `tools/list` does not carry the trend schema twice.
 */
const comparedTrendShape = z.looseObject({
  marker: z.object(markerRef),
  series: z.array(detail),
}).describe("As get_trend's body");

/** A line of the marker list. */
const listingShape = z.object({
  ...markerRef,
  count: z.number(),
  first_date: z.string(),
  last_date: z.string(),
  units: z.array(z.string()),
  last: z.object({ date: z.string(), value, comparator, unit: z.string().optional(), flag }),
});

/** The results of one test date. */
const testDateShape = z.object({
  date: z.string(),
  results: z.array(z.object({
    ...markerRef,
    time: z.string().optional(),
    ...measured,
    source: detail.optional(),
  })),
  documents: z.array(z.string()).optional(),
});

/** The common frame of every output: `ok`, an optional error and an optional note. */
const outputFrame = {
  ok: z.boolean(),
  error: errorShape.optional(),
  note: z.string().optional(),
};

/** The output frame of `compare_markers`, whose error may name unresolved identifiers. */
const compareOutputFrame = { ...outputFrame, error: compareErrorShape.optional() };

/** The output of `get_trend`: the frame, and the trend's fields (absent on an error). */
export const trendOutput = { ...outputFrame, ...trendShape.partial().shape };

/** The output of `list_markers`. */
export const markerListOutput = { ...outputFrame, markers: z.array(listingShape).optional() };

/** The output of `get_results`. */
export const resultsOutput = { ...outputFrame, dates: z.array(testDateShape).optional() };

/** The output of `compare_markers`. */
export const compareOutput = {
  ...compareOutputFrame,
  markers: z.array(comparedTrendShape).optional(),
};

/**
 * The output of `changes_since`, declared loosely to keep `tools/list` short
 * (its text states every field; the domain type `ChangesSince` documents them).
 */
export const changesOutput = {
  ok: z.boolean(),
  error: detail.optional(),
  note: z.string().optional(),
  since: z.string().optional(),
  since_basis: z.string().optional(),
  latest_date: z.string().optional(),
  counts: detail.optional(),
  dates: z.array(detail).optional(),
  not_repeated: z.array(detail).optional(),
  omitted: z.number().optional(),
};

// Compile-time agreement of the output shapes with the domain types they
// carry (see domain/shape_check.ts): a field changed on one side only fails
// `deno task check`, naming the field.
type Output<S extends z.ZodRawShape> = z.input<z.ZodObject<S>>;

// Each shape says exactly what its domain type holds (its loose parts aside).
type _Trend = Expect<ShapeCheck<z.input<typeof trendShape>, Trend>>;
type _Listing = Expect<ShapeCheck<z.input<typeof listingShape>, MarkerListing>>;
type _TestDate = Expect<ShapeCheck<z.input<typeof testDateShape>, TestDate>>;
type _ComparedTrend = Expect<ShapeCheck<z.input<typeof comparedTrendShape>, Trend>>;

/**
 * Whether every answer of the query `Q`, with errors `E`, fits the output
 * shape `S`. One way ("within"): the frame adds `ok` and an optional `error`
 * to the domain value.
 */
type AnswerFits<
  S extends z.ZodRawShape,
  Q extends (...args: never[]) => Outcome<object>,
  E = PlainToolError,
> = ShapeCheck<Output<S>, Answer<AnswerOf<Q>, E>, "within">;

// Each tool's answer fits its output.
type _TrendAnswer = Expect<AnswerFits<typeof trendOutput, typeof getTrend>>;
type _ListAnswer = Expect<AnswerFits<typeof markerListOutput, typeof listMarkers>>;
type _ResultsAnswer = Expect<AnswerFits<typeof resultsOutput, typeof getResults>>;
type _ChangesAnswer = Expect<AnswerFits<typeof changesOutput, typeof changesSince>>;
type _CompareAnswer = Expect<AnswerFits<typeof compareOutput, typeof compareMarkers, ToolError>>;

// Every error fits the error body its tool declares, which merges the error
// kinds ("within"); only compare_markers' body names unresolved identifiers.
type _Error = Expect<ShapeCheck<z.input<typeof errorShape>, PlainToolError, "within">>;
type _CompareError = Expect<ShapeCheck<z.input<typeof compareErrorShape>, ToolError, "within">>;
