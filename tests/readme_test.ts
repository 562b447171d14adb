/**
 * Guards the README against drift: its tool table must list exactly the
 * tools `tools/list` offers, with each tool's arguments as the input schema
 * names them (optional ones with `?`), and its prompt table exactly the
 * prompts; every document it links must exist.
 *
 * @module
 */

import assert from "node:assert/strict";
import { connectInProcess } from "./helpers.ts";
import { fixtureDataDir, repoPath } from "./plain_helpers.ts";

const readme = await Deno.readTextFile(repoPath("README.md"));

/** The rows of the first markdown table under a `## heading`, as cells. */
function tableUnder(heading: string): string[][] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  assert.notEqual(start, -1, `README has no "## ${heading}" section`);
  const section = readme.slice(start + 1).split(/\n## /)[0]!;
  const lines = section.split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith("|"));
  const rows = lines.slice(first, end === -1 ? undefined : end);
  return rows.slice(2).map((row) =>
    row.split("|").slice(1, -1).map((cell) => cell.trim().replace(/`/g, ""))
  );
}

/** `marker`, `from?`… from a table's arguments cell, in order. */
function argumentNames(cell: string): string[] {
  return cell.split(",").map((part) => part.trim().split(" ")[0]!).filter((name) => name !== "");
}

Deno.test("the README's tool table names every tool of tools/list with its arguments", async () => {
  await using client = await connectInProcess(await fixtureDataDir("basic"));
  const { tools } = await client.listTools();
  const rows = tableUnder("Tools");
  assert.deepEqual(rows.map((cells) => cells[0]).sort(), tools.map((tool) => tool.name).sort());
  for (const tool of tools) {
    const row = rows.find((cells) => cells[0] === tool.name)!;
    const required = new Set(tool.inputSchema.required ?? []);
    const expected = Object.keys(tool.inputSchema.properties ?? {}).map((name) =>
      required.has(name) ? name : `${name}?`
    );
    assert.deepEqual(
      argumentNames(row[1] ?? "").sort(),
      expected.sort(),
      `arguments of ${tool.name}`,
    );
  }
});

Deno.test("the README's prompt table names every prompt of prompts/list", async () => {
  await using client = await connectInProcess(await fixtureDataDir("basic"));
  const { prompts } = await client.listPrompts();
  const rows = tableUnder("Prompts");
  assert.deepEqual(rows.map((cells) => cells[0]).sort(), prompts.map((p) => p.name).sort());
});

Deno.test("every local document the README links exists", async () => {
  const links = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target));
  assert.ok(links.includes("docs/install.md"), "the README links docs/install.md");
  for (const target of links) {
    await Deno.stat(repoPath(target)).catch(() =>
      assert.fail(`README links "${target}", which is missing`)
    );
  }
});

Deno.test("the README fits a screen or three: under 200 lines", () => {
  assert.ok(readme.split("\n").length < 200, `README has ${readme.split("\n").length} lines`);
});
