/**
 * Compile-time checks that a tool's zod output shape and the domain type it
 * serialises say the same thing. A tool sends the domain value as its
 * `structuredContent`, and a client validates it against the shape's JSON
 * schema (where an object admits no other property), so a field added to
 * the domain type alone makes every client refuse the answer, and a field
 * added to the shape alone documents something that never comes.
 *
 * `ShapeCheck<Shape, Domain>` is `"ok"` when they agree, and otherwise a
 * string naming each path where they differ, such as
 * `".series[].points[].lab: in the domain type, not in the shape"`, so that
 * `Expect<ShapeCheck<...>>` fails `deno task check` with that text.
 *
 * - `exact` (the default): the same fields at every level, each optional in
 *   both or in neither, and the same value types (`readonly` aside; an
 *   optional zod field admitting `undefined` aside).
 * - `within`: every domain value fits the shape, which may have more
 *   optional fields: for a shape that merges several domain types (the
 *   error body), or an output frame around a domain value.
 *
 * A union domain type (the errors) is checked member by member.
 *
 * A shape declared loosely on purpose (`z.looseObject`, to keep `tools/list`
 * short) is checked only for the fields it names; its other fields are the
 * text's to state.
 *
 * `NamesAll<Built, Target>` is the check for code that copies a value field
 * by field (a stored line into a reading, columns back into one): the type
 * of the object literal it builds must name every key of the target type,
 * optional ones too. An optional field left out of such a literal
 * type-checks by itself; this check is what catches it.
 *
 * @module
 */

type Defined<T> = Exclude<T, undefined>;

/** The keys an object type names, without its index signature. */
type NamedKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/** Whether the object type has a string index signature (a loose zod object). */
type IsLoose<T> = string extends keyof T ? true : false;

/** Whether key `K` of `T` is optional. */
type IsOptional<T, K extends keyof T> = object extends Pick<T, K> ? true : false;

type KeyName<K> = K extends string ? K : "?";

/** How `Shape` and `Domain` differ at the key `K` both have. */
type KeyMismatch<Shape, Domain, K extends keyof Shape & keyof Domain, Path extends string, Mode> =
  IsOptional<Shape, K> extends IsOptional<Domain, K>
    ? Mismatch<Defined<Shape[K]>, Defined<Domain[K]>, `${Path}.${KeyName<K>}`, Mode>
    : Mode extends "within"
      ? IsOptional<Shape, K> extends true
        ? Mismatch<Defined<Shape[K]>, Defined<Domain[K]>, `${Path}.${KeyName<K>}`, Mode>
      : `${Path}.${KeyName<K>}: optional in the domain type, required in the shape`
    : `${Path}.${KeyName<K>}: optional in one, required in the other`;

/**
 * How two object types differ: their keys, then each shared key's value. A
 * union domain type is taken member by member (`Domain extends object`
 * distributes it).
 */
type ObjectMismatch<Shape, Domain, Path extends string, Mode> = Domain extends object ? (
    | (IsLoose<Shape> extends true ? never : {
      [K in Exclude<keyof Domain, keyof Shape>]: `${Path}.${KeyName<
        K
      >}: in the domain type, not in the shape`;
    }[Exclude<keyof Domain, keyof Shape>])
    | {
      [K in Exclude<NamedKeys<Shape>, keyof Domain>]: Mode extends "within"
        ? IsOptional<Shape, K> extends true ? never
        : `${Path}.${KeyName<K>}: required in the shape, not in the domain type`
        : `${Path}.${KeyName<K>}: in the shape, not in the domain type`;
    }[Exclude<NamedKeys<Shape>, keyof Domain>]
    | {
      [K in NamedKeys<Shape> & keyof Domain]: KeyMismatch<Shape, Domain, K, Path, Mode>;
    }[NamedKeys<Shape> & keyof Domain]
  )
  : never;

/** How two value types differ, as messages; `never` when they agree. */
type Mismatch<Shape, Domain, Path extends string, Mode> = [Shape] extends
  [readonly (infer ShapeItem)[]]
  ? [Domain] extends [readonly (infer DomainItem)[]]
    ? Mismatch<ShapeItem, DomainItem, `${Path}[]`, Mode>
  : `${Path}: a list in the shape, not in the domain type`
  : [Shape] extends [object] ? [Domain] extends [object] ? ObjectMismatch<Shape, Domain, Path, Mode>
    : `${Path}: an object in the shape, not in the domain type`
  : [Domain] extends [Shape] ? Mode extends "within" ? never
    : [Shape] extends [Domain] ? never
    : `${Path}: the shape admits values the domain type does not have`
  : `${Path}: the domain type has values the shape refuses`;

/**
 * `"ok"` when the zod input type `Shape` and `Domain` agree, else the
 * differences in words.
 *
 * @example
 * ```ts
 * import type { ShapeCheck } from "./shape_check.ts";
 * const ok: ShapeCheck<{ a?: string | undefined; b: number[] }, { a?: string; b: readonly number[] }> = "ok";
 * const missing: ShapeCheck<{ a: string }, { a: string; lab: string }> = ".lab: in the domain type, not in the shape";
 * ```
 */
export type ShapeCheck<Shape, Domain, Mode extends "exact" | "within" = "exact"> = [
  Domain extends unknown ? Mismatch<Shape, Domain, "", Mode> : never,
] extends [never] ? "ok"
  : Domain extends unknown ? Mismatch<Shape, Domain, "", Mode>
  : never;

/** Compiles only when `T` is `"ok"`: `type _Trend = Expect<ShapeCheck<...>>`. */
export type Expect<T extends "ok"> = T;

/** The keys of `A` that `B` lacks. */
type KeysOnlyIn<A, B> = Exclude<keyof A, keyof B>;

/**
 * `"ok"` when the object type `Built` names exactly the keys of `Target`
 * (optional keys count as named), else each key that differs in words.
 *
 * @example
 * ```ts
 * import type { NamesAll } from "./shape_check.ts";
 * const ok: NamesAll<{ a: 1; b?: 2 }, { a: number; b?: number }> = "ok";
 * const missing: NamesAll<{ a: 1 }, { a: number; lab?: string }> = "lab: not built";
 * ```
 */
export type NamesAll<Built, Target> =
  [KeysOnlyIn<Target, Built> | KeysOnlyIn<Built, Target>] extends [never] ? "ok"
    :
      | `${KeyName<KeysOnlyIn<Target, Built>>}: not built`
      | `${KeyName<KeysOnlyIn<Built, Target>>}: built, not in the type`;
