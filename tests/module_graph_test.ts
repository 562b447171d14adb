/**
 * Guards the lean server: the module graph of `main.ts` (what `deno
 * compile` and Claude Desktop load) reaches none of the importer's or the
 * tests' packages, so the server never loads them and a binary built from a
 * server-only lock cannot carry them.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

/**
 * Packages the server must not load: the importer's, the report's, and the
 * v1 SDK. The v1 SDK is no longer in deno.json at all (the tests moved to the
 * v2 client); it stays here so that a stray `npm:@modelcontextprotocol/sdk`
 * import reaching the server is still caught.
 */
const HEAVY = [
  "pdf-lib",
  "@pdf-lib/fontkit",
  "unpdf",
  "@lhncbc/ucum-lhc",
  "@modelcontextprotocol/sdk",
];

/**
 * Every npm package the module graph of `entry` reaches, by name; with
 * `staticOnly`, only through static imports (what loading `entry` loads).
 */
async function npmPackagesOf(entry: string, staticOnly = false): Promise<Set<string>> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", repoPath(entry)],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
  const info = JSON.parse(new TextDecoder().decode(output.stdout)) as {
    roots: string[];
    modules: {
      specifier: string;
      npmPackage?: string;
      dependencies?: { isDynamic?: boolean; code?: { specifier?: string } }[];
    }[];
  };
  const names = new Set<string>();
  const add = (specifier: string | undefined) => {
    const match = specifier?.match(/^npm:\/?((?:@[^/@]+\/)?[^/@]+)/);
    if (match) names.add(match[1]!);
  };
  const bySpecifier = new Map(info.modules.map((module) => [module.specifier, module]));
  const seen = new Set<string>();
  const visit = (specifier: string) => {
    if (seen.has(specifier)) return;
    seen.add(specifier);
    add(specifier);
    for (const dependency of bySpecifier.get(specifier)?.dependencies ?? []) {
      if (staticOnly && dependency.isDynamic) continue;
      const target = dependency.code?.specifier;
      if (target !== undefined) visit(target);
    }
  };
  if (staticOnly) info.roots.forEach(visit);
  else {
    for (const module of info.modules) {
      add(module.specifier);
      for (const dependency of module.dependencies ?? []) add(dependency.code?.specifier);
    }
  }
  return names;
}

Deno.test("the server's module graph holds no importer or test dependency", async () => {
  const server = await npmPackagesOf("main.ts");
  assert.ok(server.has("@modelcontextprotocol/server"), [...server].join(", "));
  // The server is on the v2 line only (docs/mcp_line.md).
  for (const heavy of HEAVY) {
    assert.ok(!server.has(heavy), `main.ts reaches ${heavy}`);
  }
});

Deno.test("the importer's module graph does reach its PDF reader (the check above can fail)", async () => {
  const importer = await npmPackagesOf("src/importer/pipeline/read_document.ts");
  assert.ok(importer.has("unpdf"), [...importer].join(", "));
});

Deno.test("the importer's launcher loads no reader's or classifier's library, though its worker's graph holds them", async () => {
  // The launcher reads no document and classifies no row: the readers load
  // PDF.js, SheetJS, postal-mime and jpeg-js when they first read one
  // (src/importer/read/), and the read face itself (fflate: the zip guard)
  // only when OCR is granted; the classifier's UCUM and YAML libraries are
  // the worker's (applying `--set`, not parsing it).
  const libraries = [
    "unpdf",
    "@e965/xlsx",
    "postal-mime",
    "jpeg-js",
    "fflate",
    "@lhncbc/ucum-lhc",
    "js-yaml",
  ];
  const launcher = await npmPackagesOf("import.ts", true);
  for (const name of libraries) assert.ok(!launcher.has(name), `the launcher loads ${name}`);
  const worker = await npmPackagesOf("src/importer/run/worker.ts");
  for (const name of libraries) assert.ok(worker.has(name), `the worker reaches ${name}`);
});

Deno.test("deno.server.lock pins the server's graph alone, and is in sync with it", async () => {
  const lock = JSON.parse(await Deno.readTextFile(repoPath("deno.server.lock"))) as {
    npm: Record<string, unknown>;
  };
  const names = Object.keys(lock.npm).map((key) => key.match(/^(@?[^@]+)@/)?.[1] ?? key);
  assert.ok(names.includes("@modelcontextprotocol/server"));
  for (const heavy of HEAVY) {
    assert.ok(!names.includes(heavy), `deno.server.lock holds ${heavy}`);
  }
  const frozen = await new Deno.Command(Deno.execPath(), {
    args: ["cache", `--lock=${repoPath("deno.server.lock")}`, "--frozen", repoPath("main.ts")],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(
    frozen.code,
    0,
    `deno.server.lock is stale; run deno task lock:server\n${
      new TextDecoder().decode(frozen.stderr)
    }`,
  );
});
