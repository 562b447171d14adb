// Guards the store's dictionary overlay, markers.yaml: a broken one named
// with its line (and refused at start-up by checkDictionary), aliases added
// and dropped, and one added, changed, removed or broken while running.

import assert from "node:assert/strict";
import { resolveMarker } from "../domain/markers/resolve.ts";
import { DictionaryFileError } from "./dictionary_file.ts";
import {
  copyFixture,
  FERR_2023,
  problemsOf,
  touchLater,
  values,
  withDataDir,
} from "../../support/store_test_support.ts";

Deno.test("ResultStore.checkDictionary() throws DictionaryFileError naming the overlay and line", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const error = await store.checkDictionary().then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof DictionaryFileError, `got ${error}`);
    assert.equal(error.file, "markers.yaml");
    assert.equal(error.line, 4);
    assert.match(error.message, /^Cannot load "markers.yaml" line 4: /);
  });
});

Deno.test("ResultStore.checkDictionary() still throws after a snapshot saw the broken overlay", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const snapshot = await store.snapshot();
    assert.equal(problemsOf(snapshot, "dictionary_error").length, 1);
    await assert.rejects(store.checkDictionary(), DictionaryFileError);
  });
});

Deno.test("ResultStore serves the built-in dictionary and reports a broken overlay", async () => {
  await withDataDir({}, async (dir, store) => {
    await copyFixture("broken_overlay", dir);
    const snapshot = await store.snapshot();
    assert.deepEqual(values(snapshot, "FERR"), [40]);
    const [problem] = problemsOf(snapshot, "dictionary_error");
    assert.equal(problem?.file, "markers.yaml");
    assert.match(problem?.message ?? "", /line 4: .*only the built-in dictionary is used$/);
  });
});

Deno.test("ResultStore overlay adds an alias that then resolves, and reports dropped ones", async () => {
  const overlay = "FERR:\n  aliases: [moja ferrytyna, Hemoglobina]\nNEW1:\n  label: Nowy marker\n";
  await withDataDir({ "a.ndjson": FERR_2023, "markers.yaml": overlay }, async (_dir, store) => {
    await store.checkDictionary();
    const snapshot = await store.snapshot();
    const found = resolveMarker(snapshot.index, "Moja Ferrytyna");
    assert.equal(found.kind === "found" && found.marker.code, "FERR");
    assert.equal(snapshot.index.dictionary.markers.get("NEW1")?.label, "Nowy marker");
    assert.deepEqual(problemsOf(snapshot, "alias_dropped"), [{
      file: "markers.yaml",
      message: 'alias "Hemoglobina" of "FERR" dropped: collides with the code or label of "HGB"',
    }]);
  });
});

Deno.test("ResultStore picks up an overlay added, changed and removed while it runs", async () => {
  await withDataDir({ "a.ndjson": FERR_2023 }, async (dir, store) => {
    const resolves = async (name: string) =>
      resolveMarker((await store.snapshot()).index, name).kind;
    assert.equal(await resolves("alias one"), "marker_not_found");
    await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias one]\n");
    assert.equal(await resolves("alias one"), "found");
    await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias two, and more]\n");
    assert.equal(await resolves("alias one"), "marker_not_found");
    assert.equal(await resolves("alias two"), "found");
    await Deno.remove(`${dir}/markers.yaml`);
    assert.equal(await resolves("alias two"), "marker_not_found");
  });
});

Deno.test("ResultStore keeps the last good overlay when it breaks while running", async () => {
  await withDataDir(
    { "a.ndjson": FERR_2023, "markers.yaml": "FERR:\n  aliases: [alias one]\n" },
    async (dir, store) => {
      await store.checkDictionary();
      await touchLater(`${dir}/markers.yaml`, "FERR:\n  aliases: [alias one\n");
      const snapshot = await store.snapshot();
      assert.equal(resolveMarker(snapshot.index, "alias one").kind, "found");
      assert.match(
        problemsOf(snapshot, "dictionary_error")[0]?.message ?? "",
        /last good version is still used/,
      );
    },
  );
});
