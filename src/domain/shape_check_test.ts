/**
 * Guards the compile-time check of output shapes against domain types: it
 * must fail, and name the field, for each way the two can drift apart (a
 * field on one side only, a changed optionality or value type, a mismatch
 * inside a list or in one member of a union), and it must let pass what
 * differs by design (`readonly`, a loose detail object, an output frame).
 * The assertions are types: `deno task check` runs them, and the test below
 * only keeps the expected messages in view.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Expect, NamesAll, ShapeCheck } from "./shape_check.ts";

// What agrees.
type _Readonly = Expect<
  ShapeCheck<
    { a?: string | undefined; b: { c: number }[] },
    { readonly a?: string; readonly b: readonly { readonly c: number }[] }
  >
>;
type _Loose = Expect<
  ShapeCheck<{ a: { [key: string]: unknown }[] }, { a: readonly { x: number; y: string }[] }>
>;
type _Frame = Expect<
  ShapeCheck<
    { ok: boolean; error?: { code: string }; v?: number },
    { ok: true; v: number },
    "within"
  >
>;

// What does not: each message names the path.
const inDomainOnly: ShapeCheck<{ a: string }, { a: string; lab: string }> =
  ".lab: in the domain type, not in the shape";
const inShapeOnly: ShapeCheck<{ a: string; lab?: string }, { a: string }> =
  ".lab: in the shape, not in the domain type";
const optionality: ShapeCheck<{ a?: string }, { a: string }> =
  ".a: optional in one, required in the other";
const narrower: ShapeCheck<{ a: string }, { a: string | number }> =
  ".a: the domain type has values the shape refuses";
const wider: ShapeCheck<{ a: string | number }, { a: string }> =
  ".a: the shape admits values the domain type does not have";
const inList: ShapeCheck<
  { s: { p: { v: number }[] }[] },
  { s: { p: { v: number; lab: string }[] }[] }
> = ".s[].p[].lab: in the domain type, not in the shape";
const inUnionMember: ShapeCheck<
  { error?: { code: string } },
  { error: { code: string } | { code: string; unresolved: string[] } },
  "within"
> = ".error.unresolved: in the domain type, not in the shape";
const requiredByFrame: ShapeCheck<{ ok: boolean; v: number }, { ok: true }, "within"> =
  ".v: required in the shape, not in the domain type";

// A literal built field by field: every key named, optional ones too.
function build(lab: string | undefined) {
  return { a: 1, ...(lab !== undefined ? { lab } : {}) };
}
type Built = ReturnType<typeof build>;
type _AllNamed = Expect<NamesAll<Built, { a: number; lab?: string }>>;
const notBuilt: NamesAll<{ a: number }, { a: number; lab?: string }> = "lab: not built";
const extra: NamesAll<Built, { a: number }> = "lab: built, not in the type";

Deno.test("NamesAll names a key left out of a built literal, or built and not in the type", () => {
  assert.deepEqual([notBuilt, extra], ["lab: not built", "lab: built, not in the type"]);
});

Deno.test("ShapeCheck names the path of each difference between a shape and a domain type", () => {
  assert.deepEqual(
    [
      inDomainOnly,
      inShapeOnly,
      optionality,
      narrower,
      wider,
      inList,
      inUnionMember,
      requiredByFrame,
    ]
      .every((message) => message.startsWith(".")),
    true,
  );
});
