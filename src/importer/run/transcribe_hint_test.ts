import assert from "node:assert/strict";
import { needsTranscription } from "./transcribe_hint.ts";

Deno.test("needsTranscription() points to the prompt only when nothing of a document can be used", () => {
  assert.equal(needsTranscription([{ status: "held" }, { status: "unreadable" }], []), true);
  assert.equal(needsTranscription([{ status: "new" }], ["a future date"]), true);
  assert.equal(needsTranscription([{ status: "held" }, { status: "new" }], []), false);
  assert.equal(needsTranscription([{ status: "proposed" }], []), false);
  assert.equal(needsTranscription([{ status: "in_store" }, { status: "held" }], []), false);
});
