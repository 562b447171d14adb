/**
 * Tests of the Desktop config merge: other servers and settings survive,
 * invalid or odd JSON is refused, an existing name needs --force, and an
 * identical entry is left alone.
 *
 * @module
 */

import assert from "node:assert/strict";
import { mergeDesktopConfig } from "./desktop_config.ts";
import { InstallError } from "./install_task.ts";

const ENTRY = { command: "/r/dist/bloodwork-anna", args: [] };
const FILE = "/home/anna/.config/Claude/claude_desktop_config.json";

function merged(existing: string | undefined, force = false, name = "bloodwork-anna"): unknown {
  const result = mergeDesktopConfig(existing, name, ENTRY, force, FILE);
  assert.equal(result.kind, "merged");
  return result.kind === "merged" ? JSON.parse(result.text) : undefined;
}

function refusal(existing: string, pattern: RegExp, force = false): void {
  assert.throws(
    () => mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, force, FILE),
    (error: unknown) => {
      assert.ok(error instanceof InstallError);
      assert.match(error.message, pattern);
      assert.match(
        error.message,
        /^Cannot update "\/home\/anna\/\.config\/Claude\/claude_desktop_config\.json": .*\. Nothing was changed$/s,
      );
      return true;
    },
  );
}

Deno.test("mergeDesktopConfig() creates the config when there is none", () => {
  assert.deepEqual(merged(undefined), { mcpServers: { "bloodwork-anna": ENTRY } });
});

Deno.test("mergeDesktopConfig() keeps every other server and setting, in order", () => {
  const memory = {
    command: "npx",
    args: ["-y", "@modelcontextprotocol/server-memory"],
    env: { A: "1" },
  };
  const existing = JSON.stringify({
    globalShortcut: "Ctrl+Space",
    mcpServers: { memory },
    preferences: { nested: [1, 2, { deep: true }] },
  });
  const result = merged(existing) as Record<string, unknown>;
  assert.deepEqual(result, {
    globalShortcut: "Ctrl+Space",
    mcpServers: { memory, "bloodwork-anna": ENTRY },
    preferences: { nested: [1, 2, { deep: true }] },
  });
  assert.deepEqual(Object.keys(result), ["globalShortcut", "mcpServers", "preferences"]);
});

Deno.test("mergeDesktopConfig() reads a file saved with a byte order mark", () => {
  assert.deepEqual(merged('\uFEFF{"mcpServers":{}}'), { mcpServers: { "bloodwork-anna": ENTRY } });
});

Deno.test("mergeDesktopConfig() refuses invalid JSON, a non-object and a bad mcpServers", () => {
  refusal('{"mcpServers": {', /it is not valid JSON \(/);
  refusal("// comment\n{}", /it is not valid JSON/);
  refusal("", /it is empty, which is not valid JSON/);
  refusal("[]", /it is not a JSON object/);
  refusal('{"mcpServers": []}', /"mcpServers" is not a JSON object/);
});

Deno.test("mergeDesktopConfig() replaces an entry of the same name only with force", () => {
  const existing = JSON.stringify({
    mcpServers: { "bloodwork-anna": { command: "/old", args: [] }, other: { command: "x" } },
  });
  refusal(
    existing,
    /already has a server named "bloodwork-anna"\. Run again with --force to replace it/,
  );
  const result = mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, true, FILE);
  assert.equal(result.kind, "merged");
  assert.equal(result.kind === "merged" && result.replaced, true);
  assert.deepEqual(merged(existing, true), {
    mcpServers: { "bloodwork-anna": ENTRY, other: { command: "x" } },
  });
});

Deno.test("mergeDesktopConfig() leaves an identical entry alone, even without force", () => {
  const existing = JSON.stringify({ mcpServers: { "bloodwork-anna": ENTRY } });
  assert.deepEqual(mergeDesktopConfig(existing, "bloodwork-anna", ENTRY, false, FILE), {
    kind: "unchanged",
  });
});
