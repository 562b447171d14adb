// Guards the advice given for a data directory that cannot be read: it fits
// the cause, so no one is told to create a directory that exists.

import assert from "node:assert/strict";
import { unreadableHint } from "./data_dir.ts";

Deno.test("unreadableHint() matches the advice to the cause: create, grant the permission, or fix the folder", () => {
  // "Permission denied … Create it" for a directory that exists.
  assert.match(unreadableHint(new Deno.errors.NotFound("x"), "/d"), /^Create it/);
  assert.match(
    unreadableHint(new Deno.errors.NotCapable("x"), "/d"),
    /not given permission to read it: run deno with --allow-read="\/d"/,
  );
  assert.match(unreadableHint(new Deno.errors.PermissionDenied("x"), "/d"), /folder's permissions/);
  for (const error of [new Deno.errors.NotCapable("x"), new Deno.errors.PermissionDenied("x")]) {
    assert.doesNotMatch(unreadableHint(error, "/d"), /Create it/);
  }
});
