/**
 * Guards the rooms of `src/domain/`: each room stands above the rooms it
 * uses, and no import runs back up. From the ground: the shared `text.ts`
 * and `shape_check.ts`, then `readings/` (one result: units, flags, dates,
 * formats), `series/` (a marker's readings as columns), `changes/` (judging
 * a change: RCV, personal intervals, life events), `markers/` (finding a
 * marker: the dictionary, names, lookups) and `answers/` (what a tool or the
 * CLI asks). The domain imports nothing outside itself. Tests are left out:
 * a test may reach across.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

/** The relative specifiers a file imports or re-exports statically (as `import_cycles_test.ts` reads them). */
function staticSpecifiers(text: string): string[] {
  const statement =
    /^[ \t]*(?:import|export)\b(?:[^;"'`]|"[^"]*"|'[^']*')*?\bfrom[ \t\n]*["']([^"']+)["']/gm;
  const bare = /^[ \t]*import[ \t]*["']([^"']+)["']/gm;
  return [...text.matchAll(statement), ...text.matchAll(bare)].map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith("."));
}

/** The rooms, from the ground up; "" is the files at `src/domain/` itself. */
const ROOMS = ["", "readings", "series", "changes", "markers", "answers"] as const;

/** The floor of a file under `src/domain/` (a path from there), or -1 outside any room. */
function floorOf(path: string): number {
  const parts = path.split("/");
  return ROOMS.indexOf((parts.length === 1 ? "" : parts[0]!) as (typeof ROOMS)[number]);
}

/** Every product file of `src/domain/`, as paths from there. */
function domainFiles(dir = ""): string[] {
  const found: string[] = [];
  for (const entry of Deno.readDirSync(repoPath(`src/domain/${dir}`))) {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory) found.push(...domainFiles(path));
    else if (path.endsWith(".ts") && !path.endsWith("_test.ts")) found.push(path);
  }
  return found;
}

Deno.test("every file of src/domain/ stands in a room, and imports only its own room or lower ones", () => {
  const files = domainFiles();
  assert.ok(files.includes("answers/trend.ts"), "the walk finds the rooms' files");
  const wrong: string[] = [];
  for (const file of files) {
    const floor = floorOf(file);
    if (floor < 0) wrong.push(`${file} is in no room`);
    const text = Deno.readTextFileSync(repoPath(`src/domain/${file}`));
    for (const specifier of staticSpecifiers(text)) {
      const target = new URL(specifier, `file:///src/domain/${file}`).pathname;
      if (!target.startsWith("/src/domain/")) {
        wrong.push(`${file} imports ${specifier}, outside the domain`);
      } else if (floorOf(target.slice("/src/domain/".length)) > floor) {
        wrong.push(`${file} imports ${specifier}, a room above its own`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("floorOf() puts a room's file on its floor and a stray folder on none", () => {
  assert.equal(floorOf("text.ts"), 0);
  assert.equal(floorOf("answers/trend.ts"), 5);
  assert.ok(floorOf("readings/units.ts") < floorOf("series/unit_merge.ts"));
  assert.equal(floorOf("elsewhere/x.ts"), -1);
});
