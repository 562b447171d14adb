/**
 * Guards the importer's folders against imports that run against the data:
 * every import in `src/importer/` (doc examples included, since they run as
 * tests) goes down the flow written in {@link FLOW}, and into another stage
 * only through its face (`mod.ts`; `document.ts` is a single
 * file, its own face). A stage may use every file of its own folder,
 * and never its own face (the face imports it back: a loop).
 * The flow and its exceptions are explained in docs/import.md ("How the
 * importer is built"); a new folder or a new file beside the stages fails
 * here until it is given its place.
 *
 * @module
 */

import assert from "node:assert/strict";

/**
 * Which places each place may import, besides itself: the flow. A folder
 * stage is named by its folder, a single file by its file name.
 */
export const FLOW: Readonly<Record<string, readonly string[]>> = {
  // The command: arguments, the batch, the checks, the writes, the report.
  run: [
    "transcript",
    "pipeline",
    "classify",
    "write",
    "read",
    "cell",
    "lexicon",
    "document.ts",
    "privacy",
  ],
  // A model's transcript checked against the document's own text.
  transcript: [
    "pipeline",
    "read",
    "layout",
    "classify",
    "cell",
    "lexicon",
    "document.ts",
    "privacy",
  ],
  // One document from its bytes to its rows, by its kind.
  pipeline: ["read", "table", "layout", "cell", "lexicon", "document.ts", "privacy"],
  // Bytes to text, positioned items, OCR lines, or the rows of a structured export.
  read: ["table", "layout", "cell", "lexicon", "document.ts", "privacy"],
  // Laid-out lines to rows: blocks, furniture, columns, sections, dates, rows.
  table: ["layout", "cell", "lexicon", "document.ts", "privacy"],
  // Positioned text to lines of cells: geometry only.
  layout: ["cell", "lexicon"],
  // What one printed cell holds.
  cell: ["lexicon"],
  // Each parsed row against the store and the dictionary.
  classify: ["cell", "lexicon", "document.ts", "privacy"],
  // The store's files, the log, approve, forget.
  write: ["classify", "cell", "lexicon", "document.ts", "privacy"],
  // Beside the stages: the words, the privacy check, the parsed document's shapes.
  lexicon: [],
  "privacy": ["cell", "lexicon"],
  "document.ts": ["cell"],
};

/** Files beside the stages that belong to no stage (tests of the flow and of privacy). */
const LOOSE_TESTS = new Set(["flow_test.ts"]);

/**
 * Imports allowed against the rules, each with why. Keep this list short:
 * every entry is a place where the flow and the code disagree.
 */
export const EXCEPTIONS: Readonly<Record<string, string>> = {};

/** One import: the importing file and the imported one, as paths under `src/importer/`. */
export interface Import {
  readonly from: string;
  readonly to: string;
}

/** The place (stage folder or single file) a path under `src/importer/` is in. */
export function placeOf(path: string): string {
  const slash = path.indexOf("/");
  return slash < 0 ? path : path.slice(0, slash);
}

const isTest = (path: string) => path.endsWith("_test.ts");
const isFixture = (path: string) => /(?:^|\/)fixture_[^/]*\.ts$|_fixture\.ts$/.test(path);

/** The face of a place: `mod.ts` of a folder stage, or the single file itself. */
export function faceOf(place: string): string {
  return place.endsWith(".ts") ? place : `${place}/mod.ts`;
}

/**
 * What is wrong with each import, one sentence per import that runs against
 * the flow, reaches past a face, or comes from or goes to a place the flow
 * does not know. Tests and fixtures may import any place's face, and any
 * fixture, to drive a later stage and show a lower one's effect; code that
 * is no test never imports a fixture of another place.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(flowProblems([{ from: "table/a.ts", to: "layout/mod.ts" }]), []);
 * assert.equal(flowProblems([{ from: "layout/a.ts", to: "table/mod.ts" }]).length, 1);
 * ```
 */
export function flowProblems(imports: readonly Import[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of imports) {
    const source = placeOf(from);
    const target = placeOf(to);
    if (source === target) {
      if (to === faceOf(target) && from !== to && !isTest(from) && !isFixture(from)) {
        problems.push(
          `${from} -> ${to}: imports its own face (a loop through it); import the file`,
        );
      }
      continue;
    }
    const known = (place: string, path: string) =>
      place in FLOW || (LOOSE_TESTS.has(path) && path === place);
    if (!known(source, from) || !known(target, to)) {
      problems.push(
        `${from} -> ${to}: ${known(source, from) ? target : source} has no place in FLOW`,
      );
      continue;
    }
    const key = `${from} -> ${to}`;
    if (key in EXCEPTIONS) continue;
    const support = isTest(from) || isFixture(from);
    if (isFixture(to)) {
      if (!support) problems.push(`${key}: only tests and fixtures import a fixture`);
      continue;
    }
    if (!support && !(FLOW[source] ?? []).includes(target)) {
      problems.push(
        `${key}: ${source} may not import ${target} (the flow runs ${source} -> ${
          (FLOW[source] ?? []).join(", ") || "nothing"
        })`,
      );
    } else if (to !== faceOf(target)) {
      problems.push(`${key}: reaches inside ${target}; import its face, ${faceOf(target)}`);
    }
  }
  return problems;
}

type Flow = Readonly<Record<string, readonly string[]>>;

/** Places a flow lets a place reach, directly or through others; throws on a loop. */
function reach(flow: Flow, place: string, path: readonly string[] = []): Set<string> {
  if (path.includes(place)) throw new Error(`the flow loops: ${[...path, place].join(" -> ")}`);
  const all = new Set<string>();
  for (const next of flow[place] ?? []) {
    all.add(next);
    for (const further of reach(flow, next, [...path, place])) all.add(further);
  }
  return all;
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Every relative import of every `.ts` file under `dir`, as paths under it. */
async function importsUnder(dir: URL): Promise<Import[]> {
  const found: Import[] = [];
  const visit = async (sub: string) => {
    for await (const entry of Deno.readDir(new URL(sub, dir))) {
      const path = sub + entry.name;
      if (entry.isDirectory) await visit(`${path}/`);
      else if (entry.name.endsWith(".ts")) {
        const text = await Deno.readTextFile(new URL(path, dir));
        for (const match of text.matchAll(IMPORT)) {
          const to = new URL(match[1]!, new URL(path, dir)).href;
          if (to.startsWith(dir.href)) found.push({ from: path, to: to.slice(dir.href.length) });
        }
      }
    }
  };
  await visit("");
  return found;
}

Deno.test("the flow itself has no loop, and every place in it is known", () => {
  for (const place of Object.keys(FLOW)) {
    assert.ok(!reach(FLOW, place).has(place), place);
    for (const next of FLOW[place]!) assert.ok(next in FLOW, `${place} -> ${next}`);
  }
  const looping = { ...FLOW, cell: ["lexicon", "table"] };
  assert.throws(() => reach(looping, "table"), /the flow loops: table -> layout -> cell -> table/);
});

Deno.test("flowProblems() names an import against the flow, past a face, or from nowhere", () => {
  const bad: Import[] = [
    { from: "layout/lines.ts", to: "table/mod.ts" }, // layout -> table: up the flow
    { from: "classify/row_problems.ts", to: "table/mod.ts" }, // classify is no reader of tables
    { from: "read/csv.ts", to: "pipeline/mod.ts" }, // a reader driving the pipeline
    { from: "pipeline/read_document.ts", to: "table/report_text.ts" }, // past table's face
    { from: "table/report_text.ts", to: "cell/range.ts" }, // past cell's face
    { from: "read/ocr_test.ts", to: "pipeline/read_document.ts" }, // a test, past a face
    { from: "cell/value.ts", to: "table/fixture_report.ts" }, // code importing a fixture
    { from: "cell/value.ts", to: "privacy/mod.ts" }, // cell is below the privacy check
    { from: "parse/rows.ts", to: "cell/mod.ts" }, // a folder the flow does not know
    { from: "table/rows.ts", to: "helpers.ts" }, // a loose file the flow does not know
    { from: "cell/cell_kinds.ts", to: "cell/mod.ts" }, // a loop through its own face
  ];
  const problems = flowProblems(bad);
  assert.equal(problems.length, bad.length, problems.join("\n"));
  bad.forEach((line, i) => assert.ok(problems[i]!.startsWith(`${line.from} -> ${line.to}: `)));
  assert.match(problems[0]!, /layout may not import table/);
  assert.match(problems[3]!, /reaches inside table; import its face, table\/mod\.ts/);
  assert.match(problems[8]!, /parse has no place in FLOW/);
});

Deno.test("flowProblems() lets a stage use its own files, lower faces, and tests drive later stages", () => {
  const good: Import[] = [
    { from: "table/report_text.ts", to: "table/blocks.ts" },
    { from: "table/report_text.ts", to: "layout/mod.ts" },
    { from: "read/csv.ts", to: "privacy/mod.ts" },
    { from: "read/ocr_test.ts", to: "pipeline/mod.ts" },
    { from: "read/eml_test.ts", to: "table/fixture_report.ts" },
    { from: "run/launcher.ts", to: "read/mod.ts" },
    { from: "privacy/privacy_test.ts", to: "privacy/head_identity.ts" },
  ];
  assert.deepEqual(flowProblems(good), []);
});

Deno.test("every import in src/importer follows the flow and enters a stage by its face", async () => {
  const imports = await importsUnder(new URL("./", import.meta.url));
  assert.ok(imports.length > 500, `only ${imports.length} imports found`);
  assert.ok(imports.some((i) => i.from === "pipeline/read_document.ts" && i.to === "table/mod.ts"));
  assert.deepEqual(flowProblems(imports), []);
  for (const exception of Object.keys(EXCEPTIONS)) {
    const [from, to] = exception.split(" -> ");
    assert.ok(
      imports.some((i) => i.from === from && i.to === to),
      `${exception} is no longer needed`,
    );
  }
});
