/**
 * Tests of the Claude Desktop config location on macOS, Windows and Linux,
 * with Windows separators, and the message when the variable is missing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { claudeConfigFolder, claudeConfigPath } from "./desktop_config.ts";

Deno.test("claudeConfigPath() is under Library/Application Support on macOS", () => {
  assert.equal(
    claudeConfigPath("darwin", { HOME: "/Users/anna", APPDATA: "ignored" }),
    "/Users/anna/Library/Application Support/Claude/claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() is under %APPDATA% with backslashes on Windows", () => {
  assert.equal(
    claudeConfigPath("windows", {
      APPDATA: "C:\\Users\\Anna Nowak\\AppData\\Roaming",
      HOME: "/ignored",
    }),
    "C:\\Users\\Anna Nowak\\AppData\\Roaming\\Claude\\claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() is under ~/.config on Linux", () => {
  assert.equal(
    claudeConfigPath("linux", { HOME: "/home/anna/" }),
    "/home/anna/.config/Claude/claude_desktop_config.json",
  );
});

Deno.test("claudeConfigPath() names the missing variable and the --config way out", () => {
  assert.throws(() => claudeConfigPath("windows", { HOME: "/home/x" }), {
    message:
      "Cannot locate the Claude Desktop config: APPDATA is not set. Pass the file with --config FILE",
  });
  assert.throws(() => claudeConfigPath("darwin", { HOME: "" }), /HOME is not set/);
});

Deno.test("claudeConfigFolder() is the config's folder on each OS, never a root-level /Claude", () => {
  assert.equal(
    claudeConfigFolder("darwin", { HOME: "/Users/anna" }),
    "/Users/anna/Library/Application Support/Claude",
  );
  assert.equal(
    claudeConfigFolder("windows", { APPDATA: "C:\\Users\\anna\\AppData\\Roaming" }),
    "C:\\Users\\anna\\AppData\\Roaming\\Claude",
  );
  assert.equal(claudeConfigFolder("linux", { HOME: "/home/anna" }), "/home/anna/.config/Claude");
  assert.throws(() => claudeConfigFolder("windows", {}), /APPDATA is not set/);
  assert.throws(() => claudeConfigFolder("linux", { APPDATA: "C:\\x" }), /HOME is not set/);
});
