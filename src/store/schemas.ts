/**
 * The one place where the shapes of the data files are defined: a store line
 * and a `markers.yaml` entry. Both are validated once, when loaded; unknown
 * fields of a store line are stripped here and never travel further.
 *
 * The store line's schema is the source of its fields. Every other place that
 * names them is tied to it at compile time, so a field added here alone fails
 * `deno task check` until each of them takes it: the domain's `Reading`
 * (below), the fast path's field table (`line_parser/fast_parse.ts`), the
 * copies between a line, a reading and the scratch row (`line_parser/`), the
 * reading rebuilt from the columns (`column_builder.ts`) and the view's
 * reading of a point (`src/chart/trend_data.ts`). docs/store.md lists the steps.
 *
 * @module
 */

import { z } from "zod";
import { storedDateProblem } from "../domain/readings/dates.ts";
import type { Reading } from "../domain/readings/reading.ts";
import type { Expect, ShapeCheck } from "../domain/shape_check.ts";

/**
 * A schema built on its first use: building these zod schemas took a few
 * milliseconds of every server start, and most starts never need them (the
 * store's fast path reads the common line without them).
 */
function lazy<S extends z.ZodType>(build: () => S): Pick<S, "parse" | "safeParse"> {
  let schema: S | undefined;
  return {
    parse: ((input: unknown) => (schema ??= build()).parse(input)) as S["parse"],
    safeParse: ((input: unknown) => (schema ??= build()).safeParse(input)) as S["safeParse"],
  };
}

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

const code = () =>
  z.string().trim().regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/,
    "must be 1 to 64 letters, digits, '_', '-' or '.'",
  );

/** A marker code: letters, digits, `_`, `-` and `.`. */
export const markerCodeSchema = lazy(code);

/** The longest lab name kept; a longer one is cut to this length. */
export const MAX_LAB_NAME = 120;

/**
 * A stored lab name as kept: trimmed and cut to {@link MAX_LAB_NAME}, or
 * `undefined` for anything else (an empty text, `null`, a number).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(labName("  Lab A "), "Lab A");
 * assert.equal(labName(null), undefined);
 * ```
 */
export function labName(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = value.trim().slice(0, MAX_LAB_NAME).trim();
  return name === "" ? undefined : name;
}

/** The longest document name, printed row and correction note kept; longer ones are cut. */
export const MAX_DOC = 120, MAX_ROW = 200, MAX_CORRECTED = 200;

/** The mark that ends a provenance text cut to its length. */
const CUT_MARK = "…";

/**
 * A provenance text as kept (a document's name, a row as printed, a
 * correction note): trimmed and cut to `max` with {@link CUT_MARK}, or
 * `undefined` for anything else. Provenance came after the contract: an
 * older line holding another value under one of these keys is never
 * rejected for it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(provenanceText(" Hb 13,4 g/dl ", 200), "Hb 13,4 g/dl");
 * assert.equal(provenanceText("abcdef", 4), "abc…");
 * assert.equal(provenanceText(7, 4), undefined);
 * ```
 */
export function provenanceText(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "") return undefined;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}${CUT_MARK}`;
}

/** The highest page number kept. */
export const MAX_PAGE = 100_000;

/** A page number as kept: a whole number from 1 to {@link MAX_PAGE}, else `undefined`. */
function pageNumber(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PAGE
    ? value as number
    : undefined;
}

/** An import day as kept: a `YYYY-MM-DD` text, else `undefined`. */
export function importDay(value: unknown): string | undefined {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The most decimal places a stored line may say its value was printed with. */
export const MAX_DECIMALS = 12;

/** One line of a `*.ndjson` store file; extra fields are dropped. */
export const storeLineSchema = lazy(() =>
  z.object({
    code: code(),
    date: z.string().check((ctx) => {
      const problem = storedDateProblem(ctx.value);
      if (problem) {
        ctx.issues.push({
          code: "custom",
          message: `${JSON.stringify(ctx.value)} is not a valid date: ${problem}`,
          input: ctx.value,
        });
      }
    }),
    value: z.union([z.number().finite("must be a finite number"), text(200)], {
      error: (issue) => issue.input === null ? "is null" : "must be a number or a text",
    }),
    comparator: z.enum(["<", "<=", ">", ">="], 'must be one of "<", "<=", ">", ">="').optional(),
    unit: z.string().trim().max(40, "must be at most 40 characters").optional(),
    ref_low: z.number().finite().optional(),
    ref_high: z.number().finite().optional(),
    ref_text: z.string().trim().max(500, "must be at most 500 characters").optional(),
    /** The lab's own flag: high, low, or abnormal (for a qualitative result). */
    lab_flag: z.enum(["H", "L", "A"], 'must be one of "H", "L", "A"').optional(),
    /**
     * The laboratory's name, as the report printed it (a lab's name: never a
     * person's). Older stores may hold any value under this key, which was once
     * outside the contract: a line is never rejected for it, and anything but
     * a non-empty text is ignored.
     */
    lab: z.unknown().transform(labName).optional(),
    /**
     * How many decimal places the lab printed the value with (`1,0` is
     * `value: 1, decimals: 1`): the number alone loses trailing zeros. The
     * importer writes it wherever it read the value as printed; a line
     * without it (an older store, a FHIR quantity) has an unknown precision.
     */
    decimals: z.number().int().min(0, "must be 0 or more").max(
      MAX_DECIMALS,
      `must be at most ${MAX_DECIMALS}`,
    ).optional(),
    /**
     * Provenance, written by the importer: the document's name (identity
     * masked), its page, the row as printed, and what a hand correction
     * changed. Shown with a point; never part of the duplicate key.
     */
    doc: z.unknown().transform((v) => provenanceText(v, MAX_DOC)).optional(),
    page: z.unknown().transform(pageNumber).optional(),
    row: z.unknown().transform((v) => provenanceText(v, MAX_ROW)).optional(),
    corrected: z.unknown().transform((v) => provenanceText(v, MAX_CORRECTED)).optional(),
    /** The day the importer wrote it, `YYYY-MM-DD` (anything else is ignored). */
    imported: z.unknown().transform(importDay).optional(),
  }).check((ctx) => {
    const line = ctx.value;
    if (line.comparator !== undefined && typeof line.value !== "number") {
      ctx.issues.push({
        code: "custom",
        path: ["comparator"],
        message: "needs a numeric value",
        input: line,
      });
    }
    if (line.decimals !== undefined && typeof line.value !== "number") {
      ctx.issues.push({
        code: "custom",
        path: ["decimals"],
        message: "needs a numeric value",
        input: line,
      });
    }
    if (line.ref_low !== undefined && line.ref_high !== undefined && line.ref_low > line.ref_high) {
      ctx.issues.push({
        code: "custom",
        path: ["ref_low"],
        message: `${line.ref_low} is above "ref_high" ${line.ref_high}`,
        input: line,
      });
    }
  })
);

/** A store line as the schema gives it: the contract's fields, trimmed and checked. */
export type StoreLine = ReturnType<typeof storeLineSchema.parse>;

// The domain's reading has exactly the stored line's fields, with the same types.
type _Reading = Expect<ShapeCheck<StoreLine, Reading>>;

const stringList = (max: number) => z.array(text(max)).max(200, "must have at most 200 items");

/**
 * The clinical fields of a dictionary entry (see `domain/clinical.ts`): every
 * number carries its `source`.
 */
const clinicalFields = () => {
  const source = text(300);
  const positive = z.number().finite().positive("must be above 0");
  const percent = positive.max(300, "must be at most 300 (%)");
  return {
    units: z.strictObject({
      preferred: text(40),
      molar_mass: z.strictObject({ value: positive, source }).optional(),
      charge: z.number().int().min(1).max(4).optional(),
      convert: z.array(z.strictObject({ from: text(40), to: text(40), factor: positive, source }))
        .max(20).default([]),
      // Scales linked by a line with an offset (HbA1c % and mmol/mol): shown, never merged.
      equation: z.array(z.strictObject({
        from: text(40),
        to: text(40),
        slope: positive,
        intercept: z.number().finite(),
        source,
      })).max(5).optional(),
    }).optional(),
    variation: z.strictObject({
      cv_i: percent,
      cv_a: percent.optional(),
      source,
      cv_a_source: source.optional(),
      unit: text(40).optional(),
      evidence: z.enum(["low"], 'must be "low" when given').optional(),
    }).refine((v) => v.cv_a === undefined || v.cv_a_source !== undefined, {
      message: 'needs "cv_a_source" with "cv_a"',
      path: ["cv_a_source"],
    }).optional(),
    steady_state: z.boolean().optional(),
    method_differs: z.strictObject({ source, cv_between: percent.optional() }).optional(),
    lab_cv_a: z.array(z.strictObject({ lab: text(200), cv_a: percent, source })).max(50)
      .optional(),
    family: text(60).optional(),
    measured_in: z.array(text(40)).min(1).max(20).optional(),
    part_of_whole: z.boolean().optional(),
    wide_rise: source.optional(),
    index_of: z.strictObject({ of: text(40), per: text(40), times: positive, source }).optional(),
    // The values no person's result lies outside, in `unit` (the draw scale's when absent).
    possible: z.strictObject({
      unit: text(40).optional(),
      low: positive.optional(),
      high: positive,
      source,
    })
      .refine((p) => p.low === undefined || p.low < p.high, {
        message: '"low" must be below "high"',
      }).optional(),
    calculated_from: z.strictObject({
      total: text(40),
      minus: text(40),
      vldl_of: text(40),
      divisor: positive,
      divisor_range: z.tuple([positive, positive]).refine(([low, high]) => low < high, {
        message: "must be [low, high], low below high",
      }),
      valid_below: positive,
      source,
    }).optional(),
    split_into: z.strictObject({
      parts: z.array(text(40)).min(2).max(10),
      percent: z.array(text(40)).min(2).max(10).optional(),
      source,
    }).optional(),
    // The scale the draw's checks read the marker on, and the factors into it.
    draw_scale: z.strictObject({
      unit: text(40),
      molar_mass: z.strictObject({ value: positive, source }).optional(),
      convert: z.array(z.strictObject({ from: text(40), factor: positive, source })).max(10)
        .default([]),
    }).optional(),
    // Names of another analyte that look like this marker's: never suggested as it.
    look_alike: z.strictObject({
      names: z.array(text(80)).min(1).max(20),
      unless: z.array(text(80)).max(20).default([]),
      source,
    }).optional(),
    // A bound this marker shares: never above the highest `possible` value of `of`.
    at_most: z.strictObject({ of: text(40), source }).optional(),
    // Where the limits of every reference range labs print for the marker lie, in `unit`.
    reference_limits: z.strictObject({ unit: text(40), low: positive, high: positive, source })
      .refine((p) => p.low < p.high, { message: '"low" must be below "high"' }).optional(),
  };
};

/** One marker entry of a `markers.yaml`. */
export const markerEntrySchema = lazy(() =>
  z.strictObject({
    label: text(200).optional(),
    aliases: stringList(200).optional(),
    loinc: z.array(z.string().trim().regex(/^\d{1,7}-\d$/, 'must look like "718-7" (quote it)'))
      .max(
        50,
      ).optional(),
    group: text(100).optional(),
    patterns: stringList(500).optional(),
    specimen: z.string().trim().regex(
      /^[a-z][a-z -]{0,31}$/,
      'must be a lower-case word such as "blood" or "urine"',
    ).optional(),
    ...clinicalFields(),
  })
);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Formats the first problem zod found in `input` as `"field" reason`, the way
 * an error message names what is wrong.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const input = { date: "2024-01-01", value: 1 };
 * const result = storeLineSchema.safeParse(input);
 * assert.equal(!result.success && describeIssue(result.error, input), 'missing "code"');
 * ```
 */
export function describeIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return "is not valid";
  const path = issue.path.map(String).join(".");
  const field = path === "" ? "" : `"${path}" `;
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${keys}${
      path === "" ? "" : ` in "${path}"`
    }`;
  }
  if (issue.code === "invalid_type" || issue.code === "invalid_union") {
    const actual = valueAt(input, issue.path);
    if (actual === undefined && path !== "") return `missing ${field.trim()}`;
  }
  if (issue.code === "invalid_type") {
    if (valueAt(input, issue.path) === null) return `${field}is null`;
    const expected = issue.expected === "object"
      ? "mapping"
      : issue.expected === "int"
      ? "whole number"
      : issue.expected;
    return `${field}must be ${/^[aeiou]/.test(expected) ? "an" : "a"} ${expected}`;
  }
  return `${field}${issue.message}`;
}
